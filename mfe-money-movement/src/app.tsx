import { createRemoteApp } from '@qube/shared';
import { MoneyMovementApp } from './MoneyMovementApp';

/** single-spa lifecycles exposed as `money_movement/app`. */
export const { bootstrap, mount, unmount } = createRemoteApp({ rootComponent: MoneyMovementApp, areaLabel: 'Overview' });
