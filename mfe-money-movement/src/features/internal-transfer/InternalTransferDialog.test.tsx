import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { api, ApiError, bus, sessionStore, type Qube } from '@qube/shared';
import { makeAccount, makeMe } from '@qube/shared/test-utils';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { InternalTransferDialog } from './InternalTransferDialog';
import { MoveMoneyHost } from './MoveMoneyHost';

// antd renders slowly in jsdom and these tests walk whole dialogs; 30 s is tight on a loaded machine.
jest.setTimeout(90000);

const q = (id: number, name: string, type: Qube['type'], balance: string, extra: Partial<Qube> = {}) =>
  ({ id, name, type, balance, color: null, goalqube: null, billqube: null, spendingqube: null, merchant_group: null, current_cycle_budget: null, toFund: false, ...extra }) as Qube;
const QUBES = [q(1, 'Groceries', 'spending', '100.00', { current_cycle_budget: '300.00' }), q(2, 'Dining Out', 'spending', '0.00', { current_cycle_budget: '150.00' }), q(3, 'Rent', 'billing', '40.00', { current_cycle_budget: '120.00' })];

function setup(element = <InternalTransferDialog onClose={jest.fn()} />, qubes = QUBES) {
  jest.spyOn(api, 'get').mockImplementation(async (path: string) =>
    (path === 'qubes/' ? { status: 200, data: { count: qubes.length, next: null, results: qubes } } : { status: 200, data: { cloud_qube_total_balance: '500.00' } }) as never,
  );
  const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 201, data: { id: 9, amount: '25.00' } } as never);
  const view = renderWithProviders(element, { session: { account: { id: 1 } }, record: ['toast:show', 'transfer:success'] });
  const { user, events } = view;
  return { user, post, events, view };
}

const pick = async (user: ReturnType<typeof userEvent.setup>, name: string) => user.click(await screen.findByRole('button', { name: new RegExp(`^${name} `) }));
const amountField = () => screen.getByRole('textbox', { name: 'Amount' });

