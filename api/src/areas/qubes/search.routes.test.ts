import { setupTestApi } from '../../test/helpers';

const api = setupTestApi();

type Item = Record<string, unknown> & { id: number; transaction_type: string; transaction_datetime: string; amount: string };

const ACTIVITY_KEYS = [
  'id', 'transaction_type', 'transaction_type_description', 'amount', 'result', 'transaction_datetime', 'scheduled_date', 'recurring',
  'frequency_name', 'source_type', 'source_id', 'title', 'description', 'merchant', 'qube', 'other_qube', 'new_balance', 'is_processing',
  'is_cancellable', 'allow_reqube', 'allow_delete_future', 'scheduled_transaction_id', 'scheduled_transaction_is_active', 'user_id', 'user_initials',
  'frequency', 'special_budget',
];

describe('activity search', () => {
  it('API-38 API-39 search/transactions/ pages the seeded activity newest first in the Activity shape (limit 20)', async () => {
    const alex = await api.login('alex@demo.qube');
    const res = await api.call('GET', `/api/search/transactions/?account_id=${alex.accountId}`, { token: alex.token });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { count: number; next: string | null; results: Item[] };
    expect(body.results).toHaveLength(20);
    expect(body.count).toBeGreaterThan(20);
    expect(body.next).toContain('offset=20');
    for (const key of ACTIVITY_KEYS) expect(body.results[0]).toHaveProperty(key);
    const times = body.results.map((r) => r.transaction_datetime);
    expect([...times].sort().reverse()).toEqual(times);
    const purchase = body.results.find((r) => r.transaction_type === 'purchase') ?? (await (async () => {
      const more = await api.call('GET', `/api/search/transactions/?account_id=${alex.accountId}&filter_type_group=money_out&limit=1`, { token: alex.token });
      return (more.json() as { results: Item[] }).results[0];
    })());
    expect(purchase).toMatchObject({ transaction_type_description: 'Purchase', result: 'success', scheduled_date: null, recurring: 'none', frequency_name: 'Once', user_initials: 'AR', is_processing: false });
    expect((purchase?.merchant as { merchant_name: string }).merchant_name).toBeTruthy();
  });

  it('API-38 filters: type group, qube (incl. cloud), date ranges', async () => {
    const alex = await api.login('alex@demo.qube');
    const get = async (query: string) =>
      (await api.call('GET', `/api/search/transactions/?account_id=${alex.accountId}&limit=9999&${query}`, { token: alex.token })).json() as { count: number; results: Item[] };
    const moneyIn = await get('filter_type_group=money_in');
    expect(moneyIn.count).toBeGreaterThan(0);
    expect(moneyIn.results.every((r) => ['ach_deposit', 'card_deposit', 'received_from_person', 'refund', 'correction'].includes(r.transaction_type))).toBe(true);
    expect(moneyIn.results.find((r) => r.transaction_type === 'ach_deposit')).toMatchObject({ transaction_type_description: 'Bank Deposit' });
    const internal = await get('filter_type_group=internal');
    expect(internal.results.every((r) => r.transaction_type === 'qube_transfer')).toBe(true);
    const cloud = await get('filter_qube=cloud');
    expect(cloud.results.every((r) => (r.qube as { id: unknown }).id === 'cloud')).toBe(true);
    const all = await get('filter_date_range=all');
    const thisMonth = await get('filter_date_range=this_month');
    const lastMonth = await get('filter_date_range=last_month');
    expect(thisMonth.count + lastMonth.count).toBeLessThan(all.count);
    expect(lastMonth.count).toBeGreaterThan(0);
    const now = new Date();
    const first = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    const last = new Date(now.getFullYear(), now.getMonth(), 0);
    const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const custom = await get(`filter_date_range=custom&filter_date_range_from=${iso(first)}&filter_date_range_to=${iso(last)}`);
    expect(custom.count).toBe(lastMonth.count);
  });

  it('API-38 search/scheduled/ lists alex\'s seeded monthly and one-time transfers; filters and pre-auths', async () => {
    const alex = await api.login('alex@demo.qube');
    const res = await api.call('GET', `/api/search/scheduled/?account_id=${alex.accountId}`, { token: alex.token });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { count: number; results: Item[] };
    expect(body.count).toBe(2);
    const monthly = body.results.find((r) => r.recurring === 'monthly');
    expect(monthly).toMatchObject({ amount: '100.00', frequency_name: 'Monthly', qube: { id: 'cloud', name: 'Cloud', type: 'system' }, other_qube: { name: 'Vacation' }, result: 'pending' });
    expect(String(monthly?.scheduled_date).slice(8)).toBe('01');
    const once = body.results.find((r) => r.recurring === 'none');
    expect(once).toMatchObject({ amount: '50.00', frequency_name: 'Once', other_qube: { name: 'Emergency Fund' } });
    for (const key of ACTIVITY_KEYS) expect(once).toHaveProperty(key);
    const vacationId = (monthly?.other_qube as { id: number }).id;
    const byQube = (await api.call('GET', `/api/search/scheduled/?account_id=${alex.accountId}&filter_qube=${vacationId}`, { token: alex.token })).json();
    expect(byQube.count).toBe(1);
    const auto = (await api.call('GET', `/api/search/scheduled/?account_id=${alex.accountId}&filter_source=auto_allocation`, { token: alex.token })).json();
    expect(auto).toEqual({ count: 0, next: null, results: [] });
    const ranged = (await api.call('GET', `/api/search/scheduled/?account_id=${alex.accountId}&filter_date_range_from=${String(monthly?.scheduled_date)}&filter_date_range_to=${String(monthly?.scheduled_date)}`, { token: alex.token })).json();
    expect(ranged.results.map((r: Item) => r.id)).toContain(monthly?.id);
    const preAuths = await api.call('GET', `/api/search/pre-auths/?account_id=${alex.accountId}`, { token: alex.token });
    expect(preAuths.json()).toEqual({ count: 0, next: null, results: [] }); // none seeded
  });

  it('API-40 notes on a transaction and on a scheduled item (≤ 250 characters); GET scheduled/{id}/', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const [act] = (await api.call('GET', `/api/search/transactions/?account_id=${alex.accountId}&limit=1`, { token: alex.token })).json().results;
    const saved = await api.call('POST', `/api/search/transactions/${act.id}/notes/?account_id=${alex.accountId}`, { token: alex.token, body: { notes: ' Weekly shop ' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ id: act.id, title: 'Weekly shop' });
    const tooLong = await api.call('POST', `/api/search/transactions/${act.id}/notes/?account_id=${alex.accountId}`, { token: alex.token, body: { notes: 'x'.repeat(251) } });
    expect(tooLong.statusCode).toBe(400);
    const [scheduled] = (await api.call('GET', `/api/search/scheduled/?account_id=${alex.accountId}`, { token: alex.token })).json().results;
    const note = await api.call('POST', `/api/search/scheduled/${scheduled.id}/notes/?account_id=${alex.accountId}`, { token: alex.token, body: { notes: 'Beach' } });
    expect(note.json()).toEqual({ id: scheduled.id, title: 'Beach' });
    const one = await api.call('GET', `/api/search/scheduled/${scheduled.id}/?account_id=${alex.accountId}`, { token: alex.token });
    expect(one.json()).toMatchObject({ id: scheduled.id, title: 'Beach' });
    const other = await api.freshLogin('alex@demo.qube');
    const foreign = await api.call('POST', `/api/search/transactions/${act.id}/notes/?account_id=${other.accountId}`, { token: other.token, body: { notes: 'x' } });
    expect(foreign.statusCode).toBe(404);
    const foreignAccount = await api.call('GET', `/api/search/transactions/?account_id=${other.accountId}`, { token: alex.token });
    expect(foreignAccount.json().fallback_message).toBe('Account not found.');
  });

  it('API-50 notifications newest first (limit 30); POST marks up to last_notification_id as seen and the overview counts them (API-51)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const list = (await api.call('GET', `/api/notifications/?account_id=${alex.accountId}`, { token: alex.token })).json();
    expect(list.count).toBe(3);
    expect(list.results[0]).toMatchObject({ type: 'ach_deposit', title: 'Deposit received', is_seen: false });
    for (const key of ['id', 'title', 'type', 'message', 'description', 'amount', 'creation_datetime', 'is_seen', 'qube_id', 'activity_id']) expect(list.results[0]).toHaveProperty(key);
    const lowest = Math.min(...list.results.filter((n: { is_seen: boolean }) => !n.is_seen).map((n: { id: number }) => n.id));
    const marked = await api.call('POST', '/api/notifications/', { token: alex.token, body: { account_id: alex.accountId, last_notification_id: lowest } });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ updated: 1, unread_notifications_count: 1 });
    const overview = (await api.call('GET', `/api/accounts/${alex.accountId}/updates/`, { token: alex.token })).json();
    expect(overview.unread_notifications_count).toBe(1);
  });

  it('API-50 API-51 notifications about money carry activity_id: an activity of the same account (seeded deposit and purchase; none for the welcome)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const list = (await api.call('GET', `/api/notifications/?account_id=${alex.accountId}`, { token: alex.token })).json();
    const byTitle = (title: string) => list.results.find((n: { title: string }) => n.title === title);
    expect(byTitle('Welcome to Qube').activity_id).toBeNull();
    const acts = (await api.call('GET', `/api/search/transactions/?account_id=${alex.accountId}&limit=9999`, { token: alex.token })).json().results as Item[];
    const deposit = acts.find((a) => a.id === byTitle('Deposit received').activity_id);
    expect(deposit).toMatchObject({ transaction_type: 'ach_deposit', title: 'Paycheck' });
    const purchase = acts.find((a) => a.id === byTitle('Purchase approved').activity_id);
    expect(purchase).toMatchObject({ transaction_type: 'purchase', title: 'Whole Foods' });
  });
});

