import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/client';
import { accounts, activities, notifications, qubes, scheduledOrders } from '../../platform/db/schema';
import { DomainError, InvalidError, NotFoundError } from '../../platform/errors';
import { isoDate } from '../../platform/dates';
import { inTransaction } from '../../platform/db/transactions';
import { DEPOSIT_ORDER_KIND, runDepositOccurrence } from '../funding';
import { perDatabase, preparedSequence, type PreparedStatement } from '../../platform/db/preparedSelect';
import { SESSION_GUARD_STATEMENT, type SessionGuardValues } from '../../platform/db/sessionGuard';
import { hasSqlState } from '../../platform/db/uniqueViolation';
import { readAccountVersion, pocketBalance, type Pocket, requireAchIn, requireInternalTransfer } from '../accounts';
import { fromCents, money, toCents } from '@qube/contract/core/money';
import { advanceOrder, advanceOrders, type OrderRow } from './scheduledOrders';

export const CLOUD_NAME = 'Cloud';
export const QUBE_NOT_FOUND = 'Qube not found.';
export const ORDER_NOT_FOUND = 'Scheduled transfer not found.';
export const SAME_QUBES = 'Choose two different qubes.';
export const tooLow = (name: string) => `${name} balance is too low`;

/** 'cloud' → null (Cloud); a qube id → that qube when it is an active qube of the account; else 404 'Qube not found.'. */
export const resolvePocket = async (db: Db, accountId: number, ref: number | string): Promise<{ pocket: Pocket; name: string }> => {
  if (ref === 'cloud') return { pocket: null, name: CLOUD_NAME };
  const id = Number(ref);
  if (!Number.isSafeInteger(id) || id <= 0) throw new NotFoundError(QUBE_NOT_FOUND, 'qube_not_found');
  const [row] = await db
    .select({ id: qubes.id, name: qubes.name })
    .from(qubes)
    .where(and(eq(qubes.id, id), eq(qubes.accountId, accountId), eq(qubes.isArchived, false)))
    .limit(1);
  if (!row) throw new NotFoundError(QUBE_NOT_FOUND, 'qube_not_found');
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
   * activity_id = the destination side, so Transaction Details opens where the money went), in the same call.
   */
  notify?: { type: string; title: string };
};

/** An idempotency key the transfer claims and completes itself: stored answer = response plus id (the source side). */
type Resolved = { pocket: Pocket; name: string };

/** Both pockets of a transfer in one query (same 404 rule as resolvePocket; the source's error first). */
export const resolvePair = async (db: Db, accountId: number, fromRef: number | string, toRef: number | string): Promise<{ from: Resolved; to: Resolved }> => {
  const ids = [fromRef, toRef].filter((r) => r !== 'cloud').map(Number);
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) throw new NotFoundError(QUBE_NOT_FOUND, 'qube_not_found');
  const rows = ids.length === 0
    ? []
    : await db
      .select({ id: qubes.id, name: qubes.name })
      .from(qubes)
      .where(and(inArray(qubes.id, ids), eq(qubes.accountId, accountId), eq(qubes.isArchived, false)));
  const pick = (ref: number | string): Resolved => {
    if (ref === 'cloud') return { pocket: null, name: CLOUD_NAME };
    const row = rows.find((r) => r.id === Number(ref));
    if (!row) throw new NotFoundError(QUBE_NOT_FOUND, 'qube_not_found');
    return { pocket: row.id, name: row.name };
  };
  return { from: pick(fromRef), to: pick(toRef) };
};

export type TransferKey = { key: string; hash: string; response: Record<string, unknown> };

export type TransferDone = { out: { id: number; newBalance: string }; into: { id: number; newBalance: string }; fromName: string; toName: string };

type TransferAnswer =
  | { conflict: true }
  | { error: 'qube_not_found' }
  | { error: 'too_low'; from_name: string; from_balance: string }
  | { out_id: number; into_id: number; from_name: string; to_name: string; from_balance: string; out_balance: string; into_balance: string };

const parsedAnswer = (answer: unknown): TransferAnswer => {
  if (answer === undefined || answer === null) throw new Error('qube_transfer answered nothing');
  // node-postgres parses jsonb; PGlite does too, but a driver that hands back text is read the same way.
  return typeof answer === 'string' ? (JSON.parse(answer) as TransferAnswer) : (answer as TransferAnswer);
};

