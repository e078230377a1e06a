import { useEffect, useMemo, useRef, useState } from 'react';
import { bus, sessionStore } from '@qube/shared';
import { liveOverviews } from '../live/liveOverviews';
import { fetchUnreadCount, unreadCountOf } from './notificationsApi';

type Options = {
  /** The active account; null while there is none. */
  accountId: number | null;
  /** False for a logged-out or anonymous session (SH-57): nothing is fetched or opened. */
  isEnabled: boolean;
};

type Unread = { accountId: number; count: number };

/**
 * The bell's unread count (SH-56): GET accounts/{id}/updates/ for the active account, again on
 * `transfer:success` and `account:switched`, and straight from the overview the shell's live-updates
 * connection (`live/liveUpdates.ts`) pushes. The returned setter lets the panel report the count its mark-read call returned.
 */
export function useUnreadCount({ accountId, isEnabled }: Options): [number, (count: number) => void] {
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
    if (!isEnabled || accountId === null) return;
    const subscription = liveOverviews.subscribe((pushed) => {
      const count = pushed.accountId === accountId ? unreadCountOf(pushed.overview) : null;
      if (count !== null) setUnread({ accountId, count });
    });
    return () => subscription.unsubscribe();
  }, [isEnabled, accountId]);

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
