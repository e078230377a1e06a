import { and, eq, gt, sql } from 'drizzle-orm';
import { activities, ledgerEntries, pocketBalances } from '../platform/db/schema';
import { toCents } from '@qube/contract/core/money';
import { ledgerViolations, setupTestApi } from '../test/helpers';

const api = setupTestApi();

type Login = { token: string; accountId: number; email: string };
type Qube = { id: number; name: string; balance: string };
type Answer = { statusCode: number; body: string };

const qubesOf = async (user: Login, base = '/api'): Promise<Qube[]> =>
  (await api.call('GET', `${base}/qubes/?account_id=${user.accountId}`, { token: user.token })).json().results;
const overviewOf = async (user: Login, base = '/api') =>
  (await api.call('GET', `${base}/accounts/${user.accountId}/updates/`, { token: user.token })).json() as { account_balance: string; cloud_qube_total_balance: string };

/** API-22: the account balance is Cloud plus every qube, as the API reports them. */
const expectBalancesAddUp = async (user: Login, base = '/api') => {
  const overview = await overviewOf(user, base);
  const qubes = await qubesOf(user, base);
  const sum = qubes.reduce((acc, q) => acc + toCents(q.balance), toCents(overview.cloud_qube_total_balance));
  expect(toCents(overview.account_balance)).toBe(sum);
};

