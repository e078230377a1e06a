import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { fromCents } from '@qube/contract/core/money';
import { LITE_FREE_QUBES } from '@qube/contract/core/plans';
import type { Db } from '../../platform/db/client';
import { accounts, qubes, scheduledOrders } from '../../platform/db/schema';
import { NotFoundError } from '../../platform/errors';
import { inTransaction, lockAccount } from '../../platform/db/transactions';
import { type AccountRow, emptyArchivedQube } from '../accounts';
import { syncAutoFunding } from '../funding';
import { QUBE_NOT_FOUND } from '../transfers';
import { noteLiteQubesNow } from '../plans';

/*
 * Qube create, edit, manual order and archive (API-25, API-26, MM-12): the writes behind areas/qubes/qube-edit.routes.ts, each under
 * the account's lock, so the route parses, calls these and answers (issue 23 §1: routes run no SQL).
 */

/** The columns a create or edit may set from its body. */
export type QubeColumns = Partial<typeof qubes.$inferInsert>;

const qubeNotFound = () => new NotFoundError(QUBE_NOT_FOUND, 'qube_not_found');

/**
 * A new active qube at the end of the manual order. 'plan_limit': a lite account already holds its free qubes and the
 * body did not accept the extra fee (the plan read under the lock: a plan change that just committed decides).
 */
export const createQube = (
  db: Db,
  input: { account: AccountRow; name: string; type: string; fields: QubeColumns; acceptExtraFee: boolean; at: Date },
): Promise<number | 'plan_limit'> =>
  inTransaction(db, async (tx) => {
    const { account, type, at } = input;
    await lockAccount(tx, account.id);
    const [current] = await tx.select({ plan: accounts.plan }).from(accounts).where(eq(accounts.id, account.id)).limit(1);
    const [counts] = await tx
      .select({ active: sql<number>`count(*)::int`, position: sql<number>`coalesce(max(${qubes.manualSortPosition}), 0)::int` })
      .from(qubes)
      .where(and(eq(qubes.accountId, account.id), eq(qubes.isArchived, false)));
    if ((current?.plan ?? account.plan) === 'lite' && Number(counts?.active ?? 0) >= LITE_FREE_QUBES && !input.acceptExtraFee) return 'plan_limit';
    const [row] = await tx.insert(qubes).values({
      accountId: account.id,
      name: input.name,
      type,
      ...(type === 'billing' ? { paymentFrequency: 'monthly', paymentInterval: 1 } : {}),
      ...input.fields,
      manualSortPosition: Number(counts?.position ?? 0) + 1,
      createdAt: at,
      updatedAt: at,
    }).returning({ id: qubes.id });
    if (!row) throw new Error('qube insert failed');
    // Lite bills the most qubes held in a period (issue 22 §2): this one counts.
    await noteLiteQubesNow(tx, account.id, at);
    return row.id;
  });

/**
 * Stores each qube's manual position and time, all or nothing: a qube that is not an active qube of the account (of
 * `onlyType` when given) is 404 and nothing changes. The number of qubes written.
 */
export const sortQubes = (db: Db, input: { accountId: number; onlyType: string | null; entries: { id: number; position: number; stamp: Date }[] }) =>
  inTransaction(db, async (tx) => {
    const { accountId, onlyType, entries } = input;
    const ids = entries.map((e) => e.id);
    const owned = await tx
      .select({ id: qubes.id })
      .from(qubes)
      .where(and(inArray(qubes.id, ids), eq(qubes.accountId, accountId), eq(qubes.isArchived, false), onlyType ? eq(qubes.type, onlyType) : undefined))
      .for('update');
    if (owned.length !== ids.length) throw qubeNotFound();
    const values = sql.join(entries.map((e) => sql`(${e.id}::int, ${e.position}::int, ${e.stamp.toISOString()}::timestamptz)`), sql`, `);
    // One statement for the whole section. updated_at stays: the order is a view preference, not an edit of the qube.
    const result = (await tx.execute(sql`
      update qubes set manual_sort_position = v.position, manual_sort_datetime = v.stamp
      from (values ${values}) as v(id, position, stamp)
      where qubes.id = v.id and qubes.account_id = ${accountId}
      returning qubes.id`)) as unknown as { rows: { id: number }[] };
    return result.rows.length;
  });

/** Edits an active qube; `autoFundChanged` rebuilds the auto_allocation orders (API-54) when auto-funding is on. */
export const updateQube = (
  db: Db,
  input: { account: AccountRow; qubeId: number; values: QubeColumns; autoFundChanged: boolean; userId: number; at: Date },
) =>
  inTransaction(db, async (tx) => {
    const { account, at } = input;
    await lockAccount(tx, account.id);
    const [updated] = await tx
      .update(qubes)
      .set({ ...input.values, updatedAt: at })
      .where(and(eq(qubes.id, input.qubeId), eq(qubes.accountId, account.id), eq(qubes.isArchived, false)))
      .returning({ id: qubes.id });
    if (!updated) throw qubeNotFound();
    if (input.autoFundChanged && account.autoFundingEnabled) await syncAutoFunding(tx, account, at, input.userId);
    return updated.id;
  });

/** Archives an active qube: its balance moves to Cloud (one internal transfer) and its scheduled transfers end. */
export const archiveQube = (db: Db, input: { accountId: number; qubeId: number; userId: number; at: Date }) =>
  inTransaction(db, async (tx) => {
    const { accountId, at } = input;
    await lockAccount(tx, accountId);
    const [qube] = await tx
      .select({ id: qubes.id, name: qubes.name })
      .from(qubes)
      .where(and(eq(qubes.id, input.qubeId), eq(qubes.accountId, accountId), eq(qubes.isArchived, false)));
    if (!qube) throw qubeNotFound();
    const balance = await emptyArchivedQube(tx, { accountId, qubeId: qube.id, name: qube.name, at, userId: input.userId });
    await tx.update(qubes).set({ isArchived: true, isCurrentOpenQube: false, updatedAt: at }).where(eq(qubes.id, qube.id));
    // Scheduled transfers from or to an archived qube end with it.
    await tx
      .update(scheduledOrders)
      .set({ isActive: false, updatedAt: at })
      .where(and(eq(scheduledOrders.accountId, accountId), eq(scheduledOrders.isActive, true), or(eq(scheduledOrders.fromQubeId, qube.id), eq(scheduledOrders.toQubeId, qube.id))));
    return { id: qube.id, is_archived: true as const, moved_to_cloud: fromCents(balance) };
  });

/** A live bill qube's due-date rule (MM-125), or undefined for any other qube of the account. */
export const billRuleOf = async (db: Db, accountId: number, qubeId: number) => {
  const [bill] = await db
    .select({ dueDay: qubes.dueDay, paymentFrequency: qubes.paymentFrequency, paymentInterval: qubes.paymentInterval })
    .from(qubes)
    .where(and(eq(qubes.id, qubeId), eq(qubes.accountId, accountId), eq(qubes.isArchived, false), eq(qubes.type, 'billing')));
  return bill;
};
