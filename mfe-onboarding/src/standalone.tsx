import { startStandalone } from '@qube/shared/standalone';

// This remote's own page (its server on its port): sign in, then the area at the current path.
void startStandalone({
  name: 'onboarding',
  title: 'Qube registration',
  defaultPath: '/register/begin',
  loadApp: () => import('./app'),
});