describe('ledger invariants', () => {
  it('API-22 every movement of the seeded data, and of transfers, ReQube and archive after it, sums to zero; balances add up', async () => {
    expect(await ledgerViolations(api.database.db)).toEqual({ unbalanced: [], emptyMovements: 0, driftedBalances: 0 });

    const alex = await api.freshLogin('alex@demo.qube');
    const [vacation, groceries] = await qubesOf(alex).then((qs) => ['Vacation', 'Groceries'].map((n) => qs.find((q) => q.name === n)));
    const before = await overviewOf(alex);
    const transfer = await api.call('POST', '/api/orders/', {
      token: alex.token,
      body: { account_id: alex.accountId, from_qube: 'cloud', to_qube: vacation?.id, amount: '40.00', recurring: 'none', scheduled_date: 'today', idempotency_key: 'ledger-1', days_in_calendar: [] },
    });
    expect(transfer.statusCode).toBe(201);
    const archived = await api.call('POST', `/api/v2/qubes/${groceries?.id}/archive/?account_id=${alex.accountId}`, { token: alex.token });
    expect(archived.json()).toMatchObject({ is_archived: true, moved_to_cloud: '320.00' });
    expect((await overviewOf(alex)).account_balance).toBe(before.account_balance);
    await expectBalancesAddUp(alex);

    const plus = await api.freshLogin('plus@demo.qube');
    const base = '/api/households';
    const purchases = (await api.call('GET', `${base}/search/transactions/?account_id=${plus.accountId}&filter_qube=cloud&filter_type_group=money_out&limit=9999`, { token: plus.token })).json().results as { id: number; transaction_type: string }[];
    const qubeless = purchases.find((p) => p.transaction_type === 'purchase');
    const target = (await qubesOf(plus, base))[0];
    const plusBefore = await overviewOf(plus, base);
    const requbed = await api.call('PATCH', `${base}/banking/transactions/${qubeless?.id}/`, { token: plus.token, body: { account_id: plus.accountId, to_qube_id: target?.id } });
    expect(requbed.statusCode).toBe(200);
    expect((await overviewOf(plus, base)).account_balance).toBe(plusBefore.account_balance);
    await expectBalancesAddUp(plus, base);

    expect(await ledgerViolations(api.database.db)).toEqual({ unbalanced: [], emptyMovements: 0, driftedBalances: 0 });
    // Every transfer side is one pocket entry of one movement; a purchase has its counterparty entry beside it.
    const [one] = await api.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.activityId, qubeless?.id ?? 0));
    const sides = await api.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.movementId, one?.movementId ?? 0));
    expect(sides.map((e) => e.counterparty).sort()).toEqual(['external', null]);
  });

  it('API-41 API-22 a purchase ReQubed away from a qube archived since (found by the ledger simulation) leaves the archived qube empty: what it gets back lands in Cloud', async () => {
    const plus = await api.freshLogin('plus@demo.qube');
    const base = '/api/households';
    const groceries = (await qubesOf(plus, base)).find((q) => q.name === 'Groceries');
    const [bought] = await api.database.db.select().from(activities)
      .where(and(eq(activities.accountId, plus.accountId), eq(activities.qubeId, groceries?.id ?? 0), eq(activities.transactionType, 'purchase')));
    if (!groceries || !bought) throw new Error('no purchase from Groceries');
    const cents = -toCents(bought.amount);
    const archived = await api.call('POST', `${base}/v2/qubes/${groceries.id}/archive/?account_id=${plus.accountId}`, { token: plus.token });
    expect(archived.json()).toMatchObject({ is_archived: true, moved_to_cloud: groceries.balance });
    const before = await overviewOf(plus, base);
    const utilities = (await qubesOf(plus, base)).find((q) => q.name === 'Utilities');
    const requbed = await api.call('PATCH', `${base}/banking/transactions/${bought.id}/`, { token: plus.token, body: { account_id: plus.accountId, to_qube_id: utilities?.id } });
    expect(requbed.statusCode).toBe(200);
    // The archived qube would have held the purchase's amount more when it was archived: that amount is Cloud's now.
    const pocket = async (qube: number) => toCents((await api.database.db.select().from(pocketBalances).where(and(eq(pocketBalances.accountId, plus.accountId), eq(pocketBalances.pocket, qube))))[0]?.balance ?? '0');
    expect(await pocket(groceries.id)).toBe(0n);
    const after = await overviewOf(plus, base);
    expect(toCents(after.cloud_qube_total_balance) - toCents(before.cloud_qube_total_balance)).toBe(cents);
    expect(after.account_balance).toBe(before.account_balance);
    await expectBalancesAddUp(plus, base);
    expect(await ledgerViolations(api.database.db)).toEqual({ unbalanced: [], emptyMovements: 0, driftedBalances: 0 });
  });

  it('API-33 API-22 200 simultaneous transfers with repeated keys: total unchanged, each key moves money once, nothing below zero', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const pockets: (number | 'cloud')[] = ['cloud', ...(await qubesOf(alex)).map((q) => q.id)];
    const before = await overviewOf(alex);
    const [last] = await api.database.db.select({ id: sql<number>`coalesce(max(${activities.id}), 0)::int` }).from(activities);
    const firstNewActivity = Number(last?.id ?? 0) + 1;

    // A fixed pseudo-random walk (same every run): pairs of pockets and amounts up to $60, sometimes above what the source holds.
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    type Req = { key: string; body: Record<string, unknown> };
    const requests: Req[] = [];
    const bodyFor = (key: string) => {
      const from = pockets[rand(pockets.length)] ?? 'cloud';
      let to = pockets[rand(pockets.length)] ?? 'cloud';
      if (to === from) to = from === 'cloud' ? (pockets[1] ?? 'cloud') : 'cloud';
      const amount = `${1 + rand(60)}.${String(rand(100)).padStart(2, '0')}`;
      return { account_id: alex.accountId, from_qube: from, to_qube: to, amount, recurring: 'none', scheduled_date: 'today', idempotency_key: key, days_in_calendar: [] };
    };
    for (let i = 0; i < 150; i += 1) requests.push({ key: `single-${i}`, body: bodyFor(`single-${i}`) });
    // 10 keys sent 5 times each at once (same body).
    for (let k = 0; k < 10; k += 1) {
      const body = bodyFor(`repeat-${k}`);
      for (let c = 0; c < 5; c += 1) requests.push({ key: `repeat-${k}`, body });
    }
    // Shuffle, so copies of one key are spread across the burst.
    for (let i = requests.length - 1; i > 0; i -= 1) {
      const j = rand(i + 1);
      [requests[i], requests[j]] = [requests[j] as Req, requests[i] as Req];
    }
    expect(requests.length).toBe(200);

    const answers: Answer[] = await Promise.all(requests.map((r) => api.call('POST', '/api/orders/', { token: alex.token, body: r.body })));
    // Then the repeated keys once more, after everything settled: each must replay its first answer.
    const late = await Promise.all(Array.from({ length: 10 }, (_, k) => requests.find((r) => r.key === `repeat-${k}`) as Req).map((r) => api.call('POST', '/api/orders/', { token: alex.token, body: r.body })));

    const statuses = new Set(answers.map((a) => a.statusCode));
    for (const s of statuses) expect([201, 400, 409]).toContain(s);
    const byKey = new Map<string, Answer[]>();
    requests.forEach((r, i) => byKey.set(r.key, [...(byKey.get(r.key) ?? []), answers[i] as Answer]));
    let moved = 0;
    for (const [key, list] of byKey) {
      const created = list.filter((a) => a.statusCode === 201);
      const ids = new Set(created.map((a) => (JSON.parse(a.body) as { id: number }).id));
      expect(ids.size).toBeLessThanOrEqual(1);
      for (const a of created) expect(a.body).toBe(created[0]?.body);
      if (key.startsWith('repeat-')) {
        // A copy answers the first result or 409 (in flight); a 400 means the first run failed and kept no key.
        for (const a of list) expect([201, 409, 400]).toContain(a.statusCode);
        const k = Number(key.slice('repeat-'.length));
        const lateAnswer = late[k];
        if (created.length > 0) expect(lateAnswer?.body).toBe(created[0]?.body);
      }
      moved += ids.size;
    }
    // Late retries of keys whose copies all failed may run now: count what they moved too.
    const lateMoved = late.filter((a, k) => a.statusCode === 201 && !(byKey.get(`repeat-${k}`) ?? []).some((x) => x.statusCode === 201)).length;

    const newTransfers = await api.database.db
      .select()
      .from(activities)
      .where(sql`${activities.accountId} = ${alex.accountId} and ${gt(activities.id, firstNewActivity - 1)} and ${activities.transactionType} = 'qube_transfer'`);
    expect(newTransfers.length).toBe(2 * (moved + lateMoved));
    expect(moved).toBeGreaterThan(40);
    // No transfer ever took a pocket below zero (new_balance after each side), and none is below zero now.
    for (const a of newTransfers) expect(toCents(a.newBalance ?? '0') >= 0n).toBe(true);
    for (const q of await qubesOf(alex)) expect(toCents(q.balance) >= 0n).toBe(true);
    const after = await overviewOf(alex);
    expect(toCents(after.cloud_qube_total_balance) >= 0n).toBe(true);
    expect(after.account_balance).toBe(before.account_balance);
    await expectBalancesAddUp(alex);
    expect(await ledgerViolations(api.database.db)).toEqual({ unbalanced: [], emptyMovements: 0, driftedBalances: 0 });
  });
});
