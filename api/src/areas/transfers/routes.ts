/**
 * The transfers area's HTTP surface: the route plugins app.ts registers (and what tests of other areas read from them).
 * Apart from index.ts, the only file of the area that code outside it may import. Kept by
 * scripts/codemods/api-areas-public.mjs.
 */
export { orderRoutes } from './orders.routes';
export { peerSearchRoutes, peerToPeerRoutes } from './peer-to-peer.routes';
export { undoRoutes } from './undo.routes';
