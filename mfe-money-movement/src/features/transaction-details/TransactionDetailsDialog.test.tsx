import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, bus, type Activity, type BusEventName, type Qube } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { TransactionDetailsDialog } from './TransactionDetailsDialog';
import { TransactionDetailsHost } from './TransactionDetailsHost';
import { makeActivity, makeScheduled } from './testActivities';

// antd renders slowly in jsdom on a loaded machine.
jest.setTimeout(90000);

const QUBES = [
  { id: 1, name: 'Groceries', type: 'spending', balance: '100.00', icon: 'cart', app_icon: 'cart' },
  { id: 2, name: 'Dining Out', type: 'spending', balance: '60.00', icon: 'restaurant', app_icon: 'restaurant' },
] as Qube[];

const WATCHED: BusEventName[] = ['toast:show', 'activity:changed', 'transfer:success', 'command:open-move-money', 'command:open-cancel-auto-allocation', 'qubes:changed'];

function setup(opts: { activity: Activity; isScheduled?: boolean; isAggregate?: boolean; element?: 'dialog' | 'host'; transactions?: Activity[] }) {
  const { activity, isScheduled = false, isAggregate = false } = opts;
  const known = opts.transactions ?? [makeActivity({ id: 2, title: 'Other' }), activity];
  const get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    const single = /^search\/transactions\/(\d+)\/$/.exec(path);
    if (single) {
      const found = known.find((a) => a.id === Number(single[1]));
      if (!found) throw new ApiError(404, { fallback_message: 'Activity not found.' });
      return { status: 200, data: found } as never;
    }
    if (path.startsWith('search/scheduled/')) return { status: 200, data: activity } as never;
    if (path === 'qubes/') return { status: 200, data: { count: QUBES.length, next: null, results: QUBES } } as never;
    return { status: 200, data: { cloud_qube_total_balance: '500.00' } } as never;
  });
  const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 200, data: {} } as never);
  const del = jest.spyOn(api, 'delete').mockResolvedValue({ status: 204, data: null } as never);
  const patch = jest.spyOn(api, 'patch').mockResolvedValue({ status: 200, data: { id: 2, name: 'Dining Out', type: 'spending' } } as never);
  const onClose = jest.fn();
  const view = renderWithProviders(opts.element === 'host' ? <TransactionDetailsHost /> : <TransactionDetailsDialog activityId={activity.id} isScheduled={isScheduled} onClose={onClose} />, { session: { account: { id: 1, is_aggregate: isAggregate } }, record: WATCHED });
  const { user, events } = view;
  return { user, view, get, post, del, patch, events, onClose };
}

/** antd names every modal by the same test id in jsdom, so a dialog is found by its title text. */
const dialogTitled = async (title: string) => {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]') as HTMLElement;
};
const named = (events: { name: string; payload: unknown }[], name: string) => events.filter((e) => e.name === name).map((e) => e.payload);

