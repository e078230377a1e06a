import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { knownAccountVersion } from '../bus/accountVersions';
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
 * or reordered, an activity moved, run or cancelled, or a live update of a version it does not have
 * yet (a transfer's own push is skipped; one made elsewhere reloads once). Every area stays current
 * without a reload.
 */
export function useAccountData<T>(load: (accountId: number) => Promise<T>, options: { reloadOnTransfer?: boolean } = {}) {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  // The result remembers which account it belongs to: after a switch the old account's data is
  // never shown as the new one's, and a plain reload keeps the last data on screen meanwhile.
  const [result, setResult] = useState<{ accountId: number; state: AccountDataState<T> } | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // The account change version (API-28) this data is at least as new as: what the client knew when the load started
  // (a transfer's answer is noted before its transfer:success). A live update it already covers is skipped.
  const covered = useRef<{ accountId: number | null; version: number }>({ accountId: null, version: -1 });

  useEffect(() => {
    if (accountId === null) return;
    covered.current = { accountId, version: knownAccountVersion(accountId) };
    let isCurrent = true;
    // The arrival re-renders the whole page: as a transition React renders it in interruptible slices
    // (the browser stays responsive) rather than in one long task.
    const settle = (state: AccountDataState<T>) => isCurrent && startTransition(() => setResult({ accountId, state }));
    load(accountId).then(
      (data) => settle({ status: 'ready', data, error: null }),
      (error: unknown) => settle({ status: 'error', data: null, error: error instanceof ApiError ? error : new ApiError(0, null) }),
    );
    return () => {
      isCurrent = false;
    };
    // `load` is a module-level function in every caller; the account and version drive reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountId, version]);

  useEffect(() => {
    if (!options.reloadOnTransfer) return;
    // Marks what a reload asked for now will cover, so a second event for the same change before the load starts is
    // skipped too.
    const cover = (accountId: number, version: number) => {
      if (covered.current.accountId === accountId) covered.current.version = Math.max(covered.current.version, version);
    };
    const onUpdated = ({ accountId: updated, version: changed }: { accountId: number; version?: number }) => {
      if (updated !== sessionStore.getState().active_account?.id) return;
      if (changed !== undefined && covered.current.accountId === updated && changed <= covered.current.version) return;
      cover(updated, changed ?? -1);
      reload();
    };
    const onTransfer = () => {
      const active = sessionStore.getState().active_account?.id;
      if (active !== undefined) cover(active, knownAccountVersion(active));
      reload();
    };
    const subscriptions = [
      bus.on('transfer:success').subscribe(onTransfer),
      bus.on('qubes:changed').subscribe(reload),
      bus.on('account:updated').subscribe(onUpdated),
      // A note changes no balance.
      bus.on('activity:changed').subscribe(({ reason }) => reason !== 'note' && reload()),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [reload, options.reloadOnTransfer]);

  const state: AccountDataState<T> =
    result && result.accountId === accountId ? result.state : { status: 'loading', data: null, error: null };
  return { ...state, reload };
}
