import { api, ApiError } from '../api/apiClient';
import type { Account, Me } from '../domain/types';
import { LOGIN_LINK_INVALID, signInWithLoginLink } from './loginLink';
import { sessionStore } from './sessionStore';

const account = { id: 7, is_aggregate: false } as Account;
const otherAccount = { id: 9, is_aggregate: false } as Account;
const person = (id: number, firstName: string, primary: Account) =>
  ({ id, first_name: firstName, user_type: 'regular_user', primary_account: primary, sub_accounts: [], households: [], feature_flags: {} }) as unknown as Me;
const cora = person(1, 'Cora', account);
const dana = person(2, 'Dana', otherAccount);

const EXCHANGE = 'users/login-codes/exchange/';
const signedInAs = new ApiError(409, { fallback_message: 'You are signed in as someone else.', code: 'signed_in_as_other_user' });

/** The calls that load a user after a session starts (SH-24). */
function loadsUser(user: Me, primary: Account) {
  jest.spyOn(api, 'get').mockResolvedValueOnce({ status: 200, data: user } as never).mockResolvedValueOnce({ status: 200, data: primary } as never);
}

describe('sign-in links (SH-19)', () => {
  beforeEach(() => sessionStore.getState().reset());
  afterEach(() => jest.restoreAllMocks());

  it('SH-19 SH-24 spends the code once, by POST, and starts the session of its answer (token in memory)', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValueOnce({ status: 200, data: { token: 'new-token', account_id: 7 } } as never);
    loadsUser(cora, account);
    const confirm = jest.fn();
    await expect(signInWithLoginLink('c0de', confirm)).resolves.toBeNull();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(EXCHANGE, { code: 'c0de' }, { noAuth: true, mute: true });
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, token: 'new-token', me: cora });
    expect(confirm).not.toHaveBeenCalled();
  });

  it("SH-19 a spent, expired or unknown code says 'This sign-in link is invalid or has expired.' and signs no one in", async () => {
    jest.spyOn(api, 'post').mockRejectedValueOnce(new ApiError(400, { fallback_message: LOGIN_LINK_INVALID, code: 'invalid_code' }));
    await expect(signInWithLoginLink('spent', jest.fn())).resolves.toBe('This sign-in link is invalid or has expired.');
    expect(sessionStore.getState().isLoggedIn).toBe(false);
  });

  it('SH-19 a failed link leaves the person signed in here signed in', async () => {
    sessionStore.getState().startSession({ me: cora, account, trustDevice: false });
    jest.spyOn(api, 'post').mockRejectedValueOnce(new ApiError(400, { fallback_message: LOGIN_LINK_INVALID }));
    await expect(signInWithLoginLink('spent', jest.fn())).resolves.toBe(LOGIN_LINK_INVALID);
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, me: cora });
  });

  it('SH-19 a link for someone else asks first; "Stay signed in" keeps the session and spends nothing more', async () => {
    sessionStore.getState().startSession({ me: cora, account, trustDevice: false });
    const post = jest.spyOn(api, 'post').mockRejectedValueOnce(signedInAs);
    const confirm = jest.fn().mockResolvedValue(false);
    await expect(signInWithLoginLink('dana-code', confirm)).resolves.toBeNull();
    expect(confirm).toHaveBeenCalledWith(cora);
    expect(post).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, me: cora });
  });

  it('SH-19 "Switch account" signs the person here out, then spends the code for the link\'s person', async () => {
    sessionStore.getState().startSession({ me: cora, account, trustDevice: false });
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(signedInAs)
      .mockResolvedValueOnce({ status: 204, data: null } as never)
      .mockResolvedValueOnce({ status: 200, data: { token: 'dana-token', account_id: 9 } } as never);
    loadsUser(dana, otherAccount);
    await expect(signInWithLoginLink('dana-code', jest.fn().mockResolvedValue(true))).resolves.toBeNull();
    expect(post.mock.calls.map((c) => c[0])).toEqual([EXCHANGE, 'users/logout/', EXCHANGE]);
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, token: 'dana-token', me: dana });
  });

  it('SH-19 a code of the person already signed in is just spent, without asking', async () => {
    sessionStore.getState().startSession({ me: cora, account, trustDevice: false });
    jest.spyOn(api, 'post').mockResolvedValueOnce({ status: 200, data: { token: 'cora-token', account_id: 7 } } as never);
    loadsUser(cora, account);
    const confirm = jest.fn();
    await expect(signInWithLoginLink('cora-code', confirm)).resolves.toBeNull();
    expect(confirm).not.toHaveBeenCalled();
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, me: cora });
  });

  it('SH-19 too many attempts say how long to wait', async () => {
    jest.spyOn(api, 'post').mockRejectedValueOnce(new ApiError(429, { fallback_message: 'Too many attempts. Please try again in 15 minutes.' }));
    await expect(signInWithLoginLink('x', jest.fn())).resolves.toBe('Too many attempts. Please try again in 15 minutes.');
  });
});
