import { act, render, screen, waitFor, within } from '@testing-library/react';
import { api, ApiError, sessionStore, type Budget, type QubeBudget, type RunwayEntry } from '@qube/shared';
import { startTestSession } from '@qube/shared/test-utils';
import { PlanningPage } from './PlanningPage';

// The first view of /planning draws without antd (docs/adr/0015-plain-markup-first-views.md): an import of it fails
// here. The income dialogs load antd when they open (IncomeCard.test.tsx and PlanningPage.test.tsx open them).
jest.mock('antd', () => {
  throw new Error('antd is not part of the first view of /planning');
});

jest.setTimeout(60000);

const line = (id: number, name: string, type: QubeBudget['qube']['type'], amount: string, extra: Partial<QubeBudget> = {}): QubeBudget => ({
  id,
  qube: { id: id + 100, name, type },
  amount,
  editing_amount: null,
  is_editing: false,
  spent: '0.00',
  auto_fund_choice: 0,
  ...extra,
});

const BUDGET: Budget = {
  id: 7,
  name: 'October 2026',
  start_date: '2026-10-01',
  end_date: '2026-10-31',
  status: 'current',
  total_budgeted_amount: '1200.00',
  total_income_amount: '1000.50',
  has_pending_changes: true,
  qube_budgets: [line(1, 'Groceries', 'spending', '300.00', { is_editing: true, editing_amount: '250.00', spent: '260.00' }), line(2, 'Rent', 'billing', '900.00', { auto_fund_choice: 1 })],
  expected_income_instances: [{ id: 1, income_group: 1, type: 'expected', name: 'Paycheck', amount: '1000.50', date: '2026-10-15' }],
  recurring_income_instances: [{ id: 2, income_group: 2, type: 'recurring', name: 'Salary', amount: '500.00', date: '2026-10-20' }],
};
const RUNWAY: RunwayEntry[] = [
  { name: 'October 2026', start_date: '2026-10-01', end_date: '2026-10-31', status: 'current', income: '0.00', budgeted: '100.00', starting_balance: '600.00', ending_balance: '500.00' },
  { name: 'November 2026', start_date: '2026-11-01', end_date: '2026-11-30', status: 'future', income: '2400.00', budgeted: '3000.00', starting_balance: '500.00', ending_balance: '-100.00' },
];
const summary = ({ id, name, start_date, end_date, status, total_budgeted_amount, total_income_amount }: Budget) => ({ id, name, start_date, end_date, status, total_budgeted_amount, total_income_amount });
const ok = (data: unknown) => Promise.resolve({ status: 200, data });

function setup(get: (path: string) => Promise<unknown>) {
  startTestSession({ feature_flags: { planning_screen: true, auto_allocation: true } }, { id: 1, budget_period: 'monthly' });
  jest.spyOn(api, 'get').mockImplementation(((path: string) => get(path)) as never);
  render(<PlanningPage />);
}

afterEach(() => {
  jest.restoreAllMocks();
  act(() => sessionStore.getState().reset());
});

describe('the first view of /planning, without antd', () => {
  it('PL-03 PL-05 PL-06 PL-07 PL-08 PL-09 PL-10 PL-17 PL-18 PL-24 PL-25 the pickers, totals, drafts bar, budget table, income, auto funding and runway', async () => {
    setup((path) => {
      if (path === 'budgets/current/') return ok(BUDGET);
      if (path === 'budgets/') return ok({ count: 1, next: null, previous: null, results: [summary(BUDGET)] });
      if (path === 'accounts/1/auto-funding/') return ok({ auto_funding_enabled: true });
      if (path === 'budgets/runway/') return ok({ results: RUNWAY });
      // Issue 25 §3: the paycheck rules card draws beside auto funding, plain too.
      if (path === 'accounts/1/paycheck-rules/') return ok({ results: [] });
      throw new Error(`unexpected GET ${path}`);
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Planning' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your budget' })).toBeInTheDocument();
    const groceries = await screen.findByRole('textbox', { name: 'Groceries budget' });
    expect(groceries).toHaveValue('250.00');
    expect(groceries).toHaveAttribute('inputmode', 'decimal');

    // The pickers are native selects with visible labels.
    expect(screen.getByRole('combobox', { name: 'Budget' })).toHaveDisplayValue('October 2026 (current)');
    const period = screen.getByRole('combobox', { name: 'Budget period' });
    expect([...(period as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Monthly', 'Twice a month (1st and 15th)', 'Every two weeks', 'Weekly']);
    expect(screen.getByText('Current period: This Month')).toBeInTheDocument();

    for (const [title, value] of [['Total budgeted', '$1,200.00'], ['Total income', '$1,000.50'], ['Left to budget', '-$199.50']]) {
      expect(screen.getByText(title!, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value!);
    }
    expect(screen.getByText('You have unsaved budget changes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeEnabled();

    const table = screen.getByRole('heading', { level: 2, name: 'Qube budgets' }).closest('section') as HTMLElement;
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Qube', 'Type', 'Spent', 'Budget', 'Auto Fund', 'Suggestion']);
    expect(within(table).getAllByRole('columnheader').every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    expect(within(table).getByText('Unsaved')).toBeInTheDocument();
    expect(within(table).getByText('was $300.00')).toBeInTheDocument();
    expect(within(table).getByRole('combobox', { name: 'Rent auto fund' })).toHaveDisplayValue('Fill To Budget');
    expect(within(table).getByRole('button', { name: 'Suggest a budget for Groceries' })).toBeInTheDocument();

    const income = screen.getByRole('region', { name: 'Income' });
    expect(within(income).getByRole('button', { name: 'Add Income' })).toBeInTheDocument();
    expect(within(income).getByText('Repeats')).toBeInTheDocument();
    expect(within(income).getByRole('button', { name: 'Delete Paycheck on Oct 15, 2026' })).toBeInTheDocument();

    const autoFunding = screen.getByRole('switch', { name: 'Auto Funding' });
    await waitFor(() => expect(autoFunding).toBeChecked());
    expect(autoFunding).toBeEnabled();
    expect(await screen.findByRole('list', { name: 'Balance at the end of each month' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('At this pace your money runs out in November 2026.');
  });

  it('PL-03 PL-06 the empty and failed states draw without antd too', async () => {
    setup((path) => (path === 'budgets/current/' ? Promise.reject(new ApiError(500, { fallback_message: 'Server error.' })) : ok({ count: 0, next: null, previous: null, results: [] })));
    expect(await screen.findByText('We could not load your budget.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('PL-06 says when there is no budget for this period', async () => {
    setup((path) => (path === 'budgets/current/' ? Promise.reject(new ApiError(404, { fallback_message: 'No current budget.' })) : ok({ count: 0, next: null, previous: null, results: [] })));
    expect(await screen.findByText('You have no budget for this period yet.')).toBeInTheDocument();
  });
});
