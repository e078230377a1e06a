import { screen, within } from '@testing-library/react';
import { api, ApiError, type MonthlyReport } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import ReportsPage from './ReportsPage';

const report = (month: string, name: string, out: string, groceries: string): MonthlyReport => ({
  month, name, period_start: `${month}-01`, period_end: `${month}-28`, money_in: '4800.00', money_out: out, net: '0.00', transactions_count: 3,
  spending_by_qube: [{ qube_id: 1, name: 'Groceries', type: 'spending', spent: groceries, budget: '400.00' }, { qube_id: null, name: 'Cloud', type: 'cloud', spent: '100.00', budget: null }],
  top_merchants: [],
});
const MONTHS = ['2026-10', '2026-09', '2026-08', '2026-07', '2026-06', '2026-05', '2026-04'].map((month, i) => ({ id: Number(month.replace('-', '')), month, name: `Month ${7 - i}` }));

const setup = (fail?: ApiError) => {
  jest.spyOn(api, 'get').mockImplementation(async () => {
    if (fail) throw fail;
    return { status: 200, data: { count: MONTHS.length, next: null, results: MONTHS } } as never;
  });
  const post = jest.spyOn(api, 'post').mockImplementation(async (_path, body) => {
    const { month } = body as { month: string };
    const i = MONTHS.findIndex((m) => m.month === month);
    return { status: 200, data: report(month, MONTHS[i]?.name ?? month, `${400 + i}.00`, `${300 + i}.00`) } as never;
  });
  return { post, ...renderWithProviders(<ReportsPage />, { session: { account: { id: 7 } } }) };
};

describe('the Reports page (issue 25 §5)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the last 6 full months, oldest first: spending by qube, money in and out, budget against actual', async () => {
    const { post } = setup();
    const spending = await screen.findByRole('table', { name: 'Spent per month' });
    expect(post).toHaveBeenCalledTimes(6);
    const headers = within(spending).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Qube', 'Month 2', 'Month 3', 'Month 4', 'Month 5', 'Month 6', 'Month 7']);
    expect(within(spending).getByRole('row', { name: /Groceries/ })).toHaveTextContent('$305.00$304.00$303.00$302.00$301.00$300.00');
    const budget = screen.getByRole('table', { name: 'Over the 6 months' });
    // 6 × 400.00 budgeted, 1,815.00 spent.
    expect(within(budget).getByRole('row', { name: /Groceries/ })).toHaveTextContent('$2,400.00$1,815.00$585.00 left');
    expect(screen.getByRole('table', { name: 'Money in (green) and out (red) per month' })).toHaveTextContent('Month 7$4,800.00$400.00');
  });

  it('filters by period and by qube, with the keyboard', async () => {
    const { user, post } = setup();
    await screen.findByRole('table', { name: 'Spent per month' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 3 months');
    expect(await screen.findByRole('table', { name: 'Over the 3 months' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(9);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Qube' }), 'Cloud');
    const spending = screen.getByRole('table', { name: 'Spent per month' });
    expect(within(spending).queryByRole('row', { name: /Groceries/ })).not.toBeInTheDocument();
    expect(screen.getByText('No budget in these months for this qube.')).toBeInTheDocument();
  });

  it('downloads exactly what is shown as CSV', async () => {
    const { user } = setup();
    await screen.findByRole('table', { name: 'Spent per month' });
    let csv = '';
    const createObjectURL = jest.fn((blob: Blob) => {
      // jsdom's Blob has no text(): read it as a browser would.
      const reader = new FileReader();
      reader.onload = () => (csv = String(reader.result));
      reader.readAsText(blob);
      return 'blob:csv';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Qube' }), 'Groceries');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(createObjectURL).toHaveBeenCalled();
    expect(click).toHaveBeenCalled();
    expect(csv.split('\r\n').slice(0, 2)).toEqual(['Month,Money in,Money out,Spent: Groceries', 'Month 2,4800.00,405.00,305.00']);
    expect(csv).toContain('Qube,Budget,Spent\r\nGroceries,2400.00,1815.00');
  });

  it('offers Retry when the reports cannot be loaded', async () => {
    setup(new ApiError(503, { fallback_message: 'Try again in a minute.' }));
    expect(await screen.findByText('We could not load your reports.')).toBeInTheDocument();
    expect(screen.getByText('Try again in a minute.')).toBeInTheDocument();
  });
});
