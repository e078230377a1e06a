import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { accounts, activities, notifications, qubes, scheduledOrders } from '../db/schema';
import { ApiError } from '../plugins/errors';
import { isoDate } from './dates';
import { settleAchDeposits } from './deposits';
import { pocketBalance, type Pocket } from './ledger';
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
  /**
   * API-51: also write a notification about the transfer (body '$25.00 moved from Cloud to Groceries.', qube_id and
   * activity_id = the destination side, so Transaction Details opens where the money went), in the same statement.
   */
  notify?: { type: string; title: string };
  /**
   * Also completes this idempotency key (held by the caller, see withIdempotency) in the same statement: status
   * 'completed', the status code, and `response` plus `id` = the source side's activity id. Only when the transfer ran.
   */
  completeKey?: { id: number; statusCode: number; response: Record<string, unknown> };
};

type Resolved = { pocket: Pocket; name: string };

/** Both pockets of a transfer in one query (same 404 rule as resolvePocket; the source's error first). */
export const resolvePair = async (db: Db, accountId: number, fromRef: number | string, toRef: number | string): Promise<{ from: Resolved; to: Resolved }> => {
  const ids = [fromRef, toRef].filter((r) => r !== 'cloud').map(Number);
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) throw new ApiError(404, QUBE_NOT_FOUND, 'qube_not_found');
  const rows = ids.length === 0
    ? []
    : await db
      .select({ id: qubes.id, name: qubes.name })
      .from(qubes)
      .where(and(inArray(qubes.id, ids), eq(qubes.accountId, accountId), eq(qubes.isArchived, false)));
  const pick = (ref: number | string): Resolved => {
    if (ref === 'cloud') return { pocket: null, name: CLOUD_NAME };
    const row = rows.find((r) => r.id === Number(ref));
    if (!row) throw new ApiError(404, QUBE_NOT_FOUND, 'qube_not_found');
    return { pocket: row.id, name: row.name };
  };
  return { from: pick(fromRef), to: pick(toRef) };
};

/**
 * One internal transfer; call inside a transaction after lockAccount. The source (Cloud included) must hold at least
 * the amount, else 400 '{source name} balance is too low'; a pocket that is not an active qube of the account → 404
 * 'Qube not found.' (the source's first). One movement: one activity per side (qube_transfer, negative on the
 * source, positive on the destination, new_balance after, title = note) and their two ledger entries.
 *
 * Everything (both names, both balances, the check, the movement, activities, entries and the optional notification)
 * is one SQL statement: this is the hottest path and PGlite pays ~1 ms per statement. It stays safe because the
 * account row lock is already held (READ COMMITTED gives this statement a snapshot taken after the lock, so the
 * balances it reads are current), the inserts only run when the checks pass (they select from `ok`), and the
 * balance arithmetic is exact numeric in SQL. On a failed check nothing was written and the error is thrown here.
 */
