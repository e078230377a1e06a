import { act, screen, waitFor, within } from '@testing-library/react';
import { api, bus } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { ActivityPage } from '../activity/ActivityPage';
import { TransactionDetailsHost } from './TransactionDetailsHost';
import { makeActivity, makeScheduled } from './testActivities';

jest.setTimeout(90000);

function setup({ isAggregate = false } = {}) {
  const lunch = makeActivity({ id: 7, title: 'Lunch' });
  const rent = makeActivity({ id: 8, title: 'Rent day', amount: '-900.00', merchant: null, description: 'Landlord' });
  const get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === 'search/transactions/') return { status: 200, data: { count: 2, next: null, results: [lunch, rent] } } as never;
    if (path === 'search/transactions/7/') return { status: 200, data: lunch } as never;
    if (path === 'search/transactions/8/') return { status: 200, data: rent } as never;
    if (path === 'search/scheduled/') return { status: 200, data: { count: 1, next: null, results: [makeScheduled()] } } as never;
    if (path === 'search/scheduled/31/') return { status: 200, data: makeScheduled() } as never;
    if (path === 'qubes/') return { status: 200, data: { count: 1, next: null, results: [{ id: 2, name: 'Dining Out', type: 'spending', balance: '60.00', icon: null, app_icon: null }] } } as never;
    if (path === 'accounts/1/updates/') return { status: 200, data: { cloud_qube_total_balance: '500.00' } } as never;
    return { status: 200, data: { count: 0, next: null, results: [] } } as never;
  });
  const { user } = renderWithProviders(
    <>
      <ActivityPage />
      <TransactionDetailsHost />
    </>,
    { session: { account: { id: 1, is_aggregate: isAggregate } }, route: '/activity' },
  );
  const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 200, data: { count: 2, ids: [7, 8] } } as never);
  return { user, get, post };
}

// The page's first load can take over a second on a loaded machine.
const firstRow = () => screen.findByRole('button', { name: /^Lunch -\$12\.50 / }, { timeout: 10000 });
const calls = (get: jest.SpyInstance, path: string) => get.mock.calls.filter(([p]) => p === path).length;

describe('Activity rows open Transaction Details', () => {
  afterEach(() => jest.restoreAllMocks());

  it('MM-22 a transaction row opens its details by click, and by Enter from the keyboard', async () => {
    const { user } = setup();
    await user.click(await firstRow());
    expect(await screen.findByText('Transaction Details')).toBeInTheDocument();
    expect(await screen.findByText('Card purchase')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Transaction Details')).not.toBeInTheDocument());

    screen.getByRole('button', { name: /^Rent day -\$900\.00 / }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Landlord')).toBeInTheDocument();
  });

  it('MM-24 a scheduled row opens the scheduled item', async () => {
    const { user, get } = setup();
    await firstRow();
    await user.click(screen.getByRole('tab', { name: 'Scheduled' }));
    const scheduled = await screen.findByRole('region', { name: 'Scheduled' });
    await user.click(within(scheduled).getByRole('button', { name: /^Top up \$100\.00 / }));
    expect(await screen.findByText('Scheduled For')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('search/scheduled/31/', { account_id: 1 });
  });

  it('MM-16 MM-18 lists refetch on activity:changed and transfer:success', async () => {
    const { get } = setup();
    await firstRow();
    await waitFor(() => expect(calls(get, 'search/scheduled/')).toBe(1));
    act(() => bus.emit('activity:changed', { activityId: 7, reason: 'note' }));
    await waitFor(() => expect(calls(get, 'search/transactions/')).toBe(2));
    await waitFor(() => expect(calls(get, 'search/scheduled/')).toBe(2));
    await waitFor(() => expect(calls(get, 'search/pre-auths/')).toBe(2));
    act(() => bus.emit('transfer:success', { kind: 'internal', amount: '5.00' }));
    await waitFor(() => expect(calls(get, 'search/transactions/')).toBe(3));
    await waitFor(() => expect(calls(get, 'search/scheduled/')).toBe(3));
    await waitFor(() => expect(calls(get, 'search/pre-auths/')).toBe(3));
  });

  it('MM-33 MM-124 a household account selects transactions and requbes them at once', async () => {
    const { user, get, post } = setup({ isAggregate: true });
    await firstRow();
    await user.click(screen.getByRole('button', { name: 'Select' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Lunch -$12.50' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Rent day -$900.00' }));
    await user.click(screen.getByRole('button', { name: 'ReQube Selected (2)' }));
    expect(await screen.findByText('ReQube To')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Dining Out / }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('banking/transactions/bulk-reqube/', { account_id: 1, to_qube: 2, qube_transaction_groups: [7, 8] }, { mute: true }));
    await waitFor(() => expect(screen.queryByText('ReQube To')).not.toBeInTheDocument());
    expect(screen.queryByRole('checkbox', { name: /^Select / })).not.toBeInTheDocument();
    await waitFor(() => expect(calls(get, 'search/transactions/')).toBe(2));
  });

  it('MM-33 offers no selection on an account that is not aggregate', async () => {
    setup();
    await firstRow();
    expect(screen.queryByRole('button', { name: 'Select' })).not.toBeInTheDocument();
  });
});
