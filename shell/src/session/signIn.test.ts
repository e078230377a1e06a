import { api, ApiError, sessionStore, type Account, type Me } from '@qube/shared';
import { signIn } from './signIn';

const account = { id: 7, is_aggregate: false } as Account;
const me = { id: 1, user_type: 'regular_user', primary_account: account, sub_accounts: [], households: [], feature_flags: {} } as unknown as Me;

describe('signIn', () => {
  beforeEach(() => sessionStore.getState().reset());
  afterEach(() => jest.restoreAllMocks());

  it('SH-36 SH-37 checks the credentials, then logs in with trust_device, then loads me and the account', async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValueOnce({ status: 200, data: { valid: true, two_factor_required: false } } as never)
      .mockResolvedValueOnce({ status: 200, data: { token: 'tok', account_id: 7 } } as never);
    const get = jest
      .spyOn(api, 'get')
      .mockResolvedValueOnce({ status: 200, data: me } as never)
      .mockResolvedValueOnce({ status: 200, data: account } as never);
    await expect(signIn({ email: 'alex@demo.qube', password: 'pw', trustDevice: true })).resolves.toBeNull();
    expect(post.mock.calls.map((c) => c[0])).toEqual(['web/users/login/check-credentials/', 'web/users/login/']);
    expect(post.mock.calls[1]?.[1]).toEqual({ email: 'alex@demo.qube', password: 'pw', trust_device: true });
    expect(get.mock.calls.map((c) => c[0])).toEqual(['users/me/', 'accounts/7/']);
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, token: 'tok', trustDevice: true, me, active_account: account });
  });

  it('SH-37 does not log in when the credentials check fails, and shows its message', async () => {
    const post = jest.spyOn(api, 'post').mockRejectedValueOnce(new ApiError(400, { fallback_message: 'Incorrect email or password.' }));
    await expect(signIn({ email: 'a@b.co', password: 'x', trustDevice: false })).resolves.toBe('Incorrect email or password.');
    expect(post).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().isLoggedIn).toBe(false);
  });

  it('SH-36 proceeds only on status 200 from login', async () => {
    jest
      .spyOn(api, 'post')
      .mockResolvedValueOnce({ status: 200, data: { valid: true } } as never)
      .mockResolvedValueOnce({ status: 201, data: { token: 'tok', account_id: 7 } } as never);
    const get = jest.spyOn(api, 'get');
    await expect(signIn({ email: 'a@b.co', password: 'x', trustDevice: false })).resolves.toBe('We could not sign you in. Please try again.');
    expect(get).not.toHaveBeenCalled();
    expect(sessionStore.getState().isLoggedIn).toBe(false);
  });
});
