/**
 * The transfers area's public module: its rules as other areas, the scheduler and the seed use them. Code outside the
 * area imports it only from here, or its routes from ./routes (eslint.config.mjs); the area's own files import each
 * other directly. Re-exports only: nothing here runs at import. Kept by scripts/codemods/api-areas-public.mjs.
 */
export { CLOUD_NAME, ORDER_NOT_FOUND, pocketRef, QUBE_NOT_FOUND, requireOrderPermission, resolvePocket, runDueOrders } from './orders';
export { INSUFFICIENT_FUNDS } from './peerToPeer';
export { advanceOrder, type OrderRow } from './scheduledOrders';
export { AMOUNT_INVALID, AMOUNT_NOT_POSITIVE, DATE_IN_PAST, DATE_INVALID, parseScheduledDate, parseTransferAmount } from './transferInput';
export { undoStateOf } from './undo';
