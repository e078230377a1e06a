import { act, screen, within } from '@testing-library/react';
import { api, sessionStore, type LinkedBankAccount } from '@qube/shared';
import { makeAccount, makeMe } from '@qube/shared/test-utils';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { SHELL_PAGES } from './shellPages';

// The first view of /manage-account draws without antd (docs/adr/0015-plain-markup-first-views.md): an import of it
// fails here. The confirmations load antd (with the shell's theme) in their own chunks when they open; the address
// suggestions are plain.
jest.mock('antd', () => {
  throw new Error('antd is not part of the first view of /manage-account');
});

jest.setTimeout(30_000);

afterEach(() => {
  act(() => sessionStore.getState().reset());
  jest.restoreAllMocks();
});

const bank: LinkedBankAccount = {
  id: 1, name: 'Tartan Checking', nickname: null, institution_id: 'ins_109511', institution_name: 'Tartan Bank', mask: '2222', ach_account_number: '****2222', ach_routing_number: '021000021',
  status: 'automatically_verified', needs_relink: false, link_type: 'default', account_type: 'checking', creation_datetime: '2026-01-01T00:00:00Z',
};

it('SH-41 SH-42 MM-140 ON-72 the first view of /manage-account: every card, its forms and the opened owner controls, without antd', async () => {
  const account = makeAccount({ id: 3, display_name: 'Alex Main', account_number: '000123456', has_banking_features: true });
  const me = makeMe({ primary_account: account, first_name: 'Alex', last_name: 'Rivera', email: 'alex@demo.qube', phone_number: '(555) 010-0000', feature_flags: { web_move_money_ach_in: true, web_move_money_ach_out: true } });
  sessionStore.getState().startSession({ token: 't', me, account, trustDevice: false });
  jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === 'plaid/accounts/') return { status: 200, data: { results: [bank] } } as never;
    return { status: 200, data: { results: [] } } as never;
  });
  const { user } = renderWithProviders(<>{SHELL_PAGES['/manage-account']?.({ companyId: 1, brandName: 'Qube' })}</>, { route: '/manage-account' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Manage Account' })).toBeInTheDocument();
  for (const title of ['Profile', 'Address', 'Phone', 'Password', 'Linked banks', 'Authorized users']) {
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  }
  const profile = screen.getByRole('region', { name: 'Profile' });
  expect(within(profile).getByText('Alex Rivera')).toBeInTheDocument();
  expect(within(profile).getByRole('textbox', { name: 'Account display name' })).toHaveValue('Alex Main');
  expect(within(screen.getByRole('region', { name: 'Address' })).getByRole('button', { name: 'Upload documents' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Change phone number' })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Password' })).getByRole('list', { name: 'Password rules' })).toBeInTheDocument();
  expect(within(await screen.findByRole('list', { name: 'Linked bank accounts' })).getByRole('listitem')).toHaveTextContent('Verified');

  // The secondary views in plain markup too: the phone steps, the password's messages and the owner's invite form.
  await user.click(screen.getByRole('button', { name: 'Change phone number' }));
  expect(screen.getByRole('textbox', { name: 'New phone number' })).toHaveAccessibleDescription('message and data rates may apply, reply STOP to unsubscribe');
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('This Field is required!');
  await user.click(screen.getByRole('button', { name: 'Manage Authorized Users' }));
  expect(await screen.findByRole('form', { name: 'Invite an authorized user' })).toBeInTheDocument();
});