describe('TransactionDetailsDialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('MM-22 shows the fields of a transaction loaded with GET search/transactions/{id}/', async () => {
    const { get } = setup({ activity: makeActivity() });
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Details' });
    expect(await within(dialog).findByText('-$12.50')).toBeInTheDocument();
    expect(within(dialog).getByText('Purchase')).toBeInTheDocument();
    expect(within(dialog).getByText('Success')).toBeInTheDocument();
    expect(within(dialog).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Once')).toBeInTheDocument();
    expect(within(dialog).getByText('Card purchase')).toBeInTheDocument();
    expect(within(dialog).getByText('Chipotle')).toBeInTheDocument();
    expect(within(dialog).getByText('Groceries')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'cart icon' })).toBeInTheDocument();
    expect(within(dialog).getByText('$87.50')).toBeInTheDocument();
    expect(within(dialog).getByText('PD')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Lunch');
    expect(get).toHaveBeenCalledWith('search/transactions/7/', { account_id: 1 });
  });

  it('MM-22 shows both qubes of a transfer', async () => {
    const transfer = makeActivity({ id: 150, transaction_type: 'qube_transfer', transaction_type_description: 'Internal Transfer', amount: '-20.00', merchant: null, other_qube: { id: 'cloud', name: 'Cloud', icon: 'cloud' } });
    const { get } = setup({ activity: transfer, transactions: [makeActivity({ id: 1 }), transfer] });
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Details' });
    expect(await within(dialog).findByText('From')).toBeInTheDocument();
    expect(within(dialog).getByText('To')).toBeInTheDocument();
    expect(within(dialog).getByText('Cloud')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('search/transactions/150/', { account_id: 1 });
  });

  it('MM-21 shows the Pre-Auth, Processing and Pending chips', async () => {
    setup({ activity: makeActivity({ source_type: 'preapproved_payment', is_processing: true, result: 'pending' }) });
    expect(await screen.findByText('Pre-Auth')).toBeInTheDocument();
    expect(screen.getByText('Processing')).toBeInTheDocument();
    expect(screen.getAllByText('Pending').length).toBeGreaterThan(0);
  });

  it('MM-23 saves the note 500 ms after typing stops, says "Updated!" and tells lists', async () => {
    const { user, post, events } = setup({ activity: makeActivity() });
    const note = await screen.findByRole('textbox', { name: 'Note' });
    await user.clear(note);
    await user.type(note, 'Team lunch');
    expect(post).not.toHaveBeenCalled();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(post).toHaveBeenCalledWith('search/transactions/7/notes/?account_id=1', { notes: 'Team lunch' }, { mute: true });
    await waitFor(() => expect(named(events, 'toast:show')).toEqual([{ type: 'success', message: 'Updated!' }]));
    expect(named(events, 'activity:changed')).toEqual([{ activityId: 7, scheduled: false, reason: 'note' }]);
  });

  it('MM-23 saves a note typed just before the dialog closes, at once', async () => {
    const { user, view, post } = setup({ activity: makeActivity() });
    await user.type(await screen.findByRole('textbox', { name: 'Note' }), ' with Sam');
    view.unmount();
    expect(post).toHaveBeenCalledWith('search/transactions/7/notes/?account_id=1', { notes: 'Lunch with Sam' }, { mute: true });
  });

  it('MM-23 MM-24 loads a scheduled item by its own GET and saves its note to search/scheduled/', async () => {
    const { user, get, post } = setup({ activity: makeScheduled(), isScheduled: true });
    expect(await screen.findByText('Scheduled For')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('search/scheduled/31/', { account_id: 1 });
    expect(screen.getByText('Dec 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('Vacation')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), '!');
    await waitFor(() => expect(post).toHaveBeenCalledWith('search/scheduled/31/notes/?account_id=1', { notes: 'Top up!' }, { mute: true }), { timeout: 3000 });
  });

  it('MM-25 cancels a pending bank deposit by its source_id while it is cancellable', async () => {
    const deposit = makeActivity({ transaction_type: 'ach_deposit', transaction_type_description: 'Bank Deposit', amount: '250.00', result: 'pending', is_cancellable: true, source_id: 55, allow_reqube: false });
    const { user, del, events, onClose } = setup({ activity: deposit });
    await user.click(await screen.findByRole('button', { name: 'Cancel Deposit' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(del).toHaveBeenCalledWith('deposits/ach-deposits/55/?account_id=1', undefined, { mute: true });
    expect(named(events, 'toast:show')).toEqual([{ type: 'success', message: 'You have successfully canceled your deposit.' }]);
    expect(named(events, 'activity:changed')).toEqual([{ activityId: 7, scheduled: false, reason: 'cancelled' }]);
  });

  it('MM-25 offers no cancel once the deposit is past its 15 minutes (is_cancellable false)', async () => {
    setup({ activity: makeActivity({ transaction_type: 'ach_deposit', result: 'pending', is_cancellable: false, source_id: 55 }) });
    await screen.findByText('-$12.50');
    expect(screen.queryByRole('button', { name: 'Cancel Deposit' })).not.toBeInTheDocument();
  });

  it('MM-26 cancels a pre-auth', async () => {
    const preAuth = makeActivity({ source_type: 'preapproved_payment', result: 'pending', is_cancellable: true, source_id: 7, allow_reqube: false });
    const { user, del, events } = setup({ activity: preAuth });
    await user.click(await screen.findByRole('button', { name: 'Cancel Pre-Auth' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('accounts/preapproved-payments/7/?account_id=1', undefined, { mute: true }));
    await waitFor(() => expect(named(events, 'toast:show')).toEqual([{ type: 'success', message: 'You have successfully canceled your pre-approved transaction.' }]));
  });

  it('MM-28 MM-30 a one-time scheduled transfer: Edit opens the internal transfer editor, Cancel deletes it', async () => {
    const { user, del, events, onClose } = setup({ activity: makeScheduled(), isScheduled: true });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(named(events, 'command:open-move-money')).toEqual([{ kind: 'internal', editScheduledId: 31 }]);
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel Transaction' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('search/scheduled/31/?account_id=1', undefined, { mute: true }));
    await waitFor(() => expect(named(events, 'toast:show')).toEqual([{ type: 'success', message: 'You have successfully canceled your scheduled transaction.' }]));
    expect(named(events, 'activity:changed')).toEqual([{ activityId: 31, scheduled: true, reason: 'cancelled' }]);
  });

  it('MM-28 a failed cancel shows the server fallback_message, else "Failed to cancel scheduled transaction."', async () => {
    const { user, del, events, onClose } = setup({ activity: makeScheduled(), isScheduled: true });
    del.mockRejectedValueOnce(new ApiError(404, { fallback_message: 'Scheduled transfer not found.' })).mockRejectedValueOnce(new ApiError(500, null));
    await user.click(await screen.findByRole('button', { name: 'Cancel Transaction' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel' }));
    await waitFor(() => expect(named(events, 'toast:show')).toEqual([{ type: 'error', message: 'Scheduled transfer not found.' }]));
    await user.click(screen.getByRole('button', { name: 'Cancel Transaction' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel' }));
    await waitFor(() => expect(named(events, 'toast:show')).toHaveLength(2));
    expect(named(events, 'toast:show')[1]).toEqual({ type: 'error', message: 'Failed to cancel scheduled transaction.' });
    expect(onClose).not.toHaveBeenCalled();
    expect(named(events, 'activity:changed')).toEqual([]);
  });

  it('MM-29 a series: Cancel Series asks in the 303 px Cancel Scheduled Series dialog; Nevermind keeps it', async () => {
    const series = makeScheduled({ recurring: 'monthly', frequency_name: 'Monthly' });
    const { user, del, events } = setup({ activity: series, isScheduled: true });
    expect(await screen.findByRole('button', { name: 'Edit Series' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel Series' }));
    const prompt = await dialogTitled('Cancel Scheduled Series');
    expect(within(prompt).getByText('Would you like to cancel this scheduled transaction series?')).toBeInTheDocument();
    expect(prompt).toHaveStyle({ width: '303px' });
    await user.click(within(prompt).getByRole('button', { name: 'Nevermind' }));
    expect(del).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel Series' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel Series' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('search/scheduled/31/?account_id=1', undefined, { mute: true }));
    await waitFor(() => expect(named(events, 'toast:show')).toEqual([{ type: 'success', message: 'You have successfully canceled your scheduled series.' }]));
  });

  it('MM-31 a past item of an active series offers Go To Series, which opens the series', async () => {
    const past = makeActivity({ transaction_type: 'qube_transfer', recurring: 'monthly', frequency_name: 'Monthly', scheduled_transaction_id: 31, scheduled_transaction_is_active: true, allow_reqube: false });
    const { user } = setup({ activity: past });
    const opened: unknown[] = [];
    const listener = bus.on('command:open-activity').subscribe((payload) => opened.push(payload));
    await user.click(await screen.findByRole('button', { name: 'Go To Series' }));
    listener.unsubscribe();
    expect(opened).toEqual([{ activityId: 31, scheduled: true }]);
    expect(screen.queryByText('Canceled Series')).not.toBeInTheDocument();
  });

  it('MM-31 a past item of a cancelled series says Canceled Series', async () => {
    const past = makeActivity({ recurring: 'monthly', scheduled_transaction_id: 31, scheduled_transaction_is_active: false });
    setup({ activity: past });
    expect(await screen.findByText('Canceled Series')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go To Series' })).not.toBeInTheDocument();
  });

  it('MM-32 an auto-allocation runs now after the prompt, and Cancel opens the planning dialog', async () => {
    const allocation = makeScheduled({ source_type: 'auto_allocation', source_id: 31, recurring: 'monthly', frequency_name: 'Monthly' });
    const { user, post, events, onClose } = setup({ activity: allocation, isScheduled: true });
    await user.click(await screen.findByRole('button', { name: 'Run now' }));
    expect(screen.queryByRole('button', { name: 'Edit Series' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Yes, Run Now' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('orders/31/execute/?account_id=1', { idempotency_key: expect.any(String) }, { mute: true }));
    await waitFor(() => expect(named(events, 'toast:show')).toEqual([{ type: 'success', message: 'You have successfully ran the allocation.' }]));
    expect(named(events, 'activity:changed')).toEqual([{ activityId: 31, scheduled: true, reason: 'executed' }]);
    expect(named(events, 'transfer:success')).toEqual([{ kind: 'internal', fromQubeId: 'cloud', toQubeId: 4, amount: '100.00' }]);
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(named(events, 'command:open-cancel-auto-allocation')).toEqual([{ scheduledId: 31, qubeId: 4 }]);
  });

  it('MM-33 shows no ReQube on an account that is not aggregate', async () => {
    setup({ activity: makeActivity() });
    await screen.findByText('-$12.50');
    expect(screen.queryByRole('button', { name: 'ReQube' })).not.toBeInTheDocument();
  });

  it('MM-33 shows no ReQube on a household account when allow_reqube is false', async () => {
    setup({ activity: makeActivity({ allow_reqube: false }), isAggregate: true });
    await screen.findByText('-$12.50');
    expect(screen.queryByRole('button', { name: 'ReQube' })).not.toBeInTheDocument();
  });

  it('MM-33 MM-123 requbes from the details on a household account and shows the new qube', async () => {
    const { user, patch, events } = setup({ activity: makeActivity(), isAggregate: true });
    await user.click(await screen.findByRole('button', { name: 'ReQube' }));
    expect(await dialogTitled('ReQube To')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Dining Out / }));
    await waitFor(() => expect(screen.queryByText('ReQube To')).not.toBeInTheDocument());
    expect(patch).toHaveBeenCalledWith('banking/transactions/7/', { account_id: 1, to_qube_id: 2, advance_due_date: false }, { mute: true });
    const details = await dialogTitled('Transaction Details');
    expect(within(details).getByText('Dining Out')).toBeInTheDocument();
    expect(within(details).queryByText('Groceries')).not.toBeInTheDocument();
    expect(named(events, 'toast:show')).toEqual([{ type: 'success', message: 'Activity updated successfully', action: { label: 'Undo', run: expect.any(Function) } }]);
    expect(named(events, 'activity:changed')).toEqual([{ activityId: 7, reason: 'reqube' }]);
    // Issue 25 §4: the details now offer the ReQube's undo too.
    expect(within(details).getByRole('button', { name: 'Undo ReQube' })).toBeInTheDocument();
  });

  it('issue 25 §4 offers Undo ReQube while the newest ReQube can be undone, and sends one keyed undo', async () => {
    const until = new Date(Date.now() + 5 * 60_000).toISOString();
    const { user, events } = setup({ activity: makeActivity({ undo: { until: null, undone_by_activity_id: null, undo_of_activity_id: null, reqube_until: until } }), isAggregate: true });
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 201, data: { reqube_id: 3, ids: [7], from_qube: 2, account_version: 4 } } as never);
    await user.click(await screen.findByRole('button', { name: 'Undo ReQube' }));
    await waitFor(() => expect(named(events, 'toast:show')).toEqual([{ type: 'success', message: 'ReQube undone.' }]));
    expect(post).toHaveBeenCalledWith('banking/transactions/7/undo-reqube/', { account_id: 1, idempotency_key: expect.any(String) }, { mute: true });
  });

  it('issue 25 §4 offers no Undo ReQube once its ten minutes are over', async () => {
    const past = new Date(Date.now() - 1000).toISOString();
    setup({ activity: makeActivity({ undo: { until: null, undone_by_activity_id: null, undo_of_activity_id: null, reqube_until: past } }), isAggregate: true });
    expect(await screen.findByRole('button', { name: 'ReQube' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo ReQube' })).not.toBeInTheDocument();
  });

  it('MM-34 an unassigned (qubeless) activity offers Qube It, which opens "Qube To"', async () => {
    const { user } = setup({ activity: makeActivity({ qube: { id: 90, name: 'Qubeless' } }), isAggregate: true });
    await user.click(await screen.findByRole('button', { name: 'Qube It' }));
    expect(await dialogTitled('Qube To')).toBeInTheDocument();
  });
});

describe('TransactionDetailsHost', () => {
  afterEach(() => jest.restoreAllMocks());

  it('MM-22 MM-24 opens on command:open-activity, and again for the series of Go To Series', async () => {
    const series = makeScheduled({ recurring: 'monthly', frequency_name: 'Monthly' });
    const { get } = setup({ activity: series, element: 'host' });
    act(() => bus.emit('command:open-activity', { activityId: 31, scheduled: true }));
    expect(await screen.findByRole('dialog', { name: 'Transaction Details' })).toBeInTheDocument();
    expect(await screen.findByText('Monthly')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('search/scheduled/31/', { account_id: 1 });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transaction Details' })).not.toBeInTheDocument());
  });
});

describe('undo from the details (issue 25 §4)', () => {
  afterEach(() => jest.restoreAllMocks());

  const transfer = (undo: Activity['undo']) =>
    makeActivity({ id: 5, transaction_type: 'qube_transfer', transaction_type_description: 'Internal Transfer', amount: '50.00', title: 'Top up', allow_reqube: false, undo });

  it('offers Undo Transfer while it can be undone, sends one keyed undo, and reloads the details', async () => {
    const until = new Date(Date.now() + 5 * 60_000).toISOString();
    const { user, post, events, get } = setup({ activity: transfer({ until, undone_by_activity_id: null, undo_of_activity_id: null }) });
    post.mockResolvedValue({ status: 201, data: { undone_activity_id: 5, reversal_activity_id: 9, amount: '50.00', from_qube: 1, to_qube: 'cloud', account_version: 12 } } as never);
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Details' });
    await user.click(await within(dialog).findByRole('button', { name: 'Undo Transfer' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('activities/5/undo/', { account_id: 1, idempotency_key: expect.any(String) }, { mute: true }));
    expect(named(events, 'toast:show')).toContainEqual({ type: 'success', message: 'Transfer undone.' });
    expect(named(events, 'transfer:success')).toEqual([{ kind: 'internal', fromQubeId: 1, toQubeId: 'cloud', amount: '50.00', accountVersion: 12 }]);
    await waitFor(() => expect(get.mock.calls.filter(([path]) => path === 'search/transactions/5/').length).toBe(2));
  });

  it("shows the server's reason when it cannot be undone", async () => {
    const { user, post, events } = setup({ activity: transfer({ until: new Date(Date.now() + 60_000).toISOString(), undone_by_activity_id: null, undo_of_activity_id: null }) });
    post.mockRejectedValue(new ApiError(400, { fallback_message: 'The money has already left Groceries, so this transfer cannot be undone.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Details' });
    await user.click(await within(dialog).findByRole('button', { name: 'Undo Transfer' }));
    await waitFor(() => expect(named(events, 'toast:show')).toContainEqual({ type: 'error', message: 'The money has already left Groceries, so this transfer cannot be undone.' }));
  });

  it('offers no undo once its time is over', async () => {
    setup({ activity: transfer({ until: new Date(Date.now() - 1000).toISOString(), undone_by_activity_id: null, undo_of_activity_id: null }) });
    expect(await screen.findAllByText('$50.00')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Undo Transfer' })).not.toBeInTheDocument();
  });

  it('links an undone transfer to its undo and back', async () => {
    const { user } = setup({ activity: transfer({ until: null, undone_by_activity_id: 9, undo_of_activity_id: null }) });
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Details' });
    const opened: unknown[] = [];
    const sub = bus.on('command:open-activity').subscribe((p) => opened.push(p));
    await user.click(await within(dialog).findByRole('button', { name: 'View the undo' }));
    expect(opened).toEqual([{ activityId: 9 }]);
    sub.unsubscribe();
  });
});
