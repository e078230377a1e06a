import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { api, type Activity } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { ActivityPage } from './ActivityPage';

const activity = (id: number, title: string, amount: string): Activity =>
  ({ id, title, amount, transaction_type: 'qube_transfer', transaction_type_description: 'Internal Transfer', result: 'success', transaction_datetime: '2026-11-20T10:00:00Z', scheduled_date: null, source_type: null, is_processing: false, qube: { id: 1, name: 'Groceries' }, other_qube: { id: 'cloud', name: 'Cloud' }, merchant: null, frequency_name: 'Once' }) as Activity;

function setup() {
  const page1 = Array.from({ length: 20 }, (_, i) => activity(i + 1, `Transfer ${i + 1}`, '-5.00'));
  const get = jest.spyOn(api, 'get').mockImplementation(async (path: string, params?: Record<string, unknown>) => {
    if (path === 'search/transactions/') {
      const offset = Number(params?.offset ?? 0);
      const data = offset === 0 ? { count: 21, next: '/api/search/transactions/?offset=20', results: page1 } : { count: 21, next: null, results: [page1[19], activity(21, 'Transfer 21', '12.50')] };
      return { status: 200, data } as never;
    }
    if (path === 'qubes/') return { status: 200, data: { count: 0, next: null, results: [] } } as never;
    return { status: 200, data: { count: 0, next: null, results: [] } } as never;
  });
  const { user } = renderWithProviders(<ActivityPage />, { session: { account: { id: 1 } }, route: '/activity', user: {} });
  return { user, get };
}

describe('ActivityPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('MM-16 MM-19 lists 20 transactions and appends the next page with Load more, never twice', async () => {
    const { user } = setup();
    expect(await screen.findByText('Transfer 1')).toBeInTheDocument();
    expect(screen.getAllByText(/^Transfer \d+$/)).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByText('Transfer 21')).toBeInTheDocument());
    expect(screen.getAllByText(/^Transfer \d+$/)).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('$12.50')).toBeInTheDocument();
  });

  it('MM-17 MM-18 also loads scheduled items and pre-auths', async () => {
    const { get } = setup();
    await screen.findByText('Transfer 1');
    expect(get).toHaveBeenCalledWith('search/scheduled/', { account_id: 1, filter_date_range: 'all', limit: 20 });
    expect(get).toHaveBeenCalledWith('search/pre-auths/', { account_id: 1, filter_date_range: 'all' });
  });
});

describe('ActivityPage typed dates', () => {
  afterEach(() => jest.restoreAllMocks());

  // Relative to today so the tests do not rot.
  const weekAgo = dayjs().subtract(7, 'day');
  const later = dayjs().add(3, 'day');
  const forms = (date: dayjs.Dayjs) => [date.format('MM/DD/YYYY'), date.format('YYYY-MM-DD'), date.format('MMM D, YYYY')];
  const transactionCalls = (get: jest.SpyInstance) => get.mock.calls.filter(([path]) => path === 'search/transactions/').map(([, query]) => query as Record<string, unknown>);

  async function typeAndLeave(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
    const field = screen.getByRole('textbox', { name: label });
    await user.click(field);
    await user.clear(field);
    await user.type(field, text);
    await user.tab();
  }

  it.each(forms(weekAgo))('MM-16 MM-19 filters from the typed date %s, left with Tab', async (text) => {
    const { user, get } = setup();
    await screen.findByText('Transfer 1');
    await typeAndLeave(user, 'From date', text);
    expect(screen.getByRole('textbox', { name: 'From date' })).toHaveValue(weekAgo.format('MMM D, YYYY'));
    await waitFor(() => expect(get).toHaveBeenCalledWith('search/transactions/', expect.objectContaining({ filter_date_range: 'custom', filter_date_range_from: weekAgo.format('YYYY-MM-DD') })));
  });

  it.each(forms(later))('MM-16 MM-19 filters up to the typed date %s, left with Tab', async (text) => {
    const { user, get } = setup();
    await screen.findByText('Transfer 1');
    await typeAndLeave(user, 'From date', weekAgo.format('MM/DD/YYYY'));
    await typeAndLeave(user, 'To date', text);
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('search/transactions/', expect.objectContaining({ filter_date_range_from: weekAgo.format('YYYY-MM-DD'), filter_date_range_to: later.format('YYYY-MM-DD') })),
    );
  });

  it('MM-19 refuses a typed text that is no date with "Please enter a valid date" and keeps the list as it was', async () => {
    const { user, get } = setup();
    await screen.findByText('Transfer 1');
    await typeAndLeave(user, 'From date', '13/45/2026');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid date');
    expect(transactionCalls(get).every((query) => query.filter_date_range === 'all')).toBe(true);
  });

  it('MM-19 refuses a To date before the From date under the To field', async () => {
    const { user, get } = setup();
    await screen.findByText('Transfer 1');
    await typeAndLeave(user, 'From date', later.format('MM/DD/YYYY'));
    await typeAndLeave(user, 'To date', weekAgo.format('MM/DD/YYYY'));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a date on or after the From date.');
    expect(transactionCalls(get).some((query) => query.filter_date_range_to !== undefined)).toBe(false);
  });
});
