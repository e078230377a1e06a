import { setupTestApi } from '../../test/helpers';

const api = setupTestApi();

const meOf = async (token: string) => (await api.call('GET', '/api/users/me/', { token })).json();

describe('accounts, overview, qubes, budgets, statements', () => {
  it('API-23 overview numbers for alex come from the ledger (5745.00 = 2500 + qubes; cloud 2500.00)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const res = await api.call('GET', `/api/accounts/${alex.accountId}/updates/`, { token: alex.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      qubeless_transaction_count: 0,
      refunds_qube_transaction_count: 0,
      account_balance: '5745.00',
      cloud_qube_total_balance: '2500.00',
      unread_notifications_count: 2,
      card_fund_available: true,
      account_version: expect.any(Number),
    });
  });

  it('API-23 the household (plus) account counts its two Qubeless transactions', async () => {
    const plus = await api.login('plus@demo.qube');
    const res = await api.call('GET', `/api/households/accounts/${plus.accountId}/updates/`, { token: plus.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ qubeless_transaction_count: 2, cloud_qube_total_balance: '850.00', account_balance: '2680.00' });
  });

  it('API-12 GET accounts/{id}/ returns the Account', async () => {
    const alex = await api.login('alex@demo.qube');
    const res = await api.call('GET', `/api/accounts/${alex.accountId}/`, { token: alex.token });
    expect(res.json()).toMatchObject({ id: alex.accountId, display_name: 'Alex Rivera', account_type: 'normal', routing_number: '084106768', future_account_id: null, avatar: null });
  });

  it('API-12 PATCH accounts/{id}/ renames (trimmed) and changes the budget period, returning the Account', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const res = await api.call('PATCH', `/api/accounts/${alex.accountId}/`, { token: alex.token, body: { display_name: '  Everyday  ', budget_period: 'biweekly' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: alex.accountId, display_name: 'Everyday', budget_period: 'biweekly', routing_number: '084106768', future_account_id: null });
    const again = (await api.call('GET', `/api/accounts/${alex.accountId}/`, { token: alex.token })).json();
    expect(again).toMatchObject({ display_name: 'Everyday', budget_period: 'biweekly' });
    for (const period of ['monthly', 'semi_monthly', 'weekly']) {
      const one = await api.call('PATCH', `/api/accounts/${alex.accountId}/`, { token: alex.token, body: { budget_period: period } });
      expect(one.json()).toMatchObject({ display_name: 'Everyday', budget_period: period });
    }
    const sixty = 'x'.repeat(60);
    expect((await api.call('PATCH', `/api/accounts/${alex.accountId}/`, { token: alex.token, body: { display_name: sixty } })).json().display_name).toBe(sixty);
    // An empty body changes nothing.
    expect((await api.call('PATCH', `/api/accounts/${alex.accountId}/`, { token: alex.token, body: {} })).json().display_name).toBe(sixty);
  });

  it('API-12 PATCH validation: blank name "This Field is required!", over 60 characters and unknown budget periods are 400', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const url = `/api/accounts/${alex.accountId}/`;
    for (const display_name of ['', '   ']) {
      const res = await api.call('PATCH', url, { token: alex.token, body: { display_name } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fallback_message: 'This Field is required!', fields: { display_name: 'This Field is required!' } });
    }
    const long = await api.call('PATCH', url, { token: alex.token, body: { display_name: 'x'.repeat(61) } });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().fields)).toEqual(['display_name']);
    const period = await api.call('PATCH', url, { token: alex.token, body: { budget_period: 'yearly' } });
    expect(period.statusCode).toBe(400);
    expect(Object.keys(period.json().fields)).toEqual(['budget_period']);
    // Nothing was changed by the refused calls.
    expect((await api.call('GET', url, { token: alex.token })).json()).toMatchObject({ display_name: 'Alex Rivera', budget_period: 'monthly' });
  });

  it('API-12 PATCH reaches only the user\'s own accounts (404 Account not found.), households under their prefix', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const lite = await api.login('lite@demo.qube');
    const other = await api.call('PATCH', `/api/accounts/${lite.accountId}/`, { token: alex.token, body: { display_name: 'Mine now' } });
    expect(other.statusCode).toBe(404);
    expect(other.json().fallback_message).toBe('Account not found.');
    expect((await api.call('GET', `/api/accounts/${lite.accountId}/`, { token: lite.token })).json().display_name).not.toBe('Mine now');
    const householdId = (await meOf(alex.token)).households[0].id;
    const household = await api.call('PATCH', `/api/households/accounts/${householdId}/`, { token: alex.token, body: { display_name: 'Our Home' } });
    expect(household.statusCode).toBe(200);
    expect(household.json()).toMatchObject({ id: householdId, display_name: 'Our Home', is_aggregate: true });
    const notHousehold = await api.call('PATCH', `/api/households/accounts/${alex.accountId}/`, { token: alex.token, body: { display_name: 'X' } });
    expect(notHousehold.statusCode).toBe(404);
    expect((await api.call('PATCH', `/api/accounts/${alex.accountId}/`, { body: { display_name: 'X' } })).statusCode).toBe(401);
  });

  it('API-05 the households prefix serves a household account and 404s a non-household one', async () => {
    const alex = await api.login('alex@demo.qube');
    const me = await meOf(alex.token);
    const householdId = me.households[0].id;
    const viaPrefix = await api.call('GET', `/api/households/qubes/?account_id=${householdId}`, { token: alex.token });
    expect(viaPrefix.statusCode).toBe(200);
    // The seed gives the household two spending qubes (so an activity can be reQubed there).
    expect(viaPrefix.json().results.map((q: { name: string }) => q.name)).toEqual(['Family Groceries', 'Family Fun']);
    const plainPath = await api.call('GET', `/api/accounts/${householdId}/`, { token: alex.token });
    expect(plainPath.statusCode).toBe(200);
    expect(plainPath.json().is_aggregate).toBe(true);
    const updates = await api.call('GET', `/api/households/accounts/${householdId}/updates/`, { token: alex.token });
    expect(updates.json().account_balance).toBe('510.00'); // Cloud 300.00 + Family Groceries 150.00 + Family Fun 60.00
    const normal = await api.call('GET', `/api/households/accounts/${alex.accountId}/updates/`, { token: alex.token });
    expect(normal.statusCode).toBe(404);
    expect(normal.json().fallback_message).toBe('Account not found.');
    const normalQubes = await api.call('GET', `/api/households/qubes/?account_id=${alex.accountId}`, { token: alex.token });
    expect(normalQubes.statusCode).toBe(404);
  });

  it('API-07 a user never reaches another user\'s account (404 Account not found.)', async () => {
    const alex = await api.login('alex@demo.qube');
    const plus = await api.login('plus@demo.qube');
    const lite = await api.login('lite@demo.qube');
    for (const url of [
      `/api/accounts/${plus.accountId}/`,
      `/api/accounts/${plus.accountId}/updates/`,
      `/api/households/accounts/${plus.accountId}/updates/`,
      `/api/accounts/${lite.accountId}/statements/`,
      `/api/qubes/?account_id=${lite.accountId}`,
      `/api/qubes/bill-qubes/?account_id=${lite.accountId}`,
      `/api/budgets/current/?account_id=${lite.accountId}`,
      `/api/accounts/999999/`,
    ]) {
      const res = await api.call('GET', url, { token: alex.token });
      expect([url, res.statusCode, res.json().fallback_message]).toEqual([url, 404, 'Account not found.']);
    }
    // A qube of another account is not found through one's own account either.
    const liteQubes = (await api.call('GET', `/api/qubes/?account_id=${lite.accountId}`, { token: lite.token })).json();
    const res = await api.call('GET', `/api/qubes/${liteQubes.results[0].id}/?account_id=${alex.accountId}`, { token: alex.token });
    expect(res.statusCode).toBe(404);
  });

  it('API-25 qube lists by type with the Qube fields; lite has exactly three qubes', async () => {
    const alex = await api.login('alex@demo.qube');
    const all = (await api.call('GET', `/api/qubes/?account_id=${alex.accountId}`, { token: alex.token })).json();
    expect(all.count).toBe(7);
    expect(all.next).toBeNull();
    const byName = Object.fromEntries(all.results.map((q: { name: string; balance: string }) => [q.name, q.balance]));
    expect(byName).toEqual({ Groceries: '320.00', 'Dining Out': '80.00', 'Fun Money': '0.00', Rent: '1200.00', Phone: '45.00', Vacation: '600.00', 'Emergency Fund': '1000.00' });
    const spend = (await api.call('GET', `/api/qubes/spend-qubes/?account_id=${alex.accountId}`, { token: alex.token })).json();
    expect(spend.results.map((q: { name: string }) => q.name)).toEqual(['Groceries', 'Dining Out', 'Fun Money']);
    expect(spend.results[0]).toMatchObject({ type: 'spending', icon: 'cart', current_cycle_budget: '400.00', toFund: false, goalqube: null, billqube: null, merchant_group: null, spendingqube: { number_of_times_opened_in_last_30_days: expect.any(Number) } });
    expect(spend.results[0].color).toEqual({ foreground_color: expect.any(String), background_color: expect.any(String) });
    const bills = (await api.call('GET', `/api/qubes/bill-qubes/?account_id=${alex.accountId}`, { token: alex.token })).json();
    const rent = bills.results.find((q: { name: string }) => q.name === 'Rent');
    expect(rent.billqube).toMatchObject({ bill_amount: '1200.00', payment_frequency: 'monthly', is_paused: false, payment_card: null, days_in_calendar: null });
    expect(rent.billqube.next_due_date).toMatch(/^\d{4}-\d{2}-01$/);
    const goals = (await api.call('GET', `/api/qubes/goal-qubes/?account_id=${alex.accountId}`, { token: alex.token })).json();
    expect(goals.results[0]).toMatchObject({ name: 'Vacation', balance: '600.00', goalqube: { goal_amount: '3000.00', allow_spending: false } });
    expect(goals.results[0].goalqube.goal_date).toMatch(/^\d{4}-06-30$/);
    const one = await api.call('GET', `/api/qubes/${rent.id}/?account_id=${alex.accountId}`, { token: alex.token });
    expect(one.json()).toMatchObject({ id: rent.id, name: 'Rent', balance: '1200.00' });
    const lite = await api.login('lite@demo.qube');
    expect((await api.call('GET', `/api/qubes/?account_id=${lite.accountId}`, { token: lite.token })).json().count).toBe(3);
  });

  it('API-06 list endpoints page with limit/offset and a next URL', async () => {
    const alex = await api.login('alex@demo.qube');
    const first = (await api.call('GET', `/api/qubes/?account_id=${alex.accountId}&limit=3`, { token: alex.token })).json();
    expect(first.count).toBe(7);
    expect(first.results).toHaveLength(3);
    expect(first.next).toBe(`/api/qubes/?account_id=${alex.accountId}&limit=3&offset=3`);
    const second = (await api.call('GET', first.next, { token: alex.token })).json();
    expect(second.results).toHaveLength(3);
    expect(second.next).toBe(`/api/qubes/?account_id=${alex.accountId}&limit=3&offset=6`);
    const last = (await api.call('GET', second.next, { token: alex.token })).json();
    expect(last.results).toHaveLength(1);
    expect(last.next).toBeNull();
    const names = [...first.results, ...second.results, ...last.results].map((q: { id: number }) => q.id);
    expect(new Set(names).size).toBe(7);
  });

  it('API-52 current budget with qube budgets and expected income', async () => {
    const alex = await api.login('alex@demo.qube');
    const res = await api.call('GET', `/api/budgets/current/?account_id=${alex.accountId}`, { token: alex.token });
    expect(res.statusCode).toBe(200);
    const budget = res.json();
    const now = new Date();
    expect(budget.start_date).toBe(`${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`);
    expect(budget.name).toMatch(new RegExp(`^[A-Z][a-z]+ ${now.getFullYear()}$`));
    expect(budget.total_budgeted_amount).toBe('1995.00');
    expect(budget.total_income_amount).toBe('4800.00');
    expect(budget.qube_budgets).toContainEqual(expect.objectContaining({ qube: expect.objectContaining({ name: 'Groceries', type: 'spending' }), amount: '400.00' }));
    // The seeded paychecks are the two instances of the recurring 'Paycheck' income group (PL-10).
    expect(budget.recurring_income_instances).toHaveLength(2);
    const limited = await api.login('limited@demo.qube');
    const none = await api.call('GET', `/api/budgets/current/?account_id=${limited.accountId}`, { token: limited.token });
    expect(none.statusCode).toBe(404);
    expect(none.json().fallback_message).toBe('No current budget.');
  });

  it('API-60 statements for the last three full months, consistent with the ledger', async () => {
    const casey = await api.login('casey@demo.qube', 2);
    const res = await api.call('GET', `/api/accounts/${casey.accountId}/statements/`, { token: casey.token, company: '2' });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.count).toBe(3);
    expect(page.results[0].name).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    for (const s of page.results) {
      const cents = (v: string) => Math.round(Number(v) * 100);
      expect(cents(s.opening_balance) + cents(s.total_in) - cents(s.total_out)).toBe(cents(s.closing_balance));
    }
    expect(page.results[0].opening_balance).toBe(page.results[1].closing_balance);
  });

  it('dev copy gives a fresh user with the same data and separate accounts', async () => {
    const copy = await api.freshLogin('alex@demo.qube');
    const original = await api.login('alex@demo.qube');
    expect(copy.email).toMatch(/^alex\+[0-9a-f]+@demo\.qube$/);
    expect(copy.accountId).not.toBe(original.accountId);
    const me = await meOf(copy.token);
    expect(me.sub_accounts).toHaveLength(1);
    expect(me.households).toHaveLength(1);
    expect(me.primary_account.household_id).toBe(me.households[0].id);
    const orig = await meOf(original.token);
    expect(me.households[0].id).not.toBe(orig.households[0].id);
    const statements = (await api.call('GET', `/api/accounts/${copy.accountId}/statements/`, { token: copy.token })).json();
    expect(statements.count).toBe(3);
    const outbox = await api.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(outbox.json()).toEqual({ results: [] });
  });

  it('dev copy keeps every row with its links: the same overview, qubes, activity, budget and scheduled items, ids aside', async () => {
    const copy = await api.freshLogin('alex@demo.qube');
    const original = await api.login('alex@demo.qube');
    // Ids differ between the two; everything else, including which qube an activity or a budget line names, must not.
    const withoutIds = (value: unknown, names: Map<unknown, string>): unknown => {
      if (Array.isArray(value)) return value.map((item) => withoutIds(item, names));
      if (value === null || typeof value !== 'object') return value;
      const isId = (key: string) => key === 'id' || key.endsWith('_id') || ['account_number', 'version', 'account_version', 'income_group', 'created_at', 'updated_at'].includes(key);
      return Object.fromEntries(Object.entries(value as Record<string, unknown>)
        .flatMap(([key, v]): [string, unknown][] => {
          if (/qube(_id)?$/.test(key) && names.has(v)) return [[key, names.get(v)]];
          return isId(key) || key.endsWith('_url') ? [] : [[key, withoutIds(v, names)]];
        }));
    };
    const viewOf = async ({ token, accountId }: { token: string; accountId: number }) => {
      const get = async (url: string) => (await api.call('GET', url, { token })).json() as unknown;
      const qubeList = await get(`/api/qubes/?account_id=${accountId}`) as { results?: { id: number; name: string }[] } | { id: number; name: string }[];
      const rows = Array.isArray(qubeList) ? qubeList : (qubeList.results ?? []);
      const names = new Map<unknown, string>(rows.map((q) => [q.id, q.name]));
      return withoutIds({
        overview: await get(`/api/accounts/${accountId}/`),
        qubes: qubeList,
        activity: await get(`/api/accounts/${accountId}/updates/?limit=100`),
        budget: await get(`/api/budgets/current/?account_id=${accountId}`),
        statements: await get(`/api/accounts/${accountId}/statements/`),
        scheduled: await get(`/api/search/scheduled/?account_id=${accountId}`),
      }, names);
    };
    expect(await viewOf(copy)).toEqual(await viewOf(original));
  });
});
