import { api, ApiError } from '../api/apiClient';
import { bus } from '../bus/eventBus';
import type { Account, Me } from '../domain/types';
import { SESSION_COOKIE, TOKEN_COOKIE, sessionStore } from './sessionStore';
import { endSession, restoreSession, signIn } from './signIn';

const account = { id: 7, is_aggregate: false } as Account;
const me = { id: 1, first_name: 'Cora', user_type: 'regular_user', primary_account: account, sub_accounts: [], households: [], feature_flags: {} } as unknown as Me;

function persistCookies(token: string, startedAgoMs = 1000) {
  const now = Date.now();
  const persisted = { token, sessionStartTime: now - startedAgoMs, sessionEndTime: now + 600_000, trustDevice: false, activeAccountId: 7 };
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/`;
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

  it('SH-23 restoreSession resumes the session of the cookies, keeping its start time', async () => {
    const persisted = persistCookies('cookie-token');
    const get = jest.spyOn(api, 'get').mockResolvedValueOnce({ status: 200, data: me } as never).mockResolvedValueOnce({ status: 200, data: account } as never);
    await restoreSession();
    expect(get.mock.calls.map((c) => c[0])).toEqual(['users/me/', 'accounts/7/']);
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, token: 'cookie-token', sessionStartTime: persisted.sessionStartTime });
  });

  it('SH-23 restoreSession without cookies stays logged out and calls nothing', async () => {
    document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0`;
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
    expect(document.cookie).not.toContain(`${TOKEN_COOKIE}=tok`);
  });
});