/** A pocket id that cannot be a row (NaN, 0, negative) is a 404 before any SQL. */
const checkPockets = (input: TransferInput) => {
  for (const pocket of [input.from, input.to]) {
    if (pocket !== null && (!Number.isSafeInteger(pocket) || pocket <= 0)) throw new NotFoundError(QUBE_NOT_FOUND, 'qube_not_found');
  }
};

/**
 * Calls qube_transfer (migration 0006) without a key: the account lock, both names and balances, the check, one
 * movement (one activity per side, qube_transfer, negative on the source, new_balance after, title = note, and their
 * two ledger entries) and the optional notification, all in one statement whose plans PostgreSQL caches. Balance
 * arithmetic is exact numeric. Runs in the caller's transaction when given one (the scheduler, a replayed key).
 */
const callTransfer = async (db: Db, input: TransferInput): Promise<TransferAnswer> => {
  checkPockets(input);
  const { rows } = (await db.execute(sql`select qube_transfer(
    ${input.accountId}::int, ${input.from}::int, ${input.to}::int, ${fromCents(toCents(input.amount))}::numeric, ${input.title}::text,
    ${input.at.toISOString()}::timestamptz, ${input.userId}::int, ${input.scheduledOrderId ?? null}::int, ${input.sourceType ?? null}::text,
    ${input.notify?.type ?? null}::text, ${input.notify?.title ?? null}::text, null::text, null::text, null::jsonb
  ) as answer`)) as unknown as { rows: { answer: TransferAnswer | string }[] };
  return parsedAnswer(rows[0]?.answer);
};

const transferDone = (answer: TransferAnswer): TransferDone => {
  if ('conflict' in answer) throw new Error('transfer key conflict without a key');
  if ('error' in answer) {
    if (answer.error === 'too_low') throw new InvalidError(tooLow(answer.from_name), 'insufficient_funds');
    throw new NotFoundError(QUBE_NOT_FOUND, 'qube_not_found');
  }
  return {
    out: { id: Number(answer.out_id), newBalance: money(answer.out_balance) },
    into: { id: Number(answer.into_id), newBalance: money(answer.into_balance) },
    fromName: answer.from_name,
    toName: answer.to_name,
  };
};

/**
 * One internal transfer; inside a transaction or alone (it locks the account itself). The source (Cloud included) must
 * hold at least the amount, else 400 '{source name} balance is too low'; a pocket that is not an active qube of the
 * account → 404 'Qube not found.'. On a refusal nothing was written, and the caller's transaction stays usable.
 */
export const executeTransfer = async (db: Db, input: TransferInput): Promise<TransferDone> => transferDone(await callTransfer(db, input));

/** The stored answer's account version (migration 0011 stamps it when the key completes), read right after the call. */
const ANSWER_VERSION = sql`select (response->>'account_version') as version from idempotency_keys
  where account_id = ${sql.placeholder('account')} and key = ${sql.placeholder('key')}`;

/** What qube_transfer raises when its idempotency key exists already (migration 0038). */
const KEY_EXISTS = 'QB409';

const KEYED_TRANSFER: PreparedStatement[] = [
  {
    name: 'qube_transfer_keyed',
    query: sql`select qube_transfer(
      ${sql.placeholder('account')}::int, ${sql.placeholder('from')}::int, ${sql.placeholder('to')}::int, ${sql.placeholder('amount')}::numeric,
      ${sql.placeholder('title')}::text, ${sql.placeholder('at')}::timestamptz, ${sql.placeholder('user')}::int, ${sql.placeholder('order')}::int,
      ${sql.placeholder('source')}::text, ${sql.placeholder('notifyType')}::text, ${sql.placeholder('notifyTitle')}::text,
      ${sql.placeholder('key')}::text, ${sql.placeholder('hash')}::text, ${sql.placeholder('response')}::jsonb
    ) as answer`,
  },
  { name: 'qube_transfer_answer_version', query: ANSWER_VERSION },
];
/** The keyed call and the read of its answer's version: one round trip and one commit (preparedSequence). */
const keyedTransfer = perDatabase((db) => preparedSequence(db, KEYED_TRANSFER));
/** The same behind the session guard (ADR 0102): the guard, the call and the version in one message and transaction. */
const guardedKeyedTransfer = perDatabase((db) => preparedSequence(db, [SESSION_GUARD_STATEMENT, ...KEYED_TRANSFER]));

