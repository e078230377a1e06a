import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { activities } from '../../platform/db/schema';

/**
 * Money in and out of an account over [start, end) (API-24): sums of its successful activity of the money-in types and
 * of the money-out types, as numeric text (money out negative, as stored).
 */
export const moneyInAndOut = async (db: Db, accountId: number, types: { in: string[]; out: string[] }, start: Date, end: Date) => {
  const [row] = await db
    .select({
      moneyIn: sql<string>`coalesce(sum(${activities.amount}) filter (where ${inArray(activities.transactionType, types.in)}), 0)::numeric(14,2)`,
      moneyOut: sql<string>`coalesce(sum(${activities.amount}) filter (where ${inArray(activities.transactionType, types.out)}), 0)::numeric(14,2)`,
    })
    .from(activities)
    .where(and(
      eq(activities.accountId, accountId),
      eq(activities.result, 'success'),
      gte(activities.transactionDatetime, start),
      lt(activities.transactionDatetime, end),
    ));
  return { moneyIn: row?.moneyIn ?? '0', moneyOut: row?.moneyOut ?? '0' };
};
