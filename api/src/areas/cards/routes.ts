/**
 * The cards area's HTTP surface: the route plugins app.ts registers (and what tests of other areas read from them).
 * Apart from index.ts, the only file of the area that code outside it may import. Kept by
 * scripts/codemods/api-areas-public.mjs.
 */
export { cardNetworkDevRoutes } from './card-network-dev.routes';
export { cardPaymentsSandboxRoutes } from './card-payments-sandbox.routes';
export { cardRoutes, cardV2Routes } from './cards.routes';
export { preauthRoutes } from './preauths.routes';
