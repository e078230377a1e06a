import { api, ApiError, sessionStore } from '@qube/shared';
import { loadUser } from './loadUser';

export type Credentials = { email: string; password: string; trustDevice: boolean };

/**
 * Sign-in (SH-36): check the credentials, then log in; only a 200 proceeds. Returns the message
 * to show, or null on success.
 */
export async function signIn({ email, password, trustDevice }: Credentials): Promise<string | null> {
  try {
    await api.post('web/users/login/check-credentials/', { email, password }, { noAuth: true });
    const login = await api.post<{ token: string; account_id: number }>(
      'web/users/login/',
      { email, password, trust_device: trustDevice },
      { noAuth: true },
    );
    if (login.status !== 200) return 'We could not sign you in. Please try again.';
    return await startSessionWithToken(login.data.token, trustDevice, login.data.account_id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return error.fallbackMessage ?? 'Incorrect email or password.';
    if (error instanceof ApiError && error.status === 0) return 'Network error occurred.';
    return 'We could not sign you in. Please try again.';
  }
}

/** Token login and sign-in both end here: the token is set, me and the account are loaded (SH-19, SH-24). */
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
