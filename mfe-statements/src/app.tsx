import { createRemoteApp } from '@qube/shared';
import { BUILD_ID, SHARED_CONTRACT_VERSION } from '@qube/shared/build-info';
import { StatementsApp } from './StatementsApp';

/** The `@qube/shared` major this build was made against: the shell mounts it only on a match. */
export const sharedContract = SHARED_CONTRACT_VERSION;

/** single-spa lifecycles exposed as `statements/app`. */
export const { bootstrap, mount, unmount } = createRemoteApp({ rootComponent: StatementsApp, areaLabel: 'Statements', buildId: BUILD_ID });
