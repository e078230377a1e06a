import { createRemoteApp } from '@qube/shared';
import { PlanningApp } from './PlanningApp';

/** single-spa lifecycles exposed as `planning/app`. */
export const { bootstrap, mount, unmount } = createRemoteApp({ rootComponent: PlanningApp, areaLabel: 'Planning' });
