export { createAppConfig } from './rspack-app.mjs';
export { sharedModules, SINGLETONS } from './federation.mjs';
export { PORTS, APP_BY_FOLDER } from './ports.mjs';
