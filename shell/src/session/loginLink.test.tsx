import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, bus, sessionStore } from '@qube/shared';
import { makeAccount, makeMe } from '@qube/shared/test-utils';
import { loginLinkNotice, signInWithLoginCode, toastLoginLinkNotice } from './loginLink';

const coraAccount = makeAccount({ id: 10 });
const danaAccount = makeAccount({ id: 20 });
const cora = makeMe({ id: 1, first_name: 'Cora', primary_account: coraAccount });
const dana = makeMe({ id: 2, first_name: 'Dana', primary_account: danaAccount });
const signedInAsSomeoneElse = new ApiError(409, { fallback_message: 'You are signed in as someone else.', code: 'signed_in_as_other_user' });
const QUESTION = 'You are signed in as Cora. Sign in as the person this link is for?';

function setup() {
  sessionStore.getState().startSession({ me: cora, account: coraAccount, trustDevice: false });
  return { user: userEvent.setup() };
}

describe('the shell spends a sign-in link once the session is resumed (SH-19)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStore.getState().reset();
    loginLinkNotice.setState({ message: null });
    document.body.replaceChildren();
  });

  it('SH-19 a link for someone else does not replace the person signed in: it asks, and "Stay signed in" keeps them', async () => {
    const { user } = setup();
    const post = jest.spyOn(api, 'post').mockRejectedValueOnce(signedInAsSomeoneElse);
    const done = signInWithLoginCode('dana-code');
    const dialog = await screen.findByRole('dialog', { name: QUESTION });
    expect(sessionStore.getState().me).toBe(cora);
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await done;
    expect(dialog).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, me: cora });
    expect(loginLinkNotice.getState().message).toBeNull();
  });

  it('SH-19 "Switch account" signs Cora out and signs in the person of the link', async () => {
    const { user } = setup();
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(signedInAsSomeoneElse)
      .mockResolvedValueOnce({ status: 204, data: null } as never)
      .mockResolvedValueOnce({ status: 200, data: { token: 'dana-token', account_id: 20 } } as never);
    jest.spyOn(api, 'get').mockResolvedValueOnce({ status: 200, data: dana } as never).mockResolvedValueOnce({ status: 200, data: danaAccount } as never);
    const done = signInWithLoginCode('dana-code');
    await user.click(await screen.findByRole('button', { name: 'Switch account' }));
    await done;
    expect(post.mock.calls.map((c) => c[0])).toEqual(['users/login-codes/exchange/', 'users/logout/', 'users/login-codes/exchange/']);
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, me: dana, token: 'dana-token' });
  });

  it("SH-19 a failed link is kept for the sign-in page, or told as a toast to someone still signed in", async () => {
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(400, { fallback_message: 'This sign-in link is invalid or has expired.' }));
    await signInWithLoginCode('spent');
    expect(loginLinkNotice.getState().message).toBe('This sign-in link is invalid or has expired.');

    setup();
    await signInWithLoginCode('spent');
    const toasts: unknown[] = [];
    const subscription = bus.on('toast:show').subscribe((t) => toasts.push(t));
    toastLoginLinkNotice();
    subscription.unsubscribe();
    expect(toasts).toEqual([{ type: 'error', message: 'This sign-in link is invalid or has expired.' }]);
    await waitFor(() => expect(loginLinkNotice.getState().message).toBeNull());
  });
});