/**
 * The immediate POST orders/ in one call: claims the idempotency key, moves the money and completes the key with its
 * answer, all or nothing, and reads the account version stored with that answer (what a replay answers too), both in
 * one round trip and one transaction. With `guard` (a session check held from an earlier request, ADR 0102) the
 * session guard runs first in the same message: it raises when the session, user, membership or account changed, and
 * then nothing moves. 'conflict' when the key already exists: the caller then
 * answers through withIdempotency (replay, 422 or 409). A refusal (400, 404) leaves no key, so a retry may run, as
 * withIdempotency does. `db` is the database itself, never a transaction: the call commits on its own.
 */
export const transferWithKey = async (
  db: Db, input: TransferInput, key: TransferKey, guard?: SessionGuardValues,
): Promise<(TransferDone & { accountVersion: number }) | 'conflict'> => {
  checkPockets(input);
  const values = {
    account: input.accountId, from: input.from, to: input.to, amount: fromCents(toCents(input.amount)), title: input.title, at: input.at,
    user: input.userId, order: input.scheduledOrderId ?? null, source: input.sourceType ?? null,
    notifyType: input.notify?.type ?? null, notifyTitle: input.notify?.title ?? null,
    key: key.key, hash: key.hash, response: JSON.stringify(key.response),
  };
  let results: Record<string, unknown>[][];
  try {
    // Behind a guard the first result is the guard's own (no rows of use); a changed session raised before the call.
    results = guard ? (await guardedKeyedTransfer(db)({ ...values, ...guard })).slice(1) : await keyedTransfer(db)(values);
  } catch (error) {
    // The key exists (migration 0038): the call rolled back whole, movement included.
    if (hasSqlState(error, KEY_EXISTS)) return 'conflict';
    throw error;
  }
  const [called, versioned] = results;
  const answer = parsedAnswer(called?.[0]?.answer);
  if ('conflict' in answer) return 'conflict';
  const done = transferDone(answer);
  const stored = versioned?.[0]?.version;
  const version = stored === null || stored === undefined ? Number.NaN : Number(stored);
  return { ...done, accountVersion: Number.isSafeInteger(version) ? version : await readAccountVersion(db, input.accountId) };
};

/**
 * Each kind of order is run, edited and cancelled with the permission its creation needs: a scheduled bank deposit
 * pulls from the owner's bank (ACH in), everything else moves money between pockets (internal transfer). An authorized
 * user, who has only the internal-transfer flag, cannot run the owner's deposits at will.
 */
