import { screen, waitFor, within } from '@testing-library/react';
import { coachProgram, mockApi, renderPage, resetPortalTest, signInPartner } from '../../testing/renderPortal';
import { ClientsPage } from './ClientsPage';

const CLIENTS = [
  { id: 1, name: 'Casey Client', email: 'casey@example.com', plan: 'premium', client_since: '2025-12-01T10:00:00Z', active: true },
  { id: 2, name: 'Fran Family', email: null, plan: 'family', client_since: '2026-02-14T10:00:00Z', active: false },
];

function setup() {
  const api = mockApi({
    'GET affiliates/me/': () => coachProgram(),
    'GET coaching/clients/': (q) => {
      const rows = CLIENTS.filter((c) => !q?.plan || c.plan === q.plan);
      return { count: rows.length, next: null, results: rows };
    },
  });
  return { ...renderPage(<ClientsPage />), api };
}

beforeEach(() => signInPartner());
afterEach(resetPortalTest);

describe('Clients', () => {
  it('CO-22 lists clients with their plan, since when and whether active', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Clients', level: 1 })).toBeInTheDocument();
    const table = (await screen.findByText('Casey Client')).closest('table') as HTMLTableElement;
    for (const header of ['Name', 'Email', 'Plan', 'Client since', 'Status']) expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(table).getByText('Premium')).toBeInTheDocument();
    expect(within(table).getByText('Dec 1, 2025')).toBeInTheDocument();
    expect(within(table).getByText('Active')).toBeInTheDocument();
    expect(within(table).getByText('Inactive')).toBeInTheDocument();
  });

  it('CO-22 filters by plan and sorts through the API', async () => {
    const { user, api } = setup();
    await screen.findByText('Casey Client');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'Family');
    await waitFor(() => expect(screen.queryByText('Casey Client')).not.toBeInTheDocument());
    expect(api.callsTo('GET', 'coaching/clients/').at(-1)?.payload).toMatchObject({ plan: 'family', limit: 20, offset: 0 });
    await user.click(screen.getByRole('columnheader', { name: 'Client since' }));
    await waitFor(() => expect(api.callsTo('GET', 'coaching/clients/').at(-1)?.payload).toMatchObject({ ordering: 'client_since' }));
  });
});
