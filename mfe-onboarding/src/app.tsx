import { createRemoteApp } from '@qube/shared';
import { OnboardingApp } from './OnboardingApp';

/** single-spa lifecycles exposed as `onboarding/app`. */
export const { bootstrap, mount, unmount } = createRemoteApp({ rootComponent: OnboardingApp, areaLabel: 'Registration' });
