import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { api, sessionStore, type Activity } from '@qube/shared';
import { makeAccount, makeMe } from '@qube/shared/test-utils';
import { ActivityPage } from './ActivityPage';

const activity = (id: number, title: string, amount: string): Activity =>
  ({ id, title, amount, transaction_type: 'qube_transfer', transaction_type_description: 'Internal Transfer', result: 'success', transaction_datetime: '2026-11-20T10:00:00Z', scheduled_date: null, source_type: null, is_processing: false, qube: { id: 1, name: 'Groceries' }, other_qube: { id: 'cloud', name: 'Cloud' }, merchant: null, frequency_name: 'Once' }) as Activity;

function setup() {
  const account = makeAccount({ id: 1 });
  sessionStore.getState().startSession({ token: 't', me: makeMe({ primary_account: account }), account, trustDevice: false });
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
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/activity']}>
      <ActivityPage />
    </MemoryRouter>,
  );
  return { user, get };
}

describe('ActivityPage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStore.getState().reset();
  });

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