export const requireOrderPermission = (kind: string, user: Parameters<typeof requireInternalTransfer>[0], account: Parameters<typeof requireInternalTransfer>[1]): void => {
  if (kind === DEPOSIT_ORDER_KIND) requireAchIn(user, account);
  else requireInternalTransfer(user, account);
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
  // A scheduled bank deposit pulls from its linked bank instead of moving money between pockets.
  if (order.kind === DEPOSIT_ORDER_KIND) return runDepositOccurrence(tx, order, now, onFail);
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
    if (onFail === 'throw' || !(error instanceof DomainError)) throw error;
    if (error.kind === 'not_found') {
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

/** Thrown inside the page's savepoint when an order of it cannot run: the page then runs one order at a time. */
class PageNeedsOneByOne extends Error {}

/**
 * The page's transfers in one statement: qube_transfer (the function executeTransfer calls, with the same arguments)
 * for each order in page order, one round trip for the page. The answers come back in the same order.
 */
const transferPage = async (tx: Db, orders: OrderRow[], now: Date): Promise<TransferAnswer[]> => {
  const page = JSON.stringify(orders.map((order) => ({
    account: order.accountId, from: order.fromQubeId, to: order.toQubeId, amount: fromCents(toCents(order.amount)), title: order.title,
    user: order.createdBy, order: order.id, source: order.sourceType,
  })));
  const { rows } = (await tx.execute(sql`select qube_transfer(
      (e.v->>'account')::int, (e.v->>'from')::int, (e.v->>'to')::int, (e.v->>'amount')::numeric, (e.v->>'title')::text,
      ${now.toISOString()}::timestamptz, (e.v->>'user')::int, (e.v->>'order')::int, (e.v->>'source')::text,
      'info', 'Scheduled transfer completed', null::text, null::text, null::jsonb
    ) as answer
    from jsonb_array_elements(${page}::jsonb) with ordinality as e(v, n)`)) as unknown as { rows: { answer: TransferAnswer | string }[] };
  return rows.map((row) => parsedAnswer(row.answer));
};

/**
 * Runs one occurrence of each order of a claimed page (accounts locked) and moves them on; returns how many moved
 * money. A page of transfers between pockets runs in two statements (transferPage, then advanceOrders) inside a
 * savepoint; when any of them cannot run (a balance too low, a qube gone) or the page holds a scheduled deposit, the
 * savepoint is rolled back and the page runs one order at a time through runOccurrence, exactly as the orders would
 * have run alone: the failed activity, its notification and the balance it names are those of that moment.
 */
const runPage = async (tx: Db, orders: OrderRow[], now: Date): Promise<number> => {
  if (orders.length > 1 && orders.every((order) => order.kind !== DEPOSIT_ORDER_KIND)) {
    try {
      await inTransaction(tx, async (savepoint) => {
        const answers = await transferPage(savepoint, orders, now);
        if (answers.length !== orders.length || answers.some((answer) => !('out_id' in answer))) throw new PageNeedsOneByOne();
        await advanceOrders(savepoint, orders, now);
      });
      return orders.length;
    } catch (error) {
      if (!(error instanceof PageNeedsOneByOne)) throw error;
    }
  }
  let ok = 0;
  for (const order of orders) {
    if ((await runOccurrence(tx, order, now, 'record')).ok) ok += 1;
  }
  return ok;
};

/** How many due orders one transaction claims and runs (issue 24 §3: a page per transaction, not one order). */
export const DUE_ORDERS_PAGE = 100;

type OrderKey = { nextDate: string; accountId: number; id: number };

/**
 * The scheduler's orders step: every active order whose next_date is today or earlier runs one occurrence. Orders are
 * claimed a page at a time (`pageSize`, one transaction per page), in (next_date, account, id) order with a cursor
 * past the last page, so each call reads every due order once however many there are (migration 0035's index serves
 * the order). Several workers and API instances may run it at once on one PostgreSQL database: a page is claimed
 * together with its account rows by SELECT … FOR UPDATE OF both SKIP LOCKED, so a worker never waits for (nor repeats)
 * an order another holds, and never waits while holding a lock (no deadlock with transfers, which lock the account
 * first). An order whose account is busy is left for the next call. Within an account the orders still run oldest
 * first. Missed occurrences catch up one per call: an order still due after its occurrence ran is set aside for the
 * rest of the call (only those: the list holds catch-ups, not every order run). Returns how many ran and failed here.
 */
export const runDueOrders = async (database: Pick<Database, 'db' | 'events'>, now: Date, pageSize = DUE_ORDERS_PAGE) => {
  const { db } = database;
  const day = isoDate(now);
  const caughtUp: number[] = [];
  let cursor: OrderKey | null = null;
  let executed = 0;
  let failed = 0;
  for (;;) {
    const after: OrderKey | null = cursor;
    const page = await inTransaction(db, async (tx): Promise<{ orders: OrderRow[]; ok: number; stillDue: number[] }> => {
      const rows: { order: OrderRow }[] = await tx
        .select({ order: scheduledOrders })
        .from(scheduledOrders)
        .innerJoin(accounts, eq(accounts.id, scheduledOrders.accountId))
        .where(and(
          eq(scheduledOrders.isActive, true),
          lte(scheduledOrders.nextDate, day),
          after
            ? sql`(${scheduledOrders.nextDate}, ${scheduledOrders.accountId}, ${scheduledOrders.id}) > (${after.nextDate}::date, ${after.accountId}::int, ${after.id}::int)`
            : undefined,
          caughtUp.length > 0 ? notInArray(scheduledOrders.id, caughtUp) : undefined,
        ))
        .orderBy(asc(scheduledOrders.nextDate), asc(scheduledOrders.accountId), asc(scheduledOrders.id))
        .limit(pageSize)
        .for('update', { of: [scheduledOrders, accounts], skipLocked: true });
      const ok = await runPage(tx, rows.map((row) => row.order), now);
      const ids = rows.map((row) => row.order.id);
      // Orders with another missed occurrence still due: their new next_date may lie past the cursor.
      const stillDue = ids.length === 0 ? [] : await tx
        .select({ id: scheduledOrders.id })
        .from(scheduledOrders)
        .where(and(inArray(scheduledOrders.id, ids), eq(scheduledOrders.isActive, true), lte(scheduledOrders.nextDate, day)));
      return { orders: rows.map((row) => row.order), ok, stillDue: stillDue.map((row) => row.id) };
    });
    const last = page.orders.at(-1);
    if (!last) break;
    cursor = { nextDate: last.nextDate, accountId: last.accountId, id: last.id };
    caughtUp.push(...page.stillDue);
    executed += page.ok;
    failed += page.orders.length - page.ok;
    for (const accountId of new Set(page.orders.map((order) => order.accountId))) database.events.publish(accountId);
  }
  return { executed, failed };
};
