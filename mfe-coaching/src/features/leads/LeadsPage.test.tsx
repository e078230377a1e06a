import { screen, waitFor, within } from '@testing-library/react';
import { coachProgram, mockApi, renderPage, resetPortalTest, signInPartner } from '../../testing/renderPortal';
import { LeadsPage } from './LeadsPage';

const lead = (id: number) => ({ id, name: `Lead ${id}`, email: `lead${id}@example.com`, phone_number: id === 1 ? '(555) 010-0001' : null, code: 'CORA', signed_up_at: '2026-11-02T09:00:00Z' });

function setup(count = 3) {
  const api = mockApi({
    'GET affiliates/me/': () => coachProgram(),
    'GET coaching/leads/': (q) => {
      const search = String(q?.search ?? '');
      const all = Array.from({ length: count }, (_, i) => lead(i + 1)).filter((l) => l.name.includes(search));
      return { count: all.length, next: null, results: all };
    },
  });
  return { ...renderPage(<LeadsPage />), api };
}

beforeEach(() => signInPartner());
afterEach(resetPortalTest);

describe('Leads', () => {
  it('CO-20 lists the people who signed up with the code and have no plan yet, with how to reach them', async () => {
    const { api } = setup();
    expect(await screen.findByRole('heading', { name: 'Leads', level: 1 })).toBeInTheDocument();
    const table = (await screen.findByText('Lead 1')).closest('table') as HTMLTableElement;
    for (const header of ['Name', 'Email', 'Phone', 'Code used', 'Signed up']) expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'lead1@example.com' })).toHaveAttribute('href', 'mailto:lead1@example.com');
    expect(within(table).getByText('(555) 010-0001')).toBeInTheDocument();
    expect(within(table).getAllByText('Nov 2, 2026')).toHaveLength(3);
    expect(api.callsTo('GET', 'coaching/leads/')[0]?.payload).toMatchObject({ limit: 20, offset: 0 });
  });

  it('CO-20 searches by name or e-mail', async () => {
    const { user, api } = setup(12);
    await screen.findByText('Lead 1');
    await user.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'Lead 11{Enter}');
    await waitFor(() => expect(api.callsTo('GET', 'coaching/leads/').at(-1)?.payload).toMatchObject({ search: 'Lead 11', offset: 0 }));
    await waitFor(() => expect(screen.queryByText('Lead 2')).not.toBeInTheDocument());
    expect(screen.getByText('Lead 11')).toBeInTheDocument();
  });

  it('CO-20 an empty list says how leads come', async () => {
    setup(0);
    expect(await screen.findByText('No leads yet. Share your code to find new clients.')).toBeInTheDocument();
  });
});
