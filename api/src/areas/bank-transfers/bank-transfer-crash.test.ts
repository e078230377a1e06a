import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { bankTransfers, ledgerEntries, sandboxAchTransfers } from '../../platform/db/schema';
import { processBankTransfers, startBankTransfer } from './bankTransfers';
import { isoDate } from '../../platform/dates';
import { loadDestinationBank } from '../funding';
import { toCents } from '@qube/contract/core/money';
import { SANDBOX_PROVIDERS } from '../../test/sandboxProviders.testkit';
import { sandboxBankLinkProvider } from '../../platform/providers/bankLink/sandboxProvider';
import { freshLoginWithBank, setupTestApi, type BankLogin } from '../../test/helpers';
import { inTransaction } from '../../platform/db/transactions';
import { schedulerTick } from '../../scheduler/scheduler';

// Crash safety of transfers to a bank (docs/adr/0039-crash-safety-of-two-step-money-flows.md): the debit commits with
// our row, then the transfer is made at the bank-link provider; a cancel is recorded, done at the provider, then the
// money comes back. Each test stops between two of those commits (an instance SIGKILLed there) and shows the ticks (two
// at once, as two API instances) or the client's retry finishing it, the money leaving or coming back exactly once.
const api = setupTestApi();
afterEach(() => api.clock.reset());

const MINUTE = 60_000;
const EIGHT_DAYS = 8 * 86_400_000;

const transferOut = async (user: BankLogin, amount: string) => {
  const res = await api.call('POST', '/api/orders/bank-transfers/', { token: user.token, body: {
    account_id: user.accountId, from_qube: 'cloud', plaid_account: user.bankId, amount, scheduled_date: 'today', idempotency_key: crypto.randomUUID(),
  } });
  if (res.statusCode !== 201) throw new Error(`transfer ${res.statusCode} ${res.body}`);
  return res.json().id as number;
};
const rowOf = async (id: number) => (await api.database.db.select().from(bankTransfers).where(eq(bankTransfers.id, id)))[0];
const providerTransfers = (id: number) => api.database.db.select().from(sandboxAchTransfers).where(eq(sandboxAchTransfers.idempotencyKey, `bank_transfer:${id}`));
const cloudCents = async (accountId: number) => {
  const [row] = await api.database.db.select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` }).from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), sql`${ledgerEntries.counterparty} is null and ${ledgerEntries.qubeId} is null`));
  return toCents(row?.total ?? '0');
};
const paidOut = async (accountId: number) => {
  const [row] = await api.database.db.select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` }).from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.counterparty, 'external')));
  return toCents(row?.total ?? '0');
};
const twoTicks = (at: Date) => Promise.all([schedulerTick(api.database, at, SANDBOX_PROVIDERS), schedulerTick(api.database, at, SANDBOX_PROVIDERS)]);
/** Days later only the tick's transfer step runs (the whole tick would also run the demo account's own monthly orders). */
const twoSettlements = (at: Date) => Promise.all([processBankTransfers(api.database, at, [sandboxBankLinkProvider]), processBankTransfers(api.database, at, [sandboxBankLinkProvider])]);

