import { configure, screen } from '@testing-library/react';
import { api, ApiError } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';

// Typing into antd forms is slow in jsdom, slower on a busy machine.
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5_000 });

function setup() {
  const { user } = renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
  return { user };
}

describe('ForgotPasswordPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it("SH-38 SD-14 SD-19 checks the email before sending: 'This Field is required!', 'Please Enter a valid Email'", async () => {
    const post = jest.spyOn(api, 'post');
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('This Field is required!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'alex@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please Enter a valid Email')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("SH-38 posts users/forgot-password/ {email} without the token and shows the API's detail", async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 200, data: { detail: 'We sent a reset link to your email.' } } as never);
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), ' alex@demo.qube ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a reset link to your email.');
    expect(post).toHaveBeenCalledWith('users/forgot-password/', { email: 'alex@demo.qube' }, { noAuth: true });
  });

  it('SH-38 shows the fallback_message of a failure', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(400, { fallback_message: 'Too many requests. Try again later.' }));
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'alex@demo.qube');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again later.');
  });

  it('SH-38 links back to sign-in', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
  });
});
