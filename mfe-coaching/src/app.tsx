import { createRemoteApp } from '@qube/shared';
import { CoachingApp } from './CoachingApp';

/** single-spa lifecycles exposed as `coaching/app`. */
export const { bootstrap, mount, unmount } = createRemoteApp({ rootComponent: CoachingApp, areaLabel: 'Partner Portal' });
