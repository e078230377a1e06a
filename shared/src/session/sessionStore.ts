import { createStore } from 'zustand/vanilla';
import { SESSION_TIMING } from '../domain/constants';
import type { Account, Me } from '../domain/types';
import { clearAllCookies, deleteCookie, readCookie, writeCookie } from './cookies';

/** The Session entity of spec 000 (SH-23). Times are epoch milliseconds. */
export type SessionState = {
  isAnonymous: boolean;
  isLoggedIn: boolean;
  sessionStartTime: number | null;
  sessionEndTime: number | null;
  ignoreLoginReminder: boolean;
  trustDevice: boolean;
  /**
   * Known in memory right after a sign-in only, and sent as `Authorization: Token …` then; never written to a
   * cookie or storage. A resumed session has none: the API's HttpOnly cookie carries it.
   */
  token: string | null;
  me: Me | null;
  account: Account | null;
  active_account: Account | null;
  requestUrl: string | null;
  skipAuthRedirect: boolean;
  apiHouseholdsOverride: boolean;
};

export type SessionActions = {
  /** Starts a session after login, token login or anonymous creation (SH-24), or resumes one (no token then). */
  startSession(input: { token?: string | null; me: Me; account: Account; trustDevice: boolean; now?: number; sessionStartTime?: number }): void;
  /** Moves the end time ahead: 900 s, or 86400 s on a trusted device (SH-25). */
  refresh(now?: number): void;
  setActiveAccount(account: Account): void;
  setMe(me: Me): void;
  setRequestUrl(url: string | null): void;
  /** 'Close' on the stay-logged-in dialog (SH-31). */
  dismissReminder(): void;
  /** Logout without redirect sets it; it clears itself after 300000 ms (SH-34). */
  setSkipAuthRedirect(value: boolean): void;
  /** Selects the account the areas show; a household is reached under the households prefix (SH-46). */
  switchAccount(account: Account): void;
  /** Drops every field back to its logged-out value and clears cookies (SH-32). */
  reset(): void;
};

export type SessionStore = SessionState & SessionActions;

/** The API's session cookie: HttpOnly, so the page never reads or writes it (only a legacy copy, to delete it). */
export const TOKEN_COOKIE = 'qube_token';
/** What a reload needs besides the API's cookie: start and end time, trust flag, active account (no secret). */
export const SESSION_COOKIE = 'qube_session';
const REQUEST_URL_KEY = 'qube_request_url';

const loggedOut: SessionState = {
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

/** What a reload needs to resume the session, kept in the qube_session cookie. */
export type PersistedSession = {
  sessionStartTime: number;
  sessionEndTime: number;
  trustDevice: boolean;
  activeAccountId: number | null;
};

export function sessionLifetimeMs(trustDevice: boolean): number {
  return (trustDevice ? SESSION_TIMING.trustedLifetimeSeconds : SESSION_TIMING.lifetimeSeconds) * 1000;
}

/** More than 1440 minutes since the start ends the session (SH-26). */
export function isPastAbsoluteLimit(sessionStartTime: number | null, now: number = Date.now()): boolean {
  return sessionStartTime !== null && now - sessionStartTime > SESSION_TIMING.absoluteLimitMinutes * 60 * 1000;
}

// The token itself is not written: the API keeps it in an HttpOnly cookie no script can read (ASVS 5.0 V3.3.4).
function persist(state: SessionState): void {
  if (!state.isLoggedIn || state.sessionStartTime === null || state.sessionEndTime === null) return;
  const persisted: PersistedSession = {
    sessionStartTime: state.sessionStartTime,
    sessionEndTime: state.sessionEndTime,
    trustDevice: state.trustDevice,
    activeAccountId: state.active_account?.id ?? null,
  };
  const maxAge = Math.max(1, Math.ceil((state.sessionEndTime - Date.now()) / 1000));
  writeCookie(SESSION_COOKIE, JSON.stringify(persisted), maxAge);
}

/**
 * A token cookie the page can read was written by a version before the HttpOnly one: it goes, and with it
 * the session it belonged to (that user signs in once more).
 */
export function dropLegacyTokenCookie(): void {
  if (readCookie(TOKEN_COOKIE) === null) return;
  deleteCookie(TOKEN_COOKIE);
  deleteCookie(SESSION_COOKIE);
}

/**
 * The session a reload can resume, if its cookie is there and it has not expired. Its token is not needed:
 * the API's HttpOnly cookie goes with every request of the page (same origin through the /api/ proxy).
 */
export function readPersistedSession(now: number = Date.now()): PersistedSession | null {
  const raw = readCookie(SESSION_COOKIE);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<PersistedSession> | null;
    if (typeof parsed?.sessionStartTime !== 'number' || typeof parsed.sessionEndTime !== 'number') return null;
    if (parsed.sessionEndTime <= now || isPastAbsoluteLimit(parsed.sessionStartTime, now)) return null;
    return {
      sessionStartTime: parsed.sessionStartTime,
      sessionEndTime: parsed.sessionEndTime,
      trustDevice: parsed.trustDevice === true,
      activeAccountId: typeof parsed.activeAccountId === 'number' ? parsed.activeAccountId : null,
    };
  } catch {
    return null;
  }
}

function readRequestUrl(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(REQUEST_URL_KEY) ?? null;
  } catch {
    return null;
  }
}

export function createSessionStore() {
  let skipAuthRedirectTimer: ReturnType<typeof setTimeout> | undefined;
  return createStore<SessionStore>()((set, get) => ({
    ...loggedOut,
    requestUrl: readRequestUrl(),
    startSession({ token = null, me, account, trustDevice, now = Date.now(), sessionStartTime = now }) {
      set({
        isLoggedIn: true,
        isAnonymous: me.user_type === 'anonymous_user',
        token,
        me,
        account: me.primary_account ?? account,
        active_account: account,
        trustDevice,
        sessionStartTime,
        sessionEndTime: now + sessionLifetimeMs(trustDevice),
        ignoreLoginReminder: false,
      });
      persist(get());
    },
    refresh(now = Date.now()) {
      const state = get();
      if (!state.isLoggedIn) return;
      // A refreshed session may remind again when it nears its end next time.
      set({ sessionEndTime: now + sessionLifetimeMs(state.trustDevice), ignoreLoginReminder: false });
      persist(get());
    },
    setActiveAccount(account) {
      set({ active_account: account });
      persist(get());
    },
    setMe(me) {
      set({ me, isAnonymous: me.user_type === 'anonymous_user' });
    },
    dismissReminder() {
      set({ ignoreLoginReminder: true });
    },
    setSkipAuthRedirect(value) {
      clearTimeout(skipAuthRedirectTimer);
      set({ skipAuthRedirect: value });
      if (value) {
        skipAuthRedirectTimer = setTimeout(() => set({ skipAuthRedirect: false }), SESSION_TIMING.skipAuthRedirectResetMs);
      }
    },
    switchAccount(account) {
      set({ active_account: account, apiHouseholdsOverride: false });
      persist(get());
    },
    setRequestUrl(url) {
      try {
        if (url) globalThis.sessionStorage?.setItem(REQUEST_URL_KEY, url);
        else globalThis.sessionStorage?.removeItem(REQUEST_URL_KEY);
      } catch {
        // Storage may be unavailable (private mode); the in-memory value still works.
      }
      set({ requestUrl: url });
    },
    reset() {
      const { requestUrl } = get();
      clearAllCookies();
      set({ ...loggedOut, requestUrl });
    },
  }));
}

/** The one session of the page (a federation singleton like the rest of @qube/shared). */
export const sessionStore = createSessionStore();
