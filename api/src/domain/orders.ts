import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, activities, notifications, qubes, scheduledOrders } from '../db/schema';
import { ApiError } from '../plugins/errors';
import { isoDate } from './dates';
import { emitAccountChanged } from './events';
import { postActivity, pocketBalance, type Pocket } from './ledger';
import { fromCents, money, toCents } from './money';
import { nextOccurrence, type CalendarEntry } from './recurrence';

export type OrderRow = typeof scheduledOrders.$inferSelect;

export const CLOUD_NAME = 'Cloud';
export const QUBE_NOT_FOUND = 'Qube not found.';
export const ORDER_NOT_FOUND = 'Scheduled transfer not found.';
export const SAME_QUBES = 'Choose two different qubes.';
export const tooLow = (name: string) => `${name} balance is too low`;

/** Runs fn in one database transaction (drizzle's transaction handle typed as Db). */
export const inTransaction = <T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction(async (raw) => fn(raw as unknown as Db));

/**
 * Serialises money movements of one account: SELECT … FOR UPDATE on its accounts row, held until the transaction ends,
 * so two concurrent transfers cannot both read the old balance and overdraw.
 */
export const lockAccount = async (tx: Db, accountId: number) => {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
};

/** 'cloud' → null (Cloud); a qube id → that qube when it is an active qube of the account; else 404 'Qube not found.'. */
export const resolvePocket = async (db: Db, accountId: number, ref: number | string): Promise<{ pocket: Pocket; name: string }> => {
  if (ref === 'cloud') return { pocket: null, name: CLOUD_NAME };
  const id = Number(ref);
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, QUBE_NOT_FOUND, 'qube_not_found');
  const [row] = await db
    .select({ id: qubes.id, name: qubes.name })
    .from(qubes)
    .where(and(eq(qubes.id, id), eq(qubes.accountId, accountId), eq(qubes.isArchived, false)))
    .limit(1);
  if (!row) throw new ApiError(404, QUBE_NOT_FOUND, 'qube_not_found');
  return { pocket: row.id, name: row.name };
};

/** The API form of a pocket: qube id or 'cloud'. */
export const pocketRef = (pocket: Pocket): number | 'cloud' => (pocket === null ? 'cloud' : pocket);

export type TransferInput = {
  accountId: number;
  from: Pocket;
  to: Pocket;
  amount: string;
  title: string;
  at: Date;
  userId: number | null;
  scheduledOrderId?: number | null;
  sourceType?: string | null;
};

/**
 * One internal transfer; call inside a transaction after lockAccount. The source (Cloud included) must hold at least
 * the amount, else 400 '{source name} balance is too low'. Writes one activity per side (qube_transfer, negative on the
 * source, positive on the destination, new_balance after, title = note) with their ledger entries.
 */
export const executeTransfer = async (tx: Db, input: TransferInput) => {
  const cents = toCents(input.amount);
  const from = await resolvePocket(tx, input.accountId, pocketRef(input.from));
  const to = await resolvePocket(tx, input.accountId, pocketRef(input.to));
  if (toCents(await pocketBalance(tx, input.accountId, from.pocket)) < cents) {
    throw new ApiError(400, tooLow(from.name), 'insufficient_funds');
  }
  const common = { accountId: input.accountId, transactionType: 'qube_transfer', title: input.title, at: input.at, userId: input.userId };
  const out = await postActivity(tx, { ...common, qubeId: from.pocket, otherQubeId: to.pocket, amount: -cents });
  const into = await postActivity(tx, { ...common, qubeId: to.pocket, otherQubeId: from.pocket, amount: cents });
  if (input.scheduledOrderId || input.sourceType) {
    for (const id of [out.id, into.id]) {
      await tx.update(activities).set({ scheduledOrderId: input.scheduledOrderId ?? null, sourceType: input.sourceType ?? null }).where(eq(activities.id, id));
    }
  }
  return { out, into, fromName: from.name, toName: to.name };
};

/** The rule nextOccurrence reads from an order row. */
export const ruleOf = (order: Pick<OrderRow, 'recurring' | 'frequency' | 'transferInterval' | 'daysInCalendar' | 'startDate'>) => ({
  recurring: order.recurring,
  frequency: order.frequency,
  transferInterval: order.transferInterval,
  daysInCalendar: order.daysInCalendar as CalendarEntry[],
  startDate: order.startDate,
});

/** Moves next_date past `done` (the occurrence just handled), or deactivates a one-time order. */
export const advanceOrder = async (tx: Db, order: OrderRow, done: string, at: Date) => {
  const next = nextOccurrence(ruleOf(order), done);
  await tx
    .update(scheduledOrders)
    .set(next ? { nextDate: next, updatedAt: at } : { isActive: false, updatedAt: at })
    .where(eq(scheduledOrders.id, order.id));
  return next;
};

