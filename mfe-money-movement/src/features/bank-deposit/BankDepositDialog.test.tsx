import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { api, ApiError, type LinkedBankAccount } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { BankDepositDialog } from './BankDepositDialog';
import { BankDepositEntry } from './BankDepositEntry';

// antd renders slowly in jsdom and these tests walk whole dialogs.
jest.setTimeout(90000);

const bank = (id: number, name: string, mask: string, extra: Partial<LinkedBankAccount> = {}): LinkedBankAccount => ({
  id, name, nickname: null, institution_id: 'ins_109511', institution_name: 'Tartan Bank', mask, ach_account_number: `****${mask}`, ach_routing_number: '021000021',
  status: 'automatically_verified', needs_relink: false, link_type: 'default', account_type: 'checking', creation_datetime: '2026-01-01T00:00:00Z', ...extra,
});
const BANKS = [bank(5, 'Tartan Checking', '2222'), bank(6, 'Houndstooth Checking', '4444', { institution_name: 'Houndstooth Bank', status: 'pending_automatic_verification' })];

function setup(element = <BankDepositDialog onClose={jest.fn()} />, banks: LinkedBankAccount[] = BANKS) {
  const get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === 'plaid/accounts/') return { status: 200, data: { count: banks.length, next: null, results: banks } } as never;
    if (path.startsWith('deposits/ach-deposits/')) {
      return { status: 200, data: { amount: '80.00', scheduled_date: dayjs().add(5, 'day').format('YYYY-MM-DD'), recurring: 'monthly', frequency: null, transfer_interval: null, days_in_calendar: [], title: 'Savings', plaid_account: 6, scheduled_id: 31 } } as never;
    }
    return { status: 200, data: { cloud_qube_total_balance: '500.00' } } as never;
  });
  const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 201, data: { amount: '250.00' } } as never);
  const { user, payloads } = renderWithProviders(element, { session: { me: { first_name: 'Alex', last_name: 'Rivera' }, account: { id: 1, account_number: '9876543210' } }, record: ['transfer:success'] });
  return { user, get, post, events: () => payloads('transfer:success') };
}

const amountField = () => screen.getByRole('textbox', { name: 'Amount' });
const today = () => dayjs().format('YYYY-MM-DD');

