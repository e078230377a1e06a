import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { budgets, incomes, qubeBudgets, qubes } from '../../platform/db/schema';
import { DRAFT_AMOUNT_INVALID } from './budgets';
import { monthBounds } from '../../platform/dates';
import { postActivity, transferBetweenPockets } from '../accounts';
import { toCents } from '@qube/contract/core/money';
import { setupTestApi } from '../../test/helpers';

const api = setupTestApi();
afterEach(() => api.clock.reset());

type Login = { token: string; accountId: number; email: string };
type QubeBudget = { id: number; qube: { id: number; name: string; type: string }; amount: string; editing_amount: string | null; is_editing: boolean; spent: string };

const BUDGET_KEYS = [
  'id', 'name', 'start_date', 'end_date', 'status', 'total_budgeted_amount', 'total_income_amount', 'has_pending_changes', 'qube_budgets',
  'expected_income_instances', 'recurring_income_instances',
].sort();
const QUBE_BUDGET_KEYS = ['id', 'qube', 'amount', 'editing_amount', 'is_editing', 'spent', 'auto_fund_choice'].sort();
const SUMMARY_KEYS = ['id', 'name', 'start_date', 'end_date', 'status', 'total_budgeted_amount', 'total_income_amount'].sort();
const NONE = { suggested_amount: null, basis: 'none', description: 'Not enough history for a suggestion yet.' };

const get = (user: Login, path: string) => api.call('GET', `/api/${path}${path.includes('?') ? '&' : '?'}account_id=${user.accountId}`, { token: user.token });
const current = async (user: Login) => (await get(user, 'budgets/current/')).json();
const lineOf = (budget: { qube_budgets: QubeBudget[] }, name: string): QubeBudget => {
  const line = budget.qube_budgets.find((l) => l.qube.name === name);
  if (!line) throw new Error(`no qube budget for ${name}`);
  return line;
};
const patch = (user: Login, lineId: number, editing_amount: unknown) =>
  api.call('PATCH', `/api/budgets/qube-budget/${lineId}/`, { token: user.token, body: { account_id: user.accountId, editing_amount } });
const settle = (user: Login, budgetId: number, body: Record<string, unknown>) =>
  api.call('POST', `/api/budgets/${budgetId}/`, { token: user.token, body: { account_id: user.accountId, ...body } });
const suggestion = async (user: Login, lineId: number) => (await get(user, `budgets/qube-budget/${lineId}/suggested-budget/`)).json();

/** A budget for the month `offset` months from the API clock's, with qube budget lines and an income. */
const insertBudget = async (user: Login, offset: number, lines: { qubeId: number; amount: string }[] = [], income?: string) => {
  const month = monthBounds(api.clock.now(), offset);
  const [budget] = await api.database.db.insert(budgets).values({ accountId: user.accountId, name: month.name, startDate: month.start, endDate: month.end }).returning();
  if (!budget) throw new Error('budget insert failed');
  const ids: number[] = [];
  for (const line of lines) {
    const [row] = await api.database.db.insert(qubeBudgets).values({ budgetId: budget.id, ...line }).returning({ id: qubeBudgets.id });
    if (row) ids.push(row.id);
  }
  if (income) await api.database.db.insert(incomes).values({ budgetId: budget.id, kind: 'recurring', name: 'Side job', amount: income, date: month.start });
  return { ...budget, lineIds: ids };
};
/** A local date in the month `offset` months from the API clock's. */
const inMonth = (offset: number, day: number) => {
  const now = api.clock.now();
  return new Date(now.getFullYear(), now.getMonth() + offset, day, 12);
};
const purchase = (user: Login, qubeId: number, amount: string, at: Date) =>
  postActivity(api.database.db, { accountId: user.accountId, qubeId, transactionType: 'purchase', amount: -toCents(amount), title: 'Store', merchantName: 'Store', at });

