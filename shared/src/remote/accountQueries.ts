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
import { QueryCache, type CachedQuery } from './accountQueryCache';

/** Every account read is keyed `['account', accountId, area, …]`: a change of one account reaches only its keys. */
export function accountQueryKey(accountId: number | null, key: readonly unknown[]): readonly unknown[] {
  return ['account', accountId, ...key];
}

/**
 * The page's one layer, made by the first app that reads account data, with the only subscriptions that turn a change
 * into reloads. The bus stays the cross-remote channel (its replay policy unchanged).
 */
export function accountQueryLayer(): AccountQueryLayer {
  const existing = currentAccountQueryLayer();
  if (existing) return existing;
  const layer = keepAccountQueryLayer({ cache: new QueryCache(), covered: new Map(), pending: new Map() });
  const onActive = (version?: number) => {
    const accountId = sessionStore.getState().active_account?.id;
    if (accountId !== undefined) accountChanged(accountId, version);
  };
  bus.on('transfer:success').subscribe(({ accountVersion }) => onActive(accountVersion));
  bus.on('account:updated').subscribe(({ accountId, version }) => accountChanged(accountId, version));
  bus.on('qubes:changed').subscribe(() => onActive());
  // A note changes no balance.
  bus.on('activity:changed').subscribe(({ reason }) => reason !== 'note' && onActive());
  bus.on('session:logout').subscribe(clearAccountQueries);
  return layer;
}

/**
 * The account changed: its reads that move with money and are on screen load again, each once per version. With the
 * change's `version` (API-28: a money move's answer, the socket's `account:updated`), a read whose last load started
 * when that version was already known is left alone, so the answer and the push of one change reload each area once.
 * Without a version (a qube edited, an answer that carries none) every such read of the account loads again. Changes
 * said together (a run-now's `transfer:success` and `activity:changed`) make one reload.
 */
export function accountChanged(accountId: number, version?: number): void {
  const { pending } = accountQueryLayer();
  if (version !== undefined) noteAccountVersion(accountId, version);
  const isFirst = !pending.has(accountId);
  const before = pending.get(accountId);
  pending.set(accountId, version === undefined || before === null ? null : Math.max(before ?? -1, version));
  if (isFirst) queueMicrotask(() => reloadChanged(accountId));
}

function reloadChanged(accountId: number): void {
  const { cache, covered, pending } = accountQueryLayer();
  const version = pending.get(accountId);
  // Logged out meanwhile: nothing is left to reload.
  if (version === undefined) return;
  pending.delete(accountId);
  const isStale = (query: CachedQuery) => query.meta.movesWithMoney && (version === null || (covered.get(query.hash) ?? -1) < version);
  cache.invalidate(['account', accountId], isStale);
}

/** Notes, as a read starts, the version its data will be at least as new as (what the client knows now). */
export function coverKnownVersion(accountId: number, hash: string): void {
  const { covered } = accountQueryLayer();
  covered.set(hash, Math.max(covered.get(hash) ?? -1, knownAccountVersion(accountId)));
}
