import type { BankTransfer } from '@qube/contract/bankTransfers';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/client';
import { accounts, activities, bankTransfers, ledgerEntries, linkedBankAccounts, notifications, qubes } from '../../platform/db/schema';
import { DomainError, InvalidError, NotFoundError } from '../../platform/errors';
import type { BankLinkProvider } from '../../platform/providers/bankLink/bankLinkProvider';
import { bankLinkProviderById } from '../../platform/providers/bankLink/provider';
import { isoDate } from '../../platform/dates';
import { coversOutgoing, openMovement, type Pocket } from '../accounts';
import { type LinkedBank, finishCancelAtProvider, submitToProvider, type ProviderRowKind } from '../funding';
import { fromCents, toCents } from '@qube/contract/core/money';
import { pocketRef, INSUFFICIENT_FUNDS } from '../transfers';
import { usd } from '../../platform/moneyText';
import { inTransaction, lockAccount } from '../../platform/db/transactions';

export type BankTransferRow = typeof bankTransfers.$inferSelect;

export const BANK_TRANSFER_NOT_FOUND = 'Bank transfer not found.';
export const BANK_TRANSFER_DONE = 'This bank transfer can no longer be cancelled.';

/** The bank as activity and notifications name it ('Tartan Bank ••2222'). */
export const bankLabel = (bank: { bankName: string; accountMask: string }) => `${bank.bankName} ••${bank.accountMask}`;

/** Not yet at an end: a cancel may be asked for (the provider, once it has the transfer, has the last word). */
const isOpen = (row: Pick<BankTransferRow, 'status'>) => row.status === 'scheduled' || row.status === 'pending';

/** What deciding whether a transfer can still be cancelled reads of it. */
export type CancellableParts = Pick<BankTransferRow, 'status' | 'startedAt' | 'createdAt' | 'provider'>;

/**
 * The last moment a pending transfer can be cancelled: when its provider submits it to the ACH network (its batch,
 * counted from the start of its debit, the time the payment is made at the provider with); null for a scheduled one
 * (nothing at the provider yet: cancellable until its day) and for one that ended.
 */
export const cancellableUntil = (row: CancellableParts): Date | null =>
  row.status === 'pending' ? bankLinkProviderById(row.provider).achSubmitsAt(row.startedAt ?? row.createdAt) : null;

/**
 * Whether a cancel can still succeed at `now` (MM-102, issue 22): a scheduled transfer always; a pending one until its
 * provider submits it (the provider refuses a cancel after, so no screen offers one); never once it ended.
 */
export const isCancellableAt = (row: CancellableParts, now: Date): boolean => {
  if (row.status === 'scheduled') return true;
  const until = cancellableUntil(row);
  return until !== null && bankLinkProviderById(row.provider).bankNow(now).getTime() < until.getTime();
};

export const bankTransferJson = (row: BankTransferRow, now: Date): BankTransfer => ({
  id: row.id,
  account_id: row.accountId,
  from_qube: pocketRef(row.fromQubeId),
  plaid_account: row.bankAccountId,
  bank_name: row.bankName,
  account_mask: row.accountMask,
  ach_name_on_account: row.nameOnAccount,
  amount: fromCents(toCents(row.amount)),
  title: row.title,
  // A text column holding only the contract's statuses (this module writes them).
  status: row.status as BankTransfer['status'],
  scheduled_date: row.scheduledDate,
  expected_settle_datetime: row.settlesAt?.toISOString() ?? null,
  activity_id: row.activityId,
  is_cancellable: isCancellableAt(row, now),
  cancellable_until: cancellableUntil(row)?.toISOString() ?? null,
  creation_datetime: row.createdAt.toISOString(),
});

/**
 * Money leaves the pocket when the transfer starts (decision: a pending transfer out is spent money, so nothing can
 * spend it twice): one movement, the pocket −amount on the transfer's activity and the provider's clearing
 * counterparty +amount. Too little in the pocket: 400 'Insufficient funds' (nothing written). The account is locked by
 * the caller.
 */
