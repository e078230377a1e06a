import { api, ApiError } from '../api/apiClient';
import { bannerStore } from '../banners/bannerStore';
import { bus } from '../bus/eventBus';
import type { Account, Me } from '../domain/types';
import type { SignInChallenge } from '@qube/contract/auth';
import { signInChallenge } from './signInChallenge';
import { dropLegacyTokenCookie, readPersistedSession, sessionStore } from './sessionStore';

// The session start code the shell and every standalone page share (design.md "Standalone":
// the same session code, so a session started in one is resumed by the other).

/** What a sign-in form sends; `altcha` is the solved security check, once the API asked for one (signInChallenge). */
export type Credentials = { email: string; password: string; trustDevice: boolean; altcha?: string | null };

/**
 * Loads the signed-in user and the account to show (SH-24). An account already known (the one a reload last showed, the
 * one sign-in answered) is asked for alongside me rather than after it: one round trip less before any page can draw.
 * Me still decides: an account it no longer lists is dropped for the primary one, read then.
 */
export async function loadUser(activeAccountId?: number | null): Promise<{ me: Me; account: Account }> {
  const meAnswer = api.get<Me>('users/me/');
  const early =
    activeAccountId == null
      ? null
      : api.get<Account>(`accounts/${activeAccountId}/`, undefined, { householdsOff: true, mute: true }).then(
          ({ data }) => data,
          () => null,
        );
  const { data: me } = await meAnswer;
  const reachable = [me.primary_account, ...me.sub_accounts, ...me.households];
  const wanted = reachable.find((a) => a.id === activeAccountId) ?? me.primary_account;
  const known = early && wanted.id === activeAccountId ? await early : null;
  if (known) return { me, account: known };
  const { data: account } = await api.get<Account>(`accounts/${wanted.id}/`, undefined, { householdsOff: true });
  return { me, account };
}

/**
 * Sign-in (SH-36): check the credentials, then log in; only a 200 proceeds. Returns the message
 * to show, or null on success. A 429 `challenge_required` (issue 22 §6) puts its challenge in `signInChallenge`, for the
 * form to show; the solution goes with both calls of the next attempt (the login may spend what the check spent).
 */
export async function signIn({ email, password, trustDevice, altcha }: Credentials): Promise<string | null> {
  const solution = altcha ? { altcha } : {};
  // A solution works once: whatever this attempt brings, the form's check is used up.
  signInChallenge.setState({ challenge: null });
  try {
    // Muted: the form shows every refusal itself (a 429's toast would say less than its message).
    await api.post('web/users/login/check-credentials/', { email, password, ...solution }, { noAuth: true, mute: true });
    const login = await api.post<{ token: string; account_id: number }>(
      'web/users/login/',
      { email, password, trust_device: trustDevice, ...solution },
      { noAuth: true, mute: true },
    );
    if (login.status !== 200) return 'We could not sign you in. Please try again.';
    return await startSessionWithToken(login.data.token, trustDevice, login.data.account_id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return error.fallbackMessage ?? 'Incorrect email or password.';
    if (error instanceof ApiError && error.status === 429) {
      const { challenge } = (error.body ?? {}) as { challenge?: SignInChallenge };
      if (challenge) signInChallenge.setState({ challenge });
      return error.fallbackMessage ?? 'Too many attempts. Please try again later.';
    }
    if (error instanceof ApiError && error.status === 0) return 'Network error occurred.';
    return 'We could not sign you in. Please try again.';
  }
}

/**
 * Sign-in and a sign-in link both end here: the token is set, me and the account are loaded (SH-19, SH-24).
 * The API has set its HttpOnly cookie with the same token; the store keeps the token in memory only.
 */
export async function startSessionWithToken(token: string, trustDevice: boolean, accountId?: number | null): Promise<string | null> {
  const store = sessionStore.getState();
  // The token must be in the store before the calls that need it.
  sessionStore.setState({ token });
  try {
    const { me, account } = await loadUser(accountId);
    store.startSession({ token, me, account, trustDevice });
    return null;
  } catch {
    sessionStore.setState({ token: null });
    return 'We could not sign you in. Please try again.';
  }
}

/**
 * A reload keeps the user signed in: `qube_session` says a session runs, and the calls carry the API's
 * HttpOnly cookie (no token in memory, so no Authorization header).
 */
export async function restoreSession(): Promise<void> {
  dropLegacyTokenCookie();
  const persisted = readPersistedSession();
  if (!persisted) return;
  try {
    const { me, account } = await loadUser(persisted.activeAccountId);
    sessionStore.getState().startSession({ me, account, trustDevice: persisted.trustDevice, sessionStartTime: persisted.sessionStartTime });
  } catch {
    // A cookie the API no longer accepts: the 401 handler logs out; anything else starts logged out (and
    // clears the session cookie, unless that logout has already).
    if (readPersistedSession()) sessionStore.getState().reset();
  }
}

/**
 * Ends the session where no shell navigates afterwards (a standalone page): tell the API, reset
 * the store and its cookies, and let every area reset (`session:logout`).
 */
export async function endSession({ expired = false }: { expired?: boolean } = {}): Promise<void> {
  // Only the API can clear its HttpOnly cookie: it answers logout with a clearing Set-Cookie.
  if (sessionStore.getState().isLoggedIn) await api.post('users/logout/', {}, { mute: true }).catch(() => undefined);
  sessionStore.getState().reset();
  bus.emit('session:logout', { expired });
  bus.reset();
  bannerStore.getState().clear();
}
