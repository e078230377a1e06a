import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { accountPlans, accounts, planUsage, qubes } from '../../platform/db/schema';
import { isoDate } from '../../platform/dates';
import { billingPeriod, defaultFreeUntil } from './plans';

/**
 * An account's billing anchor and free days, and the Lite plan's usage: the most active qubes held in a billing period
 * (issue 22 §2). Active qubes only grow by creating one, so the peak while on Lite is exact when it is raised on every
 * creation on Lite, when the account enters or leaves Lite, and when the period is billed (its starting level).
 */

export type Billing = { anchor: string; freeUntil: string | null };

/** The account's billing anchor and last free day: its row, else the day it opened and registration's free month. */
export const billingOf = async (db: Db, account: { id: number; createdAt: Date }): Promise<Billing> => {
  const [row] = await db.select().from(accountPlans).where(eq(accountPlans.accountId, account.id)).limit(1);
  if (row) return { anchor: row.billingAnchor, freeUntil: row.freeUntil };
  const opened = isoDate(account.createdAt);
  return { anchor: opened, freeUntil: defaultFreeUntil(opened) };
};

export const activeQubeCount = async (db: Db, accountId: number) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(qubes).where(and(eq(qubes.accountId, accountId), eq(qubes.isArchived, false)));
  return Number(row?.n ?? 0);
};

/** Raises the period's Lite peak to the account's active qubes now (call with the account locked, on Lite). */
export const noteLiteQubes = async (db: Db, accountId: number, periodStart: string) => {
  const count = await activeQubeCount(db, accountId);
  await db.insert(planUsage).values({ accountId, periodStart, litePeakQubes: count })
    .onConflictDoUpdate({ target: [planUsage.accountId, planUsage.periodStart], set: { litePeakQubes: sql`greatest(${planUsage.litePeakQubes}, ${count})` } });
};

/** After a qube was created: a Lite account's usage of the period holding `now` counts it. */
export const noteLiteQubesNow = async (db: Db, accountId: number, now: Date) => {
  const [account] = await db.select({ id: accounts.id, createdAt: accounts.createdAt, plan: accounts.plan }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!account || account.plan !== 'lite') return;
  const billing = await billingOf(db, account);
  await noteLiteQubes(db, accountId, billingPeriod(billing.anchor, isoDate(now)).start);
};

/** The most active qubes held on Lite in the period starting `periodStart` (0 when the account was not on Lite). */
export const litePeakOf = async (db: Db, accountId: number, periodStart: string) => {
  const [row] = await db.select({ peak: planUsage.litePeakQubes }).from(planUsage)
    .where(and(eq(planUsage.accountId, accountId), eq(planUsage.periodStart, periodStart))).limit(1);
  return row?.peak ?? 0;
};
