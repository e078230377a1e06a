/**
 * @jest-environment-options {"url": "https://app.qube.example/dashboard"}
 */
import { api, ApiError } from '../api/apiClient';
import { bus } from '../bus/eventBus';
import type { Account, Me } from '../domain/types';
import { SESSION_COOKIE, TOKEN_COOKIE, sessionStore } from './sessionStore';
import { endSession, restoreSession, signIn } from './signIn';
import { signInChallenge } from './signInChallenge';

const account = { id: 7, is_aggregate: false } as Account;
const me = { id: 1, first_name: 'Cora', user_type: 'regular_user', primary_account: account, sub_accounts: [], households: [], feature_flags: {} } as unknown as Me;

/** What a reload finds: qube_session only (the API's qube_token cookie is HttpOnly, so the page never sees it). */
function persistSessionCookie(startedAgoMs = 1000) {
  const now = Date.now();
  const persisted = { sessionStartTime: now - startedAgoMs, sessionEndTime: now + 600_000, trustDevice: false, activeAccountId: 7 };
  document.cookie = `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify(persisted))}; path=/`;
  return persisted;
}

describe('shared session start (shell and standalone pages)', () => {
  beforeEach(() => sessionStore.getState().reset());
  afterEach(() => jest.restoreAllMocks());

  it('SH-36 signIn starts a session with me and the account', async () => {
    jest
      .spyOn(api, 'post')
      .mockResolvedValueOnce({ status: 200, data: { valid: true } } as never)
      .mockResolvedValueOnce({ status: 200, data: { token: 'tok', account_id: 7 } } as never);
    jest.spyOn(api, 'get').mockResolvedValueOnce({ status: 200, data: me } as never).mockResolvedValueOnce({ status: 200, data: account } as never);
    await expect(signIn({ email: 'coach@demo.qube', password: 'pw', trustDevice: false })).resolves.toBeNull();
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, token: 'tok', me });
  });

  it("SH-37 signIn returns the API's message on a 400", async () => {
    jest.spyOn(api, 'post').mockRejectedValueOnce(new ApiError(400, { fallback_message: 'Incorrect email or password.' }));
    await expect(signIn({ email: 'a@b.co', password: 'x', trustDevice: false })).resolves.toBe('Incorrect email or password.');
  });

  it('SH-37 signIn keeps the challenge of a 429 for the form and sends the solution with both calls of the next attempt', async () => {
    const challenge = { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'a', salt: 'b', cost: 1, keyLength: 32, keyPrefix: 'c' }, signature: 'd' };
    const message = 'Too many failed sign-ins. Please complete the check below, then sign in again.';
    const post = jest.spyOn(api, 'post').mockRejectedValueOnce(new ApiError(429, { fallback_message: message, code: 'challenge_required', challenge } as never));
    await expect(signIn({ email: 'a@b.co', password: 'x', trustDevice: false })).resolves.toBe(message);
    expect(signInChallenge.getState().challenge).toEqual(challenge);
    // Muted: the form shows the message; no toast says '429: We encountered an error.'
    expect(post.mock.calls[0]?.[2]).toMatchObject({ mute: true });

    post.mockResolvedValueOnce({ status: 200, data: { valid: true } } as never).mockResolvedValueOnce({ status: 200, data: { token: 'tok', account_id: 7 } } as never);
    jest.spyOn(api, 'get').mockResolvedValueOnce({ status: 200, data: me } as never).mockResolvedValueOnce({ status: 200, data: account } as never);
    await expect(signIn({ email: 'a@b.co', password: 'x', trustDevice: false, altcha: 'solved' })).resolves.toBeNull();
    expect(post.mock.calls[1]?.[1]).toEqual({ email: 'a@b.co', password: 'x', altcha: 'solved' });
    expect(post.mock.calls[2]?.[1]).toEqual({ email: 'a@b.co', password: 'x', trust_device: false, altcha: 'solved' });
    expect(signInChallenge.getState().challenge).toBeNull();
  });

  it('SH-23 SH-24 signIn keeps the token in memory only: no cookie the page can read holds it', async () => {
    jest
      .spyOn(api, 'post')
      .mockResolvedValueOnce({ status: 200, data: { valid: true } } as never)
      .mockResolvedValueOnce({ status: 200, data: { token: 'secret-tok', account_id: 7 } } as never);
    jest.spyOn(api, 'get').mockResolvedValueOnce({ status: 200, data: me } as never).mockResolvedValueOnce({ status: 200, data: account } as never);
    await signIn({ email: 'coach@demo.qube', password: 'pw', trustDevice: false });
    expect(sessionStore.getState().token).toBe('secret-tok');
    expect(document.cookie).not.toContain('secret-tok');
    expect(document.cookie).toContain(`${SESSION_COOKIE}=`);
  });

  it('SH-23 restoreSession resumes from qube_session alone, keeping its start time, with no token in memory', async () => {
    const persisted = persistSessionCookie();
    const get = jest.spyOn(api, 'get').mockResolvedValueOnce({ status: 200, data: me } as never).mockResolvedValueOnce({ status: 200, data: account } as never);
    await restoreSession();
    expect(get.mock.calls.map((c) => c[0])).toEqual(['users/me/', 'accounts/7/']);
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, token: null, me, sessionStartTime: persisted.sessionStartTime });
  });

  it('SH-24 restoreSession asks for the account it last showed alongside me, not after it', async () => {
    persistSessionCookie();
    let answerMe: (value: unknown) => void = () => undefined;
    const get = jest
      .spyOn(api, 'get')
      .mockReturnValueOnce(new Promise((resolve) => (answerMe = resolve)) as never)
      .mockResolvedValueOnce({ status: 200, data: account } as never);
    const restoring = restoreSession();
    expect(get.mock.calls.map((c) => c[0])).toEqual(['users/me/', 'accounts/7/']);
    answerMe({ status: 200, data: me });
    await restoring;
    expect(get).toHaveBeenCalledTimes(2);
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, me, active_account: account });
  });

  it('SH-24 restoreSession drops an account me no longer lists and reads the primary one', async () => {
    const gone = { id: 9, is_aggregate: false } as Account;
    const persisted = { sessionStartTime: Date.now(), sessionEndTime: Date.now() + 600_000, trustDevice: false, activeAccountId: gone.id };
    document.cookie = `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify(persisted))}; path=/`;
    const get = jest
      .spyOn(api, 'get')
      .mockResolvedValueOnce({ status: 200, data: me } as never)
      .mockResolvedValueOnce({ status: 200, data: gone } as never)
      .mockResolvedValueOnce({ status: 200, data: account } as never);
    await restoreSession();
    expect(get.mock.calls.map((c) => c[0])).toEqual(['users/me/', 'accounts/9/', 'accounts/7/']);
    expect(sessionStore.getState().active_account).toEqual(account);
  });

  it('SH-24 restoreSession reads the account again when the early read failed', async () => {
    persistSessionCookie();
    const get = jest
      .spyOn(api, 'get')
      .mockResolvedValueOnce({ status: 200, data: me } as never)
      .mockRejectedValueOnce(new ApiError(0, null))
      .mockResolvedValueOnce({ status: 200, data: account } as never);
    await restoreSession();
    expect(get.mock.calls.map((c) => c[0])).toEqual(['users/me/', 'accounts/7/', 'accounts/7/']);
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, active_account: account });
  });

  it('SH-23 restoreSession that the API refuses for another reason than 401 starts logged out and drops qube_session', async () => {
    persistSessionCookie();
    jest.spyOn(api, 'get').mockRejectedValueOnce(new ApiError(500, null)).mockRejectedValueOnce(new ApiError(500, null));
    await restoreSession();
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(document.cookie).not.toContain(`${SESSION_COOKIE}=`);
  });

  it('SH-35 restoreSession drops a token cookie an older version wrote where script could read it, and its session', async () => {
    persistSessionCookie();
    document.cookie = `${TOKEN_COOKIE}=old-readable-token; path=/`;
    const get = jest.spyOn(api, 'get');
    await restoreSession();
    expect(get).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('old-readable-token');
    expect(sessionStore.getState().isLoggedIn).toBe(false);
  });

  it('SH-23 restoreSession without cookies stays logged out and calls nothing', async () => {
    document.cookie = `${SESSION_COOKIE}=; path=/; max-age=0`;
    const get = jest.spyOn(api, 'get');
    await restoreSession();
    expect(get).not.toHaveBeenCalled();
    expect(sessionStore.getState().isLoggedIn).toBe(false);
  });

  it('SH-32 endSession posts users/logout/, resets the store and announces session:logout', async () => {
    sessionStore.getState().startSession({ token: 'tok', me, account, trustDevice: false });
    const post = jest.spyOn(api, 'post').mockResolvedValueOnce({ status: 200, data: {} } as never);
    const events: unknown[] = [];
    const subscription = bus.on('session:logout').subscribe((e) => events.push(e));
    await endSession();
    subscription.unsubscribe();
    expect(post).toHaveBeenCalledWith('users/logout/', {}, { mute: true });
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: false, token: null, me: null });
    expect(events).toEqual([{ expired: false }]);
    expect(document.cookie).not.toContain(`${SESSION_COOKIE}=`);
  });

  it('SH-32 endSession of a resumed session (no token in memory) still asks the API to end it and clear its cookie', async () => {
    sessionStore.getState().startSession({ me, account, trustDevice: false });
    const post = jest.spyOn(api, 'post').mockResolvedValueOnce({ status: 204, data: null } as never);
    await endSession();
    expect(post).toHaveBeenCalledWith('users/logout/', {}, { mute: true });
    expect(sessionStore.getState().isLoggedIn).toBe(false);
  });

  it('SH-32 endSession while signed out calls nothing', async () => {
    const post = jest.spyOn(api, 'post');
    await endSession();
    expect(post).not.toHaveBeenCalled();
  });
});
