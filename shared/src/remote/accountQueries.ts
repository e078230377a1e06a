import { hashKey, QueryClient, type Query, type QueryKey } from '@tanstack/react-query';
// State (the bus, the session, versions, the layer's slot) comes from the singleton: this file is bundled by each app
// that reads account data (docs/adr/0014-shared-subpath-entries.md).
import {
  bus,
  clearAccountQueries,
  currentAccountQueryLayer,
  keepAccountQueryLayer,
  knownAccountVersion,
  noteAccountVersion,
  sessionStore,
  type AccountQueryLayer,
} from '@qube/shared';

/** What a query's `meta` says: its data moves with money (balances, scheduled items), so a change reloads it. */
export type AccountQueryMeta = { movesWithMoney: boolean };

/** Every account read is keyed `['account', accountId, area, …]`: a change of one account reaches only its keys. */
export function accountQueryKey(accountId: number | null, key: readonly unknown[]): QueryKey {
  return ['account', accountId, ...key];
}

/**
 * The page's one query layer, created by the first app that reads account data. Its defaults keep what the areas did
 * before it: no retries (an area shows the failure and its Retry), no reload on focus or reconnect (the live-updates
 * socket says when data changed), a read is sent even when the browser says it is offline (its failure is shown, not
 * a pause), and a mount reads again (staleTime 0) while showing what is cached.
 */
export function accountQueryLayer(): AccountQueryLayer {
  const existing = currentAccountQueryLayer();
  if (existing) return existing;
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, networkMode: 'always', staleTime: 0 } },
  });
  const layer = keepAccountQueryLayer({ client, covered: new Map() });
  const active = () => sessionStore.getState().active_account?.id;
  const onActive = (version?: number) => {
    const accountId = active();
    if (accountId !== undefined) accountChanged(accountId, version);
  };
  // The bus stays the cross-remote channel; these are the only places a change turns into reloads.
  bus.on('transfer:success').subscribe(({ accountVersion }) => onActive(accountVersion));
  bus.on('account:updated').subscribe(({ accountId, version }) => accountChanged(accountId, version));
  bus.on('qubes:changed').subscribe(() => onActive());
  // A note changes no balance.
  bus.on('activity:changed').subscribe(({ reason }) => reason !== 'note' && onActive());
  bus.on('session:logout').subscribe(clearAccountQueries);
  return layer;
}

/**
 * The account changed: its reads that move with money load again, each once per version. With the change's `version`
 * (API-28: a money move's answer, the socket's `account:updated`), a read whose last load started when that version
 * was already known is left alone, so the answer and the push of one change reload each area once. Without a version
 * (a qube edited, an answer that carries none) every such read of the account loads again.
 */
export function accountChanged(accountId: number, version?: number): void {
  const { client, covered } = accountQueryLayer();
  if (version !== undefined) noteAccountVersion(accountId, version);
  const isStale = (query: Query) =>
    (query.meta as AccountQueryMeta | undefined)?.movesWithMoney === true && (version === undefined || (covered.get(query.queryHash) ?? -1) < version);
  void client.invalidateQueries({ queryKey: ['account', accountId], predicate: isStale });
}

/** Notes, as a load starts, the version its data will be at least as new as (what the client knows now). */
export function coverKnownVersion(accountId: number, queryKey: QueryKey): void {
  const { covered } = accountQueryLayer();
  const hash = hashKey(queryKey);
  covered.set(hash, Math.max(covered.get(hash) ?? -1, knownAccountVersion(accountId)));
}
