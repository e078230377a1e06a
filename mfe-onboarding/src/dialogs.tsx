import { createRemoteApp } from '@qube/shared';
import { BUILD_ID, SHARED_CONTRACT_VERSION } from '@qube/shared/build-info';
import { OnboardingDialogs } from './OnboardingDialogs';

/** The `@qube/shared` major this build was made against: the shell mounts it only on a match. */
export const sharedContract = SHARED_CONTRACT_VERSION;

/** single-spa parcel lifecycles exposed as `onboarding/dialogs` (see OnboardingDialogs). */
export const { bootstrap, mount, unmount } = createRemoteApp({ rootComponent: OnboardingDialogs, areaLabel: 'Create an account', buildId: BUILD_ID });
