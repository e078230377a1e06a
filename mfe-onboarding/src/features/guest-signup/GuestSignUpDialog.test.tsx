import { act, screen, waitFor } from '@testing-library/react';
import { bus, endSession, startSessionWithToken } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { guestSignupApi } from './guestSignupApi';
import { GuestSignUpHost } from './GuestSignUpHost';

jest.mock('@qube/shared', () => ({
  ...jest.requireActual('@qube/shared'),
  startSessionWithToken: jest.fn(async () => null),
  endSession: jest.fn(async () => undefined),
}));

jest.setTimeout(60000);

const sent = { detail: 'sent', phone_number: '(415) 555-0100', resend_after_seconds: 50, expires_in_seconds: 600 };

const setup = () => {
  const { user } = renderWithProviders(<GuestSignUpHost />, {
    session: { me: { user_type: 'anonymous_user', primary_account: { id: 31 } as never, feature_flags: { planning_screen: true } }, account: { id: 31 } },
  });
  return { user };
};

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  window.history.pushState(null, '', '/');
});

describe('anonymous sign-up dialog', () => {
  it("ON-36 ON-37 ON-39 'Create an Account' with 'Get started!', or 'Create an account to save your changes.' after a save; terms and privacy links", async () => {
    setup();
    act(() => bus.emit('command:open-sign-up', {}));
    expect(await screen.findByRole('dialog', { name: 'Create an Account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Get started!' })).toBeInTheDocument();
    act(() => bus.emit('command:open-sign-up', { reason: 'save' }));
    expect(await screen.findByRole('heading', { name: 'Create an account to save your changes.' })).toBeInTheDocument();
  });

  it('ON-40 ON-41 ON-44 ON-45 ON-46 ON-48 phone (mask, 14 characters), 5-digit code, details; then the limited user session and /register/link-external-bank', async () => {
    const sendCode = jest.spyOn(guestSignupApi, 'sendCode').mockResolvedValue(sent);
    const verifyCode = jest.spyOn(guestSignupApi, 'verifyCode').mockResolvedValue('t'.repeat(64));
    const create = jest.spyOn(guestSignupApi, 'createLimitedUser').mockResolvedValue({ token: 'c'.repeat(64), account_id: 31 });
    const { user } = setup();
    act(() => bus.emit('command:open-sign-up', {}));
    const phone = await screen.findByLabelText('Phone Number');
    await user.type(phone, '415555010');
    expect(phone).toHaveValue('(415) 555-010');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(phone, '0');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(sendCode).toHaveBeenCalledWith('(415) 555-0100');
    const code = await screen.findByLabelText('Verification Code');
    expect(screen.getByText('Resend code in 00:50')).toBeInTheDocument();
    await user.type(code, '1234');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(code, '5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(verifyCode).toHaveBeenCalledWith('(415) 555-0100', '12345');
    await user.type(await screen.findByLabelText('Email'), 'gia@example.test');
    await user.type(screen.getByLabelText('Legal First Name'), 'Gia');
    await user.type(screen.getByLabelText('Legal Last Name'), 'Guest');
    await user.type(screen.getByLabelText('Password'), 'Marigold!Lantern7');
    await user.type(screen.getByLabelText('Confirm Password'), 'Marigold!Lantern8');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'Marigold!Lantern7');
    await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith(31, expect.objectContaining({
      phoneNumber: '(415) 555-0100', email: 'gia@example.test', first_name: 'Gia', last_name: 'Guest', password: 'Marigold!Lantern7', agree_terms: true, agree_privacy: true, temp_token: 't'.repeat(64),
    })));
    await waitFor(() => expect(window.location.pathname).toBe('/register/link-external-bank'));
    expect(startSessionWithToken).toHaveBeenCalledWith('c'.repeat(64), true, 31);
  });

  it("ON-40 ON-15 the API's message shows in the dialog's error area", async () => {
    const { ApiError } = jest.requireActual<typeof import('@qube/shared')>('@qube/shared');
    jest.spyOn(guestSignupApi, 'sendCode').mockRejectedValue(new ApiError(429, { fallback_message: 'Too many attempts. Please try again in 5 minutes.' }));
    const { user } = setup();
    act(() => bus.emit('command:open-sign-up', {}));
    await user.type(await screen.findByLabelText('Phone Number'), '4155550100');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 5 minutes.');
  });

  it("ON-38 'Login Here.' logs the guest out to the sign-in page", async () => {
    const { user } = setup();
    act(() => bus.emit('command:open-sign-up', {}));
    await user.click(await screen.findByRole('button', { name: 'Login Here.' }));
    await waitFor(() => expect(endSession).toHaveBeenCalled());
    expect(window.location.pathname).toBe('/');
  });
});
