import { createRemoteApp } from '@qube/shared';
import { BUILD_ID, SHARED_CONTRACT_VERSION } from '@qube/shared/build-info';
import { startOpenQubeBannerOnce } from './features/open-qube/startOpenQubeBannerOnce';
import { MoneyMovementApp } from './MoneyMovementApp';

/** The `@qube/shared` major this build was made against: the shell mounts it only on a match. */
export const sharedContract = SHARED_CONTRACT_VERSION;

const lifecycles = createRemoteApp({ rootComponent: MoneyMovementApp, areaLabel: 'Overview', buildId: BUILD_ID });

/** single-spa lifecycles exposed as `money_movement/app`. */
export const { mount, unmount } = lifecycles;

/** Once per page: the area's start also starts the open-qube banner (MM-126), which then stays on every page. */
export const bootstrap = (props: Parameters<typeof lifecycles.bootstrap>[0]) => {
  void startOpenQubeBannerOnce();
  return lifecycles.bootstrap(props);
};
