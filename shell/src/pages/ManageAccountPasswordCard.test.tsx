import { act, configure, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { api, ApiError, sessionStore, type Account, type Me } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { ManageAccountPage } from './ManageAccountPage';

const account = { id: 7, display_name: 'Alex Main', account_number: '000123456', is_aggregate: false } as Account;
const me = {
  id: 1,
  first_name: 'Alex',
  last_name: 'Rivera',
  email: 'alex@demo.qube',
  phone_number: '(555) 010-0000',
  user_type: 'regular_user',
  primary_account: account,
  sub_accounts: [],
  households: [],
  feature_flags: {},
  address_street: '1 Main St',
  address_apartment_no: null,
  address_city: 'Springfield',
  address_state: 'IL',
  address_postal_code: '62701',
} as unknown as Me;

// Typing into antd forms is slow in jsdom (slower on a busy machine).
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

function setup() {
  act(() => sessionStore.getState().startSession({ token: 'tok', me, account, trustDevice: false }));
  const { user } = renderWithProviders(<ManageAccountPage />, { route: '/manage-account' });
  const card = screen.getByRole('region', { name: 'Password' });
  return { user, card };
}

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User, card: HTMLElement, values: { current?: string; password?: string; confirm?: string }) {
  if (values.current) await user.type(within(card).getByLabelText('Current password'), values.current);
  if (values.password) await user.type(within(card).getByLabelText('New password'), values.password);
  if (values.confirm) await user.type(within(card).getByLabelText('Confirm new password'), values.confirm);
  await user.click(within(card).getByRole('button', { name: 'Change Password' }));
}

const valid = { current: 'Demo!2345', password: 'New!Pass123', confirm: 'New!Pass123' };

describe('ManageAccountPasswordCard', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => sessionStore.getState().reset());
  });

  it('SH-41 shows a Password card: three masked fields with the autocomplete hints password managers use (ASVS 5.0 V6.2.6, V6.2.7)', () => {
    const { card } = setup();
    const current = within(card).getByLabelText('Current password');
    const next = within(card).getByLabelText('New password');
    const confirm = within(card).getByLabelText('Confirm new password');
    for (const input of [current, next, confirm]) expect(input).toHaveAttribute('type', 'password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(next).toHaveAttribute('autocomplete', 'new-password');
    expect(confirm).toHaveAttribute('autocomplete', 'new-password');
    expect(within(card).getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    // The live rule list describes the new password's input.
    expect(next).toHaveAttribute('aria-describedby', within(card).getByRole('list', { name: 'Password rules' }).id);
  });

  it("SH-41 SD-14 SD-15 SD-16 SD-17 guides like the reset page: required, the live rule list, the first broken rule, 'Passwords must match'", async () => {
    const post = jest.spyOn(api, 'post');
    const { user, card } = setup();
    await fill(user, card, {});
    expect(await within(card).findAllByText('This Field is required!')).toHaveLength(3);
    await fill(user, card, { current: 'x', password: 'abcdefgh', confirm: 'abc' });
    expect(await within(card).findByText('Password must contain an uppercase letter')).toBeInTheDocument();
    expect(await within(card).findByText('Passwords must match')).toBeInTheDocument();
    const rules = within(card).getByRole('list', { name: 'Password rules' });
    await waitFor(() =>
      expect(within(rules).getAllByRole('listitem').filter((item) => item.getAttribute('data-met') === 'true').map((item) => item.textContent?.slice(1))).toEqual([
        'At least 8 characters',
        'No spaces',
        'A lowercase letter',
      ]),
    );
    expect(post).not.toHaveBeenCalled();
  });

  it("SH-41 posts users/change-password/, shows 'Your password has been changed.' and clears the fields", async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 200, data: { detail: 'Your password has been changed.' } } as never);
    const { user, card } = setup();
    await fill(user, card, valid);
    expect(await within(card).findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(post).toHaveBeenCalledWith('users/change-password/', { current_password: 'Demo!2345', password: 'New!Pass123', password_confirm: 'New!Pass123' });
    for (const label of ['Current password', 'New password', 'Confirm new password']) expect(within(card).getByLabelText(label)).toHaveValue('');
  });

  it('SH-41 a wrong current password shows the API message under Current password', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(
      new ApiError(400, { fallback_message: 'Your current password is incorrect.', code: 'invalid', fields: { current_password: 'Your current password is incorrect.' } }),
    );
    const { user, card } = setup();
    await fill(user, card, valid);
    expect(await within(card).findByText('Your current password is incorrect.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(card).getByLabelText('New password')).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    // The typed values stay for another try.
    expect(within(card).getByLabelText('New password')).toHaveValue('New!Pass123');
  });

  it("SH-41 the API's password rules answer under New password and Confirm new password", async () => {
    jest.spyOn(api, 'post').mockRejectedValue(
      new ApiError(400, {
        fallback_message: 'This password is too common. Choose a less predictable one.',
        fields: { password: 'This password is too common. Choose a less predictable one.', password_confirm: 'Passwords must match' },
      }),
    );
    const { user, card } = setup();
    await fill(user, card, valid);
    expect(await within(card).findByText('This password is too common. Choose a less predictable one.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(within(card).getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true'));
  });

  it('SH-41 any other failure (too many attempts) shows above the form', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(429, { fallback_message: 'Too many attempts. Please try again in 15 minutes.', code: 'rate_limited' }));
    const { user, card } = setup();
    await fill(user, card, valid);
    expect(await within(card).findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 15 minutes.');
    expect(within(card).queryByRole('status')).not.toBeInTheDocument();
  });
});
