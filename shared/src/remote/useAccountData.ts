import { startTransition, useCallback, useEffect, useState } from 'react';
import { ApiError, useSession } from '@qube/shared';
import { accountQueryKey, accountQueryLayer, coverKnownVersion } from './accountQueries';
import { hashOfKey, type QueryState } from './accountQueryCache';

export type AccountDataState<T> = QueryState<T>;

export type AccountDataOptions = {
  /**
   * The data moves with money: it reloads, once per change, when a transfer, a qube created, edited, archived or
   * reordered, an activity moved, run or cancelled, or a live update of a version it does not have yet says so.
   */
  reloadOnTransfer?: boolean;
};

const WAITING: AccountDataState<never> = { status: 'loading', data: null, error: null };

/**
 * Reads data of the active account through the page's one account-data layer (ADR 0088), keyed
 * `['account', accountId, ...key]`: one read in flight per key however many areas show it, the cached answer shown at
 * once when an area mounts again (and read again behind it), a new read after an account switch. A key names one
 * loader (a loader that closes over an id has the id in its key): two loaders never share a key.
 */
export function useAccountData<T>(key: readonly unknown[], load: (accountId: number) => Promise<T>, options: AccountDataOptions = {}) {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const { cache } = accountQueryLayer();
  const fullKey = accountQueryKey(accountId, key);
  const hash = hashOfKey(fullKey);
  const movesWithMoney = options.reloadOnTransfer === true;
  const read = async () => {
    if (accountId === null) throw new ApiError(0, null);
    coverKnownVersion(accountId, hash);
    try {
      return await load(accountId);
    } catch (error) {
      throw error instanceof ApiError ? error : new ApiError(0, null);
    }
  };
  // No account yet: nothing is read or cached.
  const query = accountId === null ? null : cache.query(fullKey, read, { movesWithMoney });
  const [, setArrivals] = useState(0);
  useEffect(() => {
    if (!query) return;
    // An arrival re-renders the whole page: as a transition React renders it in interruptible slices (the browser
    // stays responsive) rather than in one long task.
    return cache.subscribe(query, () => startTransition(() => setArrivals((n) => n + 1)));
  }, [cache, query]);
  const reload = useCallback(() => {
    if (query) void cache.fetch(query);
  }, [cache, query]);

  // The state of this render's key: after a switch the old account's data is never shown as the new one's, and a
  // reload keeps the last data on screen meanwhile.
  const state: AccountDataState<T> = query?.state ?? WAITING;
  return { ...state, reload };
}
