import { api, ApiError } from '../api/apiClient';
import type { Me } from '../domain/types';
import { endSession, startSessionWithToken } from './signIn';
import { sessionStore } from './sessionStore';

/** What a page shows when a sign-in link cannot sign anyone in (spent, expired, another company's). */
export const LOGIN_LINK_INVALID = 'This sign-in link is invalid or has expired.';

/** Asks whether the person signed in here should make way for the link's; true switches. */
export type ConfirmSwitch = (signedInAs: Me) => Promise<boolean>;

type LoginLinkAnswer = { token: string; account_id: number };

async function spend(code: string): Promise<string | null> {
  // Muted: the page says what went wrong in its own words (LOGIN_LINK_INVALID), not with a toast.
  const { data } = await api.post<LoginLinkAnswer>('users/login-codes/exchange/', { code }, { noAuth: true, mute: true });
  return startSessionWithToken(data.token, false, data.account_id);
}

/**
 * Signs in with the one-time code of a sign-in link (`?token=`, SH-19), once any session of this browser has
 * been resumed. The API refuses (409) a code of another user while someone is signed in here, without
 * spending it: then `confirmSwitch` decides, and a switch signs that person out first. A code of the person
 * already signed in is just spent. Returns the message to show, or null.
 */
export async function signInWithLoginLink(code: string, confirmSwitch: ConfirmSwitch): Promise<string | null> {
  try {
    return await spend(code);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) return failureMessage(error);
  }
  const { me } = sessionStore.getState();
  if (me) {
    if (!(await confirmSwitch(me))) return null;
    await endSession();
  } else {
    // The API knows a session this page could not resume: end it, so the link's person can sign in.
    await api.post('users/logout/', {}, { mute: true }).catch(() => undefined);
  }
  try {
    return await spend(code);
  } catch (error) {
    return failureMessage(error);
  }
}

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return 'Network error occurred.';
  // Too many attempts from this address: the API says how long to wait.
  if (error instanceof ApiError && error.status === 429 && error.fallbackMessage) return error.fallbackMessage;
  return LOGIN_LINK_INVALID;
}
