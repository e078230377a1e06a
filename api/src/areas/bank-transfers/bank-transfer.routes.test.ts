import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { bankTransfers, ledgerEntries, users } from '../../platform/db/schema';
import { processBankTransfers } from './bankTransfers';
import { isoDate } from '../../platform/dates';
import { linkBank, setupTestApi } from '../../test/helpers';
import { sandboxBankLinkProvider } from '../../platform/providers/bankLink/sandboxProvider';

const api = setupTestApi();
afterEach(() => api.clock.reset());

type Login = { token: string; accountId: number; email: string };
type Item = { id: number; transaction_type: string; amount: string; result: string; source_type: string | null; source_id: number | null; is_cancellable: boolean; is_processing: boolean; new_balance: string | null; merchant: { merchant_name: string } | null; qube: { id: number | string } };

/** A verified sandbox bank linked to the person's account (test/helpers `linkBank`). */
const linkUserBank = (user: Login, extra: Parameters<typeof linkBank>[2] = {}) => linkBank(api.database.db, user.accountId, extra);
const transfer = (user: Login, body: Record<string, unknown>) =>
  api.call('POST', '/api/orders/bank-transfers/', { token: user.token, body: { account_id: user.accountId, from_qube: 'cloud', scheduled_date: 'today', idempotency_key: crypto.randomUUID(), ...body } });
const cancel = (user: Login, id: number) => api.call('DELETE', `/api/orders/bank-transfers/${id}/?account_id=${user.accountId}`, { token: user.token });
const cloudOf = async (user: Login) => (await api.call('GET', `/api/accounts/${user.accountId}/updates/`, { token: user.token })).json().cloud_qube_total_balance as string;
const activityOf = async (user: Login, sourceId: number): Promise<Item | undefined> =>
  ((await api.call('GET', `/api/search/transactions/?account_id=${user.accountId}&limit=20`, { token: user.token })).json().results as Item[])
    .find((a) => a.source_type === 'ach_transfer' && a.source_id === sourceId);
