import { and, eq } from 'drizzle-orm';
import { qubes, scheduledOrders } from '../../platform/db/schema';
import { setupTestApi } from '../../test/helpers';

const api = setupTestApi();

type Login = { token: string; accountId: number; email: string };
type Choice = { qube_id: number; name: string; type: string; auto_fund_choice: number };

const choicesOf = async (user: Login): Promise<Choice[]> => {
  const res = await api.call('GET', `/api/qubes/auto-funding/?account_id=${user.accountId}`, { token: user.token });
  expect(res.statusCode).toBe(200);
  return res.json().results;
};
const put = (user: Login, choices: { qube_id: number; auto_fund_choice: unknown }[]) =>
  api.call('PUT', '/api/qubes/auto-funding/', { token: user.token, body: { account_id: user.accountId, qubes: choices } });
const idOf = (choices: Choice[], name: string) => {
  const choice = choices.find((c) => c.name === name);
  if (!choice) throw new Error(`no qube ${name}`);
  return choice.qube_id;
};
/** Active auto_allocation orders of the account: qube id → amount. */
const autoOrders = async (user: Login) => {
  const rows = await api.database.db
    .select({ qubeId: scheduledOrders.toQubeId, amount: scheduledOrders.amount })
    .from(scheduledOrders)
    .where(and(eq(scheduledOrders.accountId, user.accountId), eq(scheduledOrders.sourceType, 'auto_allocation'), eq(scheduledOrders.isActive, true)));
  return new Map(rows.map((r) => [r.qubeId, r.amount]));
};

