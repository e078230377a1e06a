import { createRemoteApp } from '@qube/shared';
import { BUILD_ID, SHARED_CONTRACT_VERSION } from '@qube/shared/build-info';
import { OnboardingApp } from './OnboardingApp';

/** The `@qube/shared` major this build was made against: the shell mounts it only on a match. */
export const sharedContract = SHARED_CONTRACT_VERSION;

/** single-spa lifecycles exposed as `onboarding/app`. */
export const { bootstrap, mount, unmount } = createRemoteApp({ rootComponent: OnboardingApp, areaLabel: 'Registration', buildId: BUILD_ID });
