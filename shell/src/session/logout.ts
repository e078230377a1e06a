import { api, bannerStore, bus, resetAccountVersions, SESSION_TIMING, sessionStore } from '@qube/shared';

export type LogoutOptions = { expired?: boolean; referrer?: string | null };

/** Where logout lands: / with the expired flag and the referrer when the session expired (SH-33). */
export function logoutTarget({ expired = false, referrer = null }: LogoutOptions): string {
  if (!expired) return '/';
  const params = new URLSearchParams({ expired: 'true' });
  if (referrer) params.set('referrer', referrer);
  return `/?${params.toString()}`;
}

let navigateTo: (path: string) => void = (path) => globalThis.location?.assign(path);

/** The shell's router registers how to navigate without a reload. */
export function setLogoutNavigator(navigate: (path: string) => void): void {
  navigateTo = navigate;
}

/**
 * Logout (SH-32): tell the API, reset every store (areas listen to `session:logout`), clear the
 * cookies and go to /. The session cookie is HttpOnly: the API's answer to users/logout/ clears it.
 */
let isLoggingOut = false;

/**
 * Set when the person ended the session themselves, until they sign in again. Requests the ended session had in
 * flight (or that its pages start while they unmount) come back 401 once the cookie is cleared; those 401s are not
 * an expiry, and must not send someone who just chose Logout to '/?expired=true' (the CI flake of stop 32).
 */
let endedByUser = false;

function isStale401(options: LogoutOptions): boolean {
  if (sessionStore.getState().isLoggedIn) endedByUser = false;
  return options.expired === true && endedByUser && !sessionStore.getState().isLoggedIn;
}

export async function logout(options: LogoutOptions = {}): Promise<void> {
  // A 401 from the logout call itself must not start a second logout.
  if (isLoggingOut || isStale401(options)) return;
  isLoggingOut = true;
  if (!options.expired) endedByUser = true;
  try {
    // Signed in, whether or not the token is in memory (a resumed session has only the cookie).
    if (sessionStore.getState().isLoggedIn) await api.post('users/logout/', {}, { mute: true }).catch(() => undefined);
  } finally {
    isLoggingOut = false;
  }
  sessionStore.getState().reset();
  resetAccountVersions();
  if (options.referrer) sessionStore.getState().setRequestUrl(options.referrer);
  bus.emit('session:logout', { expired: options.expired ?? false });
  bus.reset();
  bannerStore.getState().clear();
  navigateTo(logoutTarget(options));
}

/**
 * Logout without redirect (SH-34): the session ends but guards do not send the visitor to / for
 * 300000 ms; after 100 ms the page goes to the chosen route.
 */
export async function logoutWithoutRedirect(route: string): Promise<void> {
  endedByUser = true;
  if (sessionStore.getState().isLoggedIn) await api.post('users/logout/', {}, { mute: true }).catch(() => undefined);
  sessionStore.getState().reset();
  sessionStore.getState().setSkipAuthRedirect(true);
  bus.emit('session:logout', { expired: false });
  bus.reset();
  bannerStore.getState().clear();
  setTimeout(() => navigateTo(route), SESSION_TIMING.logoutNavigationDelayMs);
}
