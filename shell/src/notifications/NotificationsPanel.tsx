import { useEffect, useId, useRef, useState } from 'react';
import { bus, useSession, type Qube } from '@qube/shared';
import { NotificationDetail } from './NotificationDetail';
import { NotificationListItem } from './NotificationListItem';
import { openTopUp } from './alertTopUp';
import { qubeOf } from './notificationText';
import {
  fetchNextNotifications,
  fetchNotifications,
  fetchQubes,
  markAllRead,
  shouldMarkRead,
  type PanelNotification,
} from './notificationsApi';

/** SH-58: the delay between opening the panel (its list shown) and marking everything read. */
export const MARK_READ_DELAY_MS = 1000;

/** SH-61, spelled as the spec spells it. */
export const EMPTY_TEXT = 'You dont have any notifications yet.';

/**
 * The notifications panel (SH-57 to SH-62), a non-modal dialog under the bell, loaded on first open.
 * Each open mounts it anew: it loads the first page and the qubes, and 1000 ms after the list is
 * shown marks everything up to the newest notification read (SH-59 decision in `shouldMarkRead`).
 * The timer starts once the list is there because the call needs the newest id; closing the panel
 * earlier cancels it (nothing was read).
 *
 * SH-60 decision: a click on an item opens its detail view in the panel (every notification has one,
 * most have text beyond the list's lines); from there 'View transaction' opens the activity's
 * Transaction Details when the notification names an activity. The list keeps the seen marks it was
 * loaded with, so the notices that were new at this open stay marked 'New' while the panel is open.
 */