const notificationsOf = async (user: Login) => (await api.call('GET', `/api/notifications/?account_id=${user.accountId}`, { token: user.token })).json().results as { type: string; title: string; activity_id: number }[];
const relogin = async (user: Login) => Object.assign(user, await api.login(user.email));
const DAY = 24 * 60 * 60_000;
/** Sums of the ledger of one account by counterparty ('pocket' for the pockets). */
const ledgerOf = async (accountId: number) => {
  const rows = await api.database.db
    .select({ side: sql<string>`coalesce(${ledgerEntries.counterparty}, 'pocket')`, total: sql<string>`sum(${ledgerEntries.amount})::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .groupBy(sql`1`);
  return Object.fromEntries(rows.map((r) => [r.side, r.total]));
};

describe('transfers to a bank (orders/bank-transfers/)', () => {
  it('API-37 MM-102 starts a pending transfer: the money leaves the pocket for the provider\'s clearing counterparty at once; activity pending and cancellable; an ach_transfer_out notification', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const bank = await linkUserBank(alex);
    const before = await ledgerOf(alex.accountId);
    const res = await transfer(alex, { plaid_account: bank.id, amount: '25.00', title: 'Savings' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      from_qube: 'cloud', plaid_account: bank.id, bank_name: 'Tartan Bank', account_mask: '2222', ach_name_on_account: 'Alex Rivera', amount: '25.00',
      title: 'Savings', status: 'pending', scheduled_date: isoDate(api.clock.now()), is_cancellable: true, expected_settle_datetime: expect.any(String),
    });
    expect(await cloudOf(alex)).toBe('2475.00');
    const item = await activityOf(alex, res.json().id);
    expect(item).toMatchObject({ id: res.json().activity_id, transaction_type: 'ach_transfer', amount: '-25.00', result: 'pending', is_processing: true, is_cancellable: true, new_balance: '2475.00', merchant: { merchant_name: 'Tartan Bank ••2222' }, qube: { id: 'cloud' } });
    const [note] = await notificationsOf(alex);
    expect(note).toMatchObject({ type: 'ach_transfer_out', title: 'Bank transfer started', activity_id: item?.id });
    const after = await ledgerOf(alex.accountId);
    expect(Number(after['clearing:sandbox_bank'] ?? 0) - Number(before['clearing:sandbox_bank'] ?? 0)).toBe(25);
  });

  it('MM-102 settles after 3 business days at the bank (weekends skipped): the activity becomes success, the clearing pocket is empty again, a notification', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const bank = await linkUserBank(alex);
    const res = await transfer(alex, { plaid_account: bank.id, amount: '40.00' });
    const settlesAt = new Date(res.json().expected_settle_datetime as string);
    const started = api.clock.now();
    // 3 business days: 3 to 5 calendar days, never landing on a weekend.
    const days = Math.round((settlesAt.getTime() - started.getTime()) / DAY);
    expect(days).toBeGreaterThanOrEqual(3);
    expect(days).toBeLessThanOrEqual(5);
    expect([0, 6]).not.toContain(settlesAt.getUTCDay());
    expect(await processBankTransfers(api.database, new Date(settlesAt.getTime() - 60_000), [sandboxBankLinkProvider])).toEqual({ started: 0, settled: 0 });
    expect((await processBankTransfers(api.database, settlesAt, [sandboxBankLinkProvider])).settled).toBeGreaterThanOrEqual(1);
    expect(await activityOf(alex, res.json().id)).toMatchObject({ result: 'success', is_cancellable: false, amount: '-40.00' });
    expect(await cloudOf(alex)).toBe('2460.00');
    const ledger = await ledgerOf(alex.accountId);
    expect(Number(ledger['clearing:sandbox_bank'] ?? 0)).toBe(0);
    expect((await notificationsOf(alex))[0]).toMatchObject({ type: 'ach_transfer_out', title: 'Bank transfer completed' });
    // Settled once: another tick changes nothing.
    expect((await processBankTransfers(api.database, settlesAt, [sandboxBankLinkProvider])).settled).toBe(0);
    expect((await cancel(alex, res.json().id)).json().fallback_message).toBe('This bank transfer can no longer be cancelled.');
  });

  it('MM-102 a pending transfer is cancellable: the money comes back to its pocket and the activity reads cancelled', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const bank = await linkUserBank(alex);
    const qubes = (await api.call('GET', `/api/qubes/?account_id=${alex.accountId}`, { token: alex.token })).json().results as { id: number; name: string; balance: string }[];
    const vacation = qubes.find((q) => q.name === 'Vacation');
    const res = await transfer(alex, { plaid_account: bank.id, amount: '100.00', from_qube: vacation?.id });
    expect(res.json()).toMatchObject({ status: 'pending', from_qube: vacation?.id });
    const balanceOf = async () => ((await api.call('GET', `/api/qubes/?account_id=${alex.accountId}`, { token: alex.token })).json().results as { id: number; balance: string }[]).find((q) => q.id === vacation?.id)?.balance;
    expect(await balanceOf()).toBe('500.00');
    expect((await cancel(alex, res.json().id)).statusCode).toBe(204);
    expect(await balanceOf()).toBe('600.00');
    expect(await activityOf(alex, res.json().id)).toMatchObject({ result: 'cancelled', is_cancellable: false });
    expect(Number((await ledgerOf(alex.accountId))['clearing:sandbox_bank'] ?? 0)).toBe(0);
    const again = await cancel(alex, res.json().id);
    expect(again.statusCode).toBe(400);
    expect(again.json().fallback_message).toBe('This bank transfer can no longer be cancelled.');
    expect((await cancel(alex, 2147483647)).json().fallback_message).toBe('Bank transfer not found.');
    // Nothing settles a cancelled transfer.
    await processBankTransfers(api.database, new Date(Date.now() + 10 * DAY), [sandboxBankLinkProvider]);
    const [row] = await api.database.db.select().from(bankTransfers).where(eq(bankTransfers.id, res.json().id));
    expect(row?.status).toBe('cancelled');
    expect(await balanceOf()).toBe('600.00');
  });

  it('MM-102 API-37 a pending transfer is cancellable until the provider submits it (the sandbox\'s 15-minute batch): then is_cancellable is false in every answer and a cancel is refused', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const bank = await linkBank(api.database.db, alex.accountId);
    const res = await transfer(alex, { plaid_account: bank.id, amount: '30.00' });
    expect(res.statusCode).toBe(201);
    // It started (its debit, and the payment made at the provider) when it was made.
    const submitsAt = new Date(new Date(res.json().creation_datetime as string).getTime() + 15 * 60_000).toISOString();
    expect(res.json()).toMatchObject({ status: 'pending', is_cancellable: true, cancellable_until: submitsAt });
    api.clock.advance(14 * 60_000);
    expect(await activityOf(alex, res.json().id)).toMatchObject({ result: 'pending', is_cancellable: true });
    api.clock.advance(2 * 60_000);
    const item = await activityOf(alex, res.json().id);
    expect(item).toMatchObject({ result: 'pending', is_processing: true, is_cancellable: false });
    // The one item as the details dialog loads it says the same.
    const one = await api.call('GET', `/api/search/transactions/${item?.id}/?account_id=${alex.accountId}`, { token: alex.token });
    expect(one.json()).toMatchObject({ id: item?.id, is_cancellable: false });
    const refused = await cancel(alex, res.json().id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fallback_message).toBe('This bank transfer can no longer be cancelled.');
    expect(await cloudOf(alex)).toBe('2470.00');
    // A scheduled one stays cancellable whatever the time (nothing is at the provider until its day).
    const later = await transfer(alex, { plaid_account: bank.id, amount: '5.00', scheduled_date: isoDate(new Date(api.clock.now().getTime() + 2 * DAY)) });
    expect(later.json()).toMatchObject({ status: 'scheduled', is_cancellable: true, cancellable_until: null });
    api.clock.advance(60 * 60_000);
    await relogin(alex);
    expect(await activityOf(alex, later.json().id)).toMatchObject({ result: 'pending', is_cancellable: true });
  });

  it('MM-103 a later date schedules it: nothing moves (the balance need not cover it), the day it comes the scheduler starts it, or fails it for insufficient funds', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const bank = await linkUserBank(alex);
    const tomorrow = isoDate(new Date(api.clock.now().getTime() + DAY));
    const res = await transfer(alex, { plaid_account: bank.id, amount: '3000.00', scheduled_date: tomorrow });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'scheduled', scheduled_date: tomorrow, expected_settle_datetime: null, is_cancellable: true });
    const ok = await transfer(alex, { plaid_account: bank.id, amount: '10.00', scheduled_date: tomorrow });
    expect(await cloudOf(alex)).toBe('2500.00');
    expect(await activityOf(alex, ok.json().id)).toMatchObject({ result: 'pending', is_cancellable: true, new_balance: null });

    const next = new Date(api.clock.now().getTime() + DAY);
    const ticked = await processBankTransfers(api.database, next, [sandboxBankLinkProvider]);
    expect(ticked.started).toBeGreaterThanOrEqual(2);
    expect(await cloudOf(alex)).toBe('2490.00');
    const [failed] = await api.database.db.select().from(bankTransfers).where(eq(bankTransfers.id, res.json().id));
    expect(failed?.status).toBe('failed');
    expect(await activityOf(alex, res.json().id)).toMatchObject({ result: 'failed', is_cancellable: false });
    expect((await notificationsOf(alex)).map((n) => n.type)).toContain('insufficient_funds');
    const [started] = await api.database.db.select().from(bankTransfers).where(eq(bankTransfers.id, ok.json().id));
    expect(started).toMatchObject({ status: 'pending' });
    // A scheduled one may be cancelled before its day too.
    const later = await transfer(alex, { plaid_account: bank.id, amount: '5.00', scheduled_date: tomorrow });
    expect((await cancel(alex, later.json().id)).statusCode).toBe(204);
    expect(await cloudOf(alex)).toBe('2490.00');
  });

  it('MM-103 "Insufficient funds" for today when the source is 0 or below the amount; nothing is written', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const bank = await linkUserBank(alex);
    const qubes = (await api.call('GET', `/api/qubes/?account_id=${alex.accountId}`, { token: alex.token })).json().results as { id: number; name: string }[];
    const fun = qubes.find((q) => q.name === 'Fun Money');
    const empty = await transfer(alex, { plaid_account: bank.id, amount: '1.00', from_qube: fun?.id });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fallback_message: 'Insufficient funds', code: 'insufficient_funds' });
    expect((await transfer(alex, { plaid_account: bank.id, amount: '2500.01' })).json().fallback_message).toBe('Insufficient funds');
    expect(await api.database.db.select().from(bankTransfers).where(eq(bankTransfers.accountId, alex.accountId))).toHaveLength(0);
  });

  it('MM-103 MM-104 bad inputs answer 4xx with a fallback_message: amount, date, bank (another account\'s, unverified, needing a relink, a credit card), numbers that differ', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const other = await api.freshLogin('alex@demo.qube');
    const bank = await linkUserBank(alex);
    const foreign = await linkUserBank(other);
    const verifying = await linkUserBank(alex, { verificationStatus: 'pending_automatic_verification', mask: '4444' });
    const relink = await linkUserBank(alex, { needsRelink: true, mask: '5555' });
    const card = await linkUserBank(alex, { linkType: 'credit_card', accountType: 'credit', mask: '3333' });
    const yesterday = isoDate(new Date(api.clock.now().getTime() - DAY));
    const cases: [Record<string, unknown>, number, string][] = [
      [{ plaid_account: bank.id, amount: '0' }, 400, 'Amount must be greater than 0.'],
      [{ plaid_account: bank.id, amount: 'ten' }, 400, 'Enter a valid amount.'],
      [{ plaid_account: bank.id, amount: '5.00', scheduled_date: yesterday }, 400, 'Date cannot be before today.'],
      [{ plaid_account: bank.id, amount: '5.00', scheduled_date: '2026-02-30' }, 400, 'Enter a valid date.'],
      [{ plaid_account: bank.id, amount: '5.00', is_active: false }, 400, 'A new bank transfer is always active.'],
      [{ plaid_account: foreign.id, amount: '5.00' }, 404, 'Bank account not found.'],
      [{ plaid_account: verifying.id, amount: '5.00' }, 400, 'This bank account is still being verified. Try again once it shows Verified.'],
      [{ plaid_account: relink.id, amount: '5.00' }, 400, 'This bank account needs to be relinked. Relink it on Manage Account, then try again.'],
      [{ plaid_account: card.id, amount: '5.00' }, 404, 'Bank account not found.'],
      [{ plaid_account: bank.id, amount: '5.00', ach_account_number: '****9999' }, 400, 'The bank account details do not match the linked account.'],
      [{ plaid_account: bank.id, amount: '5.00', ach_routing_number: '000000000' }, 400, 'The bank account details do not match the linked account.'],
      [{ amount: '5.00' }, 400, ''],
      [{ plaid_account: bank.id, amount: '5.00', to_account: 3 }, 400, ''],
      [{ plaid_account: bank.id, amount: '5.00', from_qube: 2147483647 }, 404, 'Qube not found.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await transfer(alex, body);
      expect([res.statusCode, res.json().fallback_message]).toEqual([status, message || expect.any(String)]);
    }
    // The numbers the dialog was shown are accepted.
    const echoed = await transfer(alex, { plaid_account: bank.id, amount: '5.00', ach_account_number: '****2222', ach_routing_number: '011401533', ach_name_on_account: 'A. Rivera', is_active: true });
    expect(echoed.statusCode).toBe(201);
    expect(echoed.json().ach_name_on_account).toBe('A. Rivera');
  });

  it('API-36 previously-transferred-accounts lists the banks money went to, most recent first, with the last amount and a count; failed ones do not count', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const tartan = await linkUserBank(alex);
    const plaid = await linkUserBank(alex, { institutionName: 'First Platypus Bank', name: 'Plaid Checking', mask: '0000' });
    const unused = await linkUserBank(alex, { mask: '7777' });
    expect((await api.call('GET', `/api/orders/previously-transferred-accounts/?account_id=${alex.accountId}`, { token: alex.token })).json()).toEqual({ results: [] });
    await transfer(alex, { plaid_account: tartan.id, amount: '5.00' });
    api.clock.advance(1000);
    await transfer(alex, { plaid_account: plaid.id, amount: '6.00' });
    api.clock.advance(1000);
    await transfer(alex, { plaid_account: tartan.id, amount: '7.00' });
    await transfer(alex, { plaid_account: unused.id, amount: '99999.00' });
    const res = await api.call('GET', `/api/orders/previously-transferred-accounts/?account_id=${alex.accountId}`, { token: alex.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      { plaid_account: tartan.id, name: 'Tartan Checking', institution_name: 'Tartan Bank', account_mask: '2222', last_amount: '7.00', last_transfer_datetime: expect.any(String), transfer_count: 2 },
      { plaid_account: plaid.id, name: 'Plaid Checking', institution_name: 'First Platypus Bank', account_mask: '0000', last_amount: '6.00', last_transfer_datetime: expect.any(String), transfer_count: 1 },
    ]);
    const bad = await api.call('GET', '/api/orders/previously-transferred-accounts/?account_id=abc', { token: alex.token });
    expect(bad.statusCode).toBe(400);
    expect(typeof bad.json().fallback_message).toBe('string');
  });

  it('API-37 API-33 a repeated idempotency key moves money once and replays the first answer; other details under it answer 422', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const bank = await linkUserBank(alex);
    const body = { plaid_account: bank.id, amount: '12.00', idempotency_key: 'to-bank-once' };
    const answers = await Promise.all([transfer(alex, body), transfer(alex, body)]);
    for (const a of answers) expect([201, 409]).toContain(a.statusCode);
    const first = answers.find((a) => a.statusCode === 201);
    const again = await transfer(alex, body);
    expect(again.body).toBe(first?.body);
    expect(await cloudOf(alex)).toBe('2488.00');
    expect((await transfer(alex, { ...body, amount: '13.00' })).statusCode).toBe(422);
  });

  it('API-37 403 with a fallback_message without web_move_money_ach_out, for limited users; cancel and the list need the permission too', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const bank = await linkUserBank(alex);
    const res = await transfer(alex, { plaid_account: bank.id, amount: '1.00' });
    const [row] = await api.database.db.select().from(users).where(eq(users.email, alex.email));
    await api.database.db.update(users).set({ featureFlags: { ...row?.featureFlags, web_move_money_ach_out: false } }).where(eq(users.email, alex.email));
    await relogin(alex);
    const denied = await transfer(alex, { plaid_account: bank.id, amount: '1.00' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().fallback_message).toBe('Moving money is not available for this account.');
    expect((await cancel(alex, res.json().id)).statusCode).toBe(403);
    expect((await api.call('GET', `/api/orders/previously-transferred-accounts/?account_id=${alex.accountId}`, { token: alex.token })).statusCode).toBe(403);
    const limited = await api.freshLogin('limited@demo.qube');
    expect((await transfer(limited, { plaid_account: bank.id, amount: '1.00' })).statusCode).toBe(403);
    // Another user's transfer is not found (their account is not found first).
    const other = await api.freshLogin('alex@demo.qube');
    expect((await api.call('DELETE', `/api/orders/bank-transfers/${res.json().id}/?account_id=${other.accountId}`, { token: other.token })).json().fallback_message).toBe('Bank transfer not found.');
  });
});
