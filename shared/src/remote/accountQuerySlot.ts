import type { QueryClient } from '@tanstack/react-query';

/**
 * The page's one account-data layer (ADR 0088): a TanStack Query client and, per query, the account version its data
 * is at least as new as. It lives here, in the singleton, so the shell and every remote share it; but only as a slot
 * (a type import, no code of TanStack's): the query library loads with the first signed-in page that reads account
 * data (`@qube/shared/account-data`), never with the sign-in page.
 */
export type AccountQueryLayer = {
  client: QueryClient;
  /** Query hash → the account version known when its last load started (or that its answer carried). */
  covered: Map<string, number>;
};

let layer: AccountQueryLayer | null = null;

/** The layer if an app created it already. */
export function currentAccountQueryLayer(): AccountQueryLayer | null {
  return layer;
}

/** Keeps the layer the first app created; a later app gets that one. */
export function keepAccountQueryLayer(created: AccountQueryLayer): AccountQueryLayer {
  layer ??= created;
  return layer;
}

/** Drops every cached read (logout, and between tests). */
export function clearAccountQueries(): void {
  layer?.client.clear();
  layer?.covered.clear();
}