describe('BankDepositDialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('MM-79 MM-81 MM-83 MM-85 MM-89 MM-90 MM-91 MM-94 MM-97 deposits $250 today from the preselected first bank and logs the authorisation', async () => {
    const onClose = jest.fn();
    const { user, post, events } = setup(<BankDepositDialog onClose={onClose} />);
    expect(await screen.findByText('Select Bank Account')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Linked bank accounts' });
    const [first, second] = within(list).getAllByRole('button');
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(first).toHaveTextContent('Tartan Checking');
    expect(first).toHaveTextContent('Tartan Bank ••••2222');
    expect(first).toHaveTextContent('Verified');
    expect(second).toHaveTextContent('Verifying');
    expect(screen.getByRole('button', { name: 'Link Another Bank Account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByRole('button', { name: /^From Tartan Checking/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'To Cloud' })).toHaveTextContent('$500.00');
    for (const label of ['+$100', '+$500', '+$1k', '+2.5k', '+$5k']) expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '+$100' }));
    await user.click(screen.getByRole('button', { name: '+$100' }));
    expect(amountField()).toHaveValue('$200.00');
    await user.click(screen.getByRole('button', { name: '+2.5k' }));
    expect(amountField()).toHaveValue('$2700.00');
    await user.clear(amountField());
    await user.type(amountField(), '250');
    expect(screen.getByText('Cloud will be $750.00')).toBeInTheDocument();
    await user.click(continueButton);

    const review = screen.getByRole('dialog');
    expect(within(review).getByText('$250.00')).toBeInTheDocument();
    expect(within(review).getByText('Never')).toBeInTheDocument();
    expect(within(review).getByText(/By selecting Submit, you authorize Qube to debit \$250\.00 from Tartan Bank ••2222 today/)).toBeInTheDocument();
    expect(within(review).getByText('This transfer may take up to 3-5 business days.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Bank Deposit Submitted')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('deposits/ach-deposits/', {
      account_id: 1, to_qube: 'cloud', plaid_account: 5, plaid_account_id: 5, amount: '250.00', recurring: 'none', days_in_calendar: [],
      idempotency_key: expect.any(String), name: 'Tartan Bank ••2222', scheduled_date: 'today', type: 'recurring', start_date: 'today',
    }, { mute: true });
    await waitFor(() => expect(post).toHaveBeenCalledWith('deposits/ach-deposits/audit-log/', {
      account_id: 1, from_account: 'Tartan Checking ****2222', routing_number: '021000021', amount: '250.00', to_account_owner_name: 'Alex Rivera',
      to_account_last_four: '3210', frequency: 'Never', deposit_date: today(),
    }, { mute: true }));
    expect(events()).toEqual([{ kind: 'bank_deposit', toQubeId: 'cloud', amount: '250.00' }]);
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('MM-86 MM-87 Fill To starts at the Cloud balance with a new key; below it the spec message; the difference is what moves', async () => {
    const { user, post } = setup();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.type(amountField(), '40');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByText('Fill To'));
    expect(amountField()).toHaveValue('$500.00');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.clear(amountField());
    await user.type(amountField(), '300');
    expect(screen.getByRole('alert')).toHaveTextContent("You can't fill to a lower number than current balance");
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.clear(amountField());
    await user.type(amountField(), '800');
    expect(screen.getByText('You are depositing $300.00')).toBeInTheDocument();
    await user.click(screen.getByText('Transfer', { exact: true }));
    expect(amountField()).toHaveValue('');
    await user.click(screen.getByText('Fill To'));
    await user.clear(amountField());
    await user.type(amountField(), '800');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Bank Deposit Submitted');
    const keys = post.mock.calls.filter(([path]) => path === 'deposits/ach-deposits/').map(([, body]) => (body as { idempotency_key: string; amount: string }));
    expect(keys).toHaveLength(1);
    expect(keys[0]?.amount).toBe('300.00');
  });

  it('MM-80 MM-88 MM-91 MM-95 a repeating deposit for a later date, with a note, posted to deposits/ach-deposits/: Back goes 4→3 and 3→2, From returns to step 2; the custom editor opens for Custom', async () => {
    const { user, post } = setup();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: /^From Tartan Checking/ }));
    expect(screen.getByText('Select Bank Account')).toBeInTheDocument();
    await user.click(within(screen.getByRole('list', { name: 'Linked bank accounts' })).getAllByRole('button')[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('button', { name: /^From Houndstooth Checking/ })).toBeInTheDocument();
    await user.type(amountField(), '75');
    const later = dayjs().add(9, 'day');
    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, `${later.format('MMM D, YYYY')}{Enter}`);
    await user.click(screen.getByRole('combobox', { name: 'Repeat' }));
    await user.click(await screen.findByTitle('Monthly'));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Rent top-up');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Monthly')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Select Bank Account')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Bank Deposit Submitted');
    expect(post).toHaveBeenCalledWith('deposits/ach-deposits/', expect.objectContaining({ plaid_account: 6, amount: '75.00', recurring: 'monthly', scheduled_date: later.format('YYYY-MM-DD'), name: 'Houndstooth Bank ••4444', title: 'Rent top-up', type: 'recurring', idempotency_key: expect.any(String) }), { mute: true });
  });

  it('MM-96 a refused deposit shows the API fallback_message in the dialog', async () => {
    const { user, post } = setup();
    post.mockRejectedValueOnce(new ApiError(400, { fallback_message: 'This bank account needs to be relinked. Relink it on Manage Account, then try again.' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.type(amountField(), '10');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This bank account needs to be relinked. Relink it on Manage Account, then try again.');
    expect(screen.queryByText('Bank Deposit Submitted')).not.toBeInTheDocument();
  });

  it("MM-92 Cancel asks 'Are you sure you want to cancel?' / 'Any progress will be lost.'; 'Yes, Cancel' closes", async () => {
    const onClose = jest.fn();
    const { user } = setup(<BankDepositDialog onClose={onClose} />);
    await screen.findByText('Select Bank Account');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Are you sure you want to cancel?')).toBeInTheDocument();
    expect(screen.getByText('Any progress will be lost.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("MM-82 MM-84 without a linked bank step 1 reads 'No Bank Account Linked' with 'Link a Bank Account', which launches the bank link", async () => {
    const { user, post } = setup(<BankDepositDialog onClose={jest.fn()} />, []);
    post.mockResolvedValueOnce({ status: 200, data: { link_token: 'link-sandbox-1' } } as never);
    expect(await screen.findByText('No Bank Account Linked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Link a Bank Account' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('plaid/generate-link-token/', { account_id: 1 }, { mute: true }));
  });

  it('MM-93 editing a scheduled deposit loads it, opens at step 3 with its bank and values, and saves with PATCH deposits/ach-deposits/{id}/', async () => {
    const { user } = setup(<BankDepositEntry editScheduledId={31} onClose={jest.fn()} />);
    const patch = jest.spyOn(api, 'patch').mockResolvedValue({ status: 200, data: { amount: '95.00' } } as never);
    expect(await screen.findByRole('button', { name: /^From Houndstooth Checking/ })).toBeInTheDocument();
    expect(amountField()).toHaveValue('$80.00');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Savings');
    expect(screen.getByText('Monthly')).toBeInTheDocument();
    await user.clear(amountField());
    await user.type(amountField(), '95');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Bank Deposit Submitted');
    expect(patch).toHaveBeenCalledWith('deposits/ach-deposits/31/', expect.objectContaining({ plaid_account: 6, amount: '95.00', recurring: 'monthly', title: 'Savings' }), { mute: true });
  });
});
