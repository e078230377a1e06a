import { addDays } from '@qube/contract/core/repeat';
import type { PurchaseRow } from './recurringSpending';

/** How many days "today's pace" looks back over. */
export const PACE_DAYS = 14;

export type Pace = { perDay: bigint; lastsUntil: string | null };

/**
 * A qube's spending pace (issue 25 §1, the open qube's banner): its card purchases over the last PACE_DAYS days
 * (today included) divided by PACE_DAYS, in whole cents; at that pace its balance lasts until the day before the one
 * it would not reach at all (a part of a day's pace counts as a day). No spending, or nothing left: no date.
 */
export const paceOf = (purchases: readonly PurchaseRow[], qubeId: number, balance: bigint, today: string): Pace => {
  const since = addDays(today, -(PACE_DAYS - 1));
  const spent = purchases.filter((p) => p.qubeId === qubeId && p.date >= since && p.date <= today).reduce((sum, p) => sum + p.cents, 0n);
  const perDay = spent / BigInt(PACE_DAYS);
  if (perDay <= 0n || balance <= 0n) return { perDay, lastsUntil: null };
  // The days the balance reaches into, today the first: 10.00 at 3.00 a day reaches 4 days.
  const days = (balance + perDay - 1n) / perDay;
  return { perDay, lastsUntil: addDays(today, Number(days) - 1) };
};
