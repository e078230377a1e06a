import { screen, waitFor } from '@testing-library/react';
import { api, ApiError, type Activity, type Qube } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { makeActivity } from '../transaction-details/testActivities';
import { ReQubeDialog } from './ReQubeDialog';

jest.setTimeout(90000);

const q = (id: number, name: string, type: Qube['type'], balance: string) => ({ id, name, type, balance, icon: null, app_icon: null }) as Qube;
const QUBES = [q(1, 'Groceries', 'spending', '100.00'), q(2, 'Rent', 'billing', '40.00'), q(3, 'Vacation', 'goal', '900.00')];
const ALL_FLAGS = { web_spend_qubes: true, web_bill_qubes: true, web_goal_qubes: true };

function setup(activities: Activity[], flags: Record<string, boolean> = ALL_FLAGS) {
  jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === 'qubes/') return { status: 200, data: { count: QUBES.length, next: null, results: QUBES } } as never;
    if (path === 'qubes/bill-qubes/2/next-due-dates/') return { status: 200, data: { next_due_dates: ['2026-12-01', '2027-01-01', '2027-02-01'] } } as never;
    return { status: 200, data: { cloud_qube_total_balance: '500.00' } } as never;
  });
  const patch = jest.spyOn(api, 'patch').mockResolvedValue({ status: 200, data: { id: 3, name: 'Vacation', type: 'goal' } } as never);
  const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 200, data: { count: 2, ids: [7, 8] } } as never);
  const onDone = jest.fn();
  const onClose = jest.fn();
  const { user, payloads } = renderWithProviders(<ReQubeDialog activities={activities} onClose={onClose} onDone={onDone} />, { session: { me: { feature_flags: flags }, account: { id: 1, is_aggregate: true } }, record: ['toast:show', 'activity:changed'] });
  return { user, patch, post, toasts: () => payloads('toast:show'), changes: () => payloads('activity:changed'), onDone, onClose };
}

const row = (name: string) => screen.findByRole('button', { name: new RegExp(`^${name} `) });

