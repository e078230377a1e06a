import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { accounts, activities, directDeposits, ledgerEntries, notifications } from '../../platform/db/schema';
import { ConflictError, DomainError, NotFoundError } from '../../platform/errors';
import { inTransaction, lockAccount } from '../../platform/db/transactions';
import { isoDate } from '../../platform/dates';
import type { IncomingCredit } from '../../platform/providers/directDeposit/directDepositNetwork';
import { directDepositNetworkById } from '../../platform/providers/directDeposit/provider';
import { openMovement, pocketBalance } from '../accounts';
import { fromCents, toCents } from '@qube/contract/core/money';
import { runPaycheckRule, type PaycheckRunResult } from './paycheckAllocation';

export const NO_SUCH_ACCOUNT_NUMBER = 'No account has this routing and account number.';
export const ACCOUNT_NUMBER_SHARED = 'Several accounts have this routing and account number.';
export const DEPOSIT_ID_REUSED = 'This deposit id was delivered before with another account, amount or payer.';
/** The source type of a direct deposit's activity (its source_id: the direct_deposits row). */
export const DIRECT_DEPOSIT_SOURCE = 'direct_deposit';
/** The notification of a landed direct deposit: the deposits group, alert kind deposit_landed. */
export const DIRECT_DEPOSIT_NOTIFICATION = 'received_ach_transfer';

export type LandedDirectDeposit = {
  status: 'landed' | 'already_landed';
  depositId: string;
  accountId: number;
  activityId: number;
  amount: string;
  run: PaycheckRunResult | null;
};

/** The routing and account number an account receives direct deposits at (404 when there is no such account). */
export const accountNumbersOf = async (db: Database['db'], accountId: number): Promise<{ routingNumber: string; accountNumber: string }> => {
  const [account] = await db.select({ routingNumber: accounts.routingNumber, accountNumber: accounts.accountNumber }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw new NotFoundError('Account not found.', 'not_found');
  return account;
};

/**
 * The account a credit is addressed to, by its routing and account number. Development copies of demo users may share
 * numbers (the seed numbers accounts per process): then only the sandbox's `accountHint` decides, and without one the
 * credit is refused rather than landed in the wrong account.
 */
const addressedAccount = async (db: Database['db'], credit: IncomingCredit & { accountHint?: number }) => {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.routingNumber, credit.routingNumber), eq(accounts.accountNumber, credit.accountNumber)))
    .orderBy(asc(accounts.id))
    .limit(50);
  if (rows.length === 0) throw new NotFoundError(NO_SUCH_ACCOUNT_NUMBER, 'not_found');
  const [only] = rows;
  if (rows.length === 1 && only) return only.id;
  const hinted = rows.find((row) => row.id === credit.accountHint);
  if (!hinted) throw new ConflictError(ACCOUNT_NUMBER_SHARED, 'ambiguous_account');
  return hinted.id;
};

/**
 * Why `landDirectDeposit` could not land a credit in any one account (a real network then returns it to the payer), or
 * null when the error is another. It refuses before anything is written, so a returned credit leaves no row.
 */
export const returnReasonOf = (error: unknown): 'no_account' | 'ambiguous_account' | null => {
  if (!(error instanceof DomainError)) return null;
  if (error.kind === 'not_found' && error.fallbackMessage === NO_SUCH_ACCOUNT_NUMBER) return 'no_account';
  if (error.kind === 'conflict' && error.fallbackMessage === ACCOUNT_NUMBER_SHARED) return 'ambiguous_account';
  return null;
};

/**
 * The receiver of the direct-deposit network (ADR 0096): lands one ACH credit in Cloud, exactly once per (network,
 * deposit id). In one transaction with the account locked: the deposit row (a repeated delivery finds it and answers
 * 'already_landed', moving nothing; one whose account, amount or payer differ is refused, 'deposit_mismatch'), its activity (ach_deposit, source direct_deposit, the payer as merchant), one
 * balanced movement (Cloud + amount, the network's clearing pocket − amount), a 'Direct deposit received'
 * notification, and the account's paycheck rule on it (areas/funding/paycheckAllocation.ts). The live update is
 * published after the commit.
 */
