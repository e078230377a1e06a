import { startStandalone } from '@qube/shared/standalone';

// This remote's own page (its server on its port): sign in, then the area at the current path.
void startStandalone({
  name: 'coaching',
  title: 'the Partner Portal',
  defaultPath: '/coaching/dashboard',
  loadApp: () => import('./app'),
  // A returning partner: the page's code, program and data are asked for while the session is checked.
  prefetch: () => void import('./CoachingApp').then(({ preloadPortalPage }) => preloadPortalPage(window.location.pathname)),
  // The portal is a real site: it brings its own layout (CO-03).
  chrome: 'none',
});
