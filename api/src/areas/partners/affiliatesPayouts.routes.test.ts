import { and, eq, sql } from 'drizzle-orm';
import { activities, ledgerEntries, ledgerMovements, partnerPayouts, users } from '../../platform/db/schema';
import { toCents } from '@qube/contract/core/money';
import { setupTestApi } from '../../test/helpers';

const api = setupTestApi();

const userIdOf = async (email: string) => (await api.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? 0;
const ledgerCloud = async (accountId: number) => {
  const [row] = await api.database.db.select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` }).from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), sql`${ledgerEntries.qubeId} is null`, sql`${ledgerEntries.counterparty} is null`));
  return toCents(row?.total ?? '0');
};

describe('partner payouts API', () => {
  it('CO-15 programs, payment history (20 a page, newest first) and commission earned of the partner', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const programs = (await api.call('GET', '/api/affiliates/programs/', { token: coach.token })).json();
    expect(programs.results).toEqual([expect.objectContaining({ name: 'Money Mastery Coaching', program_type: 'coach', commission_rate: '20.00', hold_days: 30, is_current: true })]);
    const history = (await api.call('GET', '/api/affiliates/payment-history/', { token: coach.token })).json();
    expect(history.count).toBe(11);
    expect(history.results[0]).toEqual(expect.objectContaining({ amount: '100.00', status: 'paid', destination: 'Cloud', account_id: coach.accountId }));
    const dates = history.results.map((p: { paid_at: string }) => p.paid_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const paged = (await api.call('GET', '/api/affiliates/payment-history/?limit=5&offset=10', { token: coach.token })).json();
    expect(paged.results).toHaveLength(1);
    const earned = (await api.call('GET', '/api/affiliates/commission-earned/', { token: coach.token })).json();
    expect(earned).toEqual({ total_earned: '1612.75', total_paid: '1100.00', pending: '187.25', collectable: '325.50', last_payout_at: history.results[0].paid_at });
  });

  it('CO-15 collect payment pays the collectable commission into the partner Cloud once, through the ledger, and the history shows it', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const coachId = await userIdOf(coach.email);
    const cloudBefore = await ledgerCloud(coach.accountId);
    const overviewBefore = (await api.call('GET', `/api/accounts/${coach.accountId}/updates/`, { token: coach.token })).json();
    // Five concurrent calls with different keys and two with the same key: the commission is paid once.
    const calls = await Promise.all([
      ...['a', 'b', 'c', 'd', 'e'].map((k) => api.call('POST', '/api/affiliates/collect-payment/', { token: coach.token, body: { idempotency_key: `key-${k}` } })),
      api.call('POST', '/api/affiliates/collect-payment/', { token: coach.token, body: { idempotency_key: 'key-a' } }),
    ]);
    const ok = calls.filter((r) => r.statusCode === 200);
    const paidIds = new Set(ok.map((r) => r.json().payout.id));
    expect(paidIds.size).toBe(1);
    for (const r of calls.filter((c) => c.statusCode !== 200)) {
      expect([400, 409]).toContain(r.statusCode);
      expect(r.json().fallback_message).toEqual(expect.any(String));
    }
    const payout = ok[0]?.json();
    expect(payout.payout).toEqual(expect.objectContaining({ amount: '325.50', destination: 'Cloud', account_id: coach.accountId, status: 'paid' }));
    expect(payout.commission_earned).toEqual(expect.objectContaining({ collectable: '0.00', total_paid: '1425.50' }));
    expect(await ledgerCloud(coach.accountId) - cloudBefore).toBe(32550n);
    // The personal view's Cloud shows it.
    const overviewAfter = (await api.call('GET', `/api/accounts/${coach.accountId}/updates/`, { token: coach.token })).json();
    expect(toCents(overviewAfter.cloud_qube_total_balance) - toCents(overviewBefore.cloud_qube_total_balance)).toBe(32550n);
    const rows = await api.database.db.select().from(partnerPayouts).where(eq(partnerPayouts.partnerUserId, coachId));
    expect(rows).toHaveLength(12);
    // The movement sums to zero: Cloud +325.50 against clearing:partner_payouts −325.50.
    const [activity] = await api.database.db.select().from(activities).where(eq(activities.id, payout.payout.activity_id));
    expect(activity).toEqual(expect.objectContaining({ accountId: coach.accountId, amount: '325.50', title: 'Partner commission payout' }));
    const entries = await api.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.activityId, payout.payout.activity_id));
    const movementId = entries[0]?.movementId ?? 0;
    const movement = await api.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.movementId, movementId));
    expect(movement.map((e) => [e.amount, e.counterparty]).sort()).toEqual([['-325.50', 'clearing:partner_payouts'], ['325.50', null]]);
    expect((await api.database.db.select().from(ledgerMovements).where(eq(ledgerMovements.id, movementId)))).toHaveLength(1);
    // The same key replays the first answer; a new key finds nothing to collect.
    const replay = await api.call('POST', '/api/affiliates/collect-payment/', { token: coach.token, body: { idempotency_key: 'key-a' } });
    if (replay.statusCode === 200) expect(replay.json().payout.id).toBe(payout.payout.id);
    const again = await api.call('POST', '/api/affiliates/collect-payment/', { token: coach.token, body: { idempotency_key: 'key-z' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().fallback_message).toBe('There is no commission to collect.');
    const history = (await api.call('GET', '/api/affiliates/payment-history/', { token: coach.token })).json();
    expect(history.count).toBe(12);
    expect(history.results[0]).toEqual(payout.payout);
    expect(await ledgerCloud(coach.accountId) - cloudBefore).toBe(32550n);
  });

  it('CO-15 the whole ledger of the payout account still sums to zero per movement', async () => {
    const affiliate = await api.freshLogin('affiliate@demo.qube');
    const res = await api.call('POST', '/api/affiliates/collect-payment/', { token: affiliate.token, body: { idempotency_key: 'only' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().payout.amount).toBe('510.00');
    const unbalanced = await api.database.db.execute(sql`select movement_id from ledger_entries where account_id = ${affiliate.accountId} group by movement_id having sum(amount) <> 0`);
    expect((unbalanced as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });

  it('CO-15 isolation and access: non-partners get 403, a partner never sees another partner’s payouts', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    for (const url of ['/api/affiliates/programs/', '/api/affiliates/payment-history/', '/api/affiliates/commission-earned/']) {
      const res = await api.call('GET', url, { token: alex.token });
      expect(res.statusCode).toBe(403);
      expect(res.json().fallback_message).toEqual(expect.any(String));
    }
    expect((await api.call('POST', '/api/affiliates/collect-payment/', { token: alex.token, body: { idempotency_key: 'x' } })).statusCode).toBe(403);
    const rewards = await api.freshLogin('rewards@demo.qube');
    const history = (await api.call('GET', '/api/affiliates/payment-history/?limit=100', { token: rewards.token })).json();
    expect(history.count).toBe(6);
    expect(history.results.every((p: { account_id: number }) => p.account_id === rewards.accountId)).toBe(true);
    expect((await api.call('GET', '/api/affiliates/payment-history/?partner_id=1', { token: rewards.token })).statusCode).toBe(400);
    expect((await api.call('GET', '/api/affiliates/payment-history/', {})).statusCode).toBe(401);
  });

  it('CO-15 malformed collect-payment bodies and paging answer 4xx', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    for (const body of [{}, { idempotency_key: '' }, { idempotency_key: 'x'.repeat(101) }, { idempotency_key: 'k', amount: '10.00' }, { idempotency_key: { a: 1 } }, null]) {
      const res = await api.call('POST', '/api/affiliates/collect-payment/', { token: coach.token, body });
      expect(res.statusCode).toBe(400);
    }
    for (const q of ['?limit=0', '?offset=x', '?limit=1000']) expect((await api.call('GET', `/api/affiliates/payment-history/${q}`, { token: coach.token })).statusCode).toBe(400);
  });
});
