/**
 * The accounts area's HTTP surface: the route plugins app.ts registers (and what tests of other areas read from them).
 * Apart from index.ts, the only file of the area that code outside it may import. Kept by
 * scripts/codemods/api-areas-public.mjs.
 */
export { accountRoutes } from './accounts.routes';
export { installLiveUpdates } from './live.routes';
export { overviewRoutes } from './overview.routes';
