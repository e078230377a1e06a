import type { OpenQubeState } from '@qube/contract/openQube';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/client';
import { openQubes, qubes } from '../../platform/db/schema';
import { InvalidError, NotFoundError } from '../../platform/errors';
import { pocketBalance } from '../accounts';
import { inTransaction, lockAccount } from '../../platform/db/transactions';

export type OpenQubeRow = typeof openQubes.$inferSelect;

export const NO_OPEN_QUBE = 'No qube is open.';
export const QUBE_NOT_OPENABLE = 'This qube cannot be opened for purchases.';
export const QUBE_NOT_FOUND = 'Qube not found.';

const MINUTE = 60_000;

/** Whole minutes left until it closes, rounded up (0 once due). */
export const minutesLeft = (expiresAt: Date, now: Date): number => Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / MINUTE));

const NONE: OpenQubeState = { open_qube: null, expires_in: null, remaining_purchases: null, close_qube_after_next_purchase: false };

/** Closes the open qube of an account (inside the caller's transaction): the row goes and the qube's flag clears. */
export const closeOpenQube = async (tx: Db, accountId: number): Promise<boolean> => {
  const closed = await tx.delete(openQubes).where(eq(openQubes.accountId, accountId)).returning({ qubeId: openQubes.qubeId });
  await tx.update(qubes).set({ isCurrentOpenQube: false }).where(and(eq(qubes.accountId, accountId), eq(qubes.isCurrentOpenQube, true)));
  return closed.length > 0;
};

/**
 * The account's open qube inside the caller's transaction (account locked): an expired one is closed here and read as
 * none, so expiry holds server-side whether or not the scheduler has run yet.
 */
export const currentOpenQube = async (tx: Db, accountId: number, now: Date): Promise<OpenQubeRow | null> => {
  const [found] = await tx
    .select({ row: openQubes, isArchived: qubes.isArchived })
    .from(openQubes)
    .innerJoin(qubes, eq(qubes.id, openQubes.qubeId))
    .where(eq(openQubes.accountId, accountId));
  if (!found) return null;
  const { row } = found;
  // An archived qube cannot stay open (the qube routes clear its flag; the row goes here).
  if (row.expiresAt.getTime() <= now.getTime() || found.isArchived) {
    await closeOpenQube(tx, accountId);
    return null;
  }
  return row;
};

/** The GET form of an open qube (MM-127). */
export const openQubeJson = async (db: Db, row: OpenQubeRow | null, now: Date): Promise<OpenQubeState> => {
  if (!row) return NONE;
  const [qube] = await db.select({ id: qubes.id, name: qubes.name, type: qubes.type }).from(qubes).where(eq(qubes.id, row.qubeId));
  if (!qube) return NONE;
  return {
    // A text column holding only the contract's types (the qube routes write them).
    open_qube: { id: qube.id, name: qube.name, type: qube.type as 'spending' | 'billing' | 'goal', balance: await pocketBalance(db, row.accountId, row.qubeId) },
    expires_in: minutesLeft(row.expiresAt, now),
    remaining_purchases: row.remainingPurchases,
    close_qube_after_next_purchase: row.closeAfterNextPurchase,
  };
};

/** Reads the account's open qube, closing it first when it has expired (GET accounts/{id}/open-qube/). */
export const readOpenQube = async (database: Pick<Database, 'db' | 'events'>, accountId: number, now: Date): Promise<OpenQubeState> => {
  const { db } = database;
  const [peek] = await db
    .select({ row: openQubes, isArchived: qubes.isArchived })
    .from(openQubes)
    .innerJoin(qubes, eq(qubes.id, openQubes.qubeId))
    .where(eq(openQubes.accountId, accountId));
  if (!peek) return NONE;
  if (peek.row.expiresAt.getTime() > now.getTime() && !peek.isArchived) return openQubeJson(db, peek.row, now);
  // Expired: close it under the account lock (a swipe may hold it), then tell the live-updates listeners.
  const closed = await inTransaction(db, async (tx) => {
    await lockAccount(tx, accountId);
    return (await currentOpenQube(tx, accountId, now)) === null;
  });
  if (closed) database.events.publish(accountId);
  return NONE;
};