const debit = async (tx: Db, row: BankTransferRow, at: Date) => {
  const cents = toCents(row.amount);
  // The pocket and the account's total must both cover it (a negative qube elsewhere never lets money out twice).
  const covered = await coversOutgoing(tx, row.accountId, row.fromQubeId, cents);
  if (!covered.ok) throw new InvalidError(INSUFFICIENT_FUNDS, 'insufficient_funds', { amount: INSUFFICIENT_FUNDS });
  const balance = covered.pocketCents;
  const provider = bankLinkProviderById(row.provider);
  const movementId = await openMovement(tx, row.accountId, at);
  await tx.insert(ledgerEntries).values([
    { accountId: row.accountId, qubeId: row.fromQubeId, amount: fromCents(-cents), activityId: row.activityId, movementId, createdAt: at },
    { accountId: row.accountId, qubeId: null, amount: fromCents(cents), activityId: null, movementId, counterparty: provider.clearingCounterparty, createdAt: at },
  ]);
  if (row.activityId !== null) {
    await tx.update(activities).set({ newBalance: fromCents(balance - cents), transactionDatetime: at }).where(eq(activities.id, row.activityId));
  }
  const settlesAt = provider.achSettlesAt(at);
  const [updated] = await tx
    .update(bankTransfers)
    .set({ status: 'pending', startedAt: at, settlesAt, updatedAt: at })
    .where(eq(bankTransfers.id, row.id))
    .returning();
  if (!updated) throw new Error('bank transfer update failed');
  return updated;
};

export type StartInput = {
  accountId: number;
  userId: number;
  from: { pocket: Pocket; name: string };
  bank: LinkedBank;
  amount: string;
  title: string;
  nameOnAccount: string;
  scheduledDate: string;
  today: string;
  at: Date;
  /** The id of the bank-link provider that carries it (the route's configured one). */
  providerId: string;
};

/**
 * Records a transfer to a bank inside the caller's transaction (account locked): the row, its ach_transfer activity
 * (pending, negative, source_type ach_transfer, source_id = the row) and an ach_transfer_out notification. Dated today
 * it starts at once (debit); dated later it waits, 'scheduled', for the scheduler on that day.
 */
export const startBankTransfer = async (tx: Db, input: StartInput): Promise<BankTransferRow> => {
  const cents = toCents(input.amount);
  const isToday = input.scheduledDate === input.today;
  const [row] = await tx.insert(bankTransfers).values({
    accountId: input.accountId,
    fromQubeId: input.from.pocket,
    bankAccountId: input.bank.id,
    bankName: input.bank.institutionName,
    accountMask: input.bank.mask,
    nameOnAccount: input.nameOnAccount,
    amount: fromCents(cents),
    title: input.title,
    status: 'scheduled',
    scheduledDate: input.scheduledDate,
    provider: input.providerId,
    createdBy: input.userId,
    createdAt: input.at,
    updatedAt: input.at,
  }).returning();
  if (!row) throw new Error('bank transfer insert failed');
  const label = bankLabel(row);
  const [activity] = await tx.insert(activities).values({
    accountId: input.accountId,
    transactionType: 'ach_transfer',
    amount: fromCents(-cents),
    result: 'pending',
    transactionDatetime: input.at,
    title: input.title,
    description: isToday ? `Transfer to ${label}` : `Transfer to ${label}, scheduled for ${input.scheduledDate}`,
    merchantName: label,
    qubeId: input.from.pocket,
    userId: input.userId,
    sourceType: 'ach_transfer',
    sourceId: row.id,
  }).returning({ id: activities.id });
  if (!activity) throw new Error('bank transfer activity insert failed');
  const withActivity = { ...row, activityId: activity.id };
  await tx.update(bankTransfers).set({ activityId: activity.id }).where(eq(bankTransfers.id, row.id));
  const started = isToday ? await debit(tx, withActivity, input.at) : withActivity;
  await tx.insert(notifications).values({
    accountId: input.accountId,
    type: 'ach_transfer_out',
    title: isToday ? 'Bank transfer started' : 'Bank transfer scheduled',
    body: isToday
      ? `${usd(cents)} from ${input.from.name} is on its way to ${label}. It takes 3-5 business days.`
      : `${usd(cents)} from ${input.from.name} will go to ${label} on ${input.scheduledDate}.`,
    amount: fromCents(cents),
    qubeId: input.from.pocket,
    activityId: activity.id,
    createdAt: input.at,
  });
  return started;
};

/**
 * Our side of a cancel (the account locked by the caller): a pending transfer's money comes back in a movement that
 * mirrors the debit (clearing −amount, the pocket +amount on the same activity), to Cloud when its qube was archived
 * meanwhile; a scheduled one moved nothing. The activity reads cancelled.
 */
