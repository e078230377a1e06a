// `@qube/shared/account-data`: a subpath entry, not part of the federation singleton (docs/adr/0014-shared-subpath-entries.md,
// ADR 0088). It brings TanStack Query (itself a federation singleton), so only the apps' signed-in pages load it.
export { useAccountData, type AccountDataState, type AccountDataOptions } from './useAccountData';
export { accountChanged, accountQueryKey, accountQueryLayer, type AccountQueryMeta } from './accountQueries';
