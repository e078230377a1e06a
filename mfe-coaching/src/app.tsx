import { createRemoteApp } from '@qube/shared';
import { BUILD_ID, SHARED_CONTRACT_VERSION } from '@qube/shared/build-info';
import { CoachingApp } from './CoachingApp';
import { preloadPortalPage } from './pageLoaders';

/** The `@qube/shared` major this build was made against: the shell mounts it only on a match. */
export const sharedContract = SHARED_CONTRACT_VERSION;

const lifecycles = createRemoteApp({ rootComponent: CoachingApp, areaLabel: 'Partner Portal', buildId: BUILD_ID });

/** single-spa lifecycles exposed as `coaching/app`. */
export const { unmount } = lifecycles;

/** Mounting starts the asked-for page's code at once, alongside the guard's partner check. */
export const mount = (props: Parameters<typeof lifecycles.mount>[0]) => {
  preloadPortalPage(window.location.pathname);
  return lifecycles.mount(props);
};

export const bootstrap = lifecycles.bootstrap;
