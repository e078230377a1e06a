import { useEffect, useState } from 'react';
import { checkSession, formatTimeLeft, SESSION_TIMING, sessionStore, useSession, type SessionCheck } from '@qube/shared';
import { ModalDialog } from '../ui/ModalDialog';
import { logout } from './logout';
import { refreshSession } from './refreshSession';

/**
 * Watches the session every second (SH-26 to SH-31): the stay-logged-in dialog at 300 s or less,
 * logout as expired at 0, and logout after 1440 minutes whatever the activity.
 */
export function SessionReminder() {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const [check, setCheck] = useState<SessionCheck>({ kind: 'logged-out' });
  const [isRefreshing, setIsRefreshing] = useState(false);

  useEffect(() => {
    if (!isLoggedIn) return;
    const tick = () => {
      const next = checkSession(sessionStore.getState(), Date.now());
      setCheck(next);
      if (next.kind === 'expired' || next.kind === 'absolute-limit') {
        void logout({ expired: true, referrer: `${location.pathname}${location.search}` });
      }
    };
    tick();
    const timer = setInterval(tick, SESSION_TIMING.tickMs);
    return () => clearInterval(timer);
  }, [isLoggedIn]);

  const isOpen = isLoggedIn && check.kind === 'remind';
  const stay = async () => {
    setIsRefreshing(true);
    await refreshSession();
    setIsRefreshing(false);
    setCheck(checkSession(sessionStore.getState(), Date.now()));
  };
  const close = () => {
    sessionStore.getState().dismissReminder();
    setCheck(checkSession(sessionStore.getState(), Date.now()));
  };

  return (
    <ModalDialog
      open={isOpen}
      width={374}
      title="Are you still here?"
      onClose={close}
      footer={
        <>
          <button type="button" className="qube-button" onClick={close}>
            Close
          </button>
          <button type="button" className="qube-button qube-button-primary" disabled={isRefreshing} onClick={() => void stay()}>
            Stay Logged In
          </button>
        </>
      }
    >
      <p>You will be automatically logged out soon because of inactivity</p>
      <p role="timer" aria-live="off" style={{ fontWeight: 600 }}>
        Time left: {formatTimeLeft(check.kind === 'remind' ? check.remainingSeconds : 0)}
      </p>
    </ModalDialog>
  );
}
