import { act, screen, within } from '@testing-library/react';
import { api, sessionStore, type Activity } from '@qube/shared';
import { makeAccount, makeMe } from '@qube/shared/test-utils';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { ActivityPage } from './ActivityPage';

// The first view of /activity draws without antd (docs/adr/0015-plain-markup-first-views.md): an import of it fails
// here. The calendar of a date field and bulk ReQube's dialog load antd when they open.
jest.mock('antd', () => {
  throw new Error('antd is not part of the first view of /activity');
});

const row = (id: number, title: string, amount: string, extra: Partial<Activity> = {}) =>
  ({ id, title, amount, transaction_type: 'qube_transfer', transaction_type_description: 'Internal Transfer', result: 'success', transaction_datetime: '2026-11-20T10:00:00Z', scheduled_date: null, source_type: null, is_processing: false, qube: { id: 1, name: 'Groceries' }, other_qube: null, merchant: null, frequency_name: null, ...extra }) as Activity;
const page = (results: Activity[]) => ({ status: 200, data: { count: results.length, next: null, results } });

afterEach(() => {
  act(() => sessionStore.getState().reset());
  jest.restoreAllMocks();
});

it('MM-16 MM-17 MM-18 MM-21 the first view of /activity: the list, its filters, the date range and the other lists, without antd', async () => {
  const account = makeAccount({ id: 1, is_aggregate: true });
  sessionStore.getState().startSession({ token: 't', me: makeMe({ primary_account: account }), account, trustDevice: false });
  const get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === 'search/transactions/') return page([row(1, 'Lunch', '-12.50', { result: 'pending' }), row(2, 'Pay day', '900.00')]) as never;
    if (path === 'search/scheduled/') return page([row(3, 'Top up', '100.00', { transaction_datetime: null, scheduled_date: '2026-12-01', frequency_name: 'Monthly' })]) as never;
    if (path === 'search/pre-auths/') return page([]) as never;
    return { status: 200, data: { count: 1, next: null, results: [{ id: 1, name: 'Groceries' }] } } as never;
  });
  const { user } = renderWithProviders(<ActivityPage />, { route: '/activity' });
  expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading your activity' })).toBeInTheDocument();
  const transactions = await screen.findByRole('region', { name: 'Transactions' });
  expect(within(transactions).getByRole('button', { name: /^Lunch -\$12\.50 Pending/ })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Transactions', 'Scheduled', 'Pre-auths']);
  expect(await screen.findByRole('option', { name: 'Groceries' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Qube' })).toHaveDisplayValue('All qubes');
  expect(screen.getByRole('combobox', { name: 'Type' })).toHaveDisplayValue('All types');
  expect(within(screen.getByRole('group', { name: 'Dates' })).getAllByRole('textbox').map((t) => t.getAttribute('aria-label'))).toEqual(['From date', 'To date']);

  await user.selectOptions(screen.getByRole('combobox', { name: 'Qube' }), 'Cloud');
  expect(get).toHaveBeenLastCalledWith('search/transactions/', expect.objectContaining({ filter_qube: 'cloud' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Qube' }), 'Groceries');
  expect(get).toHaveBeenLastCalledWith('search/transactions/', expect.objectContaining({ filter_qube: 1 }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'All types');
  expect(get).toHaveBeenLastCalledWith('search/transactions/', expect.not.objectContaining({ filter_type_group: expect.anything() }));

  await user.click(screen.getByRole('button', { name: 'Select' }));
  expect(await screen.findByRole('checkbox', { name: 'Select Lunch -$12.50' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'ReQube Selected (0)' })).toBeDisabled();

  await user.click(screen.getByRole('tab', { name: 'Scheduled' }));
  expect(within(screen.getByRole('region', { name: 'Scheduled' })).getByRole('button', { name: /^Top up \$100\.00/ })).toBeInTheDocument();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Pre-auths' })).toHaveFocus();
  expect(screen.getByText('You have no pre-authorized payments.')).toBeInTheDocument();
});