describe('reqube', () => {
  it('API-41 PATCH banking/transactions/{id}/ moves a Qubeless purchase to a qube, adjusting both balances; bulk-reqube does several', async () => {
    const plus = await api.freshLogin('plus@demo.qube');
    const base = '/api/households';
    const qubeless = (await api.call('GET', `${base}/search/transactions/?account_id=${plus.accountId}&filter_qube=cloud&filter_type_group=money_out&limit=9999`, { token: plus.token })).json().results
      .filter((r: Item) => r.transaction_type === 'purchase');
    expect(qubeless.length).toBeGreaterThanOrEqual(2);
    const overview = async () => (await api.call('GET', `${base}/accounts/${plus.accountId}/updates/`, { token: plus.token })).json();
    const before = await overview();
    const qubes = (await api.call('GET', `${base}/qubes/?account_id=${plus.accountId}`, { token: plus.token })).json().results as { id: number; balance: string }[];
    const target = qubes[0];
    if (!target) throw new Error('no qube');
    const [first, second] = qubeless as Item[];
    const res = await api.call('PATCH', `${base}/banking/transactions/${first?.id}/`, { token: plus.token, body: { account_id: plus.accountId, to_qube_id: target.id, advance_due_date: false } });
    expect(res.statusCode).toBe(200);
    const cents = (v: string) => Math.round(Number(v) * 100);
    expect(cents(res.json().balance)).toBe(cents(target.balance) + cents(String(first?.amount)));
    const after = await overview();
    expect(after.account_balance).toBe(before.account_balance);
    expect(cents(after.cloud_qube_total_balance)).toBe(cents(before.cloud_qube_total_balance) - cents(String(first?.amount)));
    expect(after.qubeless_transaction_count).toBe(before.qubeless_transaction_count - 1);
    const bulk = await api.call('POST', `${base}/banking/transactions/bulk-reqube/`, { token: plus.token, body: { account_id: plus.accountId, qube_transaction_groups: [second?.id], to_qube: target.id } });
    expect(bulk.json()).toEqual({ count: 1, ids: [second?.id] });
    const missing = await api.call('POST', `${base}/banking/transactions/bulk-reqube/`, { token: plus.token, body: { account_id: plus.accountId, transaction_ids: [999999], to_qube_id: target.id } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('household reqube (seed)', () => {
  it('API-41 alex switched to the Rivera Household can reQube a Family Groceries purchase to Family Fun (seeded and copied)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const me = (await api.call('GET', '/api/users/me/', { token: alex.token })).json();
    const household = me.households[0].id as number;
    const base = '/api/households';
    const qubes = (await api.call('GET', `${base}/qubes/spend-qubes/?account_id=${household}`, { token: alex.token })).json().results as { id: number; name: string; balance: string }[];
    expect(qubes.map((q) => `${q.name} ${q.balance}`)).toEqual(['Family Groceries 150.00', 'Family Fun 60.00']);
    const [groceries, fun] = qubes;
    const acts = (await api.call('GET', `${base}/search/transactions/?account_id=${household}&filter_qube=${groceries?.id}&filter_type_group=money_out`, { token: alex.token })).json().results as Item[];
    expect(acts.map((a) => (a.merchant as { merchant_name: string }).merchant_name)).toEqual(['Target', 'Farmers Market', 'Costco']);
    expect(acts.every((a) => a.allow_reqube === true && Number(a.new_balance) >= 0)).toBe(true);
    const overview = (await api.call('GET', `${base}/accounts/${household}/updates/`, { token: alex.token })).json();
    expect(overview).toMatchObject({ cloud_qube_total_balance: '300.00', account_balance: '510.00' });
    const target = acts[0];
    const res = await api.call('PATCH', `${base}/banking/transactions/${target?.id}/`, { token: alex.token, body: { account_id: household, to_qube_id: fun?.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: fun?.id, balance: '18.01' });
    const after = (await api.call('GET', `${base}/qubes/spend-qubes/?account_id=${household}`, { token: alex.token })).json().results as { name: string; balance: string }[];
    expect(after.map((q) => `${q.name} ${q.balance}`)).toEqual(['Family Groceries 191.99', 'Family Fun 18.01']);
  });
});

describe('cash flow', () => {
  it('API-24 GET accounts/{id}/updates/cash-flow/ sums money in and out per month (internal transfers excluded)', async () => {
    const alex = await api.login('alex@demo.qube');
    const res = await api.call('GET', `/api/accounts/${alex.accountId}/updates/cash-flow/?months=3`, { token: alex.token });
    expect(res.statusCode).toBe(200);
    const { months } = res.json() as { months: { name: string; money_in: string; money_out: string; net: string }[] };
    expect(months).toHaveLength(3);
    const last = months[1];
    // Last month: two paychecks of 2400.00; out = purchases (30+25+20% of the spending budgets) + bills (1200 + 45).
    expect(last?.money_in).toBe('4800.00');
    expect(last?.money_out).toBe(`${(0.75 * 400 + 0.75 * 150 + 1245).toFixed(2)}`);
    const cents = (v: string | undefined) => Math.round(Number(v) * 100);
    expect(cents(last?.net)).toBe(cents(last?.money_in) - cents(last?.money_out));
  });
});

describe('pre-auths', () => {
  it('API-42 POST accounts/preapproved-payments/ creates a cancellable pending pre-auth listed by search/pre-auths/; DELETE cancels it', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = ((await api.call('GET', `/api/qubes/?account_id=${alex.accountId}`, { token: alex.token })).json().results as { id: number; name: string }[]).find((q) => q.name === 'Groceries');
    const res = await api.call('POST', '/api/accounts/preapproved-payments/', { token: alex.token, body: { account_id: alex.accountId, qube_id: groceries?.id, merchant_name: 'Gas Station', amount: '45.00' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ result: 'pending', amount: '-45.00', source_type: 'preapproved_payment', is_cancellable: true, is_processing: true, merchant: { merchant_name: 'Gas Station' } });
    const list = (await api.call('GET', `/api/search/pre-auths/?account_id=${alex.accountId}&filter_date_range=all`, { token: alex.token })).json();
    expect(list.count).toBe(1);
    expect(list.results[0].id).toBe(res.json().id);
    const del = await api.call('DELETE', `/api/accounts/preapproved-payments/${res.json().id}/?account_id=${alex.accountId}`, { token: alex.token });
    expect(del.statusCode).toBe(204);
    expect((await api.call('GET', `/api/search/pre-auths/?account_id=${alex.accountId}`, { token: alex.token })).json().count).toBe(0);
    const again = await api.call('DELETE', `/api/accounts/preapproved-payments/${res.json().id}/?account_id=${alex.accountId}`, { token: alex.token });
    expect(again.statusCode).toBe(404);
    expect(again.json().fallback_message).toBe('Pre-Auth not found.');
  });

  it('API-42 API-33 a pre-auth with an idempotency key is made once: simultaneous and later retries answer the first hold; the key with other details is refused', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const body = { account_id: alex.accountId, qube_id: 'cloud', merchant_name: 'Streamly', amount: '12.99', idempotency_key: 'preauth-once' };
    const create = (details = body) => api.call('POST', '/api/accounts/preapproved-payments/', { token: alex.token, body: details });
    const answers = await Promise.all([create(), create(), create()]);
    const made = answers.filter((a) => a.statusCode === 201);
    expect(made.length).toBeGreaterThan(0);
    for (const a of answers) expect([201, 409]).toContain(a.statusCode);
    const late = await create();
    expect(late.statusCode).toBe(201);
    for (const a of [...made, late]) expect(a.json().id).toBe(made[0]?.json().id);
    expect((await api.call('GET', `/api/search/pre-auths/?account_id=${alex.accountId}&filter_date_range=all`, { token: alex.token })).json().count).toBe(1);
    expect((await create({ ...body, amount: '13.99' })).statusCode).toBe(422);
  });
});

describe('one activity, frequency, special budget', () => {
  it('MM-44 search/scheduled/ and scheduled/{id}/ return frequency: a custom repeat reads back (null for plain repeats)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const [vacation] = (await api.call('GET', `/api/qubes/?account_id=${alex.accountId}`, { token: alex.token })).json().results as { id: number }[];
    const inAWeek = new Date(api.clock.now().getTime() + 7 * 86_400_000);
    const date = `${inAWeek.getFullYear()}-${String(inAWeek.getMonth() + 1).padStart(2, '0')}-${String(inAWeek.getDate()).padStart(2, '0')}`;
    const created = await api.call('POST', '/api/orders/', {
      token: alex.token,
      body: {
        account_id: alex.accountId, from_qube: 'cloud', to_qube: vacation?.id, amount: '5.00', recurring: 'custom', frequency: 'weekly',
        transfer_interval: 2, days_in_calendar: [{ weekday: 0 }, { weekday: 4 }], scheduled_date: date, idempotency_key: `mm44-${alex.accountId}`,
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const list = (await api.call('GET', `/api/search/scheduled/?account_id=${alex.accountId}`, { token: alex.token })).json().results as Item[];
    expect(list.find((r) => r.id === id)).toMatchObject({ recurring: 'custom', frequency: 'weekly', transfer_interval: 2, days_in_calendar: [{ weekday: 0 }, { weekday: 4 }] });
    expect(list.find((r) => r.recurring === 'monthly')).toMatchObject({ frequency: null });
    const one = (await api.call('GET', `/api/search/scheduled/${id}/?account_id=${alex.accountId}`, { token: alex.token })).json();
    expect(one).toMatchObject({ id, recurring: 'custom', frequency: 'weekly' });
  });

  it('API-38 GET search/transactions/{id}/ returns one Activity of the account; 404 Activity not found. for another account\'s or unknown ids', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const page = (await api.call('GET', `/api/search/transactions/?account_id=${alex.accountId}&limit=5`, { token: alex.token })).json().results as Item[];
    const wanted = page[3];
    const one = await api.call('GET', `/api/search/transactions/${wanted?.id}/?account_id=${alex.accountId}`, { token: alex.token });
    expect(one.statusCode).toBe(200);
    // The list's item, plus how it stands towards undo (issue 25 §4; only the one-activity read says so).
    expect(one.json()).toEqual({ ...wanted, undo: { until: null, undone_by_activity_id: null, undo_of_activity_id: null, reqube_until: null } });
    for (const key of ACTIVITY_KEYS) expect(one.json()).toHaveProperty(key);
    const other = await api.freshLogin('alex@demo.qube');
    const foreign = await api.call('GET', `/api/search/transactions/${wanted?.id}/?account_id=${other.accountId}`, { token: other.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().fallback_message).toBe('Activity not found.');
    const notMine = await api.call('GET', `/api/search/transactions/${wanted?.id}/?account_id=${alex.accountId}`, { token: other.token });
    expect(notMine.json().fallback_message).toBe('Account not found.');
    expect((await api.call('GET', `/api/search/transactions/99999999/?account_id=${alex.accountId}`, { token: alex.token })).statusCode).toBe(404);
  });

  it('MM-34 activities expose special_budget: qubeless purchases say so until reQubed, everything else is null', async () => {
    const plus = await api.freshLogin('plus@demo.qube');
    const base = '/api/households';
    const all = (await api.call('GET', `${base}/search/transactions/?account_id=${plus.accountId}&limit=9999`, { token: plus.token })).json().results as Item[];
    const waiting = all.filter((a) => a.special_budget === 'qubeless');
    expect(waiting.map((a) => a.title).sort()).toEqual(['Gas Station', 'Hardware Store']);
    for (const a of waiting) expect(a).toMatchObject({ transaction_type: 'purchase', qube: { id: 'cloud' } });
    expect(all.filter((a) => a.special_budget !== 'qubeless').every((a) => a.special_budget === null)).toBe(true);
    const [target] = (await api.call('GET', `${base}/qubes/?account_id=${plus.accountId}`, { token: plus.token })).json().results as { id: number }[];
    const moved = await api.call('PATCH', `${base}/banking/transactions/${waiting[0]?.id}/`, { token: plus.token, body: { account_id: plus.accountId, to_qube_id: target?.id } });
    expect(moved.statusCode).toBe(200);
    const after = (await api.call('GET', `${base}/search/transactions/${waiting[0]?.id}/?account_id=${plus.accountId}`, { token: plus.token })).json();
    expect(after).toMatchObject({ special_budget: null, qube: { id: target?.id } });
    const scheduled = await api.call('GET', `${base}/search/scheduled/?account_id=${plus.accountId}`, { token: plus.token });
    expect(scheduled.statusCode).toBe(200);
    for (const s of scheduled.json().results as Item[]) expect(s.special_budget).toBeNull();
  });
});
