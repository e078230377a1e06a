import { and, eq, inArray, sql } from 'drizzle-orm';
import { activities, bankTransfers, ledgerEntries, peerTransfers } from '../platform/db/schema';
import { processBankTransfers } from '../areas/bank-transfers/bankTransfers';
import { toCents } from '@qube/contract/core/money';
import { ledgerViolations, linkBank, setupTestApi } from '../test/helpers';
import { sandboxBankLinkProvider } from '../platform/providers/bankLink/sandboxProvider';

const api = setupTestApi();

type Login = { token: string; accountId: number; email: string };
type Answer = { statusCode: number; body: string };

/** Every pocket of the accounts together, and what sits in the bank provider's clearing for them. */
const totalsOf = async (accountIds: number[]) => {
  const [row] = await api.database.db
    .select({
      pockets: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.counterparty} is null), 0)::text`,
      clearing: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.counterparty} like 'clearing:%'), 0)::text`,
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.accountId, accountIds));
  return { pockets: toCents(row?.pockets ?? '0'), clearing: toCents(row?.clearing ?? '0') };
};

const pocketsOf = async (user: Login): Promise<(number | 'cloud')[]> =>
  ['cloud', ...((await api.call('GET', `/api/qubes/?account_id=${user.accountId}`, { token: user.token })).json().results as { id: number }[]).map((q) => q.id)];

