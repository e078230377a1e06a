import type { QueryCache } from './accountQueryCache';

/**
 * The page's one account-data layer (ADR 0088): the read cache and, per read, the account version its data is at least
 * as new as. It lives here, in the singleton, so the shell and every remote share one; but only as a slot (a type
 * import): the cache's code is the subpath `@qube/shared/account-data`, bundled by the apps' signed-in pages, so the
 * sign-in page carries none of it.
 */
export type AccountQueryLayer = {
  cache: QueryCache;
  /** Read key's hash → the account version known when its last read started. */
  covered: Map<string, number>;
  /** Changes said in the current task, per account: the newest version, or null when one came without a version. */
  pending: Map<number, number | null>;
};

let layer: AccountQueryLayer | null = null;

/** The layer if an app made it already. */
export function currentAccountQueryLayer(): AccountQueryLayer | null {
  return layer;
}

/** Keeps the layer the first app made; a later app gets that one. */
export function keepAccountQueryLayer(made: AccountQueryLayer): AccountQueryLayer {
  layer ??= made;
  return layer;
}

/** Forgets every cached read (logout, and between tests). */
export function clearAccountQueries(): void {
  layer?.cache.clear();
  layer?.covered.clear();
  layer?.pending.clear();
}
