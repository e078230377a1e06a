import { inArray, sql } from 'drizzle-orm';
import { achDeposits, cardAuthorizations, cardDeposits, ledgerEntries } from '../platform/db/schema';
import { settleAchDeposits } from '../areas/funding/deposits';
import { toCents } from '@qube/contract/core/money';
import { linkBank, setupTestApi } from '../test/helpers';
import { sandboxBankLinkProvider } from '../platform/providers/bankLink/sandboxProvider';

// Issue 10 §6: money that enters by card and leaves by card purchase, all at once and with repeats, keeps the ledger
// whole: every movement sums to zero, each payment and each network reference moves money once, no pocket goes below
// zero, and the card provider's and the card network's clearing pockets hold exactly what was paid.
const api = setupTestApi();

type Login = { token: string; accountId: number; email: string };
const GOOD_CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' };
const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };

const sumOf = async (accountIds: number[], where: ReturnType<typeof sql>) => {
  const [row] = await api.database.db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${where}), 0)::text` })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.accountId, accountIds));
  return toCents(row?.total ?? '0');
};

const ledgerViolations = async () => {
  const { db } = api.database;
  const unbalanced = await db
    .select({ movementId: ledgerEntries.movementId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.movementId)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
  const drift = (await db.execute(sql`select count(*)::int as n
    from (select account_id, coalesce(qube_id, 0) as pocket, sum(amount) as total from ledger_entries where counterparty is null group by 1, 2) l
    full join pocket_balances b using (account_id, pocket)
    where coalesce(l.total, 0) <> coalesce(b.balance, 0)`)) as unknown as { rows: { n: number }[] };
  const negative = (await db.execute(sql`select count(*)::int as n from pocket_balances where balance < 0`)) as unknown as { rows: { n: number }[] };
  return { unbalanced: unbalanced.length, driftedBalances: Number(drift.rows[0]?.n ?? 0), negativePockets: Number(negative.rows[0]?.n ?? 0) };
};

describe('ledger invariants with money coming in from banks and cards and going out by card purchase', () => {
  it('API-45 MM-27 MM-97 bank deposits with repeated keys settled twice at once, card deposits confirmed twice at once, declined cards, and purchases swiped in parallel (some repeated) against open qubes: each moves money once and the ledger sums to zero', async () => {
    const people: Login[] = [await api.freshLogin('alex@demo.qube'), await api.freshLogin('alex@demo.qube')];
    const ids = people.map((p) => p.accountId);
    // The copies' own pending deposits (demo data) settle first, so what follows is only this test's money.
    await settleAchDeposits(api.database, new Date(Date.now() + 8 * 86_400_000), [sandboxBankLinkProvider]);
    const bankClearingBefore = await sumOf(ids, sql`${ledgerEntries.counterparty} = 'clearing:sandbox_bank'`);
    const cloudBefore = await sumOf(ids, sql`${ledgerEntries.counterparty} is null and ${ledgerEntries.qubeId} is null`);

    // Each person opens their first qube for purchases, with no purchase limit, for a day.
    const openQubeOf = new Map<number, number>();
    for (const p of people) {
      const qubes = (await api.call('GET', `/api/qubes/?account_id=${p.accountId}`, { token: p.token })).json().results as { id: number; balance: string }[];
      const first = qubes.find((q) => toCents(q.balance) > 0n) as { id: number };
      const opened = await api.call('POST', `/api/accounts/${p.accountId}/open-qube/`, { token: p.token, body: { account_id: p.accountId, open_qube: first.id, expires_in: 1440 } });
      expect(opened.statusCode).toBeLessThan(300);
      openQubeOf.set(p.accountId, first.id);
    }

    // Eight card deposits per person; the last of each is paid with the declined card.
    const intents: { who: Login; id: string; secret: string; amount: bigint; declined: boolean }[] = [];
    for (const p of people) {
      for (let i = 0; i < 8; i += 1) {
        const amount = `${20 + i * 7}.${String(i * 11).padStart(2, '0')}`;
        const res = await api.call('POST', '/api/deposits/stripe-deposits/', { token: p.token, body: { account_id: p.accountId, amount, idempotency_key: `card-${p.accountId}-${i}` } });
        expect(res.statusCode).toBe(201);
        const intent = res.json() as { id: string; stripe_client_secret: string };
        intents.push({ who: p, id: intent.id, secret: intent.stripe_client_secret, amount: toCents(amount), declined: i === 7 });
      }
    }

    // Bank deposits from a linked bank, each key sent three times: pending until the bank settles them.
    const banks = new Map<number, number>();
    for (const p of people) banks.set(p.accountId, (await linkBank(api.database.db, p.accountId)).id);
    const bankDeposits = people.flatMap((p) => Array.from({ length: 5 }, (_, i) => ({ who: p, amount: `${40 + i * 3}.25`, key: `bank-${p.accountId}-${i}` })));
    const bankCalls = bankDeposits.flatMap((d) => [0, 1, 2].map(() => () => api.call('POST', '/api/deposits/ach-deposits/', { token: d.who.token, body: {
      account_id: d.who.accountId, to_qube: 'cloud', plaid_account: banks.get(d.who.accountId), plaid_account_id: banks.get(d.who.accountId), amount: d.amount,
      recurring: 'none', days_in_calendar: [], idempotency_key: d.key, name: 'Tartan Bank ••2222', scheduled_date: 'today', type: 'recurring', start_date: 'today',
    } })));

    // All at once: the bank deposits, every confirmation sent twice, and 60 swipes (10 of them the same network reference three times).
    const confirms = intents.flatMap((intent) => [0, 1].map(() => ({ intent, send: () =>
      api.call('POST', `/api/sandbox/card-payments/${intent.id}/confirm/`, { body: { client_secret: intent.secret, card: intent.declined ? DECLINED_CARD : GOOD_CARD } }) })));
    const swipes = Array.from({ length: 40 }, (_, i) => ({ who: people[i % 2] as Login, amount: `${1 + (i % 9)}.${String((i * 13) % 100).padStart(2, '0')}`, reference: `swipe-${i}` }))
      .concat(Array.from({ length: 20 }, (_, i) => ({ who: people[i % 2] as Login, amount: '3.00', reference: `repeat-${i % 7}` })));
    const swipeAnswers = swipes.map((s) => () => api.call('POST', '/api/dev/card-network/swipe', { body: { account_id: s.who.accountId, merchant: 'Corner Grocer', amount: s.amount, network_reference: `${s.who.accountId}-${s.reference}` } }));
    const answers = await Promise.all([...bankCalls.map((send) => send()), ...confirms.map((c) => c.send()), ...swipeAnswers.map((send) => send())]);
    for (const answer of answers) expect(answer.statusCode).toBeLessThan(500);

    // Each bank deposit key made one pending deposit; the bank settles them (twice at once: once each).
    const ours = async () => (await api.database.db.select().from(achDeposits).where(inArray(achDeposits.accountId, ids))).filter((d) => d.bankAccountId !== null);
    expect(await ours()).toHaveLength(bankDeposits.length);
    const fromBanks = bankDeposits.reduce((sum, d) => sum + toCents(d.amount), 0n);
    const later = new Date(Date.now() + 8 * 86_400_000);
    await Promise.all([settleAchDeposits(api.database, later, [sandboxBankLinkProvider]), settleAchDeposits(api.database, later, [sandboxBankLinkProvider])]);
    expect((await ours()).map((d) => d.status)).toEqual(bankDeposits.map(() => 'completed'));
    expect(await sumOf(ids, sql`${ledgerEntries.counterparty} = 'clearing:sandbox_bank'`) - bankClearingBefore).toBe(-fromBanks);

    // Card deposits: the paid ones credited Cloud once each; the declined ones moved nothing.
    const paid = await api.database.db.select().from(cardDeposits).where(inArray(cardDeposits.accountId, ids));
    const paidRows = paid.filter((row) => row.status === 'succeeded');
    expect(paidRows).toHaveLength(intents.filter((i) => !i.declined).length);
    const deposited = intents.filter((i) => !i.declined).reduce((sum, i) => sum + i.amount, 0n);
    const fees = paidRows.reduce((sum, row) => sum + toCents(row.fee), 0n);
    expect(await sumOf(ids, sql`${ledgerEntries.counterparty} = 'clearing:sandbox_card'`)).toBe(-(deposited + fees));
    expect(await sumOf(ids, sql`${ledgerEntries.counterparty} = 'fees:card_deposit'`)).toBe(fees);

    // Purchases: one authorization per network reference; what the network holds is exactly what was approved.
    const authorizations = await api.database.db.select().from(cardAuthorizations).where(inArray(cardAuthorizations.accountId, ids));
    expect(authorizations).toHaveLength(new Set(swipes.map((s) => `${s.who.accountId}-${s.reference}`)).size);
    const approved = authorizations.filter((a) => a.outcome === 'approved').reduce((sum, a) => sum + toCents(a.amount), 0n);
    expect(approved).toBeGreaterThan(0n);
    expect(await sumOf(ids, sql`${ledgerEntries.counterparty} = 'clearing:sandbox_card_network'`)).toBe(approved);

    // Cloud grew by exactly the card and bank deposits (the purchases were paid from the open qubes, never from Cloud).
    const cloudAfter = await sumOf(ids, sql`${ledgerEntries.counterparty} is null and ${ledgerEntries.qubeId} is null`);
    expect(cloudAfter - cloudBefore).toBe(deposited + fromBanks);
    expect(await ledgerViolations()).toEqual({ unbalanced: 0, driftedBalances: 0, negativePockets: 0 });
  }, 120_000);
});