describe('ReQubeDialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('MM-119 MM-120 MM-121 is titled "ReQube To", filters by chip and search, and leaves out the current qube', async () => {
    const { user } = setup([makeActivity({ amount: '1.50', qube: { id: 1, name: 'Groceries' } })]);
    expect(await screen.findByText('ReQube To')).toBeInTheDocument();
    expect(await row('Cloud')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Groceries / })).not.toBeInTheDocument();
    await user.click(screen.getByText('Bills'));
    expect(screen.getByRole('button', { name: /^Rent / })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Vacation / })).not.toBeInTheDocument();
    await user.click(screen.getByText('All'));
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    await user.type(screen.getByPlaceholderText('Search all qubes'), 'nothing like it');
    expect(screen.getByText('No available qubes to select.')).toBeInTheDocument();
  });

  it('MM-120 shows only the chips whose flags are on', async () => {
    setup([makeActivity()], { web_spend_qubes: true });
    expect(await screen.findByRole('radio', { name: 'Spending' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Bills' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Goals' })).not.toBeInTheDocument();
  });

  it('MM-121 MM-122 never offers Cloud for a purchase and lists short qubes last under the caution', async () => {
    setup([makeActivity({ amount: '-50.00', qube: { id: 3, name: 'Vacation' } })]);
    expect(await row('Groceries')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cloud / })).not.toBeInTheDocument();
    expect(screen.getByText('Qubes with a balance less than the transaction will be negative after "ReQubing"')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: /\$/ }).map((b) => b.textContent);
    expect(buttons).toEqual(['Groceries$100.00', 'Rent$40.00']);
  });

  it('MM-123 moves one activity with PATCH banking/transactions/{id}/ and reports the new qube', async () => {
    const { user, patch, toasts, changes, onDone } = setup([makeActivity()]);
    await user.click(await row('Vacation'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ id: 3, name: 'Vacation', type: 'goal' }));
    expect(patch).toHaveBeenCalledWith('banking/transactions/7/', { account_id: 1, to_qube_id: 3, advance_due_date: false }, { mute: true });
    expect(toasts()).toEqual([{ type: 'success', message: 'Activity updated successfully', action: { label: 'Undo', run: expect.any(Function) } }]);
    expect(changes()).toEqual([{ activityId: 7, reason: 'reqube' }]);
  });

  it('issue 25 §4 the success toast offers Undo: it undoes the ReQube with one key per ReQube, and says so', async () => {
    const { user, post, toasts, changes } = setup([makeActivity()]);
    post.mockResolvedValue({ status: 201, data: { reqube_id: 4, ids: [7], from_qube: 3, account_version: 9 } } as never);
    await user.click(await row('Vacation'));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    const { action } = toasts()[0] as { action: { run: () => void } };
    action.run();
    await waitFor(() => expect(toasts()[1]).toEqual({ type: 'success', message: 'ReQube undone.' }));
    expect(post).toHaveBeenCalledWith('banking/transactions/7/undo-reqube/', { account_id: 1, idempotency_key: expect.any(String) }, { mute: true });
    const firstKey = (post.mock.calls[0]?.[1] as { idempotency_key: string }).idempotency_key;
    action.run();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect((post.mock.calls[1]?.[1] as { idempotency_key: string }).idempotency_key).toBe(firstKey);
    expect(changes()).toContainEqual({ activityId: 7, reason: 'reqube' });
  });

  it('issue 25 §4 an undo the server refuses shows its message', async () => {
    const { user, post, toasts } = setup([makeActivity()]);
    post.mockRejectedValue(new ApiError(400, { fallback_message: 'The money has already left Groceries, so this ReQube cannot be undone.' }));
    await user.click(await row('Vacation'));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    (toasts()[0] as { action: { run: () => void } }).action.run();
    await waitFor(() => expect(toasts()[1]).toEqual({ type: 'error', message: 'The money has already left Groceries, so this ReQube cannot be undone.' }));
  });

  it('MM-124 MM-34 moves a batch of unassigned items with bulk-reqube, titled "Qube To" and without Cloud', async () => {
    const batch = [makeActivity({ id: 7, amount: '0.50', qube: { id: 90, name: 'Qubeless' } }), makeActivity({ id: 8, amount: '0.50', qube: { id: 90, name: 'Qubeless' } })];
    const { user, post, toasts, onDone } = setup(batch);
    expect(await screen.findByText('Qube To')).toBeInTheDocument();
    await user.click(await row('Rent'));
    expect(screen.queryByRole('button', { name: /^Cloud / })).not.toBeInTheDocument();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('banking/transactions/bulk-reqube/', { account_id: 1, to_qube: 2, qube_transaction_groups: [7, 8] }, { mute: true });
    expect(toasts()).toEqual([{ type: 'success', message: 'Activities updated successfully', action: { label: 'Undo', run: expect.any(Function) } }]);
  });

  it('MM-124 a failed batch shows the fallback_message, else "Unable to process request", and stays open', async () => {
    const batch = [makeActivity({ id: 7 }), makeActivity({ id: 8 })];
    const { user, post, toasts, onDone } = setup(batch);
    post.mockRejectedValueOnce(new ApiError(404, { fallback_message: 'Transaction not found.' })).mockRejectedValueOnce(new ApiError(500, null));
    await user.click(await row('Rent'));
    await waitFor(() => expect(toasts()).toEqual([{ type: 'error', message: 'Transaction not found.' }]));
    await user.click(await row('Rent'));
    await waitFor(() => expect(toasts()).toHaveLength(2));
    expect(toasts()[1]).toEqual({ type: 'error', message: 'Unable to process request' });
    expect(onDone).not.toHaveBeenCalled();
  });

  it('MM-125 a payment reQubed into a bill qube asks to advance its due date; Save & Advance sends advance_due_date', async () => {
    const { user, patch } = setup([makeActivity({ id: 7, amount: '-40.00', qube: { id: 1, name: 'Groceries' } })]);
    await user.click(await row('Rent'));
    // antd gives every modal the same title id in tests, so the prompt is found by its text.
    expect(await screen.findByText('Advance Due Date?')).toBeInTheDocument();
    expect(screen.getByText('Rent is due Dec 1, 2026. Was this its payment? Advance the due date to Jan 1, 2027.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save & Advance' }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith('banking/transactions/7/', { account_id: 1, to_qube_id: 2, advance_due_date: true }, { mute: true }));
  });

  it('MM-125 Save moves the payment without advancing the due date', async () => {
    const { user, patch } = setup([makeActivity({ id: 7, amount: '-40.00', qube: { id: 1, name: 'Groceries' } })]);
    await user.click(await row('Rent'));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith('banking/transactions/7/', { account_id: 1, to_qube_id: 2, advance_due_date: false }, { mute: true }));
  });

  it('MM-125 a payment reQubed into a qube that is not a bill asks nothing', async () => {
    const { user, patch } = setup([makeActivity({ id: 7, amount: '-40.00', qube: { id: 1, name: 'Groceries' } })]);
    await user.click(await row('Vacation'));
    await waitFor(() => expect(patch).toHaveBeenCalledWith('banking/transactions/7/', { account_id: 1, to_qube_id: 3, advance_due_date: false }, { mute: true }));
    expect(screen.queryByText('Advance Due Date?')).not.toBeInTheDocument();
  });
});
