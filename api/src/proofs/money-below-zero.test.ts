import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { defaultMigrationsDir } from '../platform/db/migrate';
import { ledgerEntries } from '../platform/db/schema';
import { linkBank, setupTestApi } from '../test/helpers';

// Issue 22 §3: money leaves an account only up to its pocket's balance and the account's total, so a qube made negative
// by ReQube never lets the same money be spent twice; the database refuses it too (migration 0026).
const api = setupTestApi();

type Login = { token: string; accountId: number; email: string };
type Qube = { id: number; name: string; balance: string };

const cents = (v: string) => BigInt(Math.round(Number(v) * 100));
const qubesOf = async (user: Login, accountId = user.accountId, base = '/api') =>
  (await api.call('GET', `${base}/qubes/?account_id=${accountId}`, { token: user.token })).json().results as Qube[];
const overviewOf = async (user: Login, accountId = user.accountId, base = '/api') =>
  (await api.call('GET', `${base}/accounts/${accountId}/updates/`, { token: user.token })).json() as { account_balance: string; cloud_qube_total_balance: string };
const transfer = (user: Login, accountId: number, from: number | 'cloud', to: number | 'cloud', amount: string, base = '/api') =>
  api.call('POST', `${base}/orders/`, {
    token: user.token,
    body: { account_id: accountId, from_qube: from, to_qube: to, amount, recurring: 'none', scheduled_date: 'today', idempotency_key: crypto.randomUUID(), days_in_calendar: [] },
  });
const swipe = (user: Login, merchant: string, amount: string, extra: Record<string, unknown> = {}) =>
  api.call('POST', '/api/dev/card-network/swipe', { body: { account_id: user.accountId, merchant, amount, ...extra } });

/** Moves every pocket's money into one qube, so the qube holds the account's whole total. */
const consolidate = async (user: Login, accountId: number, into: number, base = '/api') => {
  const overview = await overviewOf(user, accountId, base);
  if (cents(overview.cloud_qube_total_balance) > 0n) expect((await transfer(user, accountId, 'cloud', into, overview.cloud_qube_total_balance, base)).statusCode).toBe(201);
  for (const q of await qubesOf(user, accountId, base)) {
    if (q.id !== into && cents(q.balance) > 0n) expect((await transfer(user, accountId, q.id, into, q.balance, base)).statusCode).toBe(201);
  }
  return (await overviewOf(user, accountId, base)).account_balance;
};

/** A verified sandbox bank linked to the account: its id. */
const bankOf = async (accountId: number) => (await linkBank(api.database.db, accountId)).id;

/** The database's own message when it refuses (drizzle wraps a statement's error; a COMMIT's comes as it is). */
const refusal = async (work: Promise<unknown>): Promise<string> => {
  try {
    await work;
    return 'accepted';
  } catch (error) {
    const { cause, message } = error as Error & { cause?: { message?: string } };
    return cause?.message ?? message;
  }
};

const accountTotal = async (accountId: number) => {
  const { rows } = (await api.database.db.execute(sql`select coalesce(sum(balance), 0)::text as total from pocket_balances where account_id = ${accountId}`)) as unknown as { rows: { total: string }[] };
  return rows[0]?.total;
};

