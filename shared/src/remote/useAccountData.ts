import { useCallback, useEffect, useState } from 'react';
import { bus } from '../bus/eventBus';
import { ApiError } from '../api/apiClient';
import { useSession } from '../session/useSession';
import { sessionStore } from '../session/sessionStore';

export type AccountDataState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: null; error: ApiError };

/**
 * Loads data for the active account and reloads it when the account switches or, with
 * `reloadOnTransfer`, when balances may have changed: a transfer, a qube created, edited, archived
 * or reordered, or an activity moved, run or cancelled. Every area stays current without a reload.
 */
export function useAccountData<T>(load: (accountId: number) => Promise<T>, options: { reloadOnTransfer?: boolean } = {}) {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  // The result remembers which account it belongs to: after a switch the old account's data is
  // never shown as the new one's, and a plain reload keeps the last data on screen meanwhile.
  const [result, setResult] = useState<{ accountId: number; state: AccountDataState<T> } | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (accountId === null) return;
    let isCurrent = true;
    load(accountId).then(
      (data) => isCurrent && setResult({ accountId, state: { status: 'ready', data, error: null } }),
      (error: unknown) =>
        isCurrent &&
        setResult({ accountId, state: { status: 'error', data: null, error: error instanceof ApiError ? error : new ApiError(0, null) } }),
    );
    return () => {
      isCurrent = false;
    };
    // `load` is a module-level function in every caller; the account and version drive reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountId, version]);

  useEffect(() => {
    if (!options.reloadOnTransfer) return;
    const subscriptions = [
      bus.on('transfer:success').subscribe(reload),
      bus.on('qubes:changed').subscribe(reload),
      bus.on('account:updated').subscribe(({ accountId: updated }) => updated === sessionStore.getState().active_account?.id && reload()),
      // A note changes no balance.
      bus.on('activity:changed').subscribe(({ reason }) => reason !== 'note' && reload()),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [reload, options.reloadOnTransfer]);

  const state: AccountDataState<T> =
    result && result.accountId === accountId ? result.state : { status: 'loading', data: null, error: null };
  return { ...state, reload };
}