describe('ledger invariants with money going out', () => {
  it('API-22 API-33 API-37 200 simultaneous internal transfers, sends between three people (both ways) and transfers to a bank with repeated keys and cancels: every movement sums to zero, each key moves money once, nothing below zero, the money that left is exactly what the banks got or hold', async () => {
    const people = [await api.freshLogin('alex@demo.qube'), await api.freshLogin('alex@demo.qube'), await api.freshLogin('alex@demo.qube')];
    const ids = people.map((p) => p.accountId);
    const banks = new Map<number, number>();
    for (const p of people) banks.set(p.accountId, (await linkBank(api.database.db, p.accountId)).id);
    const pockets = new Map<number, (number | 'cloud')[]>();
    for (const p of people) pockets.set(p.accountId, await pocketsOf(p));
    const before = await totalsOf(ids);

    // A fixed pseudo-random mix (same every run), amounts up to $80: sometimes more than the source holds.
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      // The high bits: an LCG's low bits repeat with a short period.
      return Math.floor(seed / 65536) % n;
    };
    type Req = { key: string; who: Login; kind: 'internal' | 'friend' | 'bank'; url: string; body: Record<string, unknown> };
    const make = (key: string): Req => {
      const who = people[rand(people.length)] as Login;
      const own = pockets.get(who.accountId) ?? ['cloud'];
      const from = own[rand(own.length)] ?? 'cloud';
      const amount = `${1 + rand(80)}.${String(rand(100)).padStart(2, '0')}`;
      const kind = (['internal', 'friend', 'friend', 'bank'] as const)[rand(4)] ?? 'internal';
      if (kind === 'internal') {
        let to = own[rand(own.length)] ?? 'cloud';
        if (to === from) to = from === 'cloud' ? (own[1] ?? 'cloud') : 'cloud';
        return { key, who, kind, url: '/api/orders/', body: { account_id: who.accountId, from_qube: from, to_qube: to, amount, recurring: 'none', scheduled_date: 'today', idempotency_key: key, days_in_calendar: [] } };
      }
      if (kind === 'friend') {
        const others = people.filter((p) => p !== who);
        const to = others[rand(others.length)] as Login;
        return { key, who, kind, url: '/api/orders/send-to-person/', body: { account_id: who.accountId, from_qube: from, to_account: to.accountId, amount, idempotency_key: key } };
      }
      return { key, who, kind, url: '/api/orders/bank-transfers/', body: { account_id: who.accountId, from_qube: from, plaid_account: banks.get(who.accountId), amount, scheduled_date: 'today', idempotency_key: key } };
    };
    const requests: Req[] = [];
    for (let i = 0; i < 160; i += 1) requests.push(make(`single-${i}`));
    for (let k = 0; k < 10; k += 1) {
      const req = make(`repeat-${k}`);
      for (let c = 0; c < 4; c += 1) requests.push(req);
    }
    for (let i = requests.length - 1; i > 0; i -= 1) {
      const j = rand(i + 1);
      [requests[i], requests[j]] = [requests[j] as Req, requests[i] as Req];
    }
    expect(requests.length).toBe(200);

    const answers: Answer[] = await Promise.all(requests.map((r) => api.call('POST', r.url, { token: r.who.token, body: r.body })));
    for (const a of answers) expect([201, 400, 404, 409]).toContain(a.statusCode);
    // Each key: at most one distinct answer body among its successes, and a late repeat replays it.
    const byKey = new Map<string, { req: Req; answers: Answer[] }>();
    requests.forEach((r, i) => byKey.set(r.key, { req: r, answers: [...(byKey.get(r.key)?.answers ?? []), answers[i] as Answer] }));
    const late = await Promise.all([...byKey.values()].filter((v) => v.req.key.startsWith('repeat-')).map(async (v) => ({ v, answer: await api.call('POST', v.req.url, { token: v.req.who.token, body: v.req.body }) })));
    for (const { v, answer } of late) {
      const created = v.answers.filter((a) => a.statusCode === 201);
      if (created.length > 0) expect(answer.body).toBe(created[0]?.body);
      for (const a of created) expect(a.body).toBe(created[0]?.body);
    }
    const succeeded = [...byKey.values()].filter((v) => v.answers.some((a) => a.statusCode === 201)).length
      + late.filter(({ v, answer }) => answer.statusCode === 201 && !v.answers.some((a) => a.statusCode === 201)).length;
    expect(succeeded).toBeGreaterThan(60);

    // Exactly one send per successful friend key, one bank transfer per successful bank key.
    const sends = await api.database.db.select().from(peerTransfers).where(inArray(peerTransfers.fromAccountId, ids));
    const transfers = await api.database.db.select().from(bankTransfers).where(inArray(bankTransfers.accountId, ids));
    const okKeys = (kind: Req['kind']) => [...byKey.values()].filter((v) => v.req.kind === kind && (v.answers.some((a) => a.statusCode === 201) || late.some((l) => l.v === v && l.answer.statusCode === 201))).length;
    expect(sends.length).toBe(okKeys('friend'));
    expect(transfers.length).toBe(okKeys('bank'));
    expect(sends.length).toBeGreaterThan(5);
    expect(transfers.length).toBeGreaterThan(5);

    // Cancel a few pending transfers at once (twice each: one 204, one 400), then settle the rest at the bank.
    const toCancel = transfers.slice(0, 4);
    const cancels = await Promise.all([...toCancel, ...toCancel].map((t) => {
      const who = people.find((p) => p.accountId === t.accountId) as Login;
      return api.call('DELETE', `/api/orders/bank-transfers/${t.id}/?account_id=${who.accountId}`, { token: who.token });
    }));
    expect(cancels.filter((c) => c.statusCode === 204)).toHaveLength(toCancel.length);
    expect(cancels.filter((c) => c.statusCode === 400)).toHaveLength(toCancel.length);
    const mid = await totalsOf(ids);
    const pendingRows = await api.database.db.select().from(bankTransfers).where(and(inArray(bankTransfers.accountId, ids), eq(bankTransfers.status, 'pending')));
    const pendingOut = pendingRows.reduce((sum, t) => sum + toCents(t.amount), 0n);
    expect(mid.clearing).toBe(pendingOut);
    expect(before.pockets - mid.pockets).toBe(pendingOut);

    const settleDay = new Date(Date.now() + 8 * 86_400_000);
    await Promise.all([processBankTransfers(api.database, settleDay, [sandboxBankLinkProvider]), processBankTransfers(api.database, settleDay, [sandboxBankLinkProvider])]);
    // The scheduler ticks every minute: a transfer one tick skipped (its row or account held by the other at that
    // moment, SKIP LOCKED) is the next tick's. One more tick, as in production; what then stays unsettled is listed.
    await processBankTransfers(api.database, settleDay, [sandboxBankLinkProvider]);
    const after = await totalsOf(ids);
    // Every transfer pending before the ticks completed (listed, so a failure says which and how it stands).
    const unsettled = await api.database.db.select({ id: bankTransfers.id, status: bankTransfers.status, providerTransferId: bankTransfers.providerTransferId, cancelRequestedAt: bankTransfers.cancelRequestedAt })
      .from(bankTransfers).where(and(inArray(bankTransfers.id, pendingRows.map((t) => t.id)), sql`${bankTransfers.status} <> 'completed'`));
    expect(unsettled).toEqual([]);
    const completed = (await api.database.db.select().from(bankTransfers).where(and(inArray(bankTransfers.accountId, ids), eq(bankTransfers.status, 'completed'))))
      .reduce((sum, t) => sum + toCents(t.amount), 0n);
    expect(completed).toBe(pendingOut);
    expect(after.clearing).toBe(0n);
    expect(before.pockets - after.pockets).toBe(completed);

    // No move ever took a pocket below zero, and none is below zero now.
    const moved = await api.database.db.select().from(activities).where(and(inArray(activities.accountId, ids), inArray(activities.transactionType, ['qube_transfer', 'send_to_person', 'received_from_person', 'ach_transfer'])));
    for (const a of moved) expect(toCents(a.newBalance ?? '0') >= 0n).toBe(true);
    const negative = await api.database.db.execute(sql`select count(*)::int as n from pocket_balances where account_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and balance < 0`) as unknown as { rows: { n: number }[] };
    expect(Number(negative.rows[0]?.n ?? 0)).toBe(0);
    expect(await ledgerViolations(api.database.db)).toEqual({ unbalanced: [], emptyMovements: 0, driftedBalances: 0 });
  // 200 requests plus settlement: about 10 s on PGlite, longer on PostgreSQL on a loaded 2-core machine.
  }, 120_000);
});
