import { eq } from 'drizzle-orm';
import { budgets, incomes } from '../../platform/db/schema';
import { isoDate, monthBounds } from '../../platform/dates';
import { postActivity } from '../accounts';
import { fromCents, toCents } from '@qube/contract/core/money';
import { setupTestApi } from '../../test/helpers';

const api = setupTestApi();
afterEach(() => api.clock.reset());

type Login = { token: string; accountId: number; email: string };
type Entry = {
  name: string;
  start_date: string;
  end_date: string;
  status: string;
  income: string;
  budgeted: string;
  starting_balance: string;
  ending_balance: string;
};
type Income = { id: number; name: string; amount: string; date: string };
type Budget = {
  id: number;
  total_budgeted_amount: string;
  total_income_amount: string;
  qube_budgets: { id: number; qube: { id: number; name: string }; amount: string; spent: string }[];
  expected_income_instances: Income[];
  recurring_income_instances: Income[];
};

const ENTRY_KEYS = ['name', 'start_date', 'end_date', 'status', 'income', 'budgeted', 'starting_balance', 'ending_balance'].sort();

const get = (user: Login, path: string, base = '/api') => api.call('GET', `${base}/${path}${path.includes('?') ? '&' : '?'}account_id=${user.accountId}`, { token: user.token });
const runway = async (user: Login, base = '/api'): Promise<Entry[]> => {
  const res = await get(user, 'budgets/runway/', base);
  expect(res.statusCode).toBe(200);
  return (res.json() as { results: Entry[] }).results;
};
const currentBudget = async (user: Login, base = '/api'): Promise<Budget> => (await get(user, 'budgets/current/', base)).json();
const accountBalance = async (user: Login, base = '/api'): Promise<string> =>
  (await api.call('GET', `${base}/accounts/${user.accountId}/updates/`, { token: user.token })).json().account_balance;
const lineOf = (budget: Budget, name: string) => {
  const line = budget.qube_budgets.find((l) => l.qube.name === name);
  if (!line) throw new Error(`no qube budget for ${name}`);
  return line;
};
const qubeIdOf = async (user: Login, name: string): Promise<number> => {
  const { results } = (await get(user, 'qubes/')).json() as { results: { id: number; name: string }[] };
  const qube = results.find((q) => q.name === name);
  if (!qube) throw new Error(`no qube ${name}`);
  return qube.id;
};
const purchase = (user: Login, qubeId: number, amount: string) =>
  postActivity(api.database.db, { accountId: user.accountId, qubeId, transactionType: 'purchase', amount: -toCents(amount), title: 'Store', merchantName: 'Store', at: api.clock.now() });
const cents = (entries: Entry[], field: 'income' | 'budgeted' | 'starting_balance' | 'ending_balance') => entries.map((e) => toCents(e[field]));

/**
 * This month as the rules say, from the budget endpoint's data and the overview's balance: the balance now, plus the
 * income rows dated today or later, minus max(0, amount − spent) per qube budget.
 */
const expectedThisMonth = (budget: Budget, balance: string) => {
  const today = isoDate(api.clock.now());
  const income = [...budget.expected_income_instances, ...budget.recurring_income_instances]
    .filter((i) => i.date >= today)
    .reduce((sum, i) => sum + toCents(i.amount), 0n);
  const budgeted = budget.qube_budgets.reduce((sum, l) => {
    const left = toCents(l.amount) - toCents(l.spent);
    return sum + (left > 0n ? left : 0n);
  }, 0n);
  const starting = toCents(balance);
  return { income: fromCents(income), budgeted: fromCents(budgeted), starting_balance: fromCents(starting), ending_balance: fromCents(starting + income - budgeted) };
};