const markCancelled = async (tx: Db, row: BankTransferRow, at: Date) => {
  if (row.status === 'pending') {
    const cents = toCents(row.amount);
    let pocket = row.fromQubeId;
    if (pocket !== null) {
      const [qube] = await tx.select({ isArchived: qubes.isArchived }).from(qubes).where(eq(qubes.id, pocket));
      if (!qube || qube.isArchived) pocket = null;
    }
    const movementId = await openMovement(tx, row.accountId, at);
    await tx.insert(ledgerEntries).values([
      { accountId: row.accountId, qubeId: pocket, amount: fromCents(cents), activityId: row.activityId, movementId, createdAt: at },
      { accountId: row.accountId, qubeId: null, amount: fromCents(-cents), activityId: null, movementId, counterparty: bankLinkProviderById(row.provider).clearingCounterparty, createdAt: at },
    ]);
  }
  if (row.activityId !== null) await tx.update(activities).set({ result: 'cancelled' }).where(eq(activities.id, row.activityId));
  const [updated] = await tx.update(bankTransfers).set({ status: 'cancelled', cancelRequestedAt: null, updatedAt: at }).where(eq(bankTransfers.id, row.id)).returning();
  if (!updated) throw new Error('bank transfer update failed');
  return updated;
};

/**
 * How the provider steps read and write a transfer to a bank (areas/funding/providerSteps.ts): a payment into the linked bank,
 * made with the key `bank_transfer:{id}` at the time its debit started.
 */
const TRANSFER_STEPS: ProviderRowKind<BankTransferRow> = {
  label: 'bank transfer',
  columns: bankTransfers,
  first: async (db, where, lock) => {
    const query = db.select().from(bankTransfers).where(where).orderBy(asc(bankTransfers.id)).limit(1);
    return (lock === 'none' ? await query : await query.for('update', lock === 'skip' ? { skipLocked: true } : undefined))[0];
  },
  update: (db, id, set) => db.update(bankTransfers).set(set).where(eq(bankTransfers.id, id)),
  transferOf: (row) => ({ idempotencyKey: `bank_transfer:${row.id}`, direction: 'credit', amountCents: toCents(row.amount), bankAccountId: row.bankAccountId, at: row.startedAt ?? row.createdAt }),
  markCancelled: (tx, row, at) => markCancelled(tx, row, at),
};

/**
 * Steps two and three of a cancel (the provider's, then ours): money never reaches the bank for a transfer we call
 * cancelled, and ours gives the money back once.
 */
const finishTransferCancel = (database: Pick<Database, 'db' | 'events'>, id: number, at: Date) => finishCancelAtProvider(database, TRANSFER_STEPS, id, at);

/**
 * DELETE orders/bank-transfers/{id}/: a scheduled transfer (nothing at the provider, no money moved) is cancelled at
 * once; a pending one is cancelled at the provider, then here, in three commits so that a crash between any two is
 * finished by the scheduler (`processBankTransfers`) or by a retry of the call: the request is recorded
 * (cancel_requested_at, which also keeps the transfer from being made at the provider), the provider cancels (refused
 * once it submitted the transfer: 400), and our side gives the money back.
 */
export const cancelBankTransfer = async (database: Pick<Database, 'db' | 'events'>, input: { accountId: number; id: number; at: Date }) => {
  const first = await inTransaction(database.db, async (tx) => {
    await lockAccount(tx, input.accountId);
    const [row] = await tx
      .select()
      .from(bankTransfers)
      .where(and(eq(bankTransfers.id, input.id), eq(bankTransfers.accountId, input.accountId)))
      .for('update');
    if (!row) throw new NotFoundError(BANK_TRANSFER_NOT_FOUND, 'not_found');
    if (!isOpen(row)) throw new InvalidError(BANK_TRANSFER_DONE, 'not_cancellable');
    if (row.status === 'scheduled') return markCancelled(tx, row, input.at);
    if (row.cancelRequestedAt === null) await tx.update(bankTransfers).set({ cancelRequestedAt: input.at }).where(eq(bankTransfers.id, row.id));
    return null;
  });
  if (first) return first;
  const outcome = await finishTransferCancel(database, input.id, input.at);
  // Refused by the provider, or finished meanwhile by a concurrent call or tick (which answered or will answer it).
  if (outcome !== 'cancelled') throw new InvalidError(BANK_TRANSFER_DONE, 'not_cancellable');
  const [row] = await database.db.select().from(bankTransfers).where(eq(bankTransfers.id, input.id));
  if (!row) throw new NotFoundError(BANK_TRANSFER_NOT_FOUND, 'not_found');
  return row;
};

