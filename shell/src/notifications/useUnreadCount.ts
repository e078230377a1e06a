import { useEffect, useMemo, useRef, useState } from 'react';
import { bus, getApiConfig, openSocket, sessionStore, type SocketFactory, type SocketLike } from '@qube/shared';
import { fetchUnreadCount, liveUpdatesUrl, unreadCountOf, type LiveUpdate } from './notificationsApi';

type Options = {
  /** The active account; null while there is none. */
  accountId: number | null;
  /** False for a logged-out or anonymous session (SH-57): nothing is fetched or opened. */
  isEnabled: boolean;
  token: string | null;
  /** Opens the live-updates socket; null turns live updates off. */
  socketFactory: SocketFactory | null;
};

type Unread = { accountId: number; count: number };

/**
 * The bell's unread count (SH-56): GET accounts/{id}/updates/ for the active account, again on
 * `transfer:success` and `account:switched`, and straight from the overview a live-updates socket
 * message carries. The returned setter lets the panel report the count its mark-read call returned.
 */
export function useUnreadCount({ accountId, isEnabled, token, socketFactory }: Options): [number, (count: number) => void] {
  const [unread, setUnread] = useState<Unread | null>(null);
  const tracker = useRef<{ loadingFor: number | null; hasNewerRequest: boolean }>({ loadingFor: null, hasNewerRequest: false });

  // Reads the account from the store, not a closure: a bus event can arrive before React re-renders
  // with the switched account. `force` re-asks after a call already under way (a transfer that
  // landed meanwhile); a switch only needs the account's one call.
  const load = useMemo(() => {
    const run = (force: boolean): void => {
      const id = sessionStore.getState().active_account?.id ?? null;
      if (id === null) return;
      const state = tracker.current;
      if (state.loadingFor === id) {
        if (force) state.hasNewerRequest = true;
        return;
      }
      state.loadingFor = id;
      state.hasNewerRequest = false;
      fetchUnreadCount(id)
        .then(
          (count) => {
            if (sessionStore.getState().active_account?.id === id) setUnread({ accountId: id, count });
          },
          // The badge keeps its last number; the next event or message corrects it.
          () => undefined,
        )
        .finally(() => {
          if (state.loadingFor === id) state.loadingFor = null;
          if (state.hasNewerRequest) {
            state.hasNewerRequest = false;
            run(false);
          }
        });
    };
    return run;
  }, []);

  useEffect(() => {
    if (isEnabled && accountId !== null) load(false);
  }, [isEnabled, accountId, load]);

  useEffect(() => {
    if (!isEnabled) return;
    const subscriptions = [bus.on('transfer:success').subscribe(() => load(true)), bus.on('account:switched').subscribe(() => load(false))];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [isEnabled, load]);

  useEffect(() => {
    if (!isEnabled || accountId === null || !token || !socketFactory) return;
    let socket: SocketLike;
    try {
      const url = liveUpdatesUrl(accountId, token, getApiConfig(), globalThis.location?.href ?? 'http://localhost/');
      socket = openSocket<LiveUpdate>(
        url,
        (message) => {
          if (message.type !== 'overview' || (message.account_id !== undefined && message.account_id !== accountId)) return;
          const count = unreadCountOf(message.instance);
          if (count !== null) setUnread({ accountId, count });
          // The shell's one live-updates connection: every area showing balances hears of the change.
          bus.emit('account:updated', { accountId });
        },
        socketFactory,
      );
    } catch {
      // No live updates (no socket support or no URL): the fetches on events still keep the count.
      return;
    }
    return () => socket.close();
  }, [isEnabled, accountId, token, socketFactory]);

  const setCount = useMemo(
    () => (count: number) => {
      const id = sessionStore.getState().active_account?.id;
      if (id !== undefined) setUnread({ accountId: id, count });
    },
    [],
  );
  // A count of another account is never shown while the switched one loads.
  return [isEnabled && unread?.accountId === accountId ? unread.count : 0, setCount];
}
