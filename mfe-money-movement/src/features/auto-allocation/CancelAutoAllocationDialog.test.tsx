import { act, screen, waitFor } from '@testing-library/react';
import { api, ApiError, bus, type BusEventName } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { CancelAutoAllocationDialog } from './CancelAutoAllocationDialog';
import { CancelAutoAllocationHost } from './CancelAutoAllocationHost';

// antd renders slowly in jsdom on a loaded machine.
jest.setTimeout(90000);
// Finds wait longer than the default second for the same reason.
const SLOW = { timeout: 20000 };

const WATCHED: BusEventName[] = ['toast:show', 'activity:changed', 'qubes:changed'];

function setup(opts: { element?: 'dialog' | 'host'; budgetPeriod?: string; flags?: Record<string, boolean> } = {}) {
  const del = jest.spyOn(api, 'delete').mockResolvedValue({ status: 204, data: null } as never);
  const patch = jest.spyOn(api, 'patch').mockResolvedValue({ status: 200, data: { id: 3, name: 'Rent' } } as never);
  const onClose = jest.fn();
  const { user, events } = renderWithProviders(opts.element === 'host' ? <CancelAutoAllocationHost /> : <CancelAutoAllocationDialog scheduledId={41} qubeId={3} onClose={onClose} />, { session: { me: { feature_flags: opts.flags ?? { auto_allocation: true } }, account: { id: 1, budget_period: opts.budgetPeriod } }, record: WATCHED });
  return { user, del, patch, events, onClose };
}

const named = (events: { name: string; payload: unknown }[], name: string) => events.filter((e) => e.name === name).map((e) => e.payload);

describe('CancelAutoAllocationDialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('PL-20 asks "Do you want to cancel auto-allocation?" with This Month Only, This Month and All Future Budgets, Nevermind', async () => {
    const { user, del, patch, onClose } = setup();
    expect(await screen.findByText('Do you want to cancel auto-allocation?', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'This Month Only' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'This Month and All Future Budgets' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nevermind' }));
    expect(onClose).toHaveBeenCalled();
    expect(del).not.toHaveBeenCalled();
    expect(patch).not.toHaveBeenCalled();
  });

  it('PL-20 labels the buttons by the account budget period (weekly → This Week)', async () => {
    setup({ budgetPeriod: 'weekly' });
    expect(await screen.findByRole('button', { name: 'This Week Only' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'This Week and All Future Budgets' })).toBeInTheDocument();
  });

  it('PL-21 "This Month Only" deletes the scheduled item, toasts, refreshes and closes', async () => {
    const { user, del, patch, events, onClose } = setup();
    await user.click(await screen.findByRole('button', { name: 'This Month Only' }, SLOW));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    expect(del).toHaveBeenCalledWith('search/scheduled/41/?account_id=1', undefined, { mute: true });
    expect(patch).not.toHaveBeenCalled();
    expect(named(events, 'toast:show')).toEqual([{ type: 'success', message: 'You have successfully canceled your scheduled transaction.' }]);
    expect(named(events, 'activity:changed')).toEqual([{ activityId: 41, scheduled: true, reason: 'cancelled' }]);
  });

  it('PL-22 "and All Future Budgets" sets the qube auto_fund_choice to 0 and toasts the all-budgets message (204 too)', async () => {
    const { user, del, patch, events, onClose } = setup();
    patch.mockResolvedValue({ status: 204, data: null } as never);
    await user.click(await screen.findByRole('button', { name: 'This Month and All Future Budgets' }, SLOW));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    expect(patch).toHaveBeenCalledWith('qubes/3/', { account_id: 1, id: 3, auto_fund_choice: 0 }, { mute: true });
    expect(del).not.toHaveBeenCalled();
    expect(named(events, 'toast:show')).toEqual([{ type: 'success', message: 'You have successfully canceled the auto allocation for all budgets.' }]);
    expect(named(events, 'qubes:changed')).toEqual([{ qubeId: 3 }]);
    expect(named(events, 'activity:changed')).toEqual([{ activityId: 41, scheduled: true, reason: 'cancelled' }]);
  });

  it('PL-23 MM-78 a failed cancel shows "Failed to cancel auto allocation. It may have already been deleted.", refreshes and closes', async () => {
    const { user, del, events, onClose } = setup();
    del.mockRejectedValue(new ApiError(404, { fallback_message: 'Scheduled transfer not found.' }));
    await user.click(await screen.findByRole('button', { name: 'This Month Only' }, SLOW));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    expect(named(events, 'toast:show')).toEqual([{ type: 'error', message: 'Failed to cancel auto allocation. It may have already been deleted.' }]);
    expect(named(events, 'activity:changed')).toEqual([{ activityId: 41, scheduled: true, reason: 'cancelled' }]);
  });

  it('PL-22 PL-23 a status other than 200 or 204 from the qube update counts as a failure', async () => {
    const { user, patch, events, onClose } = setup();
    patch.mockResolvedValue({ status: 202, data: null } as never);
    await user.click(await screen.findByRole('button', { name: 'This Month and All Future Budgets' }, SLOW));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    expect(named(events, 'toast:show')).toEqual([{ type: 'error', message: 'Failed to cancel auto allocation. It may have already been deleted.' }]);
    expect(named(events, 'qubes:changed')).toEqual([]);
  });
});

describe('CancelAutoAllocationHost', () => {
  afterEach(() => jest.restoreAllMocks());

  it('PL-19 MM-32 opens on command:open-cancel-auto-allocation when flag auto_allocation is on', async () => {
    const { user, del } = setup({ element: 'host' });
    act(() => bus.emit('command:open-cancel-auto-allocation', { scheduledId: 52, qubeId: 3 }));
    await user.click(await screen.findByRole('button', { name: 'This Month Only' }, SLOW));
    await waitFor(() => expect(del).toHaveBeenCalledWith('search/scheduled/52/?account_id=1', undefined, { mute: true }), SLOW);
    await waitFor(() => expect(screen.queryByText('Do you want to cancel auto-allocation?')).not.toBeInTheDocument(), SLOW);
  });

  it('PL-19 ignores the command when flag auto_allocation is off', async () => {
    setup({ element: 'host', flags: {} });
    act(() => bus.emit('command:open-cancel-auto-allocation', { scheduledId: 52, qubeId: 3 }));
    // Give a would-be dialog the time to render.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Do you want to cancel auto-allocation?')).not.toBeInTheDocument();
  });
});
