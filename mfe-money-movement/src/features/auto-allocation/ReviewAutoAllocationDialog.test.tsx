import { screen, waitFor, within } from '@testing-library/react';
import { api, ApiError, type Activity, type BusEventName } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { ReviewAutoAllocationDialog } from './ReviewAutoAllocationDialog';
import { makeAllocation } from './testAllocations';

// antd renders slowly in jsdom on a loaded machine.
jest.setTimeout(90000);
// Finds wait longer than the default second for the same reason.
const SLOW = { timeout: 20000 };

const PERIOD = { from: '2026-11-01', to: '2026-11-30' };
const RENT_A = makeAllocation({ id: 41, amount: '120.00', scheduled_date: '2026-11-24' });
const RENT_B = makeAllocation({ id: 42, amount: '80.00', scheduled_date: '2026-11-28' });
const WATCHED: BusEventName[] = ['toast:show', 'activity:changed', 'transfer:success'];

/** `lists` are the answers of successive search/scheduled/ loads; the last one repeats. */
function setup(opts: { lists?: Activity[][]; initialItems?: Activity[] } = {}) {
  const lists = [...(opts.lists ?? [[RENT_A, RENT_B]])];
  const get = jest.spyOn(api, 'get').mockImplementation(async () => {
    const results = lists.length > 1 ? lists.shift() : lists[0];
    return { status: 200, data: { count: results?.length ?? 0, next: null, results: results ?? [] } } as never;
  });
  const del = jest.spyOn(api, 'delete').mockResolvedValue({ status: 204, data: null } as never);
  const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 200, data: { id: 41, status: 'executed' } } as never);
  const onClose = jest.fn();
  const { user, events } = renderWithProviders(<ReviewAutoAllocationDialog period={PERIOD} qubeId={3} initialItems={opts.initialItems} summary={<p>$25.00 moved from Cloud to Rent.</p>} onClose={onClose} />, { session: { me: { feature_flags: { auto_allocation: true } }, account: { id: 1 } }, record: WATCHED });
  return { user, get, del, post, events, onClose };
}

const named = (events: { name: string; payload: unknown }[], name: string) => events.filter((e) => e.name === name).map((e) => e.payload);
const allocationList = () => screen.findByRole('list', { name: 'Scheduled auto-allocations' }, SLOW);

describe('ReviewAutoAllocationDialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('MM-72 MM-75 is titled "Internal Transfer Submitted" and lists the period\'s auto-allocations with qube, amount and date', async () => {
    const { get, onClose, user } = setup();
    expect(screen.getByText('Internal Transfer Submitted')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading auto-allocations' })).toBeInTheDocument();
    const list = await allocationList();
    expect(get).toHaveBeenCalledWith(
      'search/scheduled/',
      { account_id: 1, filter_source: 'auto_allocation', filter_date_range_from: '2026-11-01', filter_date_range_to: '2026-11-30', filter_qube: 3 },
      { mute: true },
    );
    expect(screen.getByText('$25.00 moved from Cloud to Rent.')).toBeInTheDocument();
    expect(within(list).getByRole('checkbox', { name: 'Rent $120.00 Nov 24, 2026' })).not.toBeChecked();
    expect(within(list).getByRole('checkbox', { name: 'Rent $80.00 Nov 28, 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Selected' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('MM-75 shows the list handed in at once and an empty state when nothing is scheduled', async () => {
    const { get } = setup({ initialItems: [], lists: [[]] });
    expect(screen.getByText('No auto-allocations are scheduled for this budget period.')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('MM-76 cancels the selected auto-allocations, toasts the auto-allocations wording and reloads the list', async () => {
    const { user, del, events, get } = setup({ initialItems: [RENT_A, RENT_B], lists: [[RENT_B]] });
    await user.click(screen.getByRole('checkbox', { name: /\$120\.00/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel Selected' }));
    await waitFor(() => expect(named(events, 'toast:show')).toEqual([{ type: 'success', message: 'You have successfully cancelled the selected auto-allocations.' }]), SLOW);
    expect(del).toHaveBeenCalledTimes(1);
    expect(del).toHaveBeenCalledWith('search/scheduled/41/?account_id=1', undefined, { mute: true });
    expect(named(events, 'activity:changed')).toEqual([{ scheduled: true, reason: 'cancelled' }]);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /\$120\.00/ })).not.toBeInTheDocument(), SLOW);
    expect(get).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('checkbox', { name: /\$80\.00/ })).not.toBeChecked();
  });

  it('MM-76 Select All cancels every item and a partial failure reports "1 cancelled successfully, 1 failed"', async () => {
    const { user, del, events } = setup({ initialItems: [RENT_A, RENT_B], lists: [[RENT_B]] });
    del.mockImplementation(async (path: string) => {
      if (path.includes('/42/')) throw new ApiError(404, { fallback_message: 'Scheduled transfer not found.' });
      return { status: 204, data: null } as never;
    });
    await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
    expect(screen.getByRole('checkbox', { name: /\$80\.00/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Cancel Selected' }));
    await waitFor(() => expect(named(events, 'toast:show')).toEqual([{ type: 'warning', message: '1 cancelled successfully, 1 failed' }]), SLOW);
    expect(del).toHaveBeenCalledTimes(2);
  });

  it('MM-77 all cancels failing reads "Failed to cancel transactions. They may have already been deleted."', async () => {
    const { user, del, events } = setup({ initialItems: [RENT_A], lists: [[]] });
    del.mockRejectedValue(new ApiError(404, { fallback_message: 'Scheduled transfer not found.' }));
    await user.click(screen.getByRole('checkbox', { name: /\$120\.00/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel Selected' }));
    await waitFor(() => expect(named(events, 'toast:show')).toEqual([{ type: 'error', message: 'Failed to cancel transactions. They may have already been deleted.' }]), SLOW);
    expect(await screen.findByText('No auto-allocations are scheduled for this budget period.', {}, SLOW)).toBeInTheDocument();
  });

  it('MM-77 an unexpected error reads "An error occurred while cancelling transactions."', async () => {
    const { user, del, events } = setup({ initialItems: [RENT_A] });
    del.mockRejectedValue(new TypeError('boom'));
    await user.click(screen.getByRole('checkbox', { name: /\$120\.00/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel Selected' }));
    await waitFor(() => expect(named(events, 'toast:show')).toEqual([{ type: 'error', message: 'An error occurred while cancelling transactions.' }]), SLOW);
  });

  it('MM-75 Run now asks, posts orders/{id}/execute/, toasts "You have successfully ran the allocation." and emits transfer:success', async () => {
    const { user, post, events } = setup({ initialItems: [RENT_A, RENT_B], lists: [[RENT_B]] });
    await user.click(screen.getByRole('button', { name: 'Run now Rent Nov 24, 2026' }));
    expect(await screen.findByText('Would you like to run this allocation now? $120.00 will move to Rent.', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, Run Now' }));
    await waitFor(() => expect(named(events, 'toast:show')).toEqual([{ type: 'success', message: 'You have successfully ran the allocation.' }]), SLOW);
    expect(post).toHaveBeenCalledWith('orders/41/execute/?account_id=1', { idempotency_key: expect.any(String) }, { mute: true });
    expect(named(events, 'transfer:success')).toEqual([{ kind: 'internal', fromQubeId: 'cloud', toQubeId: 3, amount: '120.00' }]);
    expect(named(events, 'activity:changed')).toEqual([{ activityId: 41, scheduled: true, reason: 'executed' }]);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /\$120\.00/ })).not.toBeInTheDocument(), SLOW);
  });

  it('MM-75 a failed Run now shows the server message and keeps the list', async () => {
    const { user, post, events } = setup({ initialItems: [RENT_A] });
    post.mockRejectedValue(new ApiError(400, { fallback_message: 'Cloud balance is too low' }));
    await user.click(screen.getByRole('button', { name: 'Run now Rent Nov 24, 2026' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Run Now' }, SLOW));
    await waitFor(() => expect(named(events, 'toast:show')).toEqual([{ type: 'error', message: 'Cloud balance is too low' }]), SLOW);
    expect(named(events, 'transfer:success')).toEqual([]);
    expect(screen.getByRole('checkbox', { name: /\$120\.00/ })).toBeInTheDocument();
  });

  it('API-33 Run now again after a failure retries the same action: the same idempotency key, so the API runs the occurrence once', async () => {
    const { user, post, events } = setup({ initialItems: [RENT_A] });
    // The answer is lost (the request may have run): the person presses Run now again.
    post.mockRejectedValueOnce(new ApiError(0, null));
    await user.click(screen.getByRole('button', { name: 'Run now Rent Nov 24, 2026' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Run Now' }, SLOW));
    await waitFor(() => expect(named(events, 'toast:show')).toHaveLength(1), SLOW);
    await user.click(screen.getByRole('button', { name: 'Run now Rent Nov 24, 2026' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Run Now' }, SLOW));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2), SLOW);
    const keys = post.mock.calls.map((call) => (call[1] as { idempotency_key: string }).idempotency_key);
    expect(keys[0]).toEqual(expect.any(String));
    expect(keys[1]).toBe(keys[0]);
  });
});
