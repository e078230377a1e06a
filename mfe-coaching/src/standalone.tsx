import { startStandalone } from '@qube/shared';

// This remote's own page (its server on its port): sign in, then the area at the current path.
void startStandalone({
  name: 'coaching',
  title: 'the Partner Portal',
  defaultPath: '/coaching/dashboard',
  loadApp: () => import('./app'),
  // The portal is a real site: it brings its own layout (CO-03).
  chrome: 'none',
});