describe('per-qube auto funding', () => {
  it('PL-17 PL-18 GET qubes/auto-funding/ lists the active qubes in their manual order with their choice', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const choices = await choicesOf(alex);
    const listed = (await api.call('GET', `/api/qubes/?account_id=${alex.accountId}`, { token: alex.token })).json().results;
    expect(choices).toEqual(listed.map((q: { id: number; name: string; type: string }) => ({ qube_id: q.id, name: q.name, type: q.type, auto_fund_choice: 1 })));
    // An archived qube is left out.
    await api.database.db.update(qubes).set({ isArchived: true }).where(eq(qubes.id, idOf(choices, 'Phone')));
    expect((await choicesOf(alex)).map((c) => c.name)).not.toContain('Phone');
  });

  it('PL-17 PL-18 PUT qubes/auto-funding/ sets choices 0, 1 and 2 in one go and answers as GET does', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const before = await choicesOf(alex);
    const res = await put(alex, [
      { qube_id: idOf(before, 'Groceries'), auto_fund_choice: 0 },
      { qube_id: idOf(before, 'Rent'), auto_fund_choice: 2 },
      { qube_id: idOf(before, 'Vacation'), auto_fund_choice: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    const after = res.json().results as Choice[];
    expect(after).toEqual(await choicesOf(alex));
    expect(after.map((c) => [c.name, c.auto_fund_choice])).toEqual(before.map((c) => [c.name, ({ Groceries: 0, Rent: 2 } as Record<string, number>)[c.name] ?? 1]));
    // The budget's lines show the qube's choice.
    const budget = (await api.call('GET', `/api/budgets/current/?account_id=${alex.accountId}`, { token: alex.token })).json();
    const byName = Object.fromEntries(budget.qube_budgets.map((l: { qube: { name: string }; auto_fund_choice: number }) => [l.qube.name, l.auto_fund_choice]));
    expect(byName).toMatchObject({ Groceries: 0, Rent: 2, Vacation: 1 });
  });

  it('PL-17 PUT with a qube of another account is 404 Qube not found. and changes nothing; choice 3 is 400', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const other = await api.freshLogin('alex@demo.qube');
    const mine = await choicesOf(alex);
    const theirs = await choicesOf(other);
    const foreign = await put(alex, [{ qube_id: idOf(mine, 'Groceries'), auto_fund_choice: 0 }, { qube_id: idOf(theirs, 'Groceries'), auto_fund_choice: 0 }]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ fallback_message: 'Qube not found.', code: 'qube_not_found' });
    expect(await choicesOf(alex)).toEqual(mine);
    expect(await choicesOf(other)).toEqual(theirs);
    for (const choice of [3, -1, 'two']) {
      const bad = await put(alex, [{ qube_id: idOf(mine, 'Groceries'), auto_fund_choice: choice }]);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty(['qubes.0.auto_fund_choice']);
    }
    expect(await choicesOf(alex)).toEqual(mine);
    // Another user's account is not found at all.
    const account = await api.call('GET', `/api/qubes/auto-funding/?account_id=${other.accountId}`, { token: alex.token });
    expect(account.statusCode).toBe(404);
    expect(account.json().fallback_message).toBe('Account not found.');
  });

  it('PL-09 PL-17 API-54 with auto funding on, choices and a committed current budget rebuild the auto_allocation orders', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const choices = await choicesOf(alex);
    const on = await api.call('POST', `/api/accounts/${alex.accountId}/auto-funding/`, { token: alex.token, body: { auto_funding_enabled: true } });
    expect(on.statusCode).toBe(200);
    const groceries = idOf(choices, 'Groceries');
    expect((await autoOrders(alex)).get(groceries)).toBe('400.00');
    await put(alex, [{ qube_id: groceries, auto_fund_choice: 0 }]);
    expect((await autoOrders(alex)).has(groceries)).toBe(false);
    await put(alex, [{ qube_id: groceries, auto_fund_choice: 2 }]);
    const budget = (await api.call('GET', `/api/budgets/current/?account_id=${alex.accountId}`, { token: alex.token })).json();
    const line = budget.qube_budgets.find((l: { qube: { id: number } }) => l.qube.id === groceries);
    await api.call('PATCH', `/api/budgets/qube-budget/${line.id}/`, { token: alex.token, body: { account_id: alex.accountId, editing_amount: '450.00' } });
    expect((await autoOrders(alex)).get(groceries)).toBe('400.00');
    await api.call('POST', `/api/budgets/${budget.id}/`, { token: alex.token, body: { account_id: alex.accountId, commit: true } });
    expect((await autoOrders(alex)).get(groceries)).toBe('450.00');
  });

  it('PL-24 API-54 changing the budget period through PATCH accounts/{id}/ reschedules auto funding for the new period', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = idOf(await choicesOf(alex), 'Groceries');
    await api.call('POST', `/api/accounts/${alex.accountId}/auto-funding/`, { token: alex.token, body: { auto_funding_enabled: true } });
    const recurringOf = async () => (await api.database.db
      .select({ recurring: scheduledOrders.recurring })
      .from(scheduledOrders)
      .where(and(eq(scheduledOrders.accountId, alex.accountId), eq(scheduledOrders.toQubeId, groceries), eq(scheduledOrders.sourceType, 'auto_allocation'), eq(scheduledOrders.isActive, true))))
      .map((r) => r.recurring);
    expect(await recurringOf()).toEqual(['monthly']);
    const weekly = await api.call('PATCH', `/api/accounts/${alex.accountId}/`, { token: alex.token, body: { budget_period: 'weekly' } });
    expect(weekly.json().budget_period).toBe('weekly');
    expect(await recurringOf()).toEqual(['weekly']);
    // The same period again changes nothing.
    await api.call('PATCH', `/api/accounts/${alex.accountId}/`, { token: alex.token, body: { budget_period: 'weekly' } });
    expect(await recurringOf()).toEqual(['weekly']);
  });

  it('PL-17 the households prefix serves the choices of plus@demo.qube', async () => {
    const plus = await api.freshLogin('plus@demo.qube');
    const res = await api.call('GET', `/api/households/qubes/auto-funding/?account_id=${plus.accountId}`, { token: plus.token });
    expect(res.statusCode).toBe(200);
    const [first] = res.json().results as Choice[];
    if (!first) throw new Error('no qubes');
    const set = await api.call('PUT', '/api/households/qubes/auto-funding/', { token: plus.token, body: { account_id: plus.accountId, qubes: [{ qube_id: first.qube_id, auto_fund_choice: 2 }] } });
    expect(set.json().results[0]).toEqual({ ...first, auto_fund_choice: 2 });
  });

  it('an unknown body property answers 400 with a fallback_message and changes nothing (account switch and qube choices)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const before = await choicesOf(alex);
    const groceries = idOf(before, 'Groceries');
    const summary = () => api.call('GET', `/api/accounts/${alex.accountId}/auto-funding/`, { token: alex.token }).then((r) => r.json());
    const switchBefore = await summary();
    for (const res of [
      await api.call('POST', `/api/accounts/${alex.accountId}/auto-funding/`, { token: alex.token, body: { auto_funding_enabled: !switchBefore.auto_funding_enabled, surprise: true } }),
      await api.call('PUT', '/api/qubes/auto-funding/', { token: alex.token, body: { account_id: alex.accountId, qubes: [{ qube_id: groceries, auto_fund_choice: 0 }], surprise: 1 } }),
      await put(alex, [{ qube_id: groceries, auto_fund_choice: 0, surprise: 1 } as { qube_id: number; auto_fund_choice: unknown }]),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fallback_message: expect.any(String), code: 'invalid' });
    }
    expect(await choicesOf(alex)).toEqual(before);
    expect(await summary()).toEqual(switchBefore);
  });

  it('a qube id beyond the PostgreSQL integer range answers 400, not a database error', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const res = await put(alex, [{ qube_id: 2_147_483_648, auto_fund_choice: 0 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fallback_message: expect.any(String), code: 'invalid' });
  });
});
