import { act, screen, within } from '@testing-library/react';
import { api, ApiError, bus, type LinkedBankAccount, type Qube } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { BankTransferDialog } from './BankTransferDialog';
import type { PreviousBank } from './bankTransferApi';
import { orderBanks, validateBankTransfer } from './bankTransferRules';

jest.setTimeout(90000);

const q = (id: number, name: string, balance: string) =>
  ({ id, name, type: 'spending', balance, color: null, goalqube: null, billqube: null, spendingqube: null, merchant_group: null, current_cycle_budget: null, toFund: false }) as Qube;
const QUBES = [q(1, 'Groceries', '100.00'), q(2, 'Fun Money', '0.00')];
const bankOf = (id: number, name: string, mask: string, extra: Partial<LinkedBankAccount> = {}): LinkedBankAccount => ({
  id, name, nickname: null, institution_id: 'ins', institution_name: 'Tartan Bank', mask, ach_account_number: `****${mask}`, ach_routing_number: '011401533',
  status: 'automatically_verified', needs_relink: false, link_type: 'default', account_type: 'depository', creation_datetime: '2026-01-01T00:00:00Z', ...extra,
});
const TARTAN = bankOf(11, 'Tartan Checking', '2222');
const SAVINGS = bankOf(12, 'Tartan Savings', '1111');
const PREVIOUS: PreviousBank[] = [{ plaid_account: 12, name: 'Tartan Savings', institution_name: 'Tartan Bank', account_mask: '1111', last_amount: '40.00', last_transfer_datetime: '2026-03-02T12:00:00Z', transfer_count: 1 }];

function setup(element = <BankTransferDialog onClose={jest.fn()} />, banks: { linked: LinkedBankAccount[]; previous: PreviousBank[] } = { linked: [TARTAN, SAVINGS], previous: [] }) {
  const state = { ...banks };
  jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === 'plaid/accounts/') return { status: 200, data: { count: state.linked.length, next: null, results: state.linked } } as never;
    if (path === 'orders/previously-transferred-accounts/') return { status: 200, data: { results: state.previous } } as never;
    if (path === 'qubes/') return { status: 200, data: { count: QUBES.length, next: null, results: QUBES } } as never;
    return { status: 200, data: { cloud_qube_total_balance: '500.00' } } as never;
  });
  const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 201, data: { id: 5, status: 'pending', amount: '25.00', expected_settle_datetime: '2026-03-09T12:00:00Z', scheduled_date: '2026-03-04' } } as never);
  const { user, events } = renderWithProviders(element, { session: { account: { id: 1 } }, record: ['toast:show', 'transfer:success', 'command:open-bank-link'] });
  return { user, post, events, state };
}

describe('BankTransferDialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('MM-102 MM-104 sends money to a bank: select bank, select source, details, confirm, success (pending, 3-5 business days)', async () => {
    const onClose = jest.fn();
    const { user, post, events } = setup(<BankTransferDialog onClose={onClose} />);
    const list = await screen.findByRole('radiogroup', { name: 'Bank accounts' });
    expect(screen.getByText('Select Bank Account')).toBeInTheDocument();
    expect(within(list).getAllByText('Verified')).toHaveLength(2);
    expect(within(list).getByText('Tartan Bank ••••2222')).toBeInTheDocument();
    // The first bank is preselected.
    expect(screen.getByRole('radio', { name: /Tartan Checking/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Transfer From')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Cloud \$500\.00/ }));

    expect(screen.getByText('Transfer to Bank')).toBeInTheDocument();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '25');
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);

    expect(screen.getByText('Review Transfer')).toBeInTheDocument();
    expect(screen.getByText(/Transfers to a bank take 3-5 business days/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Transfer Submitted')).toBeInTheDocument();
    expect(screen.getByText('$25.00 is on its way from Cloud to Tartan Bank ••••2222.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('orders/bank-transfers/', {
      account_id: 1, from_qube: 'cloud', plaid_account: 11, amount: '25.00', scheduled_date: 'today', is_active: true,
      ach_account_number: '****2222', ach_routing_number: '011401533', idempotency_key: expect.any(String),
    }, { mute: true });
    expect(events).toEqual([
      { name: 'toast:show', payload: { type: 'success', message: 'Transfer Successful!' } },
      { name: 'transfer:success', payload: { kind: 'to_bank', fromQubeId: 'cloud', amount: '25.00' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('MM-102 with no bank linked shows step 1, whose button opens the bank link; a linked bank then shows step 2', async () => {
    const { user, events, state } = setup(undefined, { linked: [], previous: [] });
    expect(await screen.findByText('No Bank Account Linked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Link a Bank Account' }));
    expect(events).toContainEqual({ name: 'command:open-bank-link', payload: {} });
    state.linked = [TARTAN];
    act(() => bus.emit('bank-link:success', { accountIds: [11] }));
    expect(await screen.findByText('Select Bank Account')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Tartan Checking/ })).toBeChecked();
  });

  it('MM-104 lists banks used before first (API-36) and offers no Verifying or credit-card account', async () => {
    const verifying = bankOf(13, 'Houndstooth Checking', '4444', { status: 'pending_automatic_verification' });
    const card = bankOf(14, 'Plaid Credit Card', '3333', { link_type: 'credit_card', account_type: 'credit' });
    setup(undefined, { linked: [TARTAN, SAVINGS, verifying, card], previous: PREVIOUS });
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios[0]).toHaveAccessibleName(/Tartan Savings/);
    expect(radios[0]).toBeChecked();
    expect(screen.getByText(/Used before: \$40\.00/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Houndstooth Checking/ })).toBeDisabled();
    expect(screen.getByText('Verifying')).toBeInTheDocument();
    expect(screen.queryByText('Plaid Credit Card')).not.toBeInTheDocument();
    expect(orderBanks([TARTAN, SAVINGS], PREVIOUS).map((b) => b.bank.id)).toEqual([12, 11]);
  });

  it('MM-103 shows "Insufficient funds" for today when the source is empty or below the amount; a later date is allowed', async () => {
    const { user } = setup(<BankTransferDialog presetQubeId={1} onClose={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    // The preset source skips step 3.
    expect(await screen.findByText('Transfer to Bank')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '100.01');
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient funds');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(validateBankTransfer({ hasSource: true, hasBank: true, amount: '100.01', sourceBalance: '100.00', date: '2030-01-02', today: '2030-01-01' })).toEqual({ isValid: true, error: null });
    expect(validateBankTransfer({ hasSource: true, hasBank: true, amount: '1.00', sourceBalance: '0.00', date: '2030-01-01', today: '2030-01-01' }).error).toBe('Insufficient funds');
    expect(validateBankTransfer({ hasSource: true, hasBank: true, amount: '1.00', sourceBalance: '5.00', date: '2029-12-31', today: '2030-01-01' }).isValid).toBe(false);
    expect(validateBankTransfer({ hasSource: true, hasBank: false, amount: '1.00', sourceBalance: '5.00', date: '2030-01-01', today: '2030-01-01' }).isValid).toBe(false);
  });

  it('MM-104 shows the API\'s fallback_message when the transfer is refused', async () => {
    const { user, post } = setup(<BankTransferDialog presetQubeId={1} onClose={jest.fn()} />);
    post.mockRejectedValueOnce(new ApiError(400, { fallback_message: 'This bank account is still being verified. Try again once it shows Verified.' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This bank account is still being verified.');
  });
});
