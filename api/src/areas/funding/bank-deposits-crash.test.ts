import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { achDeposits, ledgerEntries, sandboxAchTransfers } from '../../platform/db/schema';
import { settleAchDeposits, startAchDeposit } from './deposits';
import { SANDBOX_PROVIDERS } from '../../test/sandboxProviders.testkit';
import { sandboxBankLinkProvider } from '../../platform/providers/bankLink/sandboxProvider';
import { freshLoginWithBank, setupTestApi, type BankLogin } from '../../test/helpers';
import { inTransaction } from '../../platform/db/transactions';
import { schedulerTick } from '../../scheduler/scheduler';

// Crash safety of bank deposits (docs/adr/0039-crash-safety-of-two-step-money-flows.md): a deposit is recorded here,
// then made at the bank-link provider; a cancel is asked for here, made at the provider, then finished here. Each test
// stops between two of those commits, as an instance SIGKILLed there would, and shows what finishes the work: a
// scheduler tick (two at once, as two API instances run them) or the client's retry, with the money moved once or not
// at all.
const api = setupTestApi();
afterEach(() => api.clock.reset());

const MINUTE = 60_000;
const EIGHT_DAYS = 8 * 86_400_000;

/** The route's first commit alone: the deposit recorded (as withIdempotency commits it), nothing at the provider yet. */
const recordThenCrash = (user: BankLogin, amount: string, at: Date) =>
  inTransaction(api.database.db, async (tx) => (await startAchDeposit(tx, { accountId: user.accountId, amount, bankAccountId: user.bankId, userId: null, at, provider: sandboxBankLinkProvider })).deposit);
const depositRow = async (id: number) => (await api.database.db.select().from(achDeposits).where(eq(achDeposits.id, id)))[0];
const transfersFor = (id: number) => api.database.db.select().from(sandboxAchTransfers).where(eq(sandboxAchTransfers.idempotencyKey, `ach_deposit:${id}`));
/** What Cloud received for this deposit's activity (the settlement's pocket entry). */
const creditedFor = async (activityId: number | null) => {
  const rows = await api.database.db.select({ amount: ledgerEntries.amount }).from(ledgerEntries)
    .where(and(eq(ledgerEntries.activityId, activityId ?? 0), sql`${ledgerEntries.counterparty} is null`));
  return rows.map((r) => r.amount);
};
const twoTicks = (at: Date) => Promise.all([schedulerTick(api.database, at, SANDBOX_PROVIDERS), schedulerTick(api.database, at, SANDBOX_PROVIDERS)]);
/**
 * Days later only the tick's deposit step runs, twice at once (as bank-transfer-crash's settlements): whole ticks would
 * also run the demo account's own monthly orders and billing, which lock the account, and a settlement skips a locked
 * account (SKIP LOCKED) until the next minute, so two whole ticks at once may both leave it for the third.
 */
const twoSettlements = (at: Date) => Promise.all([settleAchDeposits(api.database, at, [sandboxBankLinkProvider]), settleAchDeposits(api.database, at, [sandboxBankLinkProvider])]);

