import { createRemoteApp } from '@qube/shared';
import { StatementsApp } from './StatementsApp';

/** single-spa lifecycles exposed as `statements/app`. */
export const { bootstrap, mount, unmount } = createRemoteApp({ rootComponent: StatementsApp, areaLabel: 'Statements' });
