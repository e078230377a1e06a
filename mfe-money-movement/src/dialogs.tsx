import { createRemoteApp } from '@qube/shared';
import { BUILD_ID, SHARED_CONTRACT_VERSION } from '@qube/shared/build-info';
import { MoneyMovementDialogs } from './MoneyMovementDialogs';

/** The `@qube/shared` major this build was made against: the shell mounts it only on a match. */
export const sharedContract = SHARED_CONTRACT_VERSION;

/** single-spa parcel lifecycles exposed as `money_movement/dialogs` (see MoneyMovementDialogs). */
export const { bootstrap, mount, unmount } = createRemoteApp({ rootComponent: MoneyMovementDialogs, areaLabel: 'Move money', buildId: BUILD_ID });
