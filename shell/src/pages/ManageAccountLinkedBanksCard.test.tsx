import { act, screen, waitFor, within } from '@testing-library/react';
import { api, bus, type LinkedBankAccount } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { ManageAccountLinkedBanksCard } from './ManageAccountLinkedBanksCard';

jest.setTimeout(30_000);

const bank = (id: number, name: string, mask: string, extra: Partial<LinkedBankAccount> = {}): LinkedBankAccount => ({
  id, name, nickname: null, institution_id: 'ins_109511', institution_name: 'Tartan Bank', mask, ach_account_number: `****${mask}`, ach_routing_number: '021000021',
  status: 'automatically_verified', needs_relink: false, link_type: 'default', account_type: 'checking', creation_datetime: '2026-01-01T00:00:00Z', ...extra,
});
const FLAGS = { web_move_money_ach_in: true, web_move_money_ach_out: true };

function setup(banks: LinkedBankAccount[], userType: 'regular_user' | 'limited_user' = 'regular_user') {
  const get = jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: { count: banks.length, next: null, results: banks } } as never);
  const del = jest.spyOn(api, 'delete').mockResolvedValue({ status: 204, data: null } as never);
  const { user, payloads } = renderWithProviders(<ManageAccountLinkedBanksCard />, {
    session: { me: { feature_flags: FLAGS, user_type: userType }, account: { id: 3, has_banking_features: true } },
    record: ['command:open-bank-link'],
  });
  return { user, get, del, commands: () => payloads('command:open-bank-link') };
}

describe('Linked banks card of /manage-account', () => {
  afterEach(() => jest.restoreAllMocks());

  it("MM-140 MM-83 lists every linked account with its status chip; Relink only when the warning is set; 'Link a Bank Account' opens the widget through the bus", async () => {
    const { user, get, commands } = setup([bank(1, 'Tartan Checking', '2222'), bank(2, 'Houndstooth Checking', '4444', { institution_name: 'Houndstooth Bank', status: 'pending_automatic_verification', needs_relink: true })]);
    const list = await screen.findByRole('list', { name: 'Linked bank accounts' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Tartan Checking');
    expect(first).toHaveTextContent('Tartan Bank ••••2222');
    expect(first).toHaveTextContent('Verified');
    expect(within(first as HTMLElement).queryByRole('button', { name: /Relink/ })).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Verifying');
    expect(second).toHaveTextContent('Relink needed');
    expect(get).toHaveBeenCalledWith('plaid/accounts/', { account_id: 3 }, { mute: true });
    await user.click(within(second as HTMLElement).getByRole('button', { name: 'Relink Houndstooth Bank 4444' }));
    await user.click(screen.getByRole('button', { name: 'Link a Bank Account' }));
    expect(commands()).toEqual([{ relinkAccountId: 2 }, {}]);
    // A finished link elsewhere reloads the list.
    act(() => bus.emit('bank-link:success', { accountIds: [9] }));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });

  it('MM-140 Unlink asks first; Yes, Unlink calls DELETE plaid/item/ and reloads', async () => {
    const { user, del, get } = setup([bank(1, 'Tartan Checking', '2222')]);
    await user.click(await screen.findByRole('button', { name: 'Unlink Tartan Bank 2222' }));
    expect(await screen.findByText('Unlink this bank account?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep It' }));
    expect(del).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Unlink Tartan Bank 2222' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Unlink' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('plaid/item/?account_id=3&plaid_account_id=1', undefined, { mute: true }));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });

  it('MM-39 a limited user, who may not link banks, does not see the card', () => {
    const { get } = setup([bank(1, 'Tartan Checking', '2222')], 'limited_user');
    expect(screen.queryByText('Linked banks')).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});
