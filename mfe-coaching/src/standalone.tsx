import { startStandalone } from '@qube/shared/standalone';
import { preloadPortalPage } from './pageLoaders';

// This remote's own page (its server on its port): sign in, then the area at the current path.
void startStandalone({
  name: 'coaching',
  title: 'the Partner Portal',
  defaultPath: '/coaching/dashboard',
  loadApp: () => import('./app'),
  // A returning partner: the page's code, program and data are asked for while the session is checked, not after the
  // portal's own code has arrived (the loaders are a small module of this page's chunk).
  prefetch: () => preloadPortalPage(window.location.pathname),
  // The portal is a real site: it brings its own layout (CO-03).
  chrome: 'none',
});
