import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { achDepositAuditLogs, ledgerEntries, users } from '../../platform/db/schema';
import { runDueOrders } from '../transfers';
import { isoDate } from '../../platform/dates';
import { fromCents, toCents } from '@qube/contract/core/money';
import { linkSandboxBank } from '../../platform/providers/bankLink/sandboxLink.testkit';
import { createTestApi, setupTestApi } from '../../test/helpers';

const api = setupTestApi();
afterEach(() => api.clock.reset());

type Login = { token: string; accountId: number; email: string; bankId: number };
type Item = { id: number; transaction_type: string; result: string; amount: string; source_type: string | null; source_id: number | null; is_cancellable: boolean; is_processing: boolean; qube: { id: number | string }; merchant: { merchant_name: string } | null; scheduled_transaction_id: number | null };

/** A fresh alex with Tartan Bank ••2222 linked. */
const alexWithBank = async (): Promise<Login> => {
  const login = await api.freshLogin('alex@demo.qube');
  const [bank] = await linkSandboxBank(api, login);
  if (!bank) throw new Error('no bank linked');
  return { ...login, bankId: bank.id };
};
const deposit = (user: Login, body: Record<string, unknown>) =>
  api.call('POST', '/api/deposits/ach-deposits/', {
    token: user.token,
    body: { account_id: user.accountId, plaid_account: user.bankId, recurring: 'none', scheduled_date: 'today', idempotency_key: crypto.randomUUID(), ...body },
  });
const cancel = (user: Login, id: number) => api.call('DELETE', `/api/deposits/ach-deposits/${id}/?account_id=${user.accountId}`, { token: user.token });
const transactions = async (user: Login): Promise<Item[]> => (await api.call('GET', `/api/search/transactions/?account_id=${user.accountId}&limit=50`, { token: user.token })).json().results;
const activityOf = async (user: Login, sourceId: number) => (await transactions(user)).find((a) => a.source_type === 'ach_deposit' && a.source_id === sourceId);
const overviewOf = async (user: Login) => (await api.call('GET', `/api/accounts/${user.accountId}/updates/`, { token: user.token })).json();
const incomeGroups = async (user: Login) => (await api.call('GET', `/api/budgets/income-groups/?account_id=${user.accountId}`, { token: user.token })).json().results as { id: number; name: string; amount: string; recurring: string }[];
/** Signs in again: moving the clock past 15 minutes also ends the session's idle lifetime. */
const relogin = async (user: Login) => Object.assign(user, await api.login(user.email));
const advanceBank = (minutes: number) => api.call('POST', '/api/dev/sandbox-bank/advance', { body: { minutes } });
const inDays = (days: number) => isoDate(new Date(Date.now() + days * 86_400_000));

