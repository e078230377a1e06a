/**
 * The funding area's public module: its rules as other areas, the scheduler and the seed use them. Code outside the
 * area imports it only from here, or its routes from ./routes (eslint.config.mjs); the area's own files import each
 * other directly. Re-exports only: nothing here runs at import. Kept by scripts/codemods/api-areas-public.mjs.
 */
export { syncAutoFunding } from './autoFunding';
export { completeCardDeposit, reconcileCardDeposits } from './cardDeposits';
export { reconcileDirectDeposits } from './directDepositReconciliation';
export { DEPOSIT_ORDER_KIND, isAchCancellable, runDepositOccurrence, settleAchDeposits, startAchDeposit } from './deposits';
export { BANK_NOT_FOUND, BANK_NUMBERS_DIFFER, BANK_VERIFYING, type LinkedBank, loadDestinationBank } from './linkedBanks';
export { finishCancelAtProvider, type ProviderRowKind, submitToProvider } from './providerSteps';