describe('budgets', () => {
  it('PL-05 the current budget carries status, has_pending_changes and per qube budget editing_amount, is_editing, spent and auto_fund_choice', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const res = await get(alex, 'budgets/current/');
    expect(res.statusCode).toBe(200);
    const budget = res.json();
    expect(Object.keys(budget).sort()).toEqual(BUDGET_KEYS);
    expect(budget).toMatchObject({ status: 'current', has_pending_changes: false, total_budgeted_amount: '1995.00', total_income_amount: '4800.00' });
    for (const line of budget.qube_budgets) {
      expect(Object.keys(line).sort()).toEqual(QUBE_BUDGET_KEYS);
      expect(line).toMatchObject({ editing_amount: null, is_editing: false, auto_fund_choice: 1 });
    }
    // The seed buys groceries for 120, 100 and 80 on the 5th, 12th and 20th at 18:00, when that was 2 h before seeding.
    const seededBy = Date.now() - 2 * 60 * 60 * 1000;
    const groceries = ([[5, 12000n], [12, 10000n], [20, 8000n]] as const)
      .filter(([day]) => inMonth(0, day).setHours(18) < seededBy)
      .reduce((sum, [, cents]) => sum + cents, 0n);
    expect(toCents(lineOf(budget, 'Groceries').spent)).toBe(groceries);
    // The goal only ever received money (the seed's funding is internal transfers).
    expect(lineOf(budget, 'Vacation').spent).toBe('0.00');
  });

  it('PL-05 status is past before today, current when today is within and future after, by the API clock', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const past = await insertBudget(alex, -1);
    const future = await insertBudget(alex, 1);
    const { id: currentId } = await current(alex);
    expect((await get(alex, `budgets/${past.id}/`)).json().status).toBe('past');
    expect((await get(alex, `budgets/${currentId}/`)).json().status).toBe('current');
    expect((await get(alex, `budgets/${future.id}/`)).json().status).toBe('future');
    // A month and a half later this month's budget is past and next month's is current (a new session: the old one idles out).
    const later = inMonth(1, 15).getTime() - api.clock.now().getTime();
    api.clock.advance(later);
    const again = { ...alex, ...(await api.login(alex.email)) };
    expect((await get(again, `budgets/${currentId}/`)).json().status).toBe('past');
    expect((await get(again, `budgets/${future.id}/`)).json().status).toBe('current');
    expect((await get(again, 'budgets/current/')).json()).toMatchObject({ id: future.id, status: 'current' });
  });

  it('PL-06 GET budgets/ lists BudgetSummary newest first, with paging and sums in SQL', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const { id: currentId, qube_budgets: lines } = await current(alex);
    const groceries = lineOf({ qube_budgets: lines }, 'Groceries').qube.id;
    const rent = lineOf({ qube_budgets: lines }, 'Rent').qube.id;
    const older = await insertBudget(alex, -2, [{ qubeId: groceries, amount: '0.10' }, { qubeId: rent, amount: '0.20' }], '0.30');
    const past = await insertBudget(alex, -1, [{ qubeId: groceries, amount: '150.25' }]);
    const future = await insertBudget(alex, 1);
    const first = await get(alex, 'budgets/?limit=2');
    expect(first.statusCode).toBe(200);
    const one = first.json();
    expect(one.count).toBe(4);
    expect(one.results.map((b: { id: number }) => b.id)).toEqual([future.id, currentId]);
    expect(one.next).toBe(`/api/budgets/?limit=2&account_id=${alex.accountId}&offset=2`);
    for (const summary of one.results) expect(Object.keys(summary).sort()).toEqual(SUMMARY_KEYS);
    expect(one.results[0]).toMatchObject({ status: 'future', total_budgeted_amount: '0.00', total_income_amount: '0.00' });
    expect(one.results[1]).toMatchObject({ status: 'current', total_budgeted_amount: '1995.00', total_income_amount: '4800.00' });
    const two = (await api.call('GET', one.next, { token: alex.token })).json();
    expect(two.next).toBeNull();
    expect(two.results).toEqual([
      { id: past.id, name: past.name, start_date: past.startDate, end_date: past.endDate, status: 'past', total_budgeted_amount: '150.25', total_income_amount: '0.00' },
      { id: older.id, name: older.name, start_date: older.startDate, end_date: older.endDate, status: 'past', total_budgeted_amount: '0.30', total_income_amount: '0.30' },
    ]);
    // The client asks with limit 1000; more than that is served as 1000.
    const all = (await get(alex, 'budgets/?limit=5000')).json();
    expect(all).toMatchObject({ count: 4, next: null });
    expect(all.results).toHaveLength(4);
  });

  it('PL-06 PL-08 budgets and qube budgets of another account or unknown ids are 404 Budget not found.', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const other = await api.freshLogin('alex@demo.qube');
    const mine = await current(alex);
    const theirs = await current(other);
    const notFound = { fallback_message: 'Budget not found.', code: 'budget_not_found' };
    const theirLine = theirs.qube_budgets[0].id;
    for (const path of [`budgets/${theirs.id}/`, 'budgets/999999/', `budgets/qube-budget/${theirLine}/`, 'budgets/qube-budget/999999/', `budgets/qube-budget/${theirLine}/suggested-budget/`]) {
      const res = await get(alex, path);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    const draft = await patch(alex, theirLine, '5.00');
    expect(draft.statusCode).toBe(404);
    expect(draft.json()).toEqual(notFound);
    const commit = await settle(alex, theirs.id, { commit: true });
    expect(commit.statusCode).toBe(404);
    expect(commit.json()).toEqual(notFound);
    expect(lineOf(await current(other), theirs.qube_budgets[0].qube.name)).toMatchObject({ is_editing: false });
    // Their account itself is not found for alex.
    const account = await api.call('GET', `/api/budgets/${theirs.id}/?account_id=${other.accountId}`, { token: alex.token });
    expect(account.statusCode).toBe(404);
    expect(account.json().fallback_message).toBe('Account not found.');
    // Own ids answer.
    expect((await get(alex, `budgets/${mine.id}/`)).json()).toEqual(mine);
    const line = lineOf(mine, 'Rent');
    expect((await get(alex, `budgets/qube-budget/${line.id}/`)).json()).toEqual(line);
  });

  it('PL-07 PATCH saves a draft without changing the amount or the totals', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = lineOf(await current(alex), 'Groceries');
    const res = await patch(alex, groceries.id, '450.5');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...groceries, editing_amount: '450.50', is_editing: true });
    expect((await patch(alex, groceries.id, 425.25)).json()).toMatchObject({ amount: '400.00', editing_amount: '425.25', is_editing: true });
    const budget = await current(alex);
    expect(budget).toMatchObject({ has_pending_changes: true, total_budgeted_amount: '1995.00' });
    expect(lineOf(budget, 'Groceries')).toMatchObject({ amount: '400.00', editing_amount: '425.25', is_editing: true });
    expect((await get(alex, `budgets/qube-budget/${groceries.id}/`)).json()).toMatchObject({ amount: '400.00', editing_amount: '425.25' });
    const summary = (await get(alex, 'budgets/')).json().results.find((b: { id: number }) => b.id === budget.id);
    expect(summary.total_budgeted_amount).toBe('1995.00');
  });

  it('PL-07 PATCH refuses -1, 1000000.01, "abc" and 1.234 with "Enter an amount from $0.00 to $1,000,000.00." and saves nothing', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = lineOf(await current(alex), 'Groceries');
    for (const amount of [-1, '-1', 1000000.01, '1000000.01', 'abc', 1.234, '1.234', '1e3']) {
      const res = await patch(alex, groceries.id, amount);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ fallback_message: DRAFT_AMOUNT_INVALID, code: 'invalid', fields: { editing_amount: DRAFT_AMOUNT_INVALID } });
    }
    expect(DRAFT_AMOUNT_INVALID).toBe('Enter an amount from $0.00 to $1,000,000.00.');
    const blank = await patch(alex, groceries.id, '  ');
    expect(blank.json()).toMatchObject({ fallback_message: 'This Field is required!', fields: { editing_amount: 'This Field is required!' } });
    expect(lineOf(await current(alex), 'Groceries')).toMatchObject({ editing_amount: null, is_editing: false });
    // The bounds themselves are accepted.
    expect((await patch(alex, groceries.id, 0)).json().editing_amount).toBe('0.00');
    expect((await patch(alex, groceries.id, '1000000.00')).json().editing_amount).toBe('1000000.00');
  });

  it('PL-09 commit makes every draft the amount and clears the drafts; totals follow', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const budget = await current(alex);
    await patch(alex, lineOf(budget, 'Groceries').id, '450.10');
    await patch(alex, lineOf(budget, 'Dining Out').id, '0');
    const res = await settle(alex, budget.id, { commit: true });
    expect(res.statusCode).toBe(200);
    const committed = res.json();
    expect(Object.keys(committed).sort()).toEqual(BUDGET_KEYS);
    expect(committed).toMatchObject({ has_pending_changes: false, total_budgeted_amount: '1895.10' });
    expect(lineOf(committed, 'Groceries')).toMatchObject({ amount: '450.10', editing_amount: null, is_editing: false });
    expect(lineOf(committed, 'Dining Out')).toMatchObject({ amount: '0.00', editing_amount: null, is_editing: false });
    expect(lineOf(committed, 'Rent')).toMatchObject({ amount: '1200.00', editing_amount: null, is_editing: false });
    expect(await current(alex)).toEqual(committed);
  });

  it('PL-09 cancel drops the drafts and keeps the amounts', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const budget = await current(alex);
    await patch(alex, lineOf(budget, 'Groceries').id, '1.00');
    await patch(alex, lineOf(budget, 'Phone').id, '2.00');
    const res = await settle(alex, budget.id, { cancel: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(budget);
  });

  it('PL-09 commit and cancel together, or neither, is 400 "Choose commit or cancel."', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const budget = await current(alex);
    await patch(alex, lineOf(budget, 'Groceries').id, '1.00');
    for (const body of [{ commit: true, cancel: true }, {}, { commit: false }, { commit: false, cancel: false }]) {
      const res = await settle(alex, budget.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ fallback_message: 'Choose commit or cancel.', code: 'invalid' });
    }
    expect(lineOf(await current(alex), 'Groceries')).toMatchObject({ amount: '400.00', editing_amount: '1.00', is_editing: true });
    expect((await settle(alex, budget.id, { commit: true, cancel: false })).json().total_budgeted_amount).toBe('1596.00');
  });

  it('PL-07 PL-09 a past budget cannot be changed (400 budget_closed); a future one can', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = lineOf(await current(alex), 'Groceries').qube.id;
    const past = await insertBudget(alex, -1, [{ qubeId: groceries, amount: '300.00' }]);
    const closed = { fallback_message: 'A past budget cannot be changed.', code: 'budget_closed' };
    const draft = await patch(alex, past.lineIds[0] ?? 0, '10.00');
    expect(draft.statusCode).toBe(400);
    expect(draft.json()).toEqual(closed);
    for (const body of [{ commit: true }, { cancel: true }]) {
      const res = await settle(alex, past.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(closed);
    }
    expect((await get(alex, `budgets/${past.id}/`)).json().qube_budgets[0]).toMatchObject({ amount: '300.00', is_editing: false });
    const future = await insertBudget(alex, 1, [{ qubeId: groceries, amount: '300.00' }]);
    expect((await patch(alex, future.lineIds[0] ?? 0, '310.00')).statusCode).toBe(200);
    expect((await settle(alex, future.id, { commit: true })).json()).toMatchObject({ status: 'future', total_budgeted_amount: '310.00' });
  });

  it('PL-05 spent counts the period\'s purchases, not internal transfers, money in or other periods', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const before = lineOf(await current(alex), 'Groceries');
    const transfer = await api.call('POST', '/api/orders/', {
      token: alex.token,
      body: { account_id: alex.accountId, from_qube: before.qube.id, to_qube: 'cloud', amount: '10.00', recurring: 'none', idempotency_key: crypto.randomUUID(), scheduled_date: 'today' },
    });
    expect(transfer.statusCode).toBe(201);
    expect(lineOf(await current(alex), 'Groceries').spent).toBe(before.spent);
    await purchase(alex, before.qube.id, '12.34', api.clock.now());
    await postActivity(api.database.db, { accountId: alex.accountId, qubeId: before.qube.id, transactionType: 'refund', amount: '5.00', at: api.clock.now() });
    await purchase(alex, before.qube.id, '99.00', inMonth(-1, 10));
    const after = lineOf(await current(alex), 'Groceries');
    expect(toCents(after.spent) - toCents(before.spent)).toBe(1234n);
    // Last month's budget counts last month: the seed's 120 + 100 + 80, plus the 99.00 just bought.
    const past = await insertBudget(alex, -1, [{ qubeId: before.qube.id, amount: '400.00' }]);
    expect((await get(alex, `budgets/qube-budget/${past.lineIds[0]}/`)).json().spent).toBe('399.00');
  });

  it('PL-08 spending suggestion: the average money out of the last 3 full months, transfers excluded, rounded up to whole dollars', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const budget = await current(alex);
    const groceries = lineOf(budget, 'Groceries');
    // The seed spends 300.00 on groceries in each of the three months; a transfer out of the qube is not spending.
    await transferBetweenPockets(api.database.db, { accountId: alex.accountId, from: groceries.qube.id, to: null, amount: '250.00', at: inMonth(-1, 3) });
    const res = await get(alex, `budgets/qube-budget/${groceries.id}/suggested-budget/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ suggested_amount: '300.00', basis: 'spending_average', description: 'The average you spent in the last 3 months.' });
    // Dining Out: 45.00 + 37.50 + 30.00 = 112.50 a month, rounded up to 113.00.
    expect((await suggestion(alex, lineOf(budget, 'Dining Out').id)).suggested_amount).toBe('113.00');
    // One cent more in the window makes the average 300.0033…, rounded up to 301.00.
    await purchase(alex, groceries.qube.id, '0.01', inMonth(-3, 2));
    expect((await suggestion(alex, groceries.id)).suggested_amount).toBe('301.00');
  });

  it('PL-08 spending suggestion without money out in the last 3 months is none', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const budget = await current(alex);
    const [qube] = await api.database.db.insert(qubes).values({ accountId: alex.accountId, name: 'Hobbies', type: 'spending', manualSortPosition: 99 }).returning({ id: qubes.id });
    if (!qube) throw new Error('qube insert failed');
    const [line] = await api.database.db.insert(qubeBudgets).values({ budgetId: budget.id, qubeId: qube.id, amount: '50.00' }).returning({ id: qubeBudgets.id });
    if (!line) throw new Error('line insert failed');
    expect(await suggestion(alex, line.id)).toEqual(NONE);
    // Funding and moving money out again, a purchase this month and one 4 months ago are outside the rule.
    await transferBetweenPockets(api.database.db, { accountId: alex.accountId, from: null, to: qube.id, amount: '100.00', at: inMonth(-4, 2) });
    await purchase(alex, qube.id, '20.00', inMonth(-4, 20));
    await transferBetweenPockets(api.database.db, { accountId: alex.accountId, from: qube.id, to: null, amount: '30.00', at: inMonth(-2, 2) });
    await purchase(alex, qube.id, '15.00', api.clock.now());
    expect(await suggestion(alex, line.id)).toEqual(NONE);
    // Once the window has spending, the rule answers: 10.00 / 3 → 4.00.
    await purchase(alex, qube.id, '10.00', inMonth(-1, 28));
    expect(await suggestion(alex, line.id)).toMatchObject({ suggested_amount: '4.00', basis: 'spending_average' });
  });

  it('PL-08 bill suggestion is the bill amount', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const budget = await current(alex);
    expect(await suggestion(alex, lineOf(budget, 'Rent').id)).toEqual({ suggested_amount: '1200.00', basis: 'bill_amount', description: 'Your bill amount.' });
    expect((await suggestion(alex, lineOf(budget, 'Phone').id)).suggested_amount).toBe('45.00');
    await api.database.db.update(qubes).set({ billAmount: null }).where(eq(qubes.id, lineOf(budget, 'Phone').qube.id));
    expect(await suggestion(alex, lineOf(budget, 'Phone').id)).toEqual(NONE);
  });

  it('PL-08 goal suggestion: what is missing over the months left counting the budget\'s month, rounded up to cents', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const vacation = lineOf(await current(alex), 'Vacation');
    const setGoal = (goalAmount: string | null, goalDate: string | null) =>
      api.database.db.update(qubes).set({ goalAmount, goalDate }).where(eq(qubes.id, vacation.qube.id));
    // Balance 600.00; 1000.00 by the end of the month after next: 400.00 over 3 months = 133.333… → 133.34.
    await setGoal('1000.00', monthBounds(api.clock.now(), 2).end);
    expect(await suggestion(alex, vacation.id)).toEqual({ suggested_amount: '133.34', basis: 'goal_pace', description: 'What it takes to reach your goal on time.' });
    // Due this month, or already overdue: everything missing now.
    await setGoal('1000.00', monthBounds(api.clock.now(), 0).start);
    expect((await suggestion(alex, vacation.id)).suggested_amount).toBe('400.00');
    await setGoal('1000.00', monthBounds(api.clock.now(), -5).end);
    expect((await suggestion(alex, vacation.id)).suggested_amount).toBe('400.00');
    // Reached already: nothing more is needed.
    await setGoal('500.00', monthBounds(api.clock.now(), 6).end);
    expect(await suggestion(alex, vacation.id)).toMatchObject({ suggested_amount: '0.00', basis: 'goal_pace' });
    // Without a date or an amount there is no pace.
    await setGoal('1000.00', null);
    expect(await suggestion(alex, vacation.id)).toEqual(NONE);
    await setGoal(null, monthBounds(api.clock.now(), 6).end);
    expect(await suggestion(alex, vacation.id)).toEqual(NONE);
  });

  it('PL-05 PL-06 the households prefix serves budgets for plus@demo.qube, and not a normal account', async () => {
    const plus = await api.freshLogin('plus@demo.qube');
    const res = await api.call('GET', `/api/households/budgets/current/?account_id=${plus.accountId}`, { token: plus.token });
    expect(res.statusCode).toBe(200);
    const budget = res.json();
    expect(budget).toMatchObject({ status: 'current', total_budgeted_amount: '720.00', has_pending_changes: false });
    const list = (await api.call('GET', `/api/households/budgets/?account_id=${plus.accountId}`, { token: plus.token })).json();
    expect(list.results.map((b: { id: number }) => b.id)).toEqual([budget.id]);
    const line = lineOf(budget, 'Groceries');
    const draft = await api.call('PATCH', `/api/households/budgets/qube-budget/${line.id}/`, { token: plus.token, body: { account_id: plus.accountId, editing_amount: '510.00' } });
    expect(draft.json()).toMatchObject({ editing_amount: '510.00', is_editing: true });
    const committed = await api.call('POST', `/api/households/budgets/${budget.id}/`, { token: plus.token, body: { account_id: plus.accountId, commit: true } });
    expect(committed.json().total_budgeted_amount).toBe('730.00');
    const alex = await api.login('alex@demo.qube');
    const normal = await api.call('GET', `/api/households/budgets/?account_id=${alex.accountId}`, { token: alex.token });
    expect(normal.statusCode).toBe(404);
    expect(normal.json().fallback_message).toBe('Account not found.');
  });
});
