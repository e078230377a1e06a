import { budgets, incomes } from '../../platform/db/schema';
import { isoDate, monthBounds } from '../../platform/dates';
import { INCOME_MESSAGES, INCOME_NOT_FOUND } from './income';
import { monthDay } from '@qube/contract/core/repeat';
import { setupTestApi } from '../../test/helpers';

const api = setupTestApi();
afterEach(() => api.clock.reset());

type Login = { token: string; accountId: number; email: string };
type Instance = { id: number; income_group: number | null; type: 'expected' | 'recurring'; name: string; amount: string; date: string };
type Group = {
  id: number; name: string; amount: string; start_date: string; recurring: string; frequency: string | null; transfer_interval: number | null;
  days_in_calendar: Record<string, number>[]; expected_income_instances: Instance[]; recurring_income_instances: Instance[];
};
type BudgetBody = { id: number; total_income_amount: string; expected_income_instances: Instance[]; recurring_income_instances: Instance[] };

const GROUP_KEYS = [
  'id', 'name', 'amount', 'start_date', 'recurring', 'frequency', 'transfer_interval', 'days_in_calendar', 'expected_income_instances', 'recurring_income_instances',
].sort();
const INSTANCE_KEYS = ['id', 'income_group', 'type', 'name', 'amount', 'date'].sort();
const NOT_FOUND = { fallback_message: INCOME_NOT_FOUND, code: 'income_not_found' };

const today = () => isoDate(api.clock.now());
/** Day `day` (-1 = last) of the month `offset` months from the API clock's. */
const dayOf = (offset: number, day: number) => monthDay(today(), offset, day);

const listGroups = async (user: Login, prefix = ''): Promise<Group[]> => {
  const res = await api.call('GET', `/api${prefix}/budgets/income-groups/?account_id=${user.accountId}`, { token: user.token });
  expect(res.statusCode).toBe(200);
  return res.json().results;
};
const groupNamed = async (user: Login, name: string) => (await listGroups(user)).find((g) => g.name === name);
const createGroup = (user: Login, body: Record<string, unknown>, prefix = '') =>
  api.call('POST', `/api${prefix}/budgets/income-groups/`, { token: user.token, body: { account_id: user.accountId, ...body } });
const patchGroup = (user: Login, id: number, body: Record<string, unknown>) =>
  api.call('PATCH', `/api/budgets/income-groups/${id}/`, { token: user.token, body: { account_id: user.accountId, ...body } });
const deleteGroup = (user: Login, id: number) => api.call('DELETE', `/api/budgets/income-groups/${id}/?account_id=${user.accountId}`, { token: user.token });
const budget = async (user: Login, id: number): Promise<BudgetBody> =>
  (await api.call('GET', `/api/budgets/${id}/?account_id=${user.accountId}`, { token: user.token })).json();
const currentBudget = async (user: Login): Promise<BudgetBody> =>
  (await api.call('GET', `/api/budgets/current/?account_id=${user.accountId}`, { token: user.token })).json();

/** A budget for the month `offset` months from the API clock's (the seed makes only the current one). */
const insertBudget = async (user: Login, offset: number) => {
  const month = monthBounds(api.clock.now(), offset);
  const [row] = await api.database.db.insert(budgets).values({ accountId: user.accountId, name: month.name, startDate: month.start, endDate: month.end }).returning();
  if (!row) throw new Error('budget insert failed');
  return row;
};

const oneTime = { name: 'Tax refund', amount: '150.25', recurring: 'none' };
const monthly = { name: 'Side job', amount: '300.00', recurring: 'monthly', transfer_interval: 1 };