describe('InternalTransferDialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('MM-02 MM-40 MM-41 MM-45 MM-46 MM-47 MM-62 MM-64 MM-65 MM-67 MM-68 MM-70 MM-73 moves money today from one qube to another', async () => {
    const onClose = jest.fn();
    const { user, post, events } = setup(<InternalTransferDialog onClose={onClose} />);
    expect(await screen.findByText('Move Money From')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Cloud \$500\.00/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Spending' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Bills' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Goals' })).not.toBeInTheDocument();
    await pick(user, 'Groceries');

    expect(screen.getByText('Move Money To')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Groceries / })).not.toBeInTheDocument();
    await pick(user, 'Rent');

    expect(screen.getByText('Internal Transfer')).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('placeholder', '$0.00');
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.type(amountField(), '25');
    expect(screen.getByText('Rent will be $65.00')).toBeInTheDocument();
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);

    const review = screen.getByRole('dialog');
    expect(within(review).getByText('$25.00')).toBeInTheDocument();
    expect(within(review).getByText('Never')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Internal Transfer Submitted')).toBeInTheDocument();
    expect(screen.getByText('$25.00 moved from Groceries to Rent.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('orders/', {
      account_id: 1,
      from_qube: 1,
      to_qube: 3,
      amount: '25.00',
      recurring: 'none',
      type: 'transfer',
      idempotency_key: expect.any(String),
      days_in_calendar: [],
      scheduled_date: 'today',
    });
    expect(events).toEqual([
      { name: 'toast:show', payload: { type: 'success', message: 'Transfer Successful!' } },
      { name: 'transfer:success', payload: { kind: 'internal', fromQubeId: 1, toQubeId: 3, amount: '25.00' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('MM-56 MM-59 shows "{source} balance is too low" and keeps Continue disabled', async () => {
    const { user } = setup();
    await pick(user, 'Groceries');
    await pick(user, 'Rent');
    await user.type(amountField(), '100.01');
    expect(screen.getByRole('alert')).toHaveTextContent('Groceries balance is too low');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(amountField()).toHaveValue('$100.00');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('MM-61 shows "Insufficient funds" for an empty source today', async () => {
    const { user } = setup();
    await pick(user, 'Dining Out');
    await pick(user, 'Rent');
    await user.type(amountField(), '5');
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient funds');
  });

  it('MM-49 MM-54 MM-60 MM-62 MM-63 SD-28 fills the destination to a target and sends the difference with a new key', async () => {
    const keys = ['key-open', 'key-fill'];
    jest.spyOn(crypto, 'randomUUID').mockImplementation(() => (keys.shift() ?? 'key-more') as `${string}-${string}-${string}-${string}-${string}`);
    const { user, post } = setup();
    await pick(user, 'Groceries');
    await pick(user, 'Rent');
    await user.click(screen.getByText('Fill To'));
    expect(amountField()).toHaveValue('$40.00');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.clear(amountField());
    await user.type(amountField(), '30');
    expect(screen.getByRole('alert')).toHaveTextContent('Amount cannot be less than current balance');
    await user.click(screen.getByRole('button', { name: 'Budget' }));
    expect(screen.getByText('You are transferring $80.00 from Groceries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Internal Transfer Submitted')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('orders/', expect.objectContaining({ amount: '80.00', type: 'fill_to', idempotency_key: 'key-fill' }));
  });

  it('MM-50 MM-58 MM-68 MM-69 schedules a transfer above the balance with a repeat and a note', async () => {
    const { user, post } = setup();
    await pick(user, 'Groceries');
    await pick(user, 'Rent');
    await user.type(amountField(), '150');
    expect(screen.getByRole('alert')).toHaveTextContent('Groceries balance is too low');
    const later = dayjs().add(3, 'day');
    const dateField = screen.getByRole('textbox', { name: 'Date' });
    await user.click(dateField);
    await user.clear(dateField);
    await user.type(dateField, `${later.format('MMM D, YYYY')}{Enter}`);
    expect(screen.getByText('Rent will be $190.00')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Repeat' }));
    await user.click(await screen.findByTitle('Monthly'));
    await user.type(screen.getByPlaceholderText('Add Note Here'), 'Top up');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(screen.getAllByRole('dialog')[0]!).getByText('Top up')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Internal Transfer Scheduled')).toBeInTheDocument();
    expect(screen.getByText('$150.00 will be moved from Groceries to Rent.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      'orders/',
      expect.objectContaining({ amount: '150.00', type: 'transfer', scheduled_date: later.format('YYYY-MM-DD'), recurring: 'monthly', title: 'Top up' }),
    );
  });

  it('MM-67 shows the API message in the review step when the transfer fails', async () => {
    const { user, post } = setup();
    post.mockRejectedValue(new ApiError(400, { fallback_message: 'Groceries balance is too low' }));
    await pick(user, 'Groceries');
    await pick(user, 'Rent');
    await user.type(amountField(), '10');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Groceries balance is too low');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('MM-74 asks before cancelling; No keeps the progress, Yes, Cancel closes', async () => {
    const onClose = jest.fn();
    const { user } = setup(<InternalTransferDialog onClose={onClose} />);
    await pick(user, 'Groceries');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Are you sure you want to cancel?')).toBeInTheDocument();
    expect(screen.getByText('Any progress will be lost.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('Move Money To')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('MM-45 filters the list by tab and by search', async () => {
    const { user } = setup();
    await screen.findByRole('button', { name: /^Groceries / });
    await user.click(screen.getByRole('tab', { name: 'Bills' }));
    expect(screen.queryByRole('button', { name: /^Groceries / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Rent / })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.type(screen.getByPlaceholderText('Search all qubes'), 'din');
    expect(screen.getByRole('button', { name: /^Dining Out / })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Rent / })).not.toBeInTheDocument();
  });

  it('MM-48 MM-52 MM-53 changes a side from the details and swaps the sides', async () => {
    const { user } = setup();
    await pick(user, 'Groceries');
    await pick(user, 'Rent');
    await user.click(screen.getByRole('button', { name: /^From Groceries\b/ }));
    expect(screen.getByText('Move Money From')).toBeInTheDocument();
    await pick(user, 'Cloud');
    expect(screen.getByText('Internal Transfer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Swap From and To' }));
    expect(screen.getByRole('button', { name: /^From Rent\b/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^To Cloud\b/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Move Money To')).toBeInTheDocument();
  });
});

describe('InternalTransferDialog typed dates', () => {
  afterEach(() => jest.restoreAllMocks());

  // Relative to today so the tests do not rot; a few days ahead is a scheduled transfer.
  const later = dayjs().add(3, 'day');
  const laterValue = later.format('YYYY-MM-DD');
  const dateField = () => screen.getByRole('textbox', { name: 'Date' });

  async function openDetails(user: ReturnType<typeof userEvent.setup>) {
    await pick(user, 'Groceries');
    await pick(user, 'Rent');
    await user.type(amountField(), '25');
  }

  async function typeDate(user: ReturnType<typeof userEvent.setup>, text: string) {
    await user.click(dateField());
    await user.clear(dateField());
    await user.type(dateField(), text);
  }

  it.each([later.format('MM/DD/YYYY'), later.format('YYYY-MM-DD'), later.format('MMM D, YYYY')])(
    'MM-50 MM-56 MM-65 MM-68 accepts the typed date %s, left with Tab, and schedules the transfer for it',
    async (text) => {
      const { user, post } = setup();
      await openDetails(user);
      await typeDate(user, text);
      await user.tab();
      expect(dateField()).toHaveValue(later.format('MMM D, YYYY'));
      await user.click(screen.getByRole('button', { name: 'Continue' }));

      const review = screen.getByRole('dialog');
      expect(within(review).getByText(later.format('MMM D, YYYY'))).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Internal Transfer Scheduled')).toBeInTheDocument();
      expect(post).toHaveBeenCalledWith('orders/', expect.objectContaining({ amount: '25.00', scheduled_date: laterValue }));
    },
  );

  it('MM-50 MM-65 takes the typed date when Continue is clicked straight from the field (no Enter, no Tab)', async () => {
    const { user, post } = setup();
    await openDetails(user);
    await typeDate(user, later.format('M/D/YYYY'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(screen.getByRole('dialog')).getByText(later.format('MMM D, YYYY'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Internal Transfer Scheduled')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('orders/', expect.objectContaining({ scheduled_date: laterValue }));
  });

  it('MM-56 refuses a typed text that is no date with "Please enter a valid date" and keeps Continue disabled', async () => {
    const { user, post } = setup();
    await openDetails(user);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await typeDate(user, '13/45/2026');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid date');
    expect(dateField()).toHaveValue('13/45/2026');
    expect(dateField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await typeDate(user, later.format('MM/DD/YYYY'));
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(post).not.toHaveBeenCalled();
  });

  it('MM-50 MM-56 refuses a typed date before today under the field and keeps Continue disabled', async () => {
    const { user } = setup();
    await openDetails(user);
    await typeDate(user, dayjs().subtract(2, 'day').format('MM/DD/YYYY'));
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose today or a later date.');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});

describe('MoveMoneyHost', () => {
  afterEach(() => jest.restoreAllMocks());

  it('MM-42 SD-28 each open starts afresh with a new idempotency key', async () => {
    const keys = ['key-first', 'key-second'];
    jest.spyOn(crypto, 'randomUUID').mockImplementation(() => (keys.shift() ?? 'key-more') as `${string}-${string}-${string}-${string}-${string}`);
    const { user, post } = setup(<MoveMoneyHost />);
    const open = async () => {
      act(() => bus.emit('command:open-move-money', { kind: 'internal' }));
      await pick(user, 'Groceries');
      await pick(user, 'Rent');
    };
    await open();
    await user.type(amountField(), '5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Okay' }));
    await open();
    expect(amountField()).toHaveValue('');
    await user.type(amountField(), '6');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('button', { name: 'Okay' });
    expect(post.mock.calls.map(([, body]) => (body as { idempotency_key: string }).idempotency_key)).toEqual(['key-first', 'key-second']);
  });

  it('MM-43 MM-55 opens on the command with the preset destination, locked when it is to be funded', async () => {
    const { user } = setup(<MoveMoneyHost />, QUBES.map((qube) => (qube.id === 3 ? { ...qube, toFund: true } : qube)));
    act(() => bus.emit('command:open-move-money', { kind: 'internal', presetQubeId: 3 }));
    expect(await screen.findByText('Move Money From')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Cloud / })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Rent / })).not.toBeInTheDocument();
    await pick(user, 'Groceries');
    expect(screen.getByText('Internal Transfer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^To Rent\b/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Swap From and To' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Move Money From')).toBeInTheDocument();
  });
});

describe('a top-up from an alert (issue 25 §2)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens at the details, from Cloud into the qube, with the shortfall filled in, and sends it', async () => {
    const { user, post } = setup(<MoveMoneyHost />);
    act(() => bus.emit('command:open-move-money', { kind: 'internal', presetQubeId: 3, presetAmount: '80.00' }));
    expect(await screen.findByText('Internal Transfer')).toBeInTheDocument();
    expect(amountField()).toHaveValue('$80.00');
    expect(screen.getByText('Rent will be $120.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Internal Transfer Submitted')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('orders/', expect.objectContaining({ from_qube: 'cloud', to_qube: 3, amount: '80.00' }));
  });
});

describe('undo from the success (issue 25 §4)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('a transfer made now offers Undo beside Okay; it undoes that transfer and closes', async () => {
    const onClose = jest.fn();
    const { user, post } = setup(<InternalTransferDialog presetQubeId={3} presetAmount="10.00" onClose={onClose} />);
    post.mockImplementation(async (path: string) =>
      (path === 'orders/'
        ? { status: 201, data: { id: 41, amount: '10.00', status: 'executed', account_version: 3 } }
        : { status: 201, data: { undone_activity_id: 41, reversal_activity_id: 43, amount: '10.00', from_qube: 3, to_qube: 'cloud', account_version: 4 } }) as never,
    );
    await screen.findByText('Internal Transfer');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Internal Transfer Submitted');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('activities/41/undo/', { account_id: 1, idempotency_key: expect.any(String) }, { mute: true }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('Move Money selection and editing', () => {
  afterEach(() => jest.restoreAllMocks());

  it('MM-35 MM-36 the command without a kind opens the selection; Internal Transfer leads to the transfer', async () => {
    const { user } = setup(<MoveMoneyHost />);
    act(() => sessionStore.setState({ me: makeMe({ feature_flags: { web_move_money_internal: true } }) }));
    act(() => bus.emit('command:open-move-money', {}));
    const list = await screen.findByRole('list', { name: 'Ways to move money' });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    await user.click(within(list).getByRole('button', { name: /Internal Transfer/ }));
    expect(await screen.findByText('Move Money From')).toBeInTheDocument();
  });

  it('MM-37 an account that may not move money sees why instead of options', async () => {
    setup(<MoveMoneyHost />);
    act(() => sessionStore.setState({ me: makeMe({ feature_flags: { web_move_money_internal: true } }), active_account: makeAccount({ id: 1, has_banking_features: false, is_aggregate: false }) }));
    act(() => bus.emit('command:open-move-money', {}));
    expect(await screen.findByText('Moving money is not available for this account.')).toBeInTheDocument();
  });

  it('MM-44 MM-52 MM-65 MM-66 editing opens at the details with the scheduled values and saves with PATCH orders/{id}/', async () => {
    const inTenDays = dayjs().add(10, 'day').format('YYYY-MM-DD');
    const editing = {
      id: 7, transaction_type: 'qube_transfer', transaction_type_description: 'Internal Transfer', amount: '30.00', result: 'pending', transaction_datetime: null,
      scheduled_date: inTenDays, recurring: 'monthly', frequency_name: 'Monthly', source_type: null, source_id: null, title: 'Top up', description: '', merchant: null,
      qube: { id: 1, name: 'Groceries' }, other_qube: { id: 3, name: 'Rent' }, new_balance: null, is_processing: false, is_cancellable: true, allow_reqube: false,
      allow_delete_future: true, scheduled_transaction_id: 7, scheduled_transaction_is_active: true, user_id: 1, user_initials: 'AL', transfer_interval: null, days_in_calendar: [],
    } as const;
    const { user } = setup(<InternalTransferDialog editing={{ ...editing, days_in_calendar: [] }} onClose={jest.fn()} />);
    const patch = jest.spyOn(api, 'patch').mockResolvedValue({ status: 200, data: { id: 7, amount: '45.00' } } as never);
    expect(await screen.findByText('Internal Transfer')).toBeInTheDocument();
    expect(amountField()).toHaveValue('$30.00');
    expect(screen.getByRole('button', { name: /^From Groceries\b/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Top up');
    expect(screen.getByText('Monthly')).toBeInTheDocument();
    await user.clear(amountField());
    await user.type(amountField(), '45');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Internal Transfer Scheduled')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('orders/7/', expect.objectContaining({ account_id: 1, from_qube: 1, to_qube: 3, amount: '45.00', recurring: 'monthly', scheduled_date: inTenDays, title: 'Top up' }));
  });

  it('MM-44 MM-50 SD-34 a transfer with days_in_calendar opens with Custom and its editor, and saves the custom repeat', async () => {
    const editing = {
      id: 8, transaction_type: 'qube_transfer', transaction_type_description: 'Internal Transfer', amount: '20.00', result: 'pending', transaction_datetime: null,
      scheduled_date: dayjs().add(5, 'day').format('YYYY-MM-DD'), recurring: 'custom', frequency_name: 'Custom', source_type: null, source_id: null, title: null, description: '', merchant: null,
      qube: { id: 1, name: 'Groceries' }, other_qube: { id: 3, name: 'Rent' }, new_balance: null, is_processing: false, is_cancellable: true, allow_reqube: false,
      allow_delete_future: true, scheduled_transaction_id: 8, scheduled_transaction_is_active: true, user_id: 1, user_initials: 'AL', transfer_interval: 2, days_in_calendar: [],
    } as const;
    const { user } = setup(<InternalTransferDialog editing={{ ...editing, days_in_calendar: [{ day: 15 }, { day: -1 }] }} onClose={jest.fn()} />);
    const patch = jest.spyOn(api, 'patch').mockResolvedValue({ status: 200, data: { id: 8, amount: '20.00' } } as never);
    expect(await screen.findByText('Internal Transfer')).toBeInTheDocument();
    expect(screen.getByText('Custom')).toBeInTheDocument();
    expect(await screen.findByText('Every 2 months on the 15th and last day')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText('Every 2 months on the 15th and last day').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Internal Transfer Scheduled')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('orders/8/', expect.objectContaining({ recurring: 'custom', frequency: 'monthly', transfer_interval: 2, days_in_calendar: [{ day: 15 }, { day: -1 }] }));
  });

  it('MM-52 Back from the details of an edit goes to the source list', async () => {
    const editing = {
      id: 7, transaction_type: 'qube_transfer', transaction_type_description: 'Internal Transfer', amount: '30.00', result: 'pending', transaction_datetime: null,
      scheduled_date: dayjs().add(3, 'day').format('YYYY-MM-DD'), recurring: 'none', frequency_name: 'Once', source_type: null, source_id: null, title: null, description: '', merchant: null,
      qube: { id: 1, name: 'Groceries' }, other_qube: { id: 3, name: 'Rent' }, new_balance: null, is_processing: false, is_cancellable: true, allow_reqube: false,
      allow_delete_future: false, scheduled_transaction_id: 7, scheduled_transaction_is_active: true, user_id: 1, user_initials: 'AL', transfer_interval: null, days_in_calendar: [],
    } as const;
    const { user } = setup(<InternalTransferDialog editing={{ ...editing, days_in_calendar: [] }} onClose={jest.fn()} />);
    expect(await screen.findByText('Internal Transfer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Move Money From')).toBeInTheDocument();
  });
});

describe('InternalTransferDialog after a transfer from Cloud (auto-allocation review)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const ALLOCATION = {
    id: 41, transaction_type: 'qube_transfer', transaction_type_description: 'Internal Transfer', amount: '120.00', result: 'pending', transaction_datetime: null,
    scheduled_date: '2026-11-28', recurring: 'monthly', frequency_name: 'Monthly', source_type: 'auto_allocation', source_id: null, title: 'Auto-fund Rent', description: '', merchant: null,
    qube: { id: 'cloud', name: 'Cloud', type: 'system' }, other_qube: { id: 3, name: 'Rent', type: 'billing' }, new_balance: null, is_processing: false, is_cancellable: true,
    allow_reqube: false, allow_delete_future: true, scheduled_transaction_id: 41, scheduled_transaction_is_active: true, user_id: 1, user_initials: 'PD',
  };

  /** Answers the transfer's own loads and the look-ups after success; a look-up given as an Error fails. */
  function mockLookups(answers: { budget?: unknown; autoFunding?: unknown; scheduled?: unknown[] }) {
    const answer = (value: unknown) => (value instanceof Error ? Promise.reject(value) : Promise.resolve({ status: 200, data: value }));
    return jest.spyOn(api, 'get').mockImplementation(((path: string) => {
      if (path === 'qubes/') return answer({ count: QUBES.length, next: null, results: QUBES });
      if (path === 'budgets/current/') return answer(answers.budget ?? { id: 5, name: 'November', start_date: '2026-11-01', end_date: '2026-11-30' });
      if (path === 'accounts/1/auto-funding/') return answer(answers.autoFunding ?? { auto_funding_enabled: true });
      if (path === 'search/scheduled/') return answer({ count: 0, next: null, results: answers.scheduled ?? [ALLOCATION] });
      return answer({ cloud_qube_total_balance: '500.00' });
    }) as never);
  }

  // The machine running these may be loaded: the finds of this block wait longer than the default second.
  const SLOW = { timeout: 20000 };
  const transferFromCloudToRent = async (user: ReturnType<typeof userEvent.setup>) => {
    await screen.findByRole('button', { name: /^Cloud / }, SLOW);
    await pick(user, 'Cloud');
    await pick(user, 'Rent');
    await user.type(amountField(), '25');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
  };
  const withFlags = (flags: Record<string, boolean>) => act(() => sessionStore.setState({ me: makeMe({ feature_flags: flags }) }));

  it('MM-70 MM-71 MM-72 MM-73 loads the budget, auto funding and the period\'s auto-allocations, then shows the review', async () => {
    const onClose = jest.fn();
    const { user, events } = setup(<InternalTransferDialog onClose={onClose} />);
    withFlags({ auto_allocation: true });
    const get = mockLookups({});
    await transferFromCloudToRent(user);

    const list = await screen.findByRole('list', { name: 'Scheduled auto-allocations' }, SLOW);
    expect(screen.getByText('Internal Transfer Submitted')).toBeInTheDocument();
    expect(screen.getByText('$25.00 moved from Cloud to Rent.')).toBeInTheDocument();
    expect(within(list).getByRole('checkbox', { name: 'Rent $120.00 Nov 28, 2026' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('budgets/current/', { account_id: 1 }, { mute: true });
    expect(get).toHaveBeenCalledWith('accounts/1/auto-funding/', undefined, { mute: true });
    expect(get).toHaveBeenCalledWith(
      'search/scheduled/',
      { account_id: 1, filter_source: 'auto_allocation', filter_date_range_from: '2026-11-01', filter_date_range_to: '2026-11-30', filter_qube: 3 },
      { mute: true },
    );
    expect(events).toEqual([
      { name: 'toast:show', payload: { type: 'success', message: 'Transfer Successful!' } },
      { name: 'transfer:success', payload: { kind: 'internal', fromQubeId: 'cloud', toQubeId: 3, amount: '25.00' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('MM-72 keeps the step-5 success when nothing is scheduled for the period', async () => {
    const { user } = setup();
    withFlags({ auto_allocation: true });
    const get = mockLookups({ scheduled: [] });
    await transferFromCloudToRent(user);
    expect(await screen.findByText('Internal Transfer Submitted', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(get).toHaveBeenCalledWith('search/scheduled/', expect.objectContaining({ filter_qube: 3 }), { mute: true }), SLOW);
    expect(screen.getByText('$25.00 moved from Cloud to Rent.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Scheduled auto-allocations' })).not.toBeInTheDocument();
  });

  it('MM-72 keeps the step-5 success when auto funding is off', async () => {
    const { user } = setup();
    withFlags({ auto_allocation: true });
    const get = mockLookups({ autoFunding: { auto_funding_enabled: false } });
    await transferFromCloudToRent(user);
    expect(await screen.findByText('Internal Transfer Submitted', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(get).toHaveBeenCalledWith('accounts/1/auto-funding/', undefined, { mute: true }), SLOW);
    expect(get).not.toHaveBeenCalledWith('search/scheduled/', expect.anything(), expect.anything());
    expect(screen.getByText('$25.00 moved from Cloud to Rent.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Scheduled auto-allocations' })).not.toBeInTheDocument();
  });

  it('MM-72 PL-19 asks nothing without flag auto_allocation', async () => {
    const { user } = setup();
    const get = mockLookups({});
    await transferFromCloudToRent(user);
    expect(await screen.findByText('Internal Transfer Submitted', {}, SLOW)).toBeInTheDocument();
    expect(get).not.toHaveBeenCalledWith('budgets/current/', expect.anything(), expect.anything());
    expect(screen.queryByRole('list', { name: 'Scheduled auto-allocations' })).not.toBeInTheDocument();
  });

  it('MM-71 a failed look-up keeps the success and shows no error', async () => {
    const { user, events } = setup();
    withFlags({ auto_allocation: true });
    const get = mockLookups({ budget: new ApiError(404, { fallback_message: 'No current budget.' }) });
    await transferFromCloudToRent(user);
    expect(await screen.findByText('Internal Transfer Submitted', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(get).toHaveBeenCalledWith('budgets/current/', { account_id: 1 }, { mute: true }), SLOW);
    expect(screen.getByText('$25.00 moved from Cloud to Rent.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Okay' })).toBeInTheDocument();
    expect(events.filter((e) => e.name === 'toast:show')).toEqual([{ name: 'toast:show', payload: { type: 'success', message: 'Transfer Successful!' } }]);
  });

  it('MM-71 a transfer from a qube other than Cloud looks nothing up', async () => {
    const { user } = setup();
    withFlags({ auto_allocation: true });
    const get = mockLookups({});
    await screen.findByRole('button', { name: /^Groceries / }, SLOW);
    await pick(user, 'Groceries');
    await pick(user, 'Rent');
    await user.type(amountField(), '25');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Internal Transfer Submitted', {}, SLOW)).toBeInTheDocument();
    expect(get).not.toHaveBeenCalledWith('budgets/current/', expect.anything(), expect.anything());
  });
});
