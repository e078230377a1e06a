import { and, asc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/client';
import { accounts, achDeposits, achDepositSeries, activities, incomeGroups, ledgerEntries, linkedBankAccounts, notifications, scheduledOrders } from '../../platform/db/schema';
import { InvalidError, NotFoundError } from '../../platform/errors';
import type { BankLinkProvider } from '../../platform/providers/bankLink/bankLinkProvider';
import { bankLinkProviderById } from '../../platform/providers/bankLink/provider';
import { BANK_ACCOUNT_NOT_FOUND, BANK_NEEDS_RELINK, bankLabel, type LinkedBankRow } from '../../platform/providers/bankLink/linkedAccounts';
import { createGroup, updateGroup } from '../planning';
import { openMovement, pocketBalance } from '../accounts';
import { fromCents, money, toCents } from '@qube/contract/core/money';
import { advanceOrder, type OrderRow } from '../transfers';
import { finishCancelAtProvider, submitToProvider, type ProviderRowKind } from './providerSteps';
import { runPaycheckRule } from './paycheckAllocation';
import { addDays, nextOccurrence, type CalendarEntry } from '@qube/contract/core/repeat';
import { inTransaction, lockAccount } from '../../platform/db/transactions';

export const DEPOSIT_NOT_FOUND = 'Deposit not found.';
export const DEPOSIT_NOT_PENDING = 'This deposit is no longer pending.';
export const DEPOSIT_TOO_LATE = 'A deposit can only be cancelled within 15 minutes of starting it.';

/** A pending ACH deposit may be cancelled this long after it was started (spec 001: 15 minutes). */
export const ACH_CANCEL_WINDOW_MS = 15 * 60_000;
/** The kind of a scheduled order that pulls money from a linked bank into Cloud. */
export const DEPOSIT_ORDER_KIND = 'ach_deposit';
/** The income group's name is at most this long (income groups' own limit). */
const GROUP_NAME_MAX = 60;

export type AchDepositRow = typeof achDeposits.$inferSelect;

export const isAchCancellable = (deposit: Pick<AchDepositRow, 'status' | 'createdAt'>, now: Date) =>
  deposit.status === 'pending' && now.getTime() - deposit.createdAt.getTime() < ACH_CANCEL_WINDOW_MS;

/**
 * Records a pending deposit into Cloud inside the caller's transaction: the deposit row (settles when the provider's
 * bank says) and its pending activity (ach_deposit, result pending, no ledger entry: the money is not there yet),
 * plus an ach_deposit notification. `bank` names the linked bank account (null only for seeded history).
 */
export const startAchDeposit = async (
  tx: Db,
  input: {
    accountId: number;
    amount: string;
    bankAccountId: number | null;
    userId: number | null;
    at: Date;
    notify?: boolean;
    bank?: Pick<LinkedBankRow, 'institutionName' | 'mask'> | null;
    title?: string;
    scheduledOrderId?: number | null;
    /** The provider that pulls the money (the route's configured one, or the one that linked the series' bank). */
    provider: BankLinkProvider;
  },
) => {
  const { provider } = input;
  const [deposit] = await tx.insert(achDeposits).values({
    accountId: input.accountId,
    bankAccountId: input.bankAccountId,
    amount: input.amount,
    status: 'pending',
    settlesAt: provider.achSettlesAt(input.at),
    provider: provider.id,
    scheduledOrderId: input.scheduledOrderId ?? null,
    createdBy: input.userId,
    createdAt: input.at,
    updatedAt: input.at,
  }).returning();
  if (!deposit) throw new Error('deposit insert failed');
  const from = input.bank ? bankLabel(input.bank) : 'your linked bank';
  const [activity] = await tx.insert(activities).values({
    accountId: input.accountId,
    transactionType: 'ach_deposit',
    amount: input.amount,
    result: 'pending',
    transactionDatetime: input.at,
    title: input.title?.trim() || 'Bank Deposit',
    merchantName: input.bank ? bankLabel(input.bank) : 'Linked Bank',
    qubeId: null,
    userId: input.userId,
    scheduledOrderId: input.scheduledOrderId ?? null,
    sourceType: 'ach_deposit',
    sourceId: deposit.id,
  }).returning();
  if (!activity) throw new Error('deposit activity insert failed');
  await tx.update(achDeposits).set({ activityId: activity.id }).where(eq(achDeposits.id, deposit.id));
  if (input.notify === false) return { deposit: { ...deposit, activityId: activity.id }, activity };
  await tx.insert(notifications).values({
    accountId: input.accountId,
    type: 'ach_deposit',
    title: 'Bank deposit started',
    body: `$${money(input.amount)} from ${from} is on its way to Cloud.`,
    amount: money(input.amount),
    qubeId: null,
    activityId: activity.id,
    createdAt: input.at,
  });
  return { deposit: { ...deposit, activityId: activity.id }, activity };
};

/** The provider's idempotency key of a deposit's pull: our row's, so a retried submission never pulls twice. */
const transferKey = (id: number) => `ach_deposit:${id}`;

/**
 * Step two of a deposit (crash safety): the pull at the provider. A deposit is recorded first (its own commit, with the
 * answer's idempotency key), then made at the provider under our row's key and the provider's id stored. The route
 * runs this right after its commit for its deposit; every tick runs it for all, so a deposit recorded by an instance
 * that died before (or during) this step is made at the provider once: the key makes a retry answer the same transfer.
 * Deposits whose cancel was asked for are not made. Only deposits of `bankLinks` (the configured provider; none: nothing
 * is made) are. Claimed FOR UPDATE SKIP LOCKED (concurrent ticks make each once): areas/funding/providerSteps.ts.
 */
export const submitAchDeposits = async (
  database: Pick<Database, 'db'>,
  bankLinks: readonly BankLinkProvider[],
  scope: { accountId?: number; depositId?: number } = {},
) => submitToProvider(database, bankLinks, DEPOSIT_STEPS, and(
  scope.accountId === undefined ? undefined : eq(achDeposits.accountId, scope.accountId),
  scope.depositId === undefined ? undefined : eq(achDeposits.id, scope.depositId),
));

/** Our side of a cancel: the deposit and its activity read cancelled (the account locked by the caller). */
const markDepositCancelled = async (tx: Db, row: AchDepositRow, at: Date) => {
  await tx.update(achDeposits).set({ status: 'cancelled', cancelRequestedAt: null, updatedAt: at }).where(eq(achDeposits.id, row.id));
  if (row.activityId !== null) await tx.update(activities).set({ result: 'cancelled' }).where(eq(activities.id, row.activityId));
};

/**
 * How the provider steps read and write a deposit (areas/funding/providerSteps.ts): a pull from the linked bank, made with the
 * key `ach_deposit:{id}` and authorised at created_at (the provider's batch and settlement count from then).
 */
const DEPOSIT_STEPS: ProviderRowKind<AchDepositRow> = {
  label: 'ach deposit',
  columns: achDeposits,
  first: async (db, where, lock) => {
    const query = db.select().from(achDeposits).where(where).orderBy(asc(achDeposits.id)).limit(1);
    return (lock === 'none' ? await query : await query.for('update', lock === 'skip' ? { skipLocked: true } : undefined))[0];
  },
  update: (db, id, set) => db.update(achDeposits).set(set).where(eq(achDeposits.id, id)),
  transferOf: (row) => ({ idempotencyKey: transferKey(row.id), direction: 'debit', amountCents: toCents(row.amount), bankAccountId: row.bankAccountId ?? 0, at: row.createdAt }),
  markCancelled: (tx, row, at) => markDepositCancelled(tx, row, at),
};

/** Steps two and three of a cancel (the provider's, then ours): the bank is never pulled for a deposit we call cancelled. */
const finishDepositCancel = (database: Pick<Database, 'db' | 'events'>, id: number, at: Date) => finishCancelAtProvider(database, DEPOSIT_STEPS, id, at);

/**
 * DELETE deposits/ach-deposits/{id}/: a pending deposit within its 15 minutes is cancelled at the provider, then here.
 * Three commits, so that a crash between any two is finished by the scheduler (`reconcileDepositCancels`): the request
 * is recorded (cancel_requested_at, which also keeps the deposit from being made at the provider), the provider cancels,
 * and our deposit reads cancelled. A retry of the call finishes it as well.
 */
export const cancelAchDeposit = async (database: Pick<Database, 'db' | 'events'>, input: { accountId: number; id: number; at: Date }) => {
  await inTransaction(database.db, async (tx) => {
    await lockAccount(tx, input.accountId);
    const [deposit] = await tx
      .select()
      .from(achDeposits)
      .where(and(eq(achDeposits.id, input.id), eq(achDeposits.accountId, input.accountId)))
      .for('update');
    if (!deposit) throw new NotFoundError(DEPOSIT_NOT_FOUND, 'not_found');
    if (deposit.status !== 'pending') throw new InvalidError(DEPOSIT_NOT_PENDING, 'not_pending');
    // A cancel already asked for (a retry after a crash) is finished whatever the time now.
    if (deposit.cancelRequestedAt === null && !isAchCancellable(deposit, input.at)) throw new InvalidError(DEPOSIT_TOO_LATE, 'not_cancellable');
    if (deposit.cancelRequestedAt === null) await tx.update(achDeposits).set({ cancelRequestedAt: input.at }).where(eq(achDeposits.id, deposit.id));
  });
  const outcome = await finishDepositCancel(database, input.id, input.at);
  if (outcome === 'refused') throw new InvalidError(DEPOSIT_TOO_LATE, 'not_cancellable');
  // Finished meanwhile by a concurrent call or tick: this call, like any later one, finds it no longer pending.
  if (outcome === 'gone') throw new InvalidError(DEPOSIT_NOT_PENDING, 'not_pending');
};

/**
 * The scheduler's part of cancels (crash safety): every cancel asked for and not finished is finished (or refused).
 * Only deposits of `bankLinks` (the configured provider): where none is configured, a cancel cut short waits (a retry
 * of the call still finishes it).
 */
export const reconcileDepositCancels = async (database: Pick<Database, 'db' | 'events'>, now: Date, bankLinks: readonly BankLinkProvider[], onlyAccountId?: number) => {
  if (bankLinks.length === 0) return 0;
  const asked = await database.db
    .select({ id: achDeposits.id })
    .from(achDeposits)
    .where(and(
      eq(achDeposits.status, 'pending'), isNotNull(achDeposits.cancelRequestedAt), inArray(achDeposits.provider, bankLinks.map((provider) => provider.id)),
      onlyAccountId === undefined ? undefined : eq(achDeposits.accountId, onlyAccountId),
    ))
    .orderBy(asc(achDeposits.id))
    .limit(500);
  let finished = 0;
  for (const { id } of asked) {
    if ((await finishDepositCancel(database, id, now)) !== 'gone') finished += 1;
  }
  return finished;
};

/**
 * Settles every pending deposit whose provider's bank says it is due (settles_at on the bank's clock, looking ahead
 * `lookAheadMs` when development's test clock asks): one movement of
 * Cloud + amount against the provider's clearing counterparty (so the movement sums to zero), the activity becomes
 * success with its new_balance, a 'Deposit received' notification, and the account's paycheck rule runs on it (ADR 0096). Claimed like scheduled orders (FOR UPDATE OF
 * deposit and account SKIP LOCKED), so several instances never settle one deposit twice. Only deposits of `bankLinks`
 * (the configured provider) settle: a sandbox's deposits never settle where the sandbox was not chosen.
 */
export const settleAchDeposits = async (
  database: Pick<Database, 'db' | 'events'>,
  now: Date,
  bankLinks: readonly BankLinkProvider[],
  options: { lookAheadMs?: number; onlyAccountId?: number } = {},
) => {
  let settled = 0;
  for (const provider of bankLinks) settled += await settleDepositsOf(database, provider, now, options.lookAheadMs ?? 0, options.onlyAccountId);
  return settled;
};

const settleDepositsOf = async (database: Pick<Database, 'db' | 'events'>, provider: BankLinkProvider, now: Date, lookAheadMs: number, onlyAccountId?: number) => {
  const { db } = database;
  // lookAheadMs (development's test clock only): settle now what the bank would settle in that much time.
  const bankNow = new Date(provider.bankNow(now).getTime() + lookAheadMs);
  // First what a crash may have left half done: deposits not yet made at the provider, cancels not finished.
  await submitAchDeposits(database, [provider], { accountId: onlyAccountId });
  await reconcileDepositCancels(database, now, [provider], onlyAccountId);
  let settled = 0;
  for (;;) {
    const accountId = await inTransaction(db, async (tx) => {
      // Deposit and account rows together, never waiting: a cancel holds the account first, then the deposit.
      const [claimed] = await tx
        .select({ deposit: achDeposits })
        .from(achDeposits)
        .innerJoin(accounts, eq(accounts.id, achDeposits.accountId))
        .where(and(
          eq(achDeposits.status, 'pending'), eq(achDeposits.provider, provider.id), lte(achDeposits.settlesAt, bankNow),
          isNotNull(achDeposits.providerTransferId), isNull(achDeposits.cancelRequestedAt),
          onlyAccountId === undefined ? undefined : eq(achDeposits.accountId, onlyAccountId),
        ))
        .orderBy(asc(achDeposits.settlesAt), asc(achDeposits.id))
        .limit(1)
        .for('update', { of: [achDeposits, accounts], skipLocked: true });
      if (!claimed) return null;
      const row = claimed.deposit;
      // The provider's word, not only our date: a pull it cancelled (our cancel cut short by a crash) brings nothing.
      const transfer = row.providerTransferId === null ? null : await provider.retrieveTransfer(tx, { transferId: row.providerTransferId, at: bankNow });
      if (transfer?.status === 'cancelled') {
        await markDepositCancelled(tx, row, now);
        return row.accountId;
      }
      const cents = toCents(row.amount);
      const balance = fromCents(toCents(await pocketBalance(tx, row.accountId, null)) + cents);
      const movementId = await openMovement(tx, row.accountId, now);
      await tx.insert(ledgerEntries).values([
        { accountId: row.accountId, qubeId: null, amount: fromCents(cents), activityId: row.activityId, movementId, createdAt: now },
        { accountId: row.accountId, qubeId: null, amount: fromCents(-cents), activityId: null, movementId, counterparty: provider.clearingCounterparty, createdAt: now },
      ]);
      if (row.activityId !== null) {
        await tx.update(activities).set({ result: 'success', newBalance: balance }).where(eq(activities.id, row.activityId));
      }
      await tx.update(achDeposits).set({ status: 'completed', updatedAt: now }).where(eq(achDeposits.id, row.id));
      await tx.insert(notifications).values({
        accountId: row.accountId, type: 'ach_deposit', title: 'Deposit received', body: `$${money(row.amount)} from your linked bank arrived in Cloud.`,
        amount: money(row.amount), qubeId: null, activityId: row.activityId, createdAt: now,
      });
      // A paycheck rule runs on it in this same transaction (once per deposit: areas/funding/paycheckAllocation.ts).
      if (row.activityId !== null) {
        const [named] = await tx.select({ title: activities.title, merchantName: activities.merchantName }).from(activities).where(eq(activities.id, row.activityId));
        await runPaycheckRule(tx, { accountId: row.accountId, activityId: row.activityId, amountCents: cents, payerNames: [named?.title ?? null, named?.merchantName ?? null] }, now);
      }
      return row.accountId;
    });
    if (accountId === null) break;
    settled += 1;
    database.events.publish(accountId);
  }
  return settled;
};

// ---- scheduled and repeating deposits ---------------------------------------------------------------------------------

export type DepositSchedule = {
  amount: string;
  /** The chosen date (start of the series), today or later. */
  date: string;
  recurring: string;
  frequency: string | null;
  transferInterval: number | null;
  days: CalendarEntry[];
  title: string;
  /** The income group's name: the dialog's bank name and last 4 digits, else ours. */
  name: string;
};

export type SeriesRow = typeof achDepositSeries.$inferSelect;

const groupValues = (schedule: DepositSchedule) => ({
  name: schedule.name.slice(0, GROUP_NAME_MAX),
  amount: schedule.amount,
  startDate: schedule.date,
  recurring: schedule.recurring,
  frequency: schedule.recurring === 'custom' ? schedule.frequency : null,
  transferInterval: schedule.recurring === 'none' ? null : schedule.transferInterval,
  daysInCalendar: schedule.recurring === 'custom' ? schedule.days : [],
});

/** The first occurrence on or after the chosen date (a custom series may start after it, e.g. 'last day of the month'). */
const firstOccurrence = (schedule: DepositSchedule): string => {
  if (schedule.recurring === 'none') return schedule.date;
  const rule = { recurring: schedule.recurring, frequency: schedule.frequency, transferInterval: schedule.transferInterval, daysInCalendar: schedule.days, startDate: schedule.date };
  const first = nextOccurrence(rule, addDays(schedule.date, -1)) ?? schedule.date;
  return first < schedule.date ? schedule.date : first;
};

/**
 * A deposit for later or repeating (MM-94, PL-14), inside the caller's transaction: a scheduled order of kind
 * ach_deposit (listed, edited and cancelled like other scheduled items), the income group planning shows as expected
 * income, and the link between them and the bank. A first occurrence due today starts its deposit now.
 */
export const scheduleDeposit = async (tx: Db, input: { accountId: number; userId: number; bank: LinkedBankRow; schedule: DepositSchedule; at: Date; today: string }) => {
  const { schedule } = input;
  const first = firstOccurrence(schedule);
  const [order] = await tx.insert(scheduledOrders).values({
    accountId: input.accountId,
    kind: DEPOSIT_ORDER_KIND,
    fromQubeId: null,
    toQubeId: null,
    amount: schedule.amount,
    title: schedule.title,
    transferType: 'recurring',
    recurring: schedule.recurring,
    frequency: schedule.recurring === 'custom' ? schedule.frequency : null,
    transferInterval: schedule.recurring === 'none' ? null : schedule.transferInterval,
    daysInCalendar: schedule.recurring === 'custom' ? schedule.days : [],
    startDate: schedule.date,
    nextDate: first,
    createdBy: input.userId,
    createdAt: input.at,
    updatedAt: input.at,
  }).returning();
  if (!order) throw new Error('deposit order insert failed');
  const group = await createGroup(tx, input.accountId, groupValues(schedule));
  await tx.insert(achDepositSeries).values({ orderId: order.id, accountId: input.accountId, bankAccountId: input.bank.id, incomeGroupId: group.id });
  if (first !== input.today) return { order, incomeGroupId: group.id, deposit: null };
  const started = await runDepositOccurrence(tx, order, input.at, 'throw');
  // The occurrence moved the series on (or ended a one-time one): answer the order as it is now.
  const [current] = await tx.select().from(scheduledOrders).where(eq(scheduledOrders.id, order.id));
  return { order: current ?? order, incomeGroupId: group.id, deposit: started.ok ? started.deposit : null };
};

/** The series of a scheduled deposit of the account (active), else 404. */
export const loadDepositSeries = async (db: Db, accountId: number, orderId: number) => {
  const [row] = await db
    .select({ order: scheduledOrders, series: achDepositSeries })
    .from(scheduledOrders)
    .innerJoin(achDepositSeries, eq(achDepositSeries.orderId, scheduledOrders.id))
    .where(and(eq(scheduledOrders.id, orderId), eq(scheduledOrders.accountId, accountId), eq(scheduledOrders.isActive, true), eq(scheduledOrders.kind, DEPOSIT_ORDER_KIND)))
    .limit(1);
  if (!row) throw new NotFoundError('Scheduled deposit not found.', 'not_found');
  return row;
};

/** Edits a scheduled deposit (MM-93): the order, its bank and its income group (instances from today on are redone). */
export const updateDepositSeries = async (
  tx: Db,
  input: { order: OrderRow; series: SeriesRow; bank: LinkedBankRow; schedule: DepositSchedule; isDateChanged: boolean; at: Date; today: string },
) => {
  const { schedule, order } = input;
  const start = input.isDateChanged ? schedule.date : order.nextDate;
  const next = firstOccurrence({ ...schedule, date: start });
  const [updated] = await tx
    .update(scheduledOrders)
    .set({
      amount: schedule.amount,
      title: schedule.title,
      recurring: schedule.recurring,
      frequency: schedule.recurring === 'custom' ? schedule.frequency : null,
      transferInterval: schedule.recurring === 'none' ? null : schedule.transferInterval,
      daysInCalendar: schedule.recurring === 'custom' ? schedule.days : [],
      startDate: input.isDateChanged ? schedule.date : order.startDate,
      nextDate: next,
      updatedAt: input.at,
    })
    .where(eq(scheduledOrders.id, order.id))
    .returning();
  if (!updated) throw new NotFoundError('Scheduled deposit not found.', 'not_found');
  await tx.update(achDepositSeries).set({ bankAccountId: input.bank.id }).where(eq(achDepositSeries.orderId, order.id));
  let incomeGroupId = input.series.incomeGroupId;
  const values = groupValues({ ...schedule, date: next });
  if (incomeGroupId !== null) {
    const [group] = await tx.select().from(incomeGroups).where(eq(incomeGroups.id, incomeGroupId));
    if (group?.isActive) await updateGroup(tx, group, values, input.today);
    else incomeGroupId = null;
  }
  if (incomeGroupId === null) {
    incomeGroupId = (await createGroup(tx, order.accountId, values)).id;
    await tx.update(achDepositSeries).set({ incomeGroupId }).where(eq(achDepositSeries.orderId, order.id));
  }
  return { order: updated, incomeGroupId };
};

/**
 * One occurrence of a scheduled deposit (the scheduler, or run now), inside the caller's transaction with the account
 * locked: starts a pending deposit from the series' bank and moves the series on. A bank that was unlinked ends the
 * series; a bank waiting for a relink skips this occurrence with a failed_order notification ('record'), or refuses
 * with 400 ('throw').
 */
export const runDepositOccurrence = async (tx: Db, order: OrderRow, now: Date, onFail: 'throw' | 'record') => {
  const occurrence = order.nextDate;
  const [series] = await tx.select().from(achDepositSeries).where(eq(achDepositSeries.orderId, order.id));
  const [bank] = series ? await tx.select().from(linkedBankAccounts).where(eq(linkedBankAccounts.id, series.bankAccountId)) : [];
  if (!bank || !bank.isActive) {
    if (onFail === 'throw') throw new NotFoundError(BANK_ACCOUNT_NOT_FOUND, 'bank_account_not_found');
    await tx.update(scheduledOrders).set({ isActive: false, updatedAt: now }).where(eq(scheduledOrders.id, order.id));
    return { ok: false as const, message: BANK_ACCOUNT_NOT_FOUND };
  }
  if (bank.needsRelink) {
    if (onFail === 'throw') throw new InvalidError(BANK_NEEDS_RELINK, 'relink_required');
    await tx.insert(notifications).values({
      accountId: order.accountId,
      type: 'failed_order',
      title: 'Scheduled deposit not started',
      body: `$${money(order.amount)} was not pulled from ${bankLabel(bank)}: ${BANK_NEEDS_RELINK}`,
      amount: money(order.amount),
      createdAt: now,
    });
    await advanceOrder(tx, order, occurrence, now);
    return { ok: false as const, message: BANK_NEEDS_RELINK };
  }
  const { deposit, activity } = await startAchDeposit(tx, {
    accountId: order.accountId,
    amount: fromCents(toCents(order.amount)),
    bankAccountId: bank.id,
    bank,
    userId: order.createdBy,
    at: now,
    title: order.title,
    scheduledOrderId: order.id,
    // The bank's own provider pulls it; the scheduler settles it only where that provider is configured.
    provider: bankLinkProviderById(bank.provider),
  });
  await advanceOrder(tx, order, occurrence, now);
  return { ok: true as const, activityId: activity.id, deposit };
};