describe('income groups', () => {
  it('API-53 PL-10 lists the seeded Paycheck group (custom monthly on the 1st and 15th) with its recurring instances; budgets say income_group and type', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groups = await listGroups(alex);
    expect(groups).toHaveLength(1);
    const [paycheck] = groups;
    if (!paycheck) throw new Error('no group');
    expect(Object.keys(paycheck).sort()).toEqual(GROUP_KEYS);
    const month = monthBounds(api.clock.now());
    expect(paycheck).toMatchObject({
      name: 'Paycheck', amount: '2400.00', start_date: month.start, recurring: 'custom', frequency: 'monthly', transfer_interval: 1,
      days_in_calendar: [{ day: 1 }, { day: 15 }], expected_income_instances: [],
    });
    expect(paycheck.recurring_income_instances.map((i) => i.date)).toEqual([dayOf(0, 1), dayOf(0, 15)]);
    for (const instance of paycheck.recurring_income_instances) {
      expect(Object.keys(instance).sort()).toEqual(INSTANCE_KEYS);
      expect(instance).toMatchObject({ income_group: paycheck.id, type: 'recurring', name: 'Paycheck', amount: '2400.00' });
    }
    const current = await currentBudget(alex);
    expect(current.expected_income_instances).toEqual([]);
    expect(current.recurring_income_instances).toEqual(paycheck.recurring_income_instances);
    expect((await budget(alex, current.id)).recurring_income_instances).toEqual(paycheck.recurring_income_instances);
  });

  it('API-53 PL-11 a one-time income today becomes an expected instance of the current budget, whose total income follows', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const res = await createGroup(alex, { ...oneTime, start_date: today() });
    expect(res.statusCode).toBe(201);
    const group: Group = res.json();
    expect(Object.keys(group).sort()).toEqual(GROUP_KEYS);
    expect(group).toMatchObject({ ...oneTime, start_date: today(), frequency: null, transfer_interval: null, days_in_calendar: [], recurring_income_instances: [] });
    expect(group.expected_income_instances).toEqual([{ id: expect.any(Number), income_group: group.id, type: 'expected', name: 'Tax refund', amount: '150.25', date: today() }]);
    const current = await currentBudget(alex);
    expect(current.total_income_amount).toBe('4950.25');
    expect(current.expected_income_instances).toEqual(group.expected_income_instances);
    // Listed by name: Paycheck before Tax refund.
    expect((await listGroups(alex)).map((g) => g.name)).toEqual(['Paycheck', 'Tax refund']);
  });

  it('PL-11 a one-time income lands in the budget whose period holds its date, and in none when no budget holds it', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const next = await insertBudget(alex, 1);
    const res = await createGroup(alex, { ...oneTime, amount: 42.5, start_date: dayOf(1, 10) });
    expect(res.statusCode).toBe(201);
    expect(res.json().expected_income_instances).toMatchObject([{ date: dayOf(1, 10), amount: '42.50' }]);
    expect(await budget(alex, next.id)).toMatchObject({ total_income_amount: '42.50', expected_income_instances: [{ name: 'Tax refund', date: dayOf(1, 10) }] });
    expect((await currentBudget(alex)).total_income_amount).toBe('4800.00');
    const later = await createGroup(alex, { ...oneTime, name: 'Bonus', start_date: dayOf(3, 1) });
    expect(later.statusCode).toBe(201);
    expect(later.json()).toMatchObject({ name: 'Bonus', expected_income_instances: [] });
  });

  it('PL-11 a monthly income gets an instance in each existing budget from its start date; months without a budget store none', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const plusOne = await insertBudget(alex, 1);
    const plusThree = await insertBudget(alex, 3);
    const res = await createGroup(alex, { ...monthly, start_date: today() });
    expect(res.statusCode).toBe(201);
    const group: Group = res.json();
    const day = Number(today().slice(8, 10));
    const dates = [today(), dayOf(1, day), dayOf(3, day)];
    expect(group.recurring_income_instances.map((i) => i.date)).toEqual(dates);
    expect(group.recurring_income_instances.every((i) => i.type === 'recurring' && i.income_group === group.id && i.amount === '300.00')).toBe(true);
    expect(group.expected_income_instances).toEqual([]);
    expect((await budget(alex, plusOne.id)).recurring_income_instances.map((i) => i.date)).toEqual([dates[1]]);
    expect((await budget(alex, plusThree.id)).total_income_amount).toBe('300.00');
    expect((await currentBudget(alex)).total_income_amount).toBe('5100.00');
  });

  it('PL-11 a custom income (every month on the last day, or every 2 weeks on Mondays) follows the orders\' recurrence', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    await insertBudget(alex, 1);
    const lastDays = await createGroup(alex, {
      name: 'Rent from tenant', amount: '900.00', start_date: today(), recurring: 'custom', frequency: 'monthly', transfer_interval: 1, days_in_calendar: [{ day: -1 }],
    });
    expect(lastDays.statusCode).toBe(201);
    expect(lastDays.json()).toMatchObject({ recurring: 'custom', frequency: 'monthly', transfer_interval: 1, days_in_calendar: [{ day: -1 }] });
    expect(lastDays.json().recurring_income_instances.map((i: Instance) => i.date)).toEqual([dayOf(0, -1), dayOf(1, -1)]);

    const biweekly = await createGroup(alex, {
      name: 'Tutoring', amount: '80.00', start_date: today(), recurring: 'custom', frequency: 'weekly', transfer_interval: 2, days_in_calendar: [{ weekday: 0 }],
    });
    expect(biweekly.statusCode).toBe(201);
    const dates: string[] = biweekly.json().recurring_income_instances.map((i: Instance) => i.date);
    expect(dates.length).toBeGreaterThanOrEqual(2);
    for (const [i, date] of dates.entries()) {
      expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(1);
      expect(date >= today() && date <= dayOf(1, -1)).toBe(true);
      if (i > 0) expect((Date.parse(date) - Date.parse(dates[i - 1] ?? '')) / 86_400_000).toBe(14);
    }
  });

  it('PL-11 validation: required name, name length, amount range, dates, recurring and custom repeats', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const yesterday = isoDate(new Date(api.clock.now().getTime() - 86_400_000));
    const all = await createGroup(alex, { name: '  ', amount: '0', start_date: yesterday, recurring: 'variable' });
    expect(all.statusCode).toBe(400);
    expect(all.json()).toEqual({
      fallback_message: 'This Field is required!',
      code: 'invalid',
      fields: { name: 'This Field is required!', amount: 'Enter an amount from $0.01 to $1,000,000.00.', start_date: 'Choose today or a later date.', recurring: INCOME_MESSAGES.recurring },
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'x'.repeat(61) }, 'name', 'Use 60 characters or fewer.'],
      [{ amount: '1000000.01' }, 'amount', 'Enter an amount from $0.01 to $1,000,000.00.'],
      [{ amount: '12.345' }, 'amount', 'Enter an amount from $0.01 to $1,000,000.00.'],
      [{ amount: '-5.00' }, 'amount', 'Enter an amount from $0.01 to $1,000,000.00.'],
      [{ amount: '' }, 'amount', 'This Field is required!'],
      [{ start_date: '2031-02-30' }, 'start_date', 'Enter a valid date.'],
      [{ start_date: 'soon' }, 'start_date', 'Enter a valid date.'],
      [{ recurring: 'fortnightly' }, 'recurring', 'Choose how often this income comes.'],
      [{ recurring: 'custom', transfer_interval: 1 }, 'frequency', 'Choose daily, weekly, monthly or yearly.'],
      [{ recurring: 'custom', frequency: 'hourly', transfer_interval: 1 }, 'frequency', 'Choose daily, weekly, monthly or yearly.'],
      [{ recurring: 'custom', frequency: 'monthly' }, 'transfer_interval', 'Enter a whole number from 1 to 99.'],
      [{ recurring: 'custom', frequency: 'monthly', transfer_interval: 100 }, 'transfer_interval', 'Enter a whole number from 1 to 99.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await createGroup(alex, { ...oneTime, start_date: today(), ...change });
      expect({ change, status: res.statusCode, body: res.json() }).toEqual({ change, status: 400, body: { fallback_message: message, code: 'invalid', fields: { [field]: message } } });
    }
    const largest = await createGroup(alex, { ...oneTime, name: 'y'.repeat(60), amount: '1000000.00', start_date: today() });
    expect(largest.statusCode).toBe(201);
    expect(largest.json()).toMatchObject({ amount: '1000000.00', expected_income_instances: [{ amount: '1000000.00' }] });
    expect((await listGroups(alex)).map((g) => g.name)).toEqual(['Paycheck', 'y'.repeat(60)]);
  });

  it('API-53 PL-11 PATCH replaces only the instances dated today or later; earlier ones stay as history', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const past = await insertBudget(alex, -1);
    const next = await insertBudget(alex, 1);
    const group: Group = (await createGroup(alex, { ...monthly, start_date: today() })).json();
    // An occurrence of last month, before the edit: history.
    const [history] = await api.database.db.insert(incomes)
      .values({ budgetId: past.id, incomeGroupId: group.id, kind: 'recurring', name: 'Side job', amount: '300.00', date: dayOf(-1, 5) }).returning();
    if (!history) throw new Error('insert failed');

    const res = await patchGroup(alex, group.id, { ...monthly, name: 'Side gig', amount: '350.00', start_date: group.start_date });
    expect(res.statusCode).toBe(200);
    const updated: Group = res.json();
    expect(updated).toMatchObject({ id: group.id, name: 'Side gig', amount: '350.00', start_date: group.start_date });
    expect(updated.recurring_income_instances.map((i) => [i.date, i.name, i.amount])).toEqual([
      [dayOf(-1, 5), 'Side job', '300.00'],
      [group.recurring_income_instances[0]?.date, 'Side gig', '350.00'],
      [group.recurring_income_instances[1]?.date, 'Side gig', '350.00'],
    ]);
    expect(updated.recurring_income_instances[0]?.id).toBe(history.id);
    expect((await budget(alex, past.id)).total_income_amount).toBe('300.00');
    expect((await budget(alex, next.id)).total_income_amount).toBe('350.00');

    // To one-time next month: the recurring future instances go, one expected instance comes.
    const once = await patchGroup(alex, group.id, { name: 'Side gig', amount: '99.00', start_date: dayOf(1, 2), recurring: 'none' });
    expect(once.statusCode).toBe(200);
    expect(once.json()).toMatchObject({
      recurring: 'none', transfer_interval: null, recurring_income_instances: [{ id: history.id }], expected_income_instances: [{ date: dayOf(1, 2), amount: '99.00', type: 'expected' }],
    });
    expect((await budget(alex, next.id)).total_income_amount).toBe('99.00');

    // The same rules as POST; a past start date other than the group's own is refused.
    const bad = await patchGroup(alex, group.id, { ...monthly, start_date: dayOf(-1, 1) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fallback_message: 'Choose today or a later date.', fields: { start_date: 'Choose today or a later date.' } });
  });

  it('API-53 PL-13 DELETE of a group deletes its instances dated today or later, keeps earlier ones and leaves the list', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const past = await insertBudget(alex, -1);
    const next = await insertBudget(alex, 1);
    const group: Group = (await createGroup(alex, { ...monthly, start_date: today() })).json();
    await api.database.db.insert(incomes).values({ budgetId: past.id, incomeGroupId: group.id, kind: 'recurring', name: 'Side job', amount: '300.00', date: dayOf(-1, 5) });

    const res = await deleteGroup(alex, group.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await listGroups(alex)).map((g) => g.name)).toEqual(['Paycheck']);
    expect((await budget(alex, past.id)).recurring_income_instances).toMatchObject([{ income_group: group.id, date: dayOf(-1, 5) }]);
    expect((await budget(alex, next.id)).recurring_income_instances).toEqual([]);
    expect((await currentBudget(alex)).total_income_amount).toBe('4800.00');
    // Gone for the income endpoints.
    expect((await deleteGroup(alex, group.id)).json()).toEqual(NOT_FOUND);
    expect((await patchGroup(alex, group.id, { ...monthly, start_date: today() })).statusCode).toBe(404);
  });

  it('API-53 PL-12 PL-15 PATCH of an instance edits just that one; its date stays in its budget period; the wrong path answers 404', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const next = await insertBudget(alex, 1);
    const group: Group = (await createGroup(alex, { ...oneTime, start_date: dayOf(1, 10) })).json();
    const instance = group.expected_income_instances[0];
    if (!instance) throw new Error('no instance');
    const path = `/api/budgets/expected-income/${instance.id}/`;

    const res = await api.call('PATCH', path, { token: alex.token, body: { account_id: alex.accountId, name: 'Refund', amount: '99.99', date: dayOf(1, 20) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: instance.id, income_group: group.id, type: 'expected', name: 'Refund', amount: '99.99', date: dayOf(1, 20) });
    expect(await budget(alex, next.id)).toMatchObject({ total_income_amount: '99.99' });
    // The group itself is unchanged.
    expect(await groupNamed(alex, 'Tax refund')).toMatchObject({ amount: '150.25', start_date: dayOf(1, 10) });

    const partial = await api.call('PATCH', path, { token: alex.token, body: { account_id: alex.accountId, amount: 12 } });
    expect(partial.json()).toMatchObject({ name: 'Refund', amount: '12.00', date: dayOf(1, 20) });

    const outside = await api.call('PATCH', path, { token: alex.token, body: { account_id: alex.accountId, date: dayOf(2, 1) } });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ fallback_message: 'Choose a date in this budget period.', code: 'invalid', fields: { date: 'Choose a date in this budget period.' } });
    const badAmount = await api.call('PATCH', path, { token: alex.token, body: { account_id: alex.accountId, amount: '0.00', name: '' } });
    expect(badAmount.json()).toMatchObject({ fallback_message: 'This Field is required!', fields: { name: 'This Field is required!', amount: 'Enter an amount from $0.01 to $1,000,000.00.' } });

    const wrongPath = await api.call('PATCH', `/api/budgets/recurring-income/${instance.id}/`, { token: alex.token, body: { account_id: alex.accountId, amount: '1.00' } });
    expect(wrongPath.statusCode).toBe(404);
    expect(wrongPath.json()).toEqual(NOT_FOUND);
  });

  it('API-53 PL-16 DELETE of an instance: delete_future false removes just it; true removes it and every later one and stops the group', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    await insertBudget(alex, 1);
    await insertBudget(alex, 2);
    const group: Group = (await createGroup(alex, { ...monthly, start_date: today() })).json();
    const [first, second, third] = group.recurring_income_instances;
    if (!first || !second || !third) throw new Error('expected three instances');

    // The spec's client sends id, account_id, type and delete_future in the body.
    const one = await api.call('DELETE', `/api/budgets/recurring-income/${second.id}/`, {
      token: alex.token, body: { id: second.id, account_id: alex.accountId, type: 'recurring', delete_future: false },
    });
    expect(one.statusCode).toBe(204);
    expect((await groupNamed(alex, 'Side job'))?.recurring_income_instances.map((i) => i.id)).toEqual([first.id, third.id]);

    const future = await api.call('DELETE', `/api/budgets/recurring-income/${first.id}/`, {
      token: alex.token, body: { id: first.id, account_id: alex.accountId, type: 'recurring', delete_future: true },
    });
    expect(future.statusCode).toBe(204);
    expect(await groupNamed(alex, 'Side job')).toBeUndefined();
    expect((await currentBudget(alex)).total_income_amount).toBe('4800.00');

    // account_id and delete_future in the query work too; the last instance of a one-time group takes the group along.
    const refund: Group = (await createGroup(alex, { ...oneTime, start_date: today() })).json();
    const refundId = refund.expected_income_instances[0]?.id;
    const wrongPath = await api.call('DELETE', `/api/budgets/recurring-income/${refundId}/?account_id=${alex.accountId}`, { token: alex.token });
    expect(wrongPath.statusCode).toBe(404);
    expect(wrongPath.json()).toEqual(NOT_FOUND);
    const byQuery = await api.call('DELETE', `/api/budgets/expected-income/${refundId}/?account_id=${alex.accountId}&delete_future=false`, { token: alex.token });
    expect(byQuery.statusCode).toBe(204);
    expect((await listGroups(alex)).map((g) => g.name)).toEqual(['Paycheck']);

    const noAccount = await api.call('DELETE', `/api/budgets/expected-income/${refundId}/`, { token: alex.token });
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json()).toMatchObject({ fallback_message: 'This Field is required!', fields: { account_id: 'This Field is required!' } });
  });

  it('PL-11 PL-12 PL-15 PL-16 unknown ids and another user\'s incomes answer 404 \'Income not found.\'; another account 404 \'Account not found.\'', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const other = await api.freshLogin('alex@demo.qube');
    const theirs = (await listGroups(other))[0];
    const theirInstance = theirs?.recurring_income_instances[0];
    if (!theirs || !theirInstance) throw new Error('no seeded group');
    const body = { account_id: alex.accountId };

    for (const id of [theirs.id, 999_999]) {
      expect((await patchGroup(alex, id, { ...monthly, start_date: today() })).json()).toEqual(NOT_FOUND);
      const del = await deleteGroup(alex, id);
      expect(del.statusCode).toBe(404);
      expect(del.json()).toEqual(NOT_FOUND);
    }
    for (const id of [theirInstance.id, 999_999]) {
      const patch = await api.call('PATCH', `/api/budgets/recurring-income/${id}/`, { token: alex.token, body: { ...body, amount: '1.00' } });
      expect(patch.statusCode).toBe(404);
      expect(patch.json()).toEqual(NOT_FOUND);
      const del = await api.call('DELETE', `/api/budgets/recurring-income/${id}/`, { token: alex.token, body: { ...body, type: 'recurring', delete_future: true } });
      expect(del.statusCode).toBe(404);
      expect(del.json()).toEqual(NOT_FOUND);
    }
    // Nothing of theirs changed.
    expect((await listGroups(other))[0]).toEqual(theirs);

    const foreign = await api.call('GET', `/api/budgets/income-groups/?account_id=${other.accountId}`, { token: alex.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().fallback_message).toBe('Account not found.');
    const foreignCreate = await createGroup(alex, { ...oneTime, start_date: today(), account_id: other.accountId });
    expect(foreignCreate.statusCode).toBe(404);
    expect(foreignCreate.json().fallback_message).toBe('Account not found.');
  });

  it('PL-10 PL-11 the households prefix serves income groups for plus@demo.qube, and not a normal account', async () => {
    const plus = await api.freshLogin('plus@demo.qube');
    const seeded = await listGroups(plus, '/households');
    expect(seeded).toMatchObject([{ name: 'Paycheck', amount: '1800.00', recurring: 'custom' }]);
    const res = await createGroup(plus, { ...oneTime, start_date: today() }, '/households');
    expect(res.statusCode).toBe(201);
    expect((await listGroups(plus, '/households')).map((g) => g.name)).toEqual(['Paycheck', 'Tax refund']);
    const id = res.json().expected_income_instances[0].id;
    const edit = await api.call('PATCH', `/api/households/budgets/expected-income/${id}/`, { token: plus.token, body: { account_id: plus.accountId, amount: '10.00' } });
    expect(edit.json()).toMatchObject({ id, amount: '10.00' });

    const alex = await api.freshLogin('alex@demo.qube');
    const normal = await api.call('GET', `/api/households/budgets/income-groups/?account_id=${alex.accountId}`, { token: alex.token });
    expect(normal.statusCode).toBe(404);
    expect(normal.json().fallback_message).toBe('Account not found.');
  });
});