export function NotificationsPanel({ id, accountId, onClose, onUnreadCountChange }: Props) {
  const isAllowed = useSession((s) => s.isLoggedIn && !s.isAnonymous);
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [moreState, setMoreState] = useState<'idle' | 'loading' | 'error'>('idle');
  const [qubes, setQubes] = useState<ReadonlyMap<number, Qube>>(new Map());
  const [selected, setSelected] = useState<PanelNotification | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const returnToId = useRef<number | null>(null);
  const titleId = useId();

  useEffect(() => panelRef.current?.focus(), []);

  // SH-57: the first page, only for a logged-in, non-anonymous session.
  useEffect(() => {
    if (!isAllowed) return;
    let isCurrent = true;
    fetchNotifications(accountId).then(
      (page) => isCurrent && setList({ status: 'ready', items: page.results, next: page.next }),
      () => isCurrent && setList({ status: 'error' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [accountId, isAllowed, attempt]);

  // SH-58: the qubes, for the names and colours of the qubes notifications point at.
  useEffect(() => {
    if (!isAllowed) return;
    let isCurrent = true;
    fetchQubes(accountId).then(
      (results) => isCurrent && setQubes(new Map(results.flatMap((q) => (typeof q.id === 'number' ? [[q.id, q] as const] : [])))),
      // Without qubes the items still show; only the qube names are missing.
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [accountId, isAllowed]);

  // SH-58, SH-59: mark all read 1000 ms after the list is shown, if the newest is unseen.
  const markUpToId = list.status === 'ready' && shouldMarkRead(list.items) ? (list.items[0]?.id ?? null) : null;
  useEffect(() => {
    if (markUpToId === null) return;
    const timer = setTimeout(() => {
      markAllRead(accountId, markUpToId).then(
        (count) => onUnreadCountChange(count ?? 0),
        // The bell keeps its count; the next open tries again.
        () => undefined,
      );
    }, MARK_READ_DELAY_MS);
    return () => clearTimeout(timer);
  }, [accountId, markUpToId, onUnreadCountChange]);

  // Back from the detail view: focus returns to the item that opened it.
  useEffect(() => {
    if (selected !== null || returnToId.current === null) return;
    panelRef.current?.querySelector<HTMLElement>(`[data-notification-id="${returnToId.current}"]`)?.focus();
    returnToId.current = null;
  }, [selected]);

  const retry = () => {
    setList({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  const loadMore = () => {
    if (list.status !== 'ready' || !list.next) return;
    setMoreState('loading');
    fetchNextNotifications(list.next).then(
      (page) => {
        setList((current) => {
          if (current.status !== 'ready') return current;
          const known = new Set(current.items.map((n) => n.id));
          return { status: 'ready', items: [...current.items, ...page.results.filter((n) => !known.has(n.id))], next: page.next };
        });
        setMoreState('idle');
      },
      () => setMoreState('error'),
    );
  };

  const openActivity = (activityId: number) => {
    // Transaction Details is money movement's dialogs parcel, which the shell mounts on any page
    // for this command (composition/commandHosts.ts): the person stays where they are.
    bus.emit('command:open-activity', { activityId });
    onClose(true);
  };

  const topUp = (target: { qubeId: number; amount: string }) => {
    // The transfer dialog takes focus; the panel closes under it.
    openTopUp(target);
    onClose(false);
  };

  const qubeFor = (n: PanelNotification) => qubeOf(n, qubes);

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="qube-notifications"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onClose(true);
      }}
    >
      <style>{PANEL_CSS}</style>
      <div className="qube-notifications-header">
        <h2 id={titleId} style={{ margin: 0, fontSize: 18 }}>
          Notifications
        </h2>
        <button type="button" className="qube-button" aria-label="Close notifications" onClick={() => onClose(true)} style={{ padding: '4px 10px', minHeight: 32 }}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      {!isAllowed ? null : selected ? (
        <NotificationDetail
          notification={selected}
          qube={qubeFor(selected)}
          onBack={() => {
            returnToId.current = selected.id;
            setSelected(null);
          }}
          onOpenActivity={openActivity}
          onTopUp={topUp}
        />
      ) : list.status === 'loading' ? (
        <div role="status" style={{ padding: '24px 0', textAlign: 'center' }}>
          <div className="qube-spinner" aria-hidden="true" />
          <p style={{ margin: '12px 0 0' }}>Loading notifications…</p>
        </div>
      ) : list.status === 'error' ? (
        <div style={{ padding: '16px 0' }}>
          <p role="alert" className="qube-alert qube-alert-error">
            We couldn&apos;t load your notifications.
          </p>
          <button type="button" className="qube-button" onClick={retry}>
            Retry
          </button>
        </div>
      ) : list.items.length === 0 ? (
        <p style={{ padding: '24px 0', margin: 0, textAlign: 'center', color: 'var(--qube-text-secondary, #595959)' }}>{EMPTY_TEXT}</p>
      ) : (
        <>
          <ul aria-labelledby={titleId} className="qube-notification-list">
            {list.items.map((notification) => (
              <NotificationListItem
                key={notification.id}
                notification={notification}
                qube={qubeFor(notification)}
                onOpen={(n) => setSelected(n)}
                onTopUp={topUp}
              />
            ))}
          </ul>
          {moreState === 'error' && (
            <p role="alert" className="qube-alert qube-alert-error" style={{ margin: '8px 0' }}>
              We couldn&apos;t load more notifications.
            </p>
          )}
          {list.next && (
            <button type="button" className="qube-button qube-button-block" onClick={loadMore} disabled={moreState === 'loading'} style={{ marginTop: 8 }}>
              {moreState === 'loading' ? 'Loading…' : moreState === 'error' ? 'Retry' : 'Load more'}
            </button>
          )}
        </>
      )}
    </div>
  );
}

type ListState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: PanelNotification[]; next: string | null };

type Props = {
  /** The id the bell's aria-controls names. */
  id: string;
  accountId: number;
  /** Escape, the close button or opening an activity; `returnFocus` puts focus back on the bell. */
  onClose: (returnFocus: boolean) => void;
  /** The unread count the mark-read call answered with (0 when it gave none). */
  onUnreadCountChange: (count: number) => void;
};

// Loaded with the panel, so none of it weighs on the first paint.
const PANEL_CSS = `
  .qube-notifications { position: absolute; right: 0; top: calc(100% + 4px); z-index: 1100; width: 380px; max-width: calc(100vw - 32px); max-height: min(70vh, 640px); overflow-y: auto; padding: 16px; background: #fff; border: 1px solid #e5e8ee; border-radius: 12px; box-shadow: 0 8px 24px rgba(0,0,0,0.12); text-align: left; }
  .qube-notifications:focus-visible, .qube-notification-item:focus-visible, .qube-notification-detail h3:focus-visible { outline: 2px solid var(--qube-primary, #1f5fd1); outline-offset: 2px; }
  .qube-notifications-header { display: flex; justify-content: space-between; align-items: center; margin-bottom: 8px; }
  .qube-notification-list { list-style: none; margin: 0; padding: 0; }
  .qube-notification-item { display: flex; gap: 12px; width: 100%; padding: 10px 8px; border: 0; border-radius: 8px; background: none; font: inherit; color: #1d1d1f; text-align: left; cursor: pointer; }
  .qube-notification-item:hover { background: #f5f7fb; }
  .qube-notification-body { display: grid; gap: 2px; min-width: 0; }
  .qube-notification-title-row { display: flex; gap: 8px; align-items: center; }
  .qube-notification-title { font-weight: 500; }
  .qube-notification-unseen { font-weight: 700; }
  .qube-notification-new { font-size: 12px; font-weight: 600; color: #fff; background: #1f5fd1; border-radius: 10px; padding: 0 8px; }
  .qube-notification-secondary, .qube-notification-meta { color: #595959; font-size: 14px; }
  .qube-notification-meta { display: flex; flex-wrap: wrap; gap: 4px 12px; }
  .qube-notification-fields { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 8px 0 16px; }
  .qube-notification-fields dt { color: #595959; }
  .qube-notification-fields dd { margin: 0; }
  @media (max-width: 767px) { .qube-notifications { position: fixed; top: 64px; left: 16px; right: 16px; width: auto; max-width: none; } }
`;
