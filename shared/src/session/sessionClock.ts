import { SESSION_TIMING } from '../domain/constants';
import { isPastAbsoluteLimit, type SessionState } from './sessionStore';

export type SessionCheck =
  | { kind: 'logged-out' }
  | { kind: 'active'; remainingSeconds: number }
  | { kind: 'remind'; remainingSeconds: number }
  | { kind: 'expired' }
  | { kind: 'absolute-limit' };

/**
 * What the session needs at a given moment (SH-26, SH-27, SH-29): more than 1440 minutes since the
 * start ends it with its own message; no time left ends it as expired; 300 s or less opens the
 * reminder unless it was dismissed.
 */
export function checkSession(
  state: Pick<SessionState, 'isLoggedIn' | 'sessionStartTime' | 'sessionEndTime' | 'ignoreLoginReminder'>,
  now: number,
): SessionCheck {
  if (!state.isLoggedIn || state.sessionEndTime === null) return { kind: 'logged-out' };
  if (isPastAbsoluteLimit(state.sessionStartTime, now)) return { kind: 'absolute-limit' };
  const remainingSeconds = Math.max(0, Math.ceil((state.sessionEndTime - now) / 1000));
  if (remainingSeconds === 0) return { kind: 'expired' };
  if (remainingSeconds <= SESSION_TIMING.reminderThresholdSeconds && !state.ignoreLoginReminder) {
    return { kind: 'remind', remainingSeconds };
  }
  return { kind: 'active', remainingSeconds };
}

/** 'Time left: mm:ss' (SH-28). */
export function formatTimeLeft(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(safe / 60);
  return `${String(minutes).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}