export const landDirectDeposit = async (
  database: Pick<Database, 'db' | 'events'>,
  credit: IncomingCredit & { accountHint?: number },
  now: Date,
): Promise<LandedDirectDeposit> => {
  const network = directDepositNetworkById(credit.network);
  const accountId = await addressedAccount(database.db, credit);
  const cents = toCents(credit.amount);
  const landed = await inTransaction(database.db, async (tx): Promise<LandedDirectDeposit> => {
    await lockAccount(tx, accountId);
    const [inserted] = await tx.insert(directDeposits).values({
      accountId, provider: network.id, providerDepositId: credit.depositId, payerName: credit.payerName,
      amount: fromCents(cents), effectiveDate: credit.effectiveDate, createdAt: now,
    }).onConflictDoNothing().returning();
    if (!inserted) {
      const [before] = await tx.select().from(directDeposits).where(and(eq(directDeposits.provider, network.id), eq(directDeposits.providerDepositId, credit.depositId)));
      if (!before || before.activityId === null) throw new Error('direct deposit replay without its activity');
      // A repeated delivery repeats the credit: the same deposit id with another account, amount or payer is not a
      // retry but a network error or a forgery, and is refused rather than answered as landed.
      if (before.accountId !== accountId || toCents(before.amount) !== cents || before.payerName !== credit.payerName) {
        throw new ConflictError(DEPOSIT_ID_REUSED, 'deposit_mismatch');
      }
      return { status: 'already_landed', depositId: credit.depositId, accountId: before.accountId, activityId: before.activityId, amount: fromCents(toCents(before.amount)), run: null };
    }
    const newBalance = fromCents(toCents(await pocketBalance(tx, accountId, null)) + cents);
    // The effective date is when the payer's bank sent it: an earlier one dates the activity (noon, that day), not the ledger.
    const effectiveAt = credit.effectiveDate < isoDate(now) ? new Date(`${credit.effectiveDate}T12:00:00`) : now;
    const [activity] = await tx.insert(activities).values({
      accountId, transactionType: 'ach_deposit', amount: fromCents(cents), result: 'success', transactionDatetime: effectiveAt,
      title: 'Direct Deposit', merchantName: credit.payerName, qubeId: null, newBalance, userId: null,
      sourceType: DIRECT_DEPOSIT_SOURCE, sourceId: inserted.id, createdAt: now,
    }).returning({ id: activities.id });
    if (!activity) throw new Error('direct deposit activity insert failed');
    const movementId = await openMovement(tx, accountId, now);
    await tx.insert(ledgerEntries).values([
      { accountId, qubeId: null, amount: fromCents(cents), activityId: activity.id, movementId, createdAt: now },
      { accountId, qubeId: null, amount: fromCents(-cents), activityId: null, movementId, counterparty: network.clearingCounterparty, createdAt: now },
    ]);
    await tx.update(directDeposits).set({ activityId: activity.id }).where(eq(directDeposits.id, inserted.id));
    await tx.insert(notifications).values({
      accountId, type: DIRECT_DEPOSIT_NOTIFICATION, title: 'Direct deposit received',
      body: `$${fromCents(cents)} from ${credit.payerName} arrived in Cloud.`, amount: fromCents(cents), qubeId: null, activityId: activity.id, createdAt: now,
    });
    const run = await runPaycheckRule(tx, { accountId, activityId: activity.id, amountCents: cents, payerNames: [credit.payerName] }, now);
    return { status: 'landed', depositId: credit.depositId, accountId, activityId: activity.id, amount: fromCents(cents), run };
  });
  if (landed.status === 'landed') database.events.publish(accountId);
  return landed;
};