describe('runway', () => {
  it('PL-25 GET budgets/runway/ answers this month and the next five in order, exactly one current, each with a name and every field', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const entries = await runway(alex);
    expect(entries).toHaveLength(6);
    expect(entries.filter((e) => e.status === 'current')).toHaveLength(1);
    expect(entries.map((e) => e.status)).toEqual(['current', 'future', 'future', 'future', 'future', 'future']);
    const months = [0, 1, 2, 3, 4, 5].map((offset) => monthBounds(api.clock.now(), offset));
    expect(entries.map((e) => e.name)).toEqual(months.map((m) => m.name));
    expect(entries.map((e) => [e.start_date, e.end_date])).toEqual(months.map((m) => [m.start, m.end]));
    for (const entry of entries) {
      expect(Object.keys(entry).sort()).toEqual(ENTRY_KEYS);
      expect(entry.name).toMatch(/^[A-Z][a-z]+ \d{4}$/);
      for (const field of ['income', 'budgeted', 'starting_balance', 'ending_balance'] as const) expect(entry[field]).toMatch(/^-?\d+\.\d{2}$/);
    }
  });

  it("PL-25 this month starts at the account balance, adds the budget's income dated today or later and subtracts what is left to spend per qube budget", async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const [budget, balance] = [await currentBudget(alex), await accountBalance(alex)];
    const [thisMonth] = await runway(alex);
    expect(thisMonth).toMatchObject({ status: 'current', ...expectedThisMonth(budget, balance) });
    // The seed's numbers: 5745.00 in the account; 1995.00 budgeted, of which groceries and dining out are partly spent.
    expect(thisMonth?.starting_balance).toBe('5745.00');
    expect(toCents(thisMonth?.budgeted ?? '0')).toBeLessThanOrEqual(toCents(budget.total_budgeted_amount));
  });

  it("PL-25 later months repeat the current budget's income and total budgeted, each starting at the previous month's ending balance", async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const budget = await currentBudget(alex);
    const entries = await runway(alex);
    const later = entries.slice(1);
    expect(later.map((e) => e.income)).toEqual(Array(5).fill(budget.total_income_amount));
    expect(later.map((e) => e.budgeted)).toEqual(Array(5).fill(budget.total_budgeted_amount));
    expect(budget).toMatchObject({ total_income_amount: '4800.00', total_budgeted_amount: '1995.00' });
    for (const [i, entry] of entries.entries()) {
      if (i > 0) expect(entry.starting_balance).toBe(entries[i - 1]?.ending_balance);
      expect(toCents(entry.ending_balance)).toBe(toCents(entry.starting_balance) + toCents(entry.income) - toCents(entry.budgeted));
    }
    // 4800.00 in and 1995.00 out each month: 2805.00 more at the end of every later month.
    const endings = cents(entries, 'ending_balance');
    for (let i = 1; i < endings.length; i += 1) expect((endings[i] ?? 0n) - (endings[i - 1] ?? 0n)).toBe(280500n);
  });

  it('PL-25 an income row counts this month only when dated today or later, and in full every later month', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const { id: budgetId } = await currentBudget(alex);
    const before = await runway(alex);
    const now = api.clock.now();
    const today = isoDate(now);
    const yesterday = isoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
    await api.database.db.insert(incomes).values([
      { budgetId, kind: 'recurring', name: 'Side job', amount: '120.35', date: today },
      { budgetId, kind: 'expected', name: 'Refund', amount: '40.10', date: yesterday },
    ]);
    const after = await runway(alex);
    const income = (entries: Entry[]) => cents(entries, 'income');
    expect(income(after)[0]! - income(before)[0]!).toBe(12035n);
    for (let i = 1; i < 6; i += 1) expect(income(after)[i]! - income(before)[i]!).toBe(16045n);
    expect(after[0]).toMatchObject(expectedThisMonth(await currentBudget(alex), await accountBalance(alex)));
  });

  it('PL-25 a purchase within its qube budget leaves every ending balance as it was; money spent beyond the budget lowers each by that much', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = lineOf(await currentBudget(alex), 'Groceries');
    const before = await runway(alex);

    // Within the budget: the balance and what is left to spend both fall by 10.00.
    await purchase(alex, groceries.qube.id, '10.00');
    const within = await runway(alex);
    expect(toCents(within[0]!.starting_balance)).toBe(toCents(before[0]!.starting_balance) - 1000n);
    expect(toCents(within[0]!.budgeted)).toBe(toCents(before[0]!.budgeted) - 1000n);
    expect(within.map((e) => e.ending_balance)).toEqual(before.map((e) => e.ending_balance));

    // From a qube without a budget: nothing planned covered it, so every month ends 25.00 lower.
    await purchase(alex, await qubeIdOf(alex, 'Emergency Fund'), '25.00');
    const outside = await runway(alex);
    expect(outside[0]!.budgeted).toBe(within[0]!.budgeted);
    expect(cents(outside, 'ending_balance')).toEqual(cents(within, 'ending_balance').map((c) => c - 2500n));

    // Past the budget: what is left of groceries goes to 0 (never below), so only the 5.00 over it lowers the endings.
    const left = toCents(groceries.amount) - toCents(groceries.spent) - 1000n;
    await purchase(alex, groceries.qube.id, fromCents(left + 500n));
    const over = await runway(alex);
    expect(toCents(lineOf(await currentBudget(alex), 'Groceries').spent)).toBe(toCents(groceries.amount) + 500n);
    expect(toCents(over[0]!.budgeted)).toBe(toCents(outside[0]!.budgeted) - left);
    expect(cents(over, 'ending_balance')).toEqual(cents(outside, 'ending_balance').map((c) => c - 500n));
    expect(over.slice(1).map((e) => e.budgeted)).toEqual(before.slice(1).map((e) => e.budgeted));
    expect(over[0]).toMatchObject(expectedThisMonth(await currentBudget(alex), await accountBalance(alex)));
  });

  it("PL-25 a committed budget change moves this month's left to spend and every later month's budgeted; a draft does not", async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const budget = await currentBudget(alex);
    const groceries = lineOf(budget, 'Groceries');
    const before = await runway(alex);
    const raised = fromCents(toCents(groceries.amount) + 10025n);
    const draft = await api.call('PATCH', `/api/budgets/qube-budget/${groceries.id}/`, { token: alex.token, body: { account_id: alex.accountId, editing_amount: raised } });
    expect(draft.statusCode).toBe(200);
    expect(await runway(alex)).toEqual(before);

    const commit = await api.call('POST', `/api/budgets/${budget.id}/`, { token: alex.token, body: { account_id: alex.accountId, commit: true } });
    expect(commit.statusCode).toBe(200);
    const after = await runway(alex);
    expect(cents(after, 'budgeted')).toEqual(cents(before, 'budgeted').map((c) => c + 10025n));
    // Each month spends 100.25 more than before, so the gap grows by 100.25 a month.
    expect(cents(after, 'ending_balance')).toEqual(cents(before, 'ending_balance').map((c, i) => c - 10025n * BigInt(i + 1)));
    expect(after.map((e) => e.income)).toEqual(before.map((e) => e.income));
  });

  it('PL-25 without a current budget the runway answers 404 No current budget., like budgets/current/', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    await api.database.db.delete(budgets).where(eq(budgets.accountId, alex.accountId));
    const res = await get(alex, 'budgets/runway/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ fallback_message: 'No current budget.', code: 'no_current_budget' });
    expect((await get(alex, 'budgets/current/')).json()).toEqual(res.json());
  });

  it("PL-25 another user's account answers 404 Account not found.", async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const other = await api.freshLogin('alex@demo.qube');
    const res = await api.call('GET', `/api/budgets/runway/?account_id=${other.accountId}`, { token: alex.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().fallback_message).toBe('Account not found.');
    expect((await api.call('GET', '/api/budgets/runway/?account_id=999999', { token: alex.token })).json().fallback_message).toBe('Account not found.');
  });

  it('PL-25 the households prefix serves the runway for plus@demo.qube, and not for a normal account', async () => {
    const plus = await api.freshLogin('plus@demo.qube');
    const base = '/api/households';
    const entries = await runway(plus, base);
    expect(entries).toHaveLength(6);
    expect(entries.filter((e) => e.status === 'current').map((e) => e.name)).toEqual([monthBounds(api.clock.now()).name]);
    const budget = await currentBudget(plus, base);
    expect(entries[0]).toMatchObject(expectedThisMonth(budget, await accountBalance(plus, base)));
    expect(entries[1]).toMatchObject({ income: budget.total_income_amount, budgeted: budget.total_budgeted_amount, starting_balance: entries[0]?.ending_balance });
    const alex = await api.freshLogin('alex@demo.qube');
    const normal = await get(alex, 'budgets/runway/', base);
    expect(normal.statusCode).toBe(404);
    expect(normal.json().fallback_message).toBe('Account not found.');
  });
});
