import { checkSession, formatTimeLeft } from './sessionClock';

const start = Date.UTC(2026, 10, 22, 12, 0, 0);
const base = { isLoggedIn: true, sessionStartTime: start, ignoreLoginReminder: false };

describe('session clock', () => {
  it('SH-27 opens the reminder when 300 s or less remain and it was not dismissed', () => {
    expect(checkSession({ ...base, sessionEndTime: start + 301_000 }, start)).toEqual({ kind: 'active', remainingSeconds: 301 });
    expect(checkSession({ ...base, sessionEndTime: start + 300_000 }, start)).toEqual({ kind: 'remind', remainingSeconds: 300 });
  });

  it('SH-31 a dismissed reminder stays closed until the end', () => {
    expect(checkSession({ ...base, ignoreLoginReminder: true, sessionEndTime: start + 100_000 }, start).kind).toBe('active');
  });

  it('SH-29 at 0 the session has expired', () => {
    expect(checkSession({ ...base, sessionEndTime: start + 10_000 }, start + 10_000)).toEqual({ kind: 'expired' });
    expect(checkSession({ ...base, ignoreLoginReminder: true, sessionEndTime: start }, start + 5_000)).toEqual({ kind: 'expired' });
  });

  it('SH-26 more than 1440 minutes since the start ends the session however active it is', () => {
    const later = start + 1440 * 60_000 + 1;
    expect(checkSession({ ...base, sessionEndTime: later + 900_000 }, later)).toEqual({ kind: 'absolute-limit' });
    expect(checkSession({ ...base, sessionEndTime: later + 900_000 }, start + 1440 * 60_000).kind).toBe('active');
  });

  it('is idle while logged out', () => {
    expect(checkSession({ ...base, isLoggedIn: false, sessionEndTime: null }, start)).toEqual({ kind: 'logged-out' });
  });

  it("SH-28 shows the time left as 'mm:ss'", () => {
    expect(formatTimeLeft(300)).toBe('05:00');
    expect(formatTimeLeft(59)).toBe('00:59');
    expect(formatTimeLeft(0)).toBe('00:00');
  });
});