export type OpenSettings = {
  qubeId?: number;
  expiresIn?: number;
  remainingPurchases?: number | null;
  closeAfterNextPurchase?: boolean;
};

/** A qube that may be open for purchases: an active qube of the account; a goal qube only when it allows spending. */
const openableQube = async (tx: Db, accountId: number, qubeId: number) => {
  const [qube] = await tx
    .select({ id: qubes.id, type: qubes.type, allowSpending: qubes.allowSpending })
    .from(qubes)
    .where(and(eq(qubes.id, qubeId), eq(qubes.accountId, accountId), eq(qubes.isArchived, false)));
  if (!qube) throw new NotFoundError(QUBE_NOT_FOUND, 'qube_not_found', { open_qube: QUBE_NOT_FOUND });
  if (qube.type === 'goal' && !qube.allowSpending) throw new InvalidError(QUBE_NOT_OPENABLE, 'invalid', { open_qube: QUBE_NOT_OPENABLE });
  return qube;
};

/**
 * Opens a qube (POST) or changes the open one (PATCH, `mustExist`), under the account lock. Opening closes any other
 * open qube of the account (one at a time). close_qube_after_next_purchase without a count means one purchase
 * (MM-132: 'after next purchase or 30 minutes, whichever first').
 */
export const saveOpenQube = async (db: Db, accountId: number, settings: OpenSettings, now: Date, mustExist: boolean): Promise<OpenQubeRow> =>
  inTransaction(db, async (tx) => {
    await lockAccount(tx, accountId);
    const current = await currentOpenQube(tx, accountId, now);
    if (mustExist && !current) throw new NotFoundError(NO_OPEN_QUBE, 'not_found');
    const qubeId = settings.qubeId ?? current?.qubeId;
    const expiresIn = settings.expiresIn;
    if (qubeId === undefined || (!current && expiresIn === undefined)) throw new InvalidError(NO_OPEN_QUBE, 'invalid');
    await openableQube(tx, accountId, qubeId);
    const closeAfter = settings.closeAfterNextPurchase ?? (mustExist ? current?.closeAfterNextPurchase ?? false : false);
    let remaining = settings.remainingPurchases !== undefined ? settings.remainingPurchases : (mustExist ? current?.remainingPurchases ?? null : null);
    if (closeAfter) remaining = 1;
    const expiresAt = expiresIn !== undefined ? new Date(now.getTime() + expiresIn * MINUTE) : (current?.expiresAt ?? now);
    const values = { accountId, qubeId, expiresAt, remainingPurchases: remaining, closeAfterNextPurchase: closeAfter, updatedAt: now };
    if (!current || current.qubeId !== qubeId) {
      await tx.update(qubes).set({ isCurrentOpenQube: false }).where(and(eq(qubes.accountId, accountId), eq(qubes.isCurrentOpenQube, true)));
      await tx.update(qubes).set({ isCurrentOpenQube: true, timesOpenedLast30Days: sql`${qubes.timesOpenedLast30Days} + 1` }).where(eq(qubes.id, qubeId));
    }
    const [row] = await tx
      .insert(openQubes)
      .values({ ...values, openedAt: current && current.qubeId === qubeId ? current.openedAt : now })
      .onConflictDoUpdate({ target: openQubes.accountId, set: { ...values, openedAt: current && current.qubeId === qubeId ? current.openedAt : now } })
      .returning();
    if (!row) throw new Error('open qube upsert failed');
    return row;
  });

/**
 * The scheduler's part (and a tool for tests): closes every open qube whose time has come, each account in its own
 * transaction under its lock (as a swipe takes it, so none sees a half-closed qube). Returns the accounts closed.
 */
export const expireOpenQubes = async (database: Pick<Database, 'db' | 'events'>, now: Date): Promise<number[]> => {
  const { db } = database;
  const due = await db.select({ accountId: openQubes.accountId }).from(openQubes).where(lte(openQubes.expiresAt, now)).limit(500);
  const closed: number[] = [];
  for (const { accountId } of due) {
    const done = await inTransaction(db, async (tx) => {
      await lockAccount(tx, accountId);
      return (await currentOpenQube(tx, accountId, now)) === null;
    });
    if (done) closed.push(accountId);
  }
  for (const accountId of closed) database.events.publish(accountId);
  return closed;
};