export const executeTransfer = async (tx: Db, input: TransferInput) => {
  const cents = toCents(input.amount);
  for (const pocket of [input.from, input.to]) {
    if (pocket !== null && (!Number.isSafeInteger(pocket) || pocket <= 0)) throw new ApiError(404, QUBE_NOT_FOUND, 'qube_not_found');
  }
  const accountId = input.accountId;
  const amountText = fromCents(cents);
  const at = input.at.toISOString();
  const nameOf = (pocket: Pocket) => (pocket === null
    ? sql`${CLOUD_NAME}::text`
    : sql`(select q.name from qubes q where q.id = ${pocket}::int and q.account_id = ${accountId}::int and q.is_archived = false)`);
  const isPocket = (pocket: Pocket) => (pocket === null ? sql`le.qube_id is null` : sql`le.qube_id = ${pocket}::int`);
  const ids = [input.from, input.to].filter((p): p is number => p !== null);
  const which = [input.from, input.to].includes(null)
    ? (ids.length > 0 ? sql`(le.qube_id is null or le.qube_id in (${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)}))` : sql`le.qube_id is null`)
    : sql`le.qube_id in (${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)})`;
  // The destination side is the activity with the positive amount (the amount is > 0).
  const notification = input.notify
    ? sql`, n as (
      insert into notifications (account_id, type, title, body, amount, qube_id, activity_id, created_at)
      select ${accountId}::int, ${input.notify.type}::text, ${input.notify.title}::text,
        '$' || ${amountText}::text || ' moved from ' || ok.from_name || ' to ' || ok.to_name || '.',
        ${amountText}::numeric, ${input.to}::int, a.id, ${at}::timestamptz
      from a cross join ok where a.amount > 0
      returning id
    )`
    : sql``;
  const complete = input.completeKey
    ? sql`, k as (
      update idempotency_keys set status = 'completed', status_code = ${input.completeKey.statusCode}::int,
        response = ${JSON.stringify(input.completeKey.response)}::jsonb || jsonb_build_object('id', (select a.id from a where a.amount < 0)),
        lease_token = null, updated_at = ${at}::timestamptz
      where id = ${input.completeKey.id}::int and exists (select 1 from ok)
      returning id
    )`
    : sql``;
  // Every data-modifying CTE runs whether or not the final select reads it; with `ok` empty they insert nothing.
  const { rows } = (await tx.execute(sql`
    with p as (
      select ${nameOf(input.from)} as from_name, ${nameOf(input.to)} as to_name
    ), b as (
      select coalesce(sum(le.amount) filter (where ${isPocket(input.from)}), 0)::numeric(14,2) as from_balance,
             coalesce(sum(le.amount) filter (where ${isPocket(input.to)}), 0)::numeric(14,2) as to_balance
      from ledger_entries le
      where le.account_id = ${accountId}::int and le.counterparty is null and ${which}
    ), ok as (
      select p.from_name, p.to_name, b.from_balance - ${amountText}::numeric as out_balance, b.to_balance + ${amountText}::numeric as into_balance
      from p cross join b
      where p.from_name is not null and p.to_name is not null and b.from_balance >= ${amountText}::numeric
    ), m as (
      insert into ledger_movements (account_id, created_at) select ${accountId}::int, ${at}::timestamptz from ok returning id
    ), a as (
      insert into activities (account_id, transaction_type, amount, result, transaction_datetime, title, qube_id, other_qube_id, new_balance, user_id, scheduled_order_id, source_type)
      select ${accountId}::int, 'qube_transfer', s.amount, 'success', ${at}::timestamptz, ${input.title}::text, s.qube_id, s.other_qube_id,
        case when s.amount < 0 then ok.out_balance else ok.into_balance end, ${input.userId}::int, ${input.scheduledOrderId ?? null}::int, ${input.sourceType ?? null}::text
      from ok cross join (values
        (${fromCents(-cents)}::numeric, ${input.from}::int, ${input.to}::int),
        (${amountText}::numeric, ${input.to}::int, ${input.from}::int)
      ) as s(amount, qube_id, other_qube_id)
      returning id, qube_id, amount, new_balance
    ), e as (
      insert into ledger_entries (account_id, qube_id, amount, activity_id, movement_id, created_at)
      select ${accountId}::int, a.qube_id, a.amount, a.id, m.id, ${at}::timestamptz from a cross join m
      returning activity_id
    )${notification}${complete}
    select p.from_name, p.to_name, b.from_balance::text as from_balance,
      (select a.id from a where a.amount < 0) as out_id, (select a.new_balance::text from a where a.amount < 0) as out_balance,
      (select a.id from a where a.amount > 0) as into_id, (select a.new_balance::text from a where a.amount > 0) as into_balance,
      (select count(*) from e)::int as entries, ${input.completeKey ? sql`(select count(*) from k)::int` : sql`0`} as completed
    from p cross join b`)) as unknown as {
    rows: { from_name: string | null; to_name: string | null; from_balance: string; out_id: number | null; out_balance: string | null; into_id: number | null; into_balance: string | null; entries: number; completed: number }[];
  };
  const [row] = rows;
  if (!row || row.from_name === null || row.to_name === null) throw new ApiError(404, QUBE_NOT_FOUND, 'qube_not_found');
  if (toCents(row.from_balance) < cents) throw new ApiError(400, tooLow(row.from_name), 'insufficient_funds');
  if (row.out_id === null || row.into_id === null || row.out_balance === null || row.into_balance === null || Number(row.entries) !== 2
    || Number(row.completed) !== (input.completeKey ? 1 : 0)) {
    throw new Error('transfer insert failed');
  }
  const out = { id: Number(row.out_id), newBalance: money(row.out_balance) };
  const into = { id: Number(row.into_id), newBalance: money(row.into_balance) };
  return { out, into, fromName: row.from_name, toName: row.to_name };
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
      notify: { type: 'info', title: 'Scheduled transfer completed' },
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
    const [failedActivity] = await tx.insert(activities).values({
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
    }).returning({ id: activities.id });
    await tx.insert(notifications).values({
      accountId: order.accountId,
      type: 'insufficient_funds',
      title: 'Scheduled transfer failed',
      body: `${tooLow(fromName)}: $${money(order.amount)} was not moved to ${toName}.`,
      amount: money(order.amount),
      qubeId: order.fromQubeId,
      activityId: failedActivity?.id ?? null,
      createdAt: now,
    });
    await advanceOrder(tx, order, occurrence, now);
    return { ok: false as const, message: error.fallbackMessage };
  }
};

