import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { coachProgram, mockApi, renderPage, resetPortalTest, signInPartner } from '../../testing/renderPortal';
import { RevenuePage } from './RevenuePage';

const row = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  customer: `Customer ${id}`,
  account_created: '2026-10-05T15:00:00Z',
  product: 'premium',
  earned: '120.00',
  commission: '24.00',
  active: true,
  pending: false,
  basic: false,
  ...extra,
});
const page = (payload: Record<string, unknown> | undefined) => {
  const offset = Number(payload?.offset ?? 0);
  const total = 45;
  const results = Array.from({ length: Math.min(20, total - offset) }, (_, i) => row(offset + i + 1));
  return { count: total, next: null, results, total_earned: '5400.00', total_commission: '1080.00' };
};
const MONTHLY = { results: [{ month: '2026-09', conversions: 3, earned: '300.00', commission: '60.00' }, { month: '2026-10', conversions: 5, earned: '500.00', commission: '100.00' }] };

function setup(program = coachProgram()) {
  const api = mockApi({
    'GET affiliates/me/': () => program,
    'GET affiliates/conversions/': page,
    'GET affiliates/conversions/monthly/': () => MONTHLY,
    'POST affiliates/conversions/download/': () => 'customer,account_created\r\nCustomer 1,2026-10-05\r\n',
  });
  return { ...renderPage(<RevenuePage />), api };
}

beforeEach(() => signInPartner());
afterEach(resetPortalTest);

describe('Revenue', () => {
  it('CO-13 lists conversions 20 a page with every column, and pages on', async () => {
    const { user, api } = setup();
    expect(await screen.findByRole('heading', { name: 'Revenue', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    for (const header of ['Customer', 'Account created', 'Product', 'Earned', 'Commission', 'Active', 'Pending', 'Basic']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    expect(within(table).getByText('Customer 1')).toBeInTheDocument();
    expect(within(table).getAllByText('Oct 5, 2026').length).toBe(20);
    expect(api.callsTo('GET', 'affiliates/conversions/')[0]?.payload).toMatchObject({ limit: 20, offset: 0 });
    expect(screen.getByText(/45 conversions · Earned \$5,400\.00 · Commission \$1,080\.00/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Customer 21')).toBeInTheDocument();
    expect(api.callsTo('GET', 'affiliates/conversions/').at(-1)?.payload).toMatchObject({ limit: 20, offset: 20 });
  });

  it('CO-13 sorts by a column through the API', async () => {
    const { user, api } = setup();
    await screen.findByText('Customer 1');
    await user.click(screen.getByRole('columnheader', { name: 'Customer' }));
    await waitFor(() => expect(api.callsTo('GET', 'affiliates/conversions/').at(-1)?.payload).toMatchObject({ ordering: 'customer', offset: 0 }));
    await user.click(screen.getByRole('columnheader', { name: 'Customer' }));
    await waitFor(() => expect(api.callsTo('GET', 'affiliates/conversions/').at(-1)?.payload).toMatchObject({ ordering: '-customer' }));
  });

  it('CO-13 filters by month and product, and the chart follows the filters', async () => {
    const { user, api } = setup();
    await screen.findByText('Customer 1');
    const month = dayjs().startOf('month').subtract(1, 'month');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), month.format('MMMM YYYY'));
    const from = month.format('YYYY-MM-DD');
    const to = month.endOf('month').format('YYYY-MM-DD');
    await waitFor(() => expect(api.callsTo('GET', 'affiliates/conversions/').at(-1)?.payload).toMatchObject({ date_from: from, date_to: to, offset: 0 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product' }), 'Family');
    await waitFor(() => expect(api.callsTo('GET', 'affiliates/conversions/').at(-1)?.payload).toMatchObject({ date_from: from, date_to: to, product: 'family' }));
    expect(api.callsTo('GET', 'affiliates/conversions/monthly/').at(-1)?.payload).toEqual({ date_from: from, date_to: to, product: 'family' });
  });

  it('CO-14 Export CSV posts the filters in use and downloads the file', async () => {
    const createObjectURL = jest.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, api } = setup();
    await screen.findByText('Customer 1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product' }), 'Basic');
    await waitFor(() => expect(api.callsTo('GET', 'affiliates/conversions/').at(-1)?.payload).toMatchObject({ product: 'basic' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST', 'affiliates/conversions/download/')[0]?.payload).toEqual({ product: 'basic', ordering: undefined });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Your export is downloading.')).toBeInTheDocument();
  });

  it('CO-13 draws commission per month', async () => {
    setup();
    const chart = await screen.findByRole('figure', { name: 'Commission per month' });
    expect(within(chart).getByText('Sep 2026: $60.00')).toBeInTheDocument();
    expect(within(chart).getByText('Oct 2026: $100.00')).toBeInTheDocument();
  });

  it("CO-05 the page is titled 'Enrollment' for church and employer programs", async () => {
    setup(coachProgram(['dashboard', 'revenue'], 'church'));
    expect(await screen.findByRole('heading', { name: 'Enrollment', level: 1 })).toBeInTheDocument();
  });
});
