/**
 * The accounts area's public module: its rules as other areas, the scheduler and the seed use them. Code outside the
 * area imports it only from here, or its routes from ./routes (eslint.config.mjs); the area's own files import each
 * other directly. Re-exports only: nothing here runs at import. Kept by scripts/codemods/api-areas-public.mjs.
 */
export { accountNotFound, type AccountRow, loadAccountForRequest, loadAccountForUser, loadMembership, membershipsOf } from './access';
export { readAccountVersion, versionedCache } from './accountVersion';
export { accountBalances, coversOutgoing, emptyArchivedQube, openMovement, type Pocket, pocketBalance, pocketBalances, pocketEntries, postActivity, transferBetweenPockets } from './ledger';
export { runMoneyPost, withAnswerVersion } from './moneyPost';
export { MOVE_MONEY_DENIED, requireAchIn, requireBankLink, requireCardDeposit, requireCardUse, requireInternalTransfer, requireSendToFriend, requireTransferToBank } from './permissions';
export { loadPermittedAccount } from './permittedAccount.http';
export { accountJson, currentBudget, listQubes, listQubesPage, type QubeFilter } from './views';