const pocketName = async (tx: Db, accountId: number, pocket: Pocket) => {
  if (pocket === null) return CLOUD_NAME;
  const [row] = await tx.select({ name: qubes.name }).from(qubes).where(and(eq(qubes.id, pocket), eq(qubes.accountId, accountId)));
  return row?.name ?? 'Qube';
};

/**
 * Runs one occurrence of an order inside the caller's transaction (account locked).
 * onFail 'throw': 400 with the balance message (POST orders/{id}/execute/). onFail 'record' (scheduler): writes a
 * failed activity (result 'failed', no ledger entry) and an insufficient_funds notification instead.
 */
export const runOccurrence = async (tx: Db, order: OrderRow, now: Date, onFail: 'throw' | 'record') => {
  const occurrence = order.nextDate;
  try {
    const done = await executeTransfer(tx, {
      accountId: order.accountId,
      from: order.fromQubeId,
      to: order.toQubeId,
      amount: order.amount,
      title: order.title,
      at: now,
      userId: order.createdBy,
      scheduledOrderId: order.id,
      sourceType: order.sourceType,
    });
    await tx.insert(notifications).values({
      accountId: order.accountId,
      type: 'info',
      title: 'Scheduled transfer completed',
      body: `$${money(order.amount)} moved from ${done.fromName} to ${done.toName}.`,
      amount: money(order.amount),
      qubeId: order.toQubeId,
      createdAt: now,
    });
    await advanceOrder(tx, order, occurrence, now);
    return { ok: true as const, activityId: done.out.id };
  } catch (error) {
    if (onFail === 'throw' || !(error instanceof ApiError)) throw error;
    if (error.statusCode === 404) {
      // A qube of the order was archived or deleted: the series cannot run any more.
      await tx.update(scheduledOrders).set({ isActive: false, updatedAt: now }).where(eq(scheduledOrders.id, order.id));
      return { ok: false as const, message: error.fallbackMessage };
    }
    const fromName = await pocketName(tx, order.accountId, order.fromQubeId);
    const toName = await pocketName(tx, order.accountId, order.toQubeId);
    const balance = await pocketBalance(tx, order.accountId, order.fromQubeId);
    await tx.insert(activities).values({
      accountId: order.accountId,
      transactionType: 'qube_transfer',
      amount: fromCents(-toCents(order.amount)),
      result: 'failed',
      transactionDatetime: now,
      title: order.title,
      description: error.fallbackMessage,
      qubeId: order.fromQubeId,
      otherQubeId: order.toQubeId,
      newBalance: balance,
      userId: order.createdBy,
      scheduledOrderId: order.id,
      sourceType: order.sourceType,
    });
    await tx.insert(notifications).values({
      accountId: order.accountId,
      type: 'insufficient_funds',
      title: 'Scheduled transfer failed',
      body: `${tooLow(fromName)}: $${money(order.amount)} was not moved to ${toName}.`,
      amount: money(order.amount),
      qubeId: order.fromQubeId,
      createdAt: now,
    });
    await advanceOrder(tx, order, occurrence, now);
    return { ok: false as const, message: error.fallbackMessage };
  }
};

/**
 * The scheduler's tick: every active order whose next_date is today or earlier runs one occurrence, each in its own
 * transaction (account locked, order re-read under the lock so a concurrent execute/cancel is seen). Missed
 * occurrences catch up one per tick. Returns how many ran and failed.
 */
export const runDueOrders = async (db: Db, now: Date) => {
  const day = isoDate(now);
  const due = await db
    .select({ id: scheduledOrders.id, accountId: scheduledOrders.accountId })
    .from(scheduledOrders)
    .where(and(eq(scheduledOrders.isActive, true), lte(scheduledOrders.nextDate, day)))
    .orderBy(asc(scheduledOrders.nextDate), asc(scheduledOrders.id));
  let executed = 0;
  let failed = 0;
  for (const { id, accountId } of due) {
    await inTransaction(db, async (tx) => {
      await lockAccount(tx, accountId);
      const [order] = await tx.select().from(scheduledOrders).where(eq(scheduledOrders.id, id));
      if (!order || !order.isActive || order.nextDate > day) return;
      const result = await runOccurrence(tx, order, now, 'record');
      if (result.ok) executed += 1;
      else failed += 1;
    });
    emitAccountChanged(accountId);
  }
  return { executed, failed };
};

/** Starts the in-process scheduler (main.ts only): runs due orders every intervalMs; returns a stop function. */
export const startScheduler = (db: Db, now: () => Date = () => new Date(), intervalMs = 60_000) => {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runDueOrders(db, now());
    } catch (error) {
      console.error('scheduler tick failed', error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
};