describe('bank deposits survive a crash between our commit and the provider', () => {
  it('API-43 a deposit recorded by an instance that died before the provider step is made at the provider once by the ticks, and settles once', async () => {
    const alex = await freshLoginWithBank(api);
    const now = api.clock.now();
    const deposit = await recordThenCrash(alex, '61.25', now);
    expect(deposit.providerTransferId).toBeNull();
    // Nothing settles a deposit the provider never pulled, however late.
    await twoTicks(new Date(now.getTime() + MINUTE));
    const [made] = await transfersFor(deposit.id);
    expect(await transfersFor(deposit.id)).toHaveLength(1);
    expect(made).toMatchObject({ direction: 'debit', amount: '61.25', bankAccountId: alex.bankId, status: 'pending' });
    expect((await depositRow(deposit.id))?.providerTransferId).toBe(made?.id);
    await twoSettlements(new Date(now.getTime() + EIGHT_DAYS));
    expect((await depositRow(deposit.id))?.status).toBe('completed');
    expect(await creditedFor(deposit.activityId)).toEqual(['61.25']);
    await schedulerTick(api.database, new Date(now.getTime() + EIGHT_DAYS + MINUTE), SANDBOX_PROVIDERS);
    expect(await creditedFor(deposit.activityId)).toEqual(['61.25']);
  });

  it('API-43 ticks without a configured bank-link provider (production unless named) neither make, cancel nor settle a deposit; with it they do', async () => {
    const alex = await freshLoginWithBank(api);
    const now = api.clock.now();
    const deposit = await recordThenCrash(alex, '12.34', now);
    await Promise.all([schedulerTick(api.database, new Date(now.getTime() + EIGHT_DAYS), { ...SANDBOX_PROVIDERS, bankLinks: [] }), schedulerTick(api.database, new Date(now.getTime() + EIGHT_DAYS), { ...SANDBOX_PROVIDERS, bankLinks: [] })]);
    expect(await transfersFor(deposit.id)).toHaveLength(0);
    expect(await depositRow(deposit.id)).toMatchObject({ status: 'pending', providerTransferId: null });
    expect(await creditedFor(deposit.activityId)).toEqual([]);
    await twoTicks(new Date(now.getTime() + MINUTE));
    expect(await transfersFor(deposit.id)).toHaveLength(1);
  });

  it('API-43 the route makes its deposit at the provider itself; a replay of its key makes no second pull', async () => {
    const alex = await freshLoginWithBank(api);
    const body = { account_id: alex.accountId, plaid_account: alex.bankId, recurring: 'none', scheduled_date: 'today', amount: '12.00', idempotency_key: crypto.randomUUID() };
    const first = await api.call('POST', '/api/deposits/ach-deposits/', { token: alex.token, body });
    const again = await api.call('POST', '/api/deposits/ach-deposits/', { token: alex.token, body });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    const id = first.json().deposit.id as number;
    expect(await transfersFor(id)).toHaveLength(1);
    expect((await depositRow(id))?.providerTransferId).toMatch(/^tr-sandbox-/);
  });

  it('MM-96 cancelling cancels at the provider first; a cancel cut short after the provider cancelled is finished by the ticks and nothing is ever credited', async () => {
    const alex = await freshLoginWithBank(api);
    const body = { account_id: alex.accountId, plaid_account: alex.bankId, recurring: 'none', scheduled_date: 'today', amount: '30.00', idempotency_key: crypto.randomUUID() };
    const made = await api.call('POST', '/api/deposits/ach-deposits/', { token: alex.token, body });
    const id = made.json().deposit.id as number;
    const cancel = await api.call('DELETE', `/api/deposits/ach-deposits/${id}/?account_id=${alex.accountId}`, { token: alex.token });
    expect(cancel.statusCode).toBe(204);
    expect((await transfersFor(id))[0]?.status).toBe('cancelled');

    // Another one: the cancel was recorded and done at the provider, then the instance died before our change.
    const second = await api.call('POST', '/api/deposits/ach-deposits/', { token: alex.token, body: { ...body, idempotency_key: crypto.randomUUID() } });
    const secondId = second.json().deposit.id as number;
    const now = api.clock.now();
    await api.database.db.update(achDeposits).set({ cancelRequestedAt: now }).where(eq(achDeposits.id, secondId));
    const transferId = (await depositRow(secondId))?.providerTransferId ?? '';
    await inTransaction(api.database.db, (tx) => sandboxBankLinkProvider.cancel(tx, { transferId, at: now }));
    expect((await depositRow(secondId))?.status).toBe('pending');
    await twoTicks(new Date(now.getTime() + MINUTE));
    expect((await depositRow(secondId))).toMatchObject({ status: 'cancelled', cancelRequestedAt: null });

    // A third: cancelled at the provider with no trace here at all (a cancel made there by hand): settlement asks the provider.
    const third = await api.call('POST', '/api/deposits/ach-deposits/', { token: alex.token, body: { ...body, idempotency_key: crypto.randomUUID() } });
    const thirdId = third.json().deposit.id as number;
    const thirdTransfer = (await depositRow(thirdId))?.providerTransferId ?? '';
    await inTransaction(api.database.db, (tx) => sandboxBankLinkProvider.cancel(tx, { transferId: thirdTransfer, at: now }));
    await twoSettlements(new Date(now.getTime() + EIGHT_DAYS));
    for (const depositId of [id, secondId, thirdId]) {
      const row = await depositRow(depositId);
      expect(row?.status).toBe('cancelled');
      expect(await creditedFor(row?.activityId ?? null)).toEqual([]);
    }
  });

  it('MM-96 a cancel recorded just before the provider submitted the pull is refused there: the request is cleared and the deposit settles once', async () => {
    const alex = await freshLoginWithBank(api);
    const body = { account_id: alex.accountId, plaid_account: alex.bankId, recurring: 'none', scheduled_date: 'today', amount: '44.10', idempotency_key: crypto.randomUUID() };
    const made = await api.call('POST', '/api/deposits/ach-deposits/', { token: alex.token, body });
    const id = made.json().deposit.id as number;
    const start = api.clock.now();
    // Recorded at minute 14 (within our window); the instance died; the tick comes after the provider's batch (minute 15).
    await api.database.db.update(achDeposits).set({ cancelRequestedAt: new Date(start.getTime() + 14 * MINUTE) }).where(eq(achDeposits.id, id));
    await twoTicks(new Date(start.getTime() + 20 * MINUTE));
    expect(await depositRow(id)).toMatchObject({ status: 'pending', cancelRequestedAt: null });
    expect((await transfersFor(id))[0]?.status).toBe('pending');
    await twoSettlements(new Date(start.getTime() + EIGHT_DAYS));
    const row = await depositRow(id);
    expect(row?.status).toBe('completed');
    expect(await creditedFor(row?.activityId ?? null)).toEqual(['44.10']);
  });

  it('MM-96 the client retrying a cancel cut short finishes it (204)', async () => {
    const alex = await freshLoginWithBank(api);
    const body = { account_id: alex.accountId, plaid_account: alex.bankId, recurring: 'none', scheduled_date: 'today', amount: '9.99', idempotency_key: crypto.randomUUID() };
    const id = (await api.call('POST', '/api/deposits/ach-deposits/', { token: alex.token, body })).json().deposit.id as number;
    const now = api.clock.now();
    await api.database.db.update(achDeposits).set({ cancelRequestedAt: now }).where(eq(achDeposits.id, id));
    const transferId = (await depositRow(id))?.providerTransferId ?? '';
    await inTransaction(api.database.db, (tx) => sandboxBankLinkProvider.cancel(tx, { transferId, at: now }));
    const retry = await api.call('DELETE', `/api/deposits/ach-deposits/${id}/?account_id=${alex.accountId}`, { token: alex.token });
    expect(retry.statusCode).toBe(204);
    expect((await depositRow(id))?.status).toBe('cancelled');
  });
});
