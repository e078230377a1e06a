import { configure, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { api, ApiError } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { NewPasswordPage } from './NewPasswordPage';

// Typing into antd forms is slow in jsdom, slower on a busy machine.
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5_000 });

function WhereAmI() {
  const location = useLocation();
  return <p>At {location.pathname}</p>;
}

function setup(initialEntry = '/new-password?token=abc123') {
  const { user } = renderWithProviders(
    <Routes>
      <Route path="/new-password" element={<NewPasswordPage />} />
      <Route path="*" element={<WhereAmI />} />
    </Routes>,
    { route: initialEntry },
  );
  return { user };
}

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

const metRules = () =>
  within(screen.getByRole('list', { name: 'Password rules' }))
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('data-met') === 'true')
    .map((item) => item.textContent?.slice(1));

describe('NewPasswordPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('SH-38 without a token shows the invalid-link message and a link to /forgot-password', () => {
    setup('/new-password');
    expect(screen.getByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('SH-38 SD-15 shows the password rules as a live checklist', async () => {
    const { user } = setup();
    expect(metRules()).toEqual(['No spaces']);
    await user.type(screen.getByLabelText('New password'), 'abcdefg1');
    // Form.useWatch re-renders after the change settles.
    await waitFor(() => expect(metRules()).toEqual(['At least 8 characters', 'No spaces', 'A lowercase letter', 'A number']));
    await user.type(screen.getByLabelText('New password'), 'X!');
    await waitFor(() => expect(metRules()).toHaveLength(6));
  });

  it("SH-38 SD-14 SD-16 SD-17 validates on submit: required, the first broken rule, 'Passwords must match'", async () => {
    const post = jest.spyOn(api, 'post');
    const { user } = setup();
    await fill(user, '', '');
    expect(await screen.findAllByText('This Field is required!')).toHaveLength(2);
    await fill(user, 'abcdefgh', 'x');
    expect(await screen.findByText('Password must contain an uppercase letter')).toBeInTheDocument();
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("SH-38 posts the token and both passwords, then shows 'Your password has been changed.' and a 'Sign in' button to /", async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 200, data: { detail: 'Your password has been changed.' } } as never);
    const { user } = setup();
    await fill(user, 'New!Pass123', 'New!Pass123');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('users/forgot-password/change/', { token: 'abc123', password: 'New!Pass123', password_confirm: 'New!Pass123' }, { noAuth: true });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('At /')).toBeInTheDocument();
  });

  it('SH-38 a 400 for a bad link shows the fallback_message with a link to /forgot-password', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(400, { fallback_message: 'This password reset link is invalid or has expired.', code: 'invalid_token' }));
    const { user } = setup();
    await fill(user, 'New!Pass123', 'New!Pass123');
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('SH-38 a 400 with fields.password shows it under the field', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(400, { fallback_message: 'This password is too common.', fields: { password: 'This password is too common.' } }));
    const { user } = setup();
    await fill(user, 'New!Pass123', 'New!Pass123');
    expect(await screen.findByText('This password is too common.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
