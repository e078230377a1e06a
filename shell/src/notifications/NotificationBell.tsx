import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useSession } from '@qube/shared';
import { useUnreadCount } from './useUnreadCount';

/**
 * The top bar's notifications bell (SH-56, SH-57): a plain button with the unread count. The panel
 * is loaded on the first open only, so the first paint carries neither it nor its styles.
 */
export function NotificationBell() {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const isAnonymous = useSession((s) => s.isAnonymous);
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const isEnabled = isLoggedIn && !isAnonymous;
  const [count, setCount] = useUnreadCount({ accountId, isEnabled });
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    // A click elsewhere closes the panel and leaves focus where the click put it.
    const onPointer = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [isOpen]);

  if (!isEnabled || accountId === null) return null;

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  return (
    <span ref={wrapperRef} className="qube-menu">
      <button
        ref={buttonRef}
        type="button"
        className="qube-button"
        aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        style={{ position: 'relative', padding: '8px 12px' }}
      >
        {/* Drawn, not an emoji: machines without an emoji font showed an empty box. */}
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" style={{ verticalAlign: '-3px' }}>
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.73 21a2 2 0 0 1-3.46 0" />
        </svg>
        {count > 0 && (
          <span aria-hidden="true" style={BADGE}>
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {isOpen && (
        <Suspense
          fallback={
            <div id={panelId} role="status" className="qube-menu-list qube-menu-right" style={{ padding: 16 }}>
              Loading notifications…
            </div>
          }
        >
          <NotificationsPanel key={accountId} id={panelId} accountId={accountId} onClose={close} onUnreadCountChange={setCount} />
        </Suspense>
      )}
    </span>
  );
}

const NotificationsPanel = lazy(() => import('./NotificationsPanel').then((m) => ({ default: m.NotificationsPanel })));

const BADGE = {
  position: 'absolute',
  top: -4,
  right: -4,
  minWidth: 20,
  height: 20,
  padding: '0 6px',
  borderRadius: 10,
  background: '#b42318',
  color: '#fff',
  fontSize: 12,
  fontWeight: 600,
  lineHeight: '20px',
  textAlign: 'center',
} as const;