/**
 * Step two of a transfer (crash safety): the payment at the provider. The debit and our row commit first (the route's
 * idempotency transaction, or the tick's start of a scheduled one); then the transfer is made at the provider under our
 * row's key and its id stored. The route runs this after its commit; every tick runs it for all, so a transfer whose
 * instance died before this step is made once (the key makes a retry answer the same transfer). Not for transfers whose
 * cancel was asked for, and only transfers of `bankLinks` (the configured provider; none: nothing is made). Claimed
 * FOR UPDATE SKIP LOCKED: areas/funding/providerSteps.ts.
 */
export const submitBankTransfers = async (database: Pick<Database, 'db'>, bankLinks: readonly BankLinkProvider[], scope: { accountId?: number } = {}) =>
  submitToProvider(database, bankLinks, TRANSFER_STEPS, scope.accountId === undefined ? undefined : eq(bankTransfers.accountId, scope.accountId));

/** A transfer dated today or earlier whose day came: its debit runs now, or it fails (insufficient funds, qube gone). */
const startDue = async (tx: Db, row: BankTransferRow, now: Date) => {
  try {
    if (row.fromQubeId !== null) {
      const [qube] = await tx.select({ isArchived: qubes.isArchived }).from(qubes).where(eq(qubes.id, row.fromQubeId));
      if (!qube || qube.isArchived) throw new NotFoundError('Qube not found.', 'qube_not_found');
    }
    await debit(tx, row, now);
    return true;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await tx.update(bankTransfers).set({ status: 'failed', updatedAt: now }).where(eq(bankTransfers.id, row.id));
    if (row.activityId !== null) await tx.update(activities).set({ result: 'failed', description: error.fallbackMessage }).where(eq(activities.id, row.activityId));
    await tx.insert(notifications).values({
      accountId: row.accountId,
      type: 'insufficient_funds',
      title: 'Bank transfer failed',
      body: `${error.fallbackMessage}: ${usd(toCents(row.amount))} was not sent to ${bankLabel(row)}.`,
      amount: fromCents(toCents(row.amount)),
      qubeId: row.fromQubeId,
      activityId: row.activityId,
      createdAt: now,
    });
    return false;
  }
};

/**
 * The bank settles a pending transfer: the money leaves the clearing counterparty for the outside world (one movement
 * of two counterparty entries: no pocket changes, it left at the start), the activity reads success, and a notification.
 */
const settle = async (tx: Db, row: BankTransferRow, now: Date, provider: BankLinkProvider) => {
  // The provider's word, not only our date: a transfer it cancelled (our cancel cut short) gives the money back instead.
  const transfer = row.providerTransferId === null ? null : await provider.retrieveTransfer(tx, { transferId: row.providerTransferId, at: provider.bankNow(now) });
  if (transfer?.status === 'cancelled') {
    await markCancelled(tx, row, now);
    return;
  }
  const cents = toCents(row.amount);
  const movementId = await openMovement(tx, row.accountId, now);
  await tx.insert(ledgerEntries).values([
    { accountId: row.accountId, qubeId: null, amount: fromCents(-cents), activityId: null, movementId, counterparty: provider.clearingCounterparty, createdAt: now },
    { accountId: row.accountId, qubeId: null, amount: fromCents(cents), activityId: null, movementId, counterparty: 'external', createdAt: now },
  ]);
  if (row.activityId !== null) await tx.update(activities).set({ result: 'success' }).where(eq(activities.id, row.activityId));
  await tx.update(bankTransfers).set({ status: 'completed', updatedAt: now }).where(eq(bankTransfers.id, row.id));
  await tx.insert(notifications).values({
    accountId: row.accountId,
    type: 'ach_transfer_out',
    title: 'Bank transfer completed',
    body: `${usd(cents)} arrived at ${bankLabel(row)}.`,
    amount: fromCents(cents),
    qubeId: row.fromQubeId,
    activityId: row.activityId,
    createdAt: now,
  });
};

/**
 * One claimed row at a time, each in its own transaction: the transfer and its account together, FOR UPDATE SKIP
 * LOCKED (as scheduled orders are claimed), so several API instances never handle one twice and never wait holding a lock.
 */
