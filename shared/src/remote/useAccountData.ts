import { useCallback, useEffect, useState } from 'react';
import { bus } from '../bus/eventBus';
import { ApiError } from '../api/apiClient';
import { useSession } from '../session/useSession';

export type AccountDataState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: null; error: ApiError };

/**
 * Loads data for the active account and reloads it when the account switches or a transfer
 * succeeds, so every area stays current without a page reload.
 */
export function useAccountData<T>(load: (accountId: number) => Promise<T>, options: { reloadOnTransfer?: boolean } = {}) {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const [state, setState] = useState<AccountDataState<T>>({ status: 'loading', data: null, error: null });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (accountId === null) return;
    // The last data stays on screen while a reload runs, so a refetch does not flash a skeleton.
    let isCurrent = true;
    load(accountId).then(
      (data) => isCurrent && setState({ status: 'ready', data, error: null }),
      (error: unknown) =>
        isCurrent && setState({ status: 'error', data: null, error: error instanceof ApiError ? error : new ApiError(0, null) }),
    );
    return () => {
      isCurrent = false;
    };
    // `load` is a module-level function in every caller; the account and version drive reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountId, version]);

  useEffect(() => {
    // account:switched replays the latest switch to a new subscriber, synchronously; that switch
    // happened before this mount and the first load already reads the current account, so only
    // switches after subscribing reload (otherwise every mount after a switch loads twice).
    let subscribing = true;
    const subscriptions = [
      bus.on('account:switched').subscribe(() => {
        if (!subscribing) reload();
      }),
    ];
    subscribing = false;
    if (options.reloadOnTransfer) subscriptions.push(bus.on('transfer:success').subscribe(reload));
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [reload, options.reloadOnTransfer]);

  return { ...state, reload };
}