describe('money leaves an account only if the account has it (issue 22 §3)', () => {
  it('MM-33 a card purchase of a personal account cannot be ReQubed (403); Qubeless items still can', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = (await qubesOf(alex)).find((q) => q.name === 'Groceries');
    if (!groceries) throw new Error('no Groceries');
    await api.call('POST', `/api/accounts/${alex.accountId}/open-qube/`, { token: alex.token, body: { account_id: alex.accountId, open_qube: groceries.id, expires_in: 30 } });
    const paid = (await swipe(alex, 'Corner Market', '100.00')).json();
    expect(paid).toMatchObject({ outcome: 'approved', qube_id: groceries.id });
    const reqube = await api.call('PATCH', `/api/banking/transactions/${paid.activity_id}/`, { token: alex.token, body: { account_id: alex.accountId, to_qube_id: 'cloud' } });
    expect(reqube.statusCode).toBe(403);
    expect(reqube.json()).toMatchObject({ fallback_message: 'ReQube is available only on a Qube+ household account.' });
    const bulk = await api.call('POST', '/api/banking/transactions/bulk-reqube/', { token: alex.token, body: { account_id: alex.accountId, transaction_ids: [paid.activity_id], to_qube: 'cloud' } });
    expect(bulk.statusCode).toBe(403);
    expect((await qubesOf(alex)).find((q) => q.id === groceries.id)?.balance).toBe('220.00');
    // A forced post waits in Qubeless: qubing it is allowed on any account (ON-54 asks for it before migrating).
    await api.call('DELETE', `/api/accounts/${alex.accountId}/open-qube/`, { token: alex.token });
    const forced = (await swipe(alex, 'City Transit', '2.75', { force_post: true })).json();
    expect(forced).toMatchObject({ outcome: 'qubeless' });
    expect((await api.call('PATCH', `/api/banking/transactions/${forced.activity_id}/`, { token: alex.token, body: { account_id: alex.accountId, to_qube_id: groceries.id } })).statusCode).toBe(200);
  });

  it('the ReQube double spend: pay everything from a qube, ReQube a purchase onto another qube (negative, with the negative_balance warning), pay again from the first: refused, the account stays at zero', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const household = (await api.call('GET', '/api/users/me/', { token: alex.token })).json().households[0].id as number;
    const base = '/api/households';
    const [groceries, fun] = (await api.call('GET', `${base}/qubes/spend-qubes/?account_id=${household}`, { token: alex.token })).json().results as Qube[];
    if (!groceries || !fun) throw new Error('no household qubes');
    const bank = await bankOf(household);
    const payOut = (amount: string) => api.call('POST', `${base}/orders/bank-transfers/`, {
      token: alex.token, body: { account_id: household, from_qube: groceries.id, plaid_account: bank, amount, scheduled_date: 'today', idempotency_key: crypto.randomUUID() },
    });
    const total = await consolidate(alex, household, groceries.id, base);
    expect(cents(total)).toBeGreaterThan(0n);
    // 1. Pay the whole account out of Family Groceries.
    expect((await payOut(total)).statusCode).toBe(201);
    expect(await accountTotal(household)).toBe('0.00');
    // 2. ReQube a Family Groceries purchase onto Family Fun (allowed on a household, MM-33): Fun goes below zero,
    // Groceries gets the purchase back.
    const [purchase] = (await api.call('GET', `${base}/search/transactions/?account_id=${household}&filter_qube=${groceries.id}&filter_type_group=money_out`, { token: alex.token })).json().results
      .filter((a: { transaction_type: string }) => a.transaction_type === 'purchase') as { id: number; amount: string }[];
    if (!purchase) throw new Error('no purchase');
    const requbed = await api.call('PATCH', `${base}/banking/transactions/${purchase.id}/`, { token: alex.token, body: { account_id: household, to_qube_id: fun.id } });
    expect(requbed.statusCode).toBe(200);
    const back = (-cents(purchase.amount)).toString();
    const after = await qubesOf(alex, household, base);
    expect(cents(after.find((q) => q.id === groceries.id)?.balance ?? '0').toString()).toBe(back);
    expect(cents(after.find((q) => q.id === fun.id)?.balance ?? '0').toString()).toBe((-BigInt(back)).toString());
    const notices = (await api.call('GET', `${base}/notifications/?account_id=${household}`, { token: alex.token })).json().results as { type: string; title: string; message: string; amount: string }[];
    expect(notices[0]).toMatchObject({ type: 'negative_balance', title: 'Negative balance', message: `Family Fun is below zero (-$${(Number(back) / 100).toFixed(2)}) after a ReQube. Move money into it to cover it.` });
    // 3. Pay the same money again from Family Groceries: its pocket holds it, the account does not.
    const again = await payOut((Number(back) / 100).toFixed(2));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ fallback_message: 'Insufficient funds' });
    expect(await accountTotal(household)).toBe('0.00');
  });

  it('a card purchase the pocket covers but the account total does not is declined (the purchase ReQubed away cannot be paid twice)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = (await qubesOf(alex)).find((q) => q.name === 'Groceries');
    if (!groceries) throw new Error('no Groceries');
    const total = await consolidate(alex, alex.accountId, groceries.id);
    await api.call('POST', `/api/accounts/${alex.accountId}/open-qube/`, { token: alex.token, body: { account_id: alex.accountId, open_qube: groceries.id, expires_in: 30 } });
    const paid = (await swipe(alex, 'Big Store', total)).json();
    expect(paid).toMatchObject({ outcome: 'approved' });
    // What a household's ReQube writes (the purchase's pocket entry moved to Cloud): Groceries gets it back, Cloud is negative.
    await api.database.db.update(ledgerEntries).set({ qubeId: null })
      .where(and(eq(ledgerEntries.activityId, paid.activity_id), eq(ledgerEntries.accountId, alex.accountId), isNull(ledgerEntries.counterparty)));
    expect((await qubesOf(alex)).find((q) => q.id === groceries.id)?.balance).toBe(total);
    const twice = (await swipe(alex, 'Big Store', total)).json();
    expect(twice).toMatchObject({ outcome: 'declined', reason: 'insufficient_funds', message: `$${Number(total).toLocaleString('en-US', { minimumFractionDigits: 2 })} at Big Store was declined: your account balance is too low.` });
    expect(await accountTotal(alex.accountId)).toBe('0.00');
    // A forced post cannot be declined: it lands in Qubeless and the account goes below zero (the documented exception).
    const forced = (await swipe(alex, 'Toll Road', '5.00', { force_post: true })).json();
    expect(forced).toMatchObject({ outcome: 'qubeless' });
    expect(await accountTotal(alex.accountId)).toBe('-5.00');
    // Below zero, money still moves between qubes (the total does not change) but not out of the account.
    expect((await transfer(alex, alex.accountId, groceries.id, 'cloud', '10.00')).statusCode).toBe(201);
  });

  it('the database refuses a ledger change that leaves an account below zero, whichever code writes it', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const total = await accountTotal(alex.accountId);
    if (total === undefined) throw new Error('no total');
    const over = (cents(total) + 1n).toString();
    const amount = `${over.slice(0, -2)}.${over.slice(-2)}`;
    const insertOut = (value: string) => api.database.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`insert into ledger_movements (account_id, created_at) values (${alex.accountId}, now()) returning id`)) as unknown as { rows: { id: number }[] };
      const movement = rows[0]?.id;
      await tx.execute(sql`insert into ledger_entries (account_id, qube_id, amount, movement_id, created_at, counterparty) values
        (${alex.accountId}, null, ${`-${value}`}::numeric, ${movement}, now(), null),
        (${alex.accountId}, null, ${value}::numeric, ${movement}, now(), 'external')`);
    });
    expect(await refusal(insertOut(amount))).toMatch(/^account \d+ would be below zero/);
    expect(await accountTotal(alex.accountId)).toBe(total);
    // Deleting a deposit's pocket entry that the account has already spent is refused the same way.
    await insertOut(total);
    expect(await accountTotal(alex.accountId)).toBe('0.00');
    expect(await refusal(api.database.db.execute(sql`delete from ledger_entries
      where id = (select min(id) from ledger_entries where account_id = ${alex.accountId} and counterparty is null and amount > 0)`))).toMatch(/^account \d+ would be below zero/);
    expect(await accountTotal(alex.accountId)).toBe('0.00');
  });

  // Last in the file: it swaps the check for one that always refuses, then puts the migration's back.
  it('the transfer hot path queues no check (an internal transfer cannot change the total); a card purchase does', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = (await qubesOf(alex)).find((q) => q.name === 'Groceries');
    if (!groceries) throw new Error('no Groceries');
    const { db } = api.database;
    const migration = fs.readFileSync(path.join(defaultMigrationsDir(), '0026_account_not_below_zero.sql'), 'utf8');
    const original = /CREATE FUNCTION ledger_account_not_below_zero\(\)[\s\S]*?\n\$\$;/.exec(migration)?.[0];
    if (!original) throw new Error('no check function in 0026');
    await db.execute(sql.raw(`CREATE OR REPLACE FUNCTION ledger_account_not_below_zero() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the check ran'; END $$`));
    try {
      expect((await transfer(alex, alex.accountId, 'cloud', groceries.id, '5.00')).statusCode).toBe(201);
      await api.call('POST', `/api/accounts/${alex.accountId}/open-qube/`, { token: alex.token, body: { account_id: alex.accountId, open_qube: groceries.id, expires_in: 30 } });
      expect((await swipe(alex, 'Corner Market', '1.00')).statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw(original.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION')));
    }
    expect((await swipe(alex, 'Corner Market', '1.00')).json()).toMatchObject({ outcome: 'approved' });
  });
});
