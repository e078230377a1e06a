import { screen, waitFor, within } from '@testing-library/react';
import { coachProgram, mockApi, renderPage, resetPortalTest, signInPartner } from '../../testing/renderPortal';
import { NodeSalesPage } from './NodeSalesPage';

const sale = (id: number) => ({ id, customer: `Buyer ${id}`, referred_by: 'REMY', date_sold: '2026-10-12T10:00:00Z', product: id % 2 ? 'basic' : 'smart', earned: '500.00', commission: '50.00' });

function setup() {
  const api = mockApi({
    'GET affiliates/me/': () => coachProgram(['dashboard'], 'rewards'),
    'GET rewards/dashboard/summary/': () => ({ landing_page: 88, checkout_page: 12, basic: 5, smart: 3, commission: '145.00' }),
    'GET rewards/dashboard/get-link/': () => ({ link: 'http://localhost:8080/register/begin?affiliate_id=REMY', code: 'REMY' }),
    'GET rewards/dashboard/list/': (q) => {
      const offset = Number(q?.offset ?? 0);
      return { count: 25, next: null, results: Array.from({ length: Math.min(20, 25 - offset) }, (_, i) => sale(offset + i + 1)) };
    },
    'POST rewards/dashboard/list/download/': () => 'customer\r\nBuyer 1\r\n',
    'GET rewards/dashboard/list-pending/': () => ({
      count: 1,
      next: null,
      results: [{ id: 9, customer: 'Pat Pending', referred_by: 'REMY', basic_nodes: 2, smart_nodes: 1, date_reserved: '2026-11-20T10:00:00Z', commission: '30.00' }],
    }),
  });
  return { ...renderPage(<NodeSalesPage />), api };
}

beforeEach(() => signInPartner({ is_coach: false, is_affiliate: true, is_rewards_affiliate: true }));
afterEach(resetPortalTest);

describe('Node Sales', () => {
  it('CO-17 shows the summary and the share link, which copies', async () => {
    const { user } = setup();
    expect(await screen.findByRole('heading', { name: 'Node Sales', level: 1 })).toBeInTheDocument();
    for (const [label, value] of [['Landing page visits', '88'], ['Checkout page visits', '12'], ['Basic nodes', '5'], ['Smart nodes', '3'], ['Commission', '$145.00']]) {
      expect((await screen.findAllByText(label as string)).length).toBeGreaterThan(0);
      expect(screen.getAllByText(value as string).length).toBeGreaterThan(0);
    }
    expect(await screen.findByLabelText('Your share link')).toHaveValue('http://localhost:8080/register/begin?affiliate_id=REMY');
    await user.click(screen.getByRole('button', { name: 'Copy link: Your share link' }));
    // user-event puts its own clipboard in place: read back what the page wrote.
    expect(await navigator.clipboard.readText()).toBe('http://localhost:8080/register/begin?affiliate_id=REMY');
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  });

  it('CO-18 lists sales 20 a page with their columns and exports them', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, api } = setup();
    expect(await screen.findByText('Buyer 1')).toBeInTheDocument();
    const table = screen.getByText('Buyer 1').closest('table') as HTMLTableElement;
    for (const header of ['Customer', 'Referred by', 'Date sold', 'Product', 'Earned', 'Commission']) expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(api.callsTo('GET', 'rewards/dashboard/list/')[0]?.payload).toMatchObject({ limit: 20, offset: 0 });
    expect(within(table).getAllByText('Oct 12, 2026')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('POST', 'rewards/dashboard/list/download/')).toHaveLength(1);
  });

  it('CO-19 lists pending sales with nodes, reservation date and commission', async () => {
    setup();
    const cell = await screen.findByText('Pat Pending');
    const table = cell.closest('table') as HTMLTableElement;
    for (const header of ['Customer', 'Referred by', 'Basic nodes', 'Smart nodes', 'Date reserved', 'Commission']) expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(table).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(within(table).getByText('$30.00')).toBeInTheDocument();
  });
});