const claimEach = async (
  database: Pick<Database, 'db' | 'events'>,
  where: ReturnType<typeof and>,
  handle: (tx: Db, row: BankTransferRow) => Promise<unknown>,
) => {
  const handled: number[] = [];
  for (;;) {
    const claimed = await inTransaction(database.db, async (tx) => {
      const [found] = await tx
        .select({ row: bankTransfers })
        .from(bankTransfers)
        .innerJoin(accounts, eq(accounts.id, bankTransfers.accountId))
        .where(and(where, handled.length > 0 ? notInArray(bankTransfers.id, handled) : undefined))
        .orderBy(asc(bankTransfers.id))
        .limit(1)
        .for('update', { of: [bankTransfers, accounts], skipLocked: true });
      if (!found) return null;
      await handle(tx, found.row);
      return found.row;
    });
    if (!claimed) return handled.length;
    handled.push(claimed.id);
    database.events.publish(claimed.accountId);
  }
};

/**
 * The scheduler's part for transfers to a bank: scheduled ones whose date came start (or fail), and pending ones
 * whose settlement time came at their provider's bank settle. Only transfers of `bankLinks` (the configured provider)
 * move: where a provider is not chosen, its transfers wait. Returns how many of each.
 */
export const processBankTransfers = async (database: Pick<Database, 'db' | 'events'>, now: Date, bankLinks: readonly BankLinkProvider[]) => {
  let started = 0;
  let settled = 0;
  for (const provider of bankLinks) {
    const ofProvider = eq(bankTransfers.provider, provider.id);
    started += await claimEach(database, and(eq(bankTransfers.status, 'scheduled'), ofProvider, lte(bankTransfers.scheduledDate, isoDate(now))), (tx, row) => startDue(tx, row, now));
    // What a crash may have left half done: transfers started here but not at the provider, cancels not finished.
    await submitBankTransfers(database, [provider]);
    const asked = await database.db.select({ id: bankTransfers.id }).from(bankTransfers)
      .where(and(eq(bankTransfers.status, 'pending'), ofProvider, isNotNull(bankTransfers.cancelRequestedAt))).orderBy(asc(bankTransfers.id)).limit(500);
    for (const { id } of asked) await finishTransferCancel(database, id, now);
    settled += await claimEach(
      database,
      and(
        eq(bankTransfers.status, 'pending'), ofProvider, lte(bankTransfers.settlesAt, provider.bankNow(now)),
        isNotNull(bankTransfers.providerTransferId), isNull(bankTransfers.cancelRequestedAt),
      ),
      (tx, row) => settle(tx, row, now, provider),
    );
  }
  return { started, settled };
};

/**
 * API-36: the linked bank accounts money went to before (still linked), most recent first, with the last amount and
 * how many transfers went there. Failed transfers do not count; cancelled ones do (the person chose that bank).
 */
export const previouslyTransferredAccounts = async (db: Db, accountId: number) => {
  const rows = await db
    .select({
      bankAccountId: bankTransfers.bankAccountId,
      amount: bankTransfers.amount,
      createdAt: bankTransfers.createdAt,
      count: sql<number>`count(*) over (partition by ${bankTransfers.bankAccountId})::int`,
      name: sql<string>`coalesce(${linkedBankAccounts.nickname}, ${linkedBankAccounts.name})`,
      institutionName: linkedBankAccounts.institutionName,
      mask: linkedBankAccounts.mask,
    })
    .from(bankTransfers)
    .innerJoin(linkedBankAccounts, and(eq(linkedBankAccounts.id, bankTransfers.bankAccountId), eq(linkedBankAccounts.accountId, accountId), eq(linkedBankAccounts.isActive, true)))
    .where(and(eq(bankTransfers.accountId, accountId), inArray(bankTransfers.status, ['scheduled', 'pending', 'completed', 'cancelled'])))
    .orderBy(desc(bankTransfers.createdAt), desc(bankTransfers.id))
    .limit(500);
  const seen = new Set<number>();
  const latest = rows.filter((r) => (seen.has(r.bankAccountId) ? false : (seen.add(r.bankAccountId), true)));
  return latest.map((r) => ({
    plaid_account: r.bankAccountId,
    name: r.name,
    institution_name: r.institutionName,
    account_mask: r.mask,
    last_amount: fromCents(toCents(r.amount)),
    last_transfer_datetime: r.createdAt.toISOString(),
    transfer_count: Number(r.count),
  }));
};
