/**
 * @jest-environment-options {"url": "https://app.qube.example/dashboard"}
 */
import { makeAccount, makeMe } from '../test-utils/fixtures';
import type { Account, Me } from '../domain/types';
import { clearAllCookies, readCookie, writeCookie } from './cookies';
import {
  createSessionStore,
  dropLegacyTokenCookie,
  isPastAbsoluteLimit,
  readPersistedSession,
  SESSION_COOKIE,
  sessionLifetimeMs,
  TOKEN_COOKIE,
  type SessionState,
} from './sessionStore';

const account: Account = makeAccount();

const me: Me = makeMe({ primary_account: account });

const T0 = Date.UTC(2025, 0, 15, 12, 0, 0);
const MIN = 60 * 1000;

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  clearAllCookies();
  sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('session store', () => {
  it('SH-23 has every field of the Session entity with its logged-out value', () => {
    const state = createSessionStore().getState();
    const expected: SessionState = {
      isAnonymous: false,
      isLoggedIn: false,
      sessionStartTime: null,
      sessionEndTime: null,
      ignoreLoginReminder: false,
      trustDevice: false,
      token: null,
      me: null,
      account: null,
      active_account: null,
      requestUrl: null,
      skipAuthRedirect: false,
      apiHouseholdsOverride: false,
    };
    for (const [key, value] of Object.entries(expected)) {
      expect(state).toHaveProperty(key, value);
    }
  });

  it('SH-24 startSession sets isLoggedIn, token, me, account and sessionStartTime', () => {
    const store = createSessionStore();
    store.getState().startSession({ token: 'abc', me, account, trustDevice: false });
    const s = store.getState();
    expect(s.isLoggedIn).toBe(true);
    expect(s.isAnonymous).toBe(false);
    expect(s.token).toBe('abc');
    expect(s.me).toBe(me);
    expect(s.account).toEqual(account);
    expect(s.active_account).toEqual(account);
    expect(s.sessionStartTime).toBe(T0);
  });

  it('SH-24 an anonymous user starts an anonymous session', () => {
    const store = createSessionStore();
    store.getState().startSession({ token: 'anon', me: { ...me, user_type: 'anonymous_user' }, account, trustDevice: false });
    expect(store.getState().isAnonymous).toBe(true);
    expect(store.getState().isLoggedIn).toBe(true);
  });

  it('SH-24 a restored session keeps its original start time', () => {
    const store = createSessionStore();
    store.getState().startSession({ token: 'abc', me, account, trustDevice: false, sessionStartTime: T0 - 60 * MIN });
    expect(store.getState().sessionStartTime).toBe(T0 - 60 * MIN);
    expect(store.getState().sessionEndTime).toBe(T0 + 900 * 1000);
  });

  it('SH-25 the end time is 900 s ahead, 86400 s on a trusted device', () => {
    const store = createSessionStore();
    store.getState().startSession({ token: 'abc', me, account, trustDevice: false, now: T0 });
    expect(store.getState().sessionEndTime).toBe(T0 + 900_000);
    store.getState().startSession({ token: 'abc', me, account, trustDevice: true, now: T0 });
    expect(store.getState().sessionEndTime).toBe(T0 + 86_400_000);
    expect(sessionLifetimeMs(false)).toBe(900_000);
    expect(sessionLifetimeMs(true)).toBe(86_400_000);
  });

  it('SH-25 refresh moves the end time on from now', () => {
    const store = createSessionStore();
    store.getState().startSession({ token: 'abc', me, account, trustDevice: false });
    jest.advanceTimersByTime(5 * MIN);
    store.getState().refresh();
    expect(store.getState().sessionEndTime).toBe(T0 + 5 * MIN + 900_000);
    store.getState().refresh(T0 + 10 * MIN);
    expect(store.getState().sessionEndTime).toBe(T0 + 10 * MIN + 900_000);
  });

  it('SH-25 refresh does nothing while logged out', () => {
    const store = createSessionStore();
    store.getState().refresh();
    expect(store.getState().sessionEndTime).toBeNull();
  });

  it('SH-26 isPastAbsoluteLimit is true only after more than 1440 minutes', () => {
    expect(isPastAbsoluteLimit(T0, T0 + 1440 * MIN)).toBe(false);
    expect(isPastAbsoluteLimit(T0, T0 + 1440 * MIN + 1)).toBe(true);
    expect(isPastAbsoluteLimit(null, T0 + 10_000 * MIN)).toBe(false);
    jest.setSystemTime(T0 + 1441 * MIN);
    expect(isPastAbsoluteLimit(T0)).toBe(true);
  });

  it('SH-32 reset clears the session state and the cookies', () => {
    const store = createSessionStore();
    writeCookie('qube_csrftoken', 'csrf');
    store.getState().startSession({ token: 'abc', me, account, trustDevice: true });
    store.setState({ skipAuthRedirect: true, apiHouseholdsOverride: true, ignoreLoginReminder: true });
    expect(readCookie(SESSION_COOKIE)).not.toBeNull();
    store.getState().reset();
    const s = store.getState();
    expect(s).toMatchObject({
      isAnonymous: false,
      isLoggedIn: false,
      sessionStartTime: null,
      sessionEndTime: null,
      ignoreLoginReminder: false,
      trustDevice: false,
      token: null,
      me: null,
      account: null,
      active_account: null,
      skipAuthRedirect: false,
      apiHouseholdsOverride: false,
    });
    expect(readCookie(TOKEN_COOKIE)).toBeNull();
    expect(readCookie(SESSION_COOKIE)).toBeNull();
    expect(readCookie('qube_csrftoken')).toBeNull();
  });

  it('SH-08 the remembered URL survives a reload (sessionStorage) and a reset', () => {
    const store = createSessionStore();
    store.getState().setRequestUrl('/planning?create=1');
    expect(createSessionStore().getState().requestUrl).toBe('/planning?create=1');
    store.getState().reset();
    expect(store.getState().requestUrl).toBe('/planning?create=1');
    store.getState().setRequestUrl(null);
    expect(createSessionStore().getState().requestUrl).toBeNull();
  });

  it('SH-35 startSession persists the session to the qube_session cookie a reload can resume', () => {
    const store = createSessionStore();
    store.getState().startSession({ token: 'abc', me, account: { ...account, id: 77 }, trustDevice: true });
    expect(readPersistedSession()).toEqual({
      sessionStartTime: T0,
      sessionEndTime: T0 + 86_400_000,
      trustDevice: true,
      activeAccountId: 77,
    });
  });

  it('SH-24 SH-35 the token stays in memory: no cookie the page can read holds it after startSession', () => {
    const store = createSessionStore();
    store.getState().startSession({ token: 'secret-token-abc', me, account, trustDevice: false });
    expect(store.getState().token).toBe('secret-token-abc');
    expect(document.cookie).not.toContain('secret-token-abc');
    expect(readCookie(TOKEN_COOKIE)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
  });

  it('SH-24 a resumed session starts without a token (the API cookie carries it) and is persisted all the same', () => {
    const store = createSessionStore();
    store.getState().startSession({ me, account, trustDevice: false, sessionStartTime: T0 - MIN });
    expect(store.getState()).toMatchObject({ isLoggedIn: true, token: null, sessionStartTime: T0 - MIN });
    expect(readPersistedSession()?.sessionStartTime).toBe(T0 - MIN);
  });

  it('SH-25 a refresh is persisted too', () => {
    const store = createSessionStore();
    store.getState().startSession({ token: 'abc', me, account, trustDevice: false });
    jest.setSystemTime(T0 + 10 * MIN);
    store.getState().refresh();
    expect(readPersistedSession()?.sessionEndTime).toBe(T0 + 10 * MIN + 900_000);
  });
});

describe('readPersistedSession', () => {
  const write = (session: Record<string, unknown>) => {
    document.cookie = `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify(session))}; path=/`;
  };
  const valid = { sessionStartTime: T0, sessionEndTime: T0 + 900_000, trustDevice: false, activeAccountId: 10 };

  it('SH-35 returns a valid unexpired session from qube_session alone (the token cookie is HttpOnly, unseen)', () => {
    write(valid);
    expect(readPersistedSession(T0 + 1000)).toEqual(valid);
  });

  it('SH-35 keeps only the timing fields of what the cookie holds', () => {
    write({ ...valid, token: 'from-an-older-version', extra: 1 });
    expect(readPersistedSession(T0 + 1000)).toEqual(valid);
  });

  it('SH-25 returns null once the end time has passed', () => {
    write(valid);
    expect(readPersistedSession(T0 + 900_000)).toBeNull();
  });

  it('SH-26 returns null past the 1440-minute absolute limit', () => {
    write({ ...valid, sessionEndTime: T0 + 2000 * MIN });
    expect(readPersistedSession(T0 + 1441 * MIN)).toBeNull();
  });

  it('SH-35 returns null without the qube_session cookie', () => {
    expect(readPersistedSession(T0)).toBeNull();
  });

  it('SH-35 a token cookie the page can read is an older version\'s: dropLegacyTokenCookie removes it and its session', () => {
    write(valid);
    document.cookie = `${TOKEN_COOKIE}=abc; path=/`;
    dropLegacyTokenCookie();
    expect(readCookie(TOKEN_COOKIE)).toBeNull();
    expect(readPersistedSession(T0)).toBeNull();
  });

  it.each([
    ['not JSON', 'not-json'],
    ['JSON null', 'null'],
    ['missing times', JSON.stringify({ token: 'abc', trustDevice: false })],
    ['a malformed encoding', '%E0%A4%A'],
  ])('SH-35 returns null for %s', (_label, raw) => {
    document.cookie = `${SESSION_COOKIE}=${raw.startsWith('%') ? raw : encodeURIComponent(raw)}; path=/`;
    expect(readPersistedSession(T0)).toBeNull();
  });
});