/**
 * The scheduler's tick: every active order whose next_date is today or earlier runs one occurrence, each in its own
 * transaction. Several API instances may tick at once on one PostgreSQL database: an order is claimed together with
 * its account row by SELECT … FOR UPDATE OF both SKIP LOCKED, so an instance never waits for (nor repeats) an order
 * another holds, and never waits while holding a lock (no deadlock with transfers, which lock the account first).
 * An order whose account is busy is left for the next tick. Missed occurrences catch up one per tick per instance.
 * Returns how many ran and failed here.
 */
export const runDueOrders = async (database: Pick<Database, 'db' | 'events'>, now: Date) => {
  const { db } = database;
  const day = isoDate(now);
  const handled: number[] = [];
  let executed = 0;
  let failed = 0;
  for (;;) {
    const claimed = await inTransaction(db, async (tx) => {
      const [row] = await tx
        .select({ order: scheduledOrders })
        .from(scheduledOrders)
        .innerJoin(accounts, eq(accounts.id, scheduledOrders.accountId))
        .where(and(
          eq(scheduledOrders.isActive, true),
          lte(scheduledOrders.nextDate, day),
          handled.length > 0 ? notInArray(scheduledOrders.id, handled) : undefined,
        ))
        .orderBy(asc(scheduledOrders.nextDate), asc(scheduledOrders.id))
        .limit(1)
        .for('update', { of: [scheduledOrders, accounts], skipLocked: true });
      if (!row) return null;
      const result = await runOccurrence(tx, row.order, now, 'record');
      return { id: row.order.id, accountId: row.order.accountId, ok: result.ok };
    });
    if (!claimed) break;
    handled.push(claimed.id);
    if (claimed.ok) executed += 1;
    else failed += 1;
    database.events.publish(claimed.accountId);
  }
  return { executed, failed };
};

/** Starts the in-process scheduler (main.ts only): runs due orders and settles ACH deposits every intervalMs; returns a stop function. */
export const startScheduler = (database: Pick<Database, 'db' | 'events'>, now: () => Date = () => new Date(), intervalMs = 60_000) => {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runDueOrders(database, now());
      await settleAchDeposits(database, now());
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