describe('transfers to a bank survive a crash between our commit and the provider', () => {
  it('API-37 a transfer debited by an instance that died before the provider step is made at the provider once by the ticks and paid out once', async () => {
    const alex = await freshLoginWithBank(api);
    const now = api.clock.now();
    const cloudBefore = await cloudCents(alex.accountId);
    const paidBefore = await paidOut(alex.accountId);
    // The route's first commit alone: the debit and our row, as withIdempotency commits them.
    const bank = await loadDestinationBank(api.database.db, alex.accountId, alex.bankId);
    const row = await inTransaction(api.database.db, (tx) => startBankTransfer(tx, {
      accountId: alex.accountId, userId: 0, from: { pocket: null, name: 'Cloud' }, bank, amount: '52.40', title: '', nameOnAccount: 'Alex', scheduledDate: isoDate(now), today: isoDate(now), at: now, providerId: sandboxBankLinkProvider.id,
    }));
    expect(row).toMatchObject({ status: 'pending', providerTransferId: null });
    expect(await cloudCents(alex.accountId)).toBe(cloudBefore - 5_240n);
    await twoTicks(new Date(now.getTime() + MINUTE));
    const made = await providerTransfers(row.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ direction: 'credit', amount: '52.40', bankAccountId: alex.bankId });
    expect((await rowOf(row.id))?.providerTransferId).toBe(made[0]?.id);
    await twoSettlements(new Date(now.getTime() + EIGHT_DAYS));
    await processBankTransfers(api.database, new Date(now.getTime() + EIGHT_DAYS + MINUTE), [sandboxBankLinkProvider]);
    expect((await rowOf(row.id))?.status).toBe('completed');
    expect(await paidOut(alex.accountId) - paidBefore).toBe(5_240n);
    expect(await cloudCents(alex.accountId)).toBe(cloudBefore - 5_240n);
  });

  it('MM-102 a cancel cut short after the provider cancelled gives the money back once (ticks at once, and the client retrying at the same time) and nothing is paid out', async () => {
    const alex = await freshLoginWithBank(api);
    const cloudBefore = await cloudCents(alex.accountId);
    const paidBefore = await paidOut(alex.accountId);
    const id = await transferOut(alex, '35.00');
    expect((await providerTransfers(id))[0]?.status).toBe('pending');
    const now = api.clock.now();
    // The cancel's first two commits: recorded here, done at the provider; then the instance died.
    await api.database.db.update(bankTransfers).set({ cancelRequestedAt: now }).where(eq(bankTransfers.id, id));
    const transferId = (await rowOf(id))?.providerTransferId ?? '';
    await inTransaction(api.database.db, (tx) => sandboxBankLinkProvider.cancel(tx, { transferId, at: now }));
    expect(await cloudCents(alex.accountId)).toBe(cloudBefore - 3_500n);
    const [retry] = await Promise.all([
      api.call('DELETE', `/api/orders/bank-transfers/${id}/?account_id=${alex.accountId}`, { token: alex.token }),
      twoTicks(new Date(now.getTime() + MINUTE)),
    ]);
    // Whoever finished it, the money came back once; the retry answers 204 when it did, else that it is done.
    expect([204, 400]).toContain(retry.statusCode);
    expect(await rowOf(id)).toMatchObject({ status: 'cancelled', cancelRequestedAt: null });
    await twoSettlements(new Date(now.getTime() + EIGHT_DAYS));
    expect(await cloudCents(alex.accountId)).toBe(cloudBefore);
    expect(await paidOut(alex.accountId) - paidBefore).toBe(0n);
  });

  it('MM-102 cancelling cancels at the provider first; after the provider submitted the transfer it refuses, and the money goes to the bank', async () => {
    const alex = await freshLoginWithBank(api);
    const cloudBefore = await cloudCents(alex.accountId);
    const paidBefore = await paidOut(alex.accountId);
    const early = await transferOut(alex, '10.00');
    expect((await api.call('DELETE', `/api/orders/bank-transfers/${early}/?account_id=${alex.accountId}`, { token: alex.token })).statusCode).toBe(204);
    expect((await providerTransfers(early))[0]?.status).toBe('cancelled');
    const late = await transferOut(alex, '20.00');
    const start = api.clock.now();
    // A cancel recorded at minute 14, its instance died; the tick comes after the provider's batch went out.
    await api.database.db.update(bankTransfers).set({ cancelRequestedAt: new Date(start.getTime() + 14 * MINUTE) }).where(eq(bankTransfers.id, late));
    await twoTicks(new Date(start.getTime() + 20 * MINUTE));
    expect(await rowOf(late)).toMatchObject({ status: 'pending', cancelRequestedAt: null });
    await twoSettlements(new Date(start.getTime() + EIGHT_DAYS));
    expect((await rowOf(late))?.status).toBe('completed');
    expect(await paidOut(alex.accountId) - paidBefore).toBe(2_000n);
    expect(await cloudCents(alex.accountId)).toBe(cloudBefore - 2_000n);
  });
});