describe('bank deposits (ach-deposits)', () => {
  it('MM-87 MM-88 MM-94 bad input answers 400 with a message per field; an unknown or another person\'s bank 404', async () => {
    const alex = await alexWithBank();
    const zero = await deposit(alex, { amount: '0' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fields.amount).toBe('Amount must be greater than 0.');
    const past = await deposit(alex, { amount: '5.00', scheduled_date: inDays(-2) });
    expect(past.json().fields.scheduled_date).toBe('Date cannot be before today.');
    expect((await deposit(alex, { amount: 'abc' })).json().fields.amount).toBe('Enter a valid amount.');
    expect((await deposit(alex, { amount: '5.00', to_qube: 7 })).statusCode).toBe(400);
    expect((await deposit(alex, { amount: '5.00', recurring: 'variable' })).statusCode).toBe(400);
    expect((await deposit(alex, { amount: '5.00', plaid_account_id: alex.bankId + 1000 })).json().fields.plaid_account_id).toBe('plaid_account and plaid_account_id name different bank accounts.');
    const missing = await api.call('POST', '/api/deposits/ach-deposits/', { token: alex.token, body: { account_id: alex.accountId, amount: '5.00', recurring: 'none', scheduled_date: 'today', idempotency_key: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fallback_message).toBeTruthy();
    const other = await alexWithBank();
    const foreign = await deposit(alex, { amount: '5.00', plaid_account: other.bankId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().fallback_message).toBe('Bank account not found.');
  });

  it('MM-38 MM-39 API-43 deposits are refused (403 with fallback_message) without web_move_money_ach_in, to limited users and to anonymous users', async () => {
    const alex = await alexWithBank();
    const [row] = await api.database.db.select().from(users).where(eq(users.email, alex.email));
    await api.database.db.update(users).set({ userType: 'limited_user' }).where(eq(users.email, alex.email));
    const limited = await deposit(alex, { amount: '1.00' });
    expect(limited.statusCode).toBe(403);
    expect(limited.json().fallback_message).toBe('Get your Qube debit card to move money in and out of Qube.');
    await api.database.db.update(users).set({ userType: 'anonymous_user' }).where(eq(users.email, alex.email));
    expect((await deposit(alex, { amount: '1.00' })).statusCode).toBe(403);
    await api.database.db.update(users).set({ userType: 'regular_user', featureFlags: { ...row?.featureFlags, web_move_money_ach_in: false } }).where(eq(users.email, alex.email));
    const denied = await deposit(alex, { amount: '1.00' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().fallback_message).toBe('Moving money is not available for this account.');
  });

  it('MM-94 API-43 a deposit today starts pending from the bank (named in activity), cancellable, nothing moved yet; the ach_deposit notification points at it', async () => {
    const alex = await alexWithBank();
    const before = await overviewOf(alex);
    const res = await deposit(alex, { amount: '250.00', title: 'Rent money', name: 'Tartan Bank 2222', type: 'recurring', start_date: 'today', plaid_account_id: alex.bankId });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', amount: '250.00', recurring: 'none', scheduled_id: null, income_group_id: null, plaid_account: alex.bankId });
    const made = res.json().deposit;
    expect(made).toMatchObject({ account_id: alex.accountId, amount: '250.00', bank_account_id: alex.bankId, status: 'pending', is_cancellable: true });
    expect(await activityOf(alex, made.id)).toMatchObject({ id: made.activity_id, transaction_type: 'ach_deposit', result: 'pending', amount: '250.00', is_cancellable: true, is_processing: true, qube: { id: 'cloud' }, merchant: { merchant_name: 'Tartan Bank ••2222' } });
    expect((await overviewOf(alex)).cloud_qube_total_balance).toBe(before.cloud_qube_total_balance);
    const notes = (await api.call('GET', `/api/notifications/?account_id=${alex.accountId}`, { token: alex.token })).json();
    expect(notes.results[0]).toMatchObject({ type: 'ach_deposit', amount: '250.00', activity_id: made.activity_id });
  });

  it("API-43 DELETE within 15 minutes cancels (204); again → 400; after 15 minutes → 400; another person's → 404", async () => {
    const alex = await alexWithBank();
    const first = (await deposit(alex, { amount: '40.00' })).json().deposit;
    api.clock.advance(14 * 60_000);
    await relogin(alex);
    expect((await cancel(alex, first.id)).statusCode).toBe(204);
    expect(await activityOf(alex, first.id)).toMatchObject({ result: 'cancelled', is_cancellable: false });
    expect((await cancel(alex, first.id)).json().fallback_message).toBe('This deposit is no longer pending.');
    const other = await api.freshLogin('alex@demo.qube');
    expect((await cancel({ ...other, bankId: 0 }, first.id)).json().fallback_message).toBe('Deposit not found.');
    const second = (await deposit(alex, { amount: '41.00' })).json().deposit;
    api.clock.advance(15 * 60_000);
    await relogin(alex);
    const late = await cancel(alex, second.id);
    expect(late.statusCode).toBe(400);
    expect(late.json().fallback_message).toBe('A deposit can only be cancelled within 15 minutes of starting it.');
  });

  it('API-44 the sandbox bank settles a deposit after 3 business days on its own clock (dev advance): Cloud grows, one movement against the provider clearing counterparty that sums to zero', async () => {
    const alex = await alexWithBank();
    const made = (await deposit(alex, { amount: '250.00' })).json().deposit;
    const cloud = (await overviewOf(alex)).cloud_qube_total_balance as string;
    expect((await advanceBank(60)).json().settled).toBe(0);
    expect((await activityOf(alex, made.id))?.result).toBe('pending');
    const advanced = await advanceBank(7 * 24 * 60);
    expect(advanced.statusCode).toBe(200);
    expect(advanced.json().settled).toBeGreaterThanOrEqual(1);
    expect(await activityOf(alex, made.id)).toMatchObject({ result: 'success', is_cancellable: false });
    // The seeded pending deposit of alex ($150.00) settles too.
    expect((await overviewOf(alex)).cloud_qube_total_balance).toBe(fromCents(toCents(cloud) + toCents('250.00') + toCents('150.00')));
    const entries = await api.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.activityId, made.activity_id));
    const movement = await api.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.movementId, entries[0]?.movementId ?? 0));
    expect(movement.map((e) => [e.amount, e.counterparty]).sort()).toEqual([['-250.00', 'clearing:sandbox_bank'], ['250.00', null]]);
    const unbalanced = await api.database.db.execute(sql`select movement_id from ledger_entries group by movement_id having sum(amount) <> 0`);
    expect((unbalanced as unknown as { rows: unknown[] }).rows).toEqual([]);
    // The look ahead leaves no offset behind: a new deposit is pending as usual.
    const later = (await deposit(alex, { amount: '5.00' })).json().deposit;
    expect((await advanceBank(60)).json().settled).toBe(0);
    expect((await activityOf(alex, later.id))?.result).toBe('pending');
  });

  it('API-44 the dev clock scoped to one account (account_id) settles only that account\'s deposits', async () => {
    const [alex, other] = [await alexWithBank(), await alexWithBank()];
    const mine = (await deposit(alex, { amount: '12.00' })).json().deposit;
    const theirs = (await deposit(other, { amount: '13.00' })).json().deposit;
    const scoped = await api.call('POST', '/api/dev/sandbox-bank/advance', { body: { minutes: 7 * 24 * 60, account_id: alex.accountId } });
    expect(scoped.statusCode).toBe(200);
    // The new one, and the copied $150.00 seeded deposit when an earlier test has not settled alex's original already.
    expect(scoped.json().settled).toBeGreaterThanOrEqual(1);
    expect((await activityOf(alex, mine.id))?.result).toBe('success');
    expect((await activityOf(other, theirs.id))?.result).toBe('pending');
    expect((await api.call('POST', '/api/dev/sandbox-bank/advance', { body: { minutes: 10, account_id: 0 } })).statusCode).toBe(400);
  });

  it('API-33 a repeated idempotency_key moves money once (sequential and concurrent); other details → 422', async () => {
    const alex = await alexWithBank();
    const body = { amount: '12.00', idempotency_key: 'deposit-key' };
    const [first, second] = [await deposit(alex, body), await deposit(alex, body)];
    expect(second.statusCode).toBe(201);
    expect(second.json().deposit).toEqual(first.json().deposit);
    const together = await Promise.all([1, 2, 3].map(() => deposit(alex, { amount: '13.00', idempotency_key: 'together' })));
    expect(together.filter((r) => r.statusCode === 201).length).toBeGreaterThanOrEqual(1);
    const pending = (await transactions(alex)).filter((a) => a.source_type === 'ach_deposit');
    expect(pending.filter((a) => a.amount === '12.00')).toHaveLength(1);
    expect(pending.filter((a) => a.amount === '13.00')).toHaveLength(1);
    expect((await deposit(alex, { ...body, amount: '14.00' })).statusCode).toBe(422);
  });

  it('MM-94 PL-14 a later one-time deposit is scheduled (search/scheduled, ach_deposit) with an income group; GET and PATCH edit it (MM-93); cancelling the series ends the group', async () => {
    const alex = await alexWithBank();
    const later = inDays(3);
    const res = await deposit(alex, { amount: '80.00', scheduled_date: later, name: 'Tartan Bank 2222', title: 'Savings' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'scheduled', amount: '80.00', scheduled_date: later, deposit: null });
    const id = res.json().scheduled_id as number;
    const scheduled = (await api.call('GET', `/api/search/scheduled/${id}/?account_id=${alex.accountId}`, { token: alex.token })).json();
    expect(scheduled).toMatchObject({ id, transaction_type: 'ach_deposit', amount: '80.00', scheduled_date: later, title: 'Savings' });
    expect(await incomeGroups(alex)).toEqual(expect.arrayContaining([expect.objectContaining({ id: res.json().income_group_id, name: 'Tartan Bank 2222', amount: '80.00', recurring: 'none' })]));

    const loaded = await api.call('GET', `/api/deposits/ach-deposits/${id}/?account_id=${alex.accountId}`, { token: alex.token });
    expect(loaded.json()).toMatchObject({ status: 'scheduled', plaid_account: alex.bankId, amount: '80.00', recurring: 'none' });
    const edit = await api.call('PATCH', `/api/deposits/ach-deposits/${id}/`, { token: alex.token, body: { account_id: alex.accountId, amount: '90.00', recurring: 'monthly', scheduled_date: later } });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ amount: '90.00', recurring: 'monthly', scheduled_id: id });
    expect((await incomeGroups(alex)).find((g) => g.id === res.json().income_group_id)).toMatchObject({ amount: '90.00', recurring: 'monthly' });
    expect((await api.call('PATCH', `/api/deposits/ach-deposits/${id}/`, { token: alex.token, body: { account_id: alex.accountId, amount: '-1' } })).statusCode).toBe(400);
    expect((await api.call('PATCH', `/api/deposits/ach-deposits/999999/`, { token: alex.token, body: { account_id: alex.accountId, amount: '5' } })).statusCode).toBe(404);

    expect((await api.call('DELETE', `/api/search/scheduled/${id}/?account_id=${alex.accountId}`, { token: alex.token })).statusCode).toBe(204);
    expect((await incomeGroups(alex)).find((g) => g.id === res.json().income_group_id)).toBeUndefined();
  });

  it('API-43 a scheduled deposit is not edited as an internal transfer (PATCH orders/ → 404) and its cancel needs the bank-deposit permission, not the internal one', async () => {
    const alex = await alexWithBank();
    const id = (await deposit(alex, { amount: '60.00', scheduled_date: inDays(4) })).json().scheduled_id as number;
    const asTransfer = await api.call('PATCH', `/api/orders/${id}/`, { token: alex.token, body: { account_id: alex.accountId, amount: '1.00', to_qube: 'cloud' } });
    expect(asTransfer.statusCode).toBe(404);
    expect(asTransfer.json().fallback_message).toBeTruthy();
    const [row] = await api.database.db.select().from(users).where(eq(users.email, alex.email));
    const flags = row?.featureFlags ?? {};
    await api.database.db.update(users).set({ featureFlags: { ...flags, web_move_money_ach_in: false, web_move_money_internal: true } }).where(eq(users.email, alex.email));
    const denied = await api.call('DELETE', `/api/search/scheduled/${id}/?account_id=${alex.accountId}`, { token: alex.token });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().fallback_message).toBe('Moving money is not available for this account.');
    await api.database.db.update(users).set({ featureFlags: { ...flags, web_move_money_ach_in: true, web_move_money_internal: false } }).where(eq(users.email, alex.email));
    expect((await api.call('DELETE', `/api/search/scheduled/${id}/?account_id=${alex.accountId}`, { token: alex.token })).statusCode).toBe(204);
  });

  it('PL-14 a monthly deposit from today starts its first deposit now, stays scheduled for next month, and is a recurring income group; the scheduler starts the next one when due', async () => {
    const alex = await alexWithBank();
    const res = await deposit(alex, { amount: '100.00', recurring: 'monthly' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', recurring: 'monthly', deposit: { status: 'pending', amount: '100.00' } });
    const id = res.json().scheduled_id as number;
    expect(res.json().scheduled_date > isoDate(new Date())).toBe(true);
    expect((await incomeGroups(alex)).find((g) => g.id === res.json().income_group_id)).toMatchObject({ recurring: 'monthly', amount: '100.00' });
    const first = await activityOf(alex, res.json().deposit.id);
    expect(first?.scheduled_transaction_id).toBe(id);
    api.clock.advance(32 * 86_400_000);
    await runDueOrders(api.database, api.clock.now());
    await relogin(alex);
    const occurrences = (await transactions(alex)).filter((a) => a.source_type === 'ach_deposit' && a.amount === '100.00');
    expect(occurrences.length).toBeGreaterThanOrEqual(2);
  });

  it('MM-140 unlinking a bank ends its scheduled deposits', async () => {
    const alex = await alexWithBank();
    const res = await deposit(alex, { amount: '30.00', recurring: 'weekly', scheduled_date: inDays(2) });
    expect((await api.call('DELETE', `/api/plaid/item/?account_id=${alex.accountId}&plaid_account_id=${alex.bankId}`, { token: alex.token })).statusCode).toBe(204);
    expect((await api.call('GET', `/api/search/scheduled/${res.json().scheduled_id}/?account_id=${alex.accountId}`, { token: alex.token })).statusCode).toBe(404);
    expect((await deposit(alex, { amount: '1.00' })).statusCode).toBe(404);
  });

  it('MM-97 the audit log records what was authorised (201); bad input 400', async () => {
    const alex = await alexWithBank();
    const body = { account_id: alex.accountId, from_account: 'Tartan Checking ****2222', routing_number: '021000021', amount: '250.00', to_account_owner_name: 'Alex Rivera', to_account_last_four: '4321', frequency: 'Once', deposit_date: isoDate(new Date()) };
    const res = await api.call('POST', '/api/deposits/ach-deposits/audit-log/', { token: alex.token, body });
    expect(res.statusCode).toBe(201);
    const [row] = await api.database.db.select().from(achDepositAuditLogs).where(eq(achDepositAuditLogs.id, res.json().id));
    expect(row).toMatchObject({ accountId: alex.accountId, amount: '250.00', toAccountOwnerName: 'Alex Rivera', frequency: 'Once' });
    expect((await api.call('POST', '/api/deposits/ach-deposits/audit-log/', { token: alex.token, body: { ...body, amount: 'x' } })).statusCode).toBe(400);
    expect((await api.call('POST', '/api/deposits/ach-deposits/audit-log/', { token: alex.token, body: { ...body, to_account_last_four: '12345' } })).statusCode).toBe(400);
  });
});

describe('the sandbox bank clock in production', () => {
  it('API-44 POST dev/sandbox-bank/advance does not exist in production', async () => {
    const production = await createTestApi({ app: { env: 'production' } });
    try {
      expect((await production.call('POST', '/api/dev/sandbox-bank/advance', { body: { minutes: 10 } })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
