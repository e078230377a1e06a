import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { QueryObserver } from '@tanstack/react-query';
import { ApiError, useSession } from '@qube/shared';
import { accountQueryKey, accountQueryLayer, coverKnownVersion, type AccountQueryMeta } from './accountQueries';

export type AccountDataState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: null; error: ApiError };

export type AccountDataOptions = {
  /**
   * The data moves with money: it reloads, once per change, when a transfer, a qube created, edited, archived or
   * reordered, an activity moved, run or cancelled, or a live update of a version it does not have yet says so.
   */
  reloadOnTransfer?: boolean;
};

/**
 * Reads data of the active account through the page's one query layer (ADR 0088), keyed
 * `['account', accountId, ...key]`: one read per key however many areas show it, the cached answer shown at once
 * when an area mounts again (and read again behind it), and a new read after an account switch. A key names one
 * loader: two loaders never share a key.
 */
export function useAccountData<T>(key: readonly unknown[], load: (accountId: number) => Promise<T>, options: AccountDataOptions = {}) {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const { client } = accountQueryLayer();
  const movesWithMoney = options.reloadOnTransfer === true;
  const queryKey = accountQueryKey(accountId, key);
  const keyHash = JSON.stringify(queryKey);
  const observerOptions = useMemo(
    () =>
      client.defaultQueryOptions<T, ApiError, T, T, readonly unknown[]>({
        queryKey,
        enabled: accountId !== null,
        meta: { movesWithMoney } satisfies AccountQueryMeta,
        queryFn: async () => {
          if (accountId === null) throw new ApiError(0, null);
          coverKnownVersion(accountId, queryKey);
          try {
            return await load(accountId);
          } catch (error) {
            throw error instanceof ApiError ? error : new ApiError(0, null);
          }
        },
      }),
    // The key names what `load` reads (a caller whose loader closes over an id puts the id in the key), so a new
    // `load` for the same key changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, keyHash, movesWithMoney],
  );
  const [observer] = useState(() => new QueryObserver<T, ApiError>(client, observerOptions));
  const [, setArrivals] = useState(0);
  useEffect(
    // An arrival re-renders the whole page: as a transition React renders it in interruptible slices (the browser
    // stays responsive) rather than in one long task. (useQuery's external store would render it at once.)
    () => observer.subscribe(() => startTransition(() => setArrivals((n) => n + 1))),
    [observer],
  );
  useEffect(() => observer.setOptions(observerOptions), [observer, observerOptions]);
  const reload = useCallback(() => void observer.refetch(), [observer]);

  // The result for this render's key: after a switch the old account's data is never shown as the new one's, and a
  // reload keeps the last data on screen meanwhile.
  const result = observer.getOptimisticResult(observerOptions);
  const state: AccountDataState<T> =
    result.status === 'success'
      ? { status: 'ready', data: result.data, error: null }
      : result.status === 'error'
        ? { status: 'error', data: null, error: result.error }
        : { status: 'loading', data: null, error: null };
  return { ...state, reload };
}
