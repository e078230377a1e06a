import { startStandalone } from '@qube/shared/standalone';

// This remote's own page (its server on its port): sign in, then the area at the current path.
void startStandalone({
  name: 'statements',
  title: 'Qube statements',
  defaultPath: '/statements',
  loadApp: () => import('./app'),
});
