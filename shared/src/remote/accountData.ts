// `@qube/shared/account-data`: a subpath entry, not part of the federation singleton (docs/adr/0014-shared-subpath-entries.md,
// ADR 0088): the apps' signed-in pages bundle it; the cache it makes is kept in the singleton's slot, one per page.
export { useAccountData, type AccountDataState, type AccountDataOptions } from './useAccountData';
export { accountChanged, accountQueryKey, accountQueryLayer } from './accountQueries';
export type { QueryMeta, QueryState } from './accountQueryCache';
