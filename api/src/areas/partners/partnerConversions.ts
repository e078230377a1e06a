import type { ConversionOrdering, ConversionProduct } from '@qube/contract/partners';
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { partnerConversions } from '../../platform/db/schema';
import { money, toCents } from '@qube/contract/core/money';
import { dayRange } from './partnerDates';

export type ConversionRow = typeof partnerConversions.$inferSelect;
export type ConversionFilters = { date_from?: string | undefined; date_to?: string | undefined; product?: ConversionProduct | undefined };

/** The partner's conversions matching the filters (date range on account_created). Always scoped by the partner. */
export const conversionWhere = (partnerUserId: number, filters: ConversionFilters): SQL => {
  const { from, end } = dayRange(filters);
  const parts: SQL[] = [eq(partnerConversions.partnerUserId, partnerUserId)];
  if (from) parts.push(gte(partnerConversions.accountCreated, from));
  if (end) parts.push(lt(partnerConversions.accountCreated, end));
  if (filters.product) parts.push(eq(partnerConversions.product, filters.product));
  return and(...parts) ?? sql`false`;
};

const ORDER_COLUMNS = {
  customer: partnerConversions.customerName,
  account_created: partnerConversions.accountCreated,
  product: partnerConversions.product,
  earned: partnerConversions.earned,
  commission: partnerConversions.commission,
} as const;

/** ORDER BY of an ordering value, with the id as tie-breaker so pages never overlap. */
export const conversionOrder = (ordering: ConversionOrdering = '-account_created'): SQL[] => {
  const descending = ordering.startsWith('-');
  const column = ORDER_COLUMNS[(descending ? ordering.slice(1) : ordering) as keyof typeof ORDER_COLUMNS];
  return descending ? [desc(column), desc(partnerConversions.id)] : [asc(column), asc(partnerConversions.id)];
};

/** A conversion as the API answers it (CO-13); pending while its commission is in the hold. */
export const conversionJson = (row: ConversionRow, at: Date) => ({
  id: row.id,
  customer: row.customerName,
  account_created: row.accountCreated.toISOString(),
  product: row.product as ConversionProduct,
  earned: money(row.earned),
  commission: money(row.commission),
  active: row.active,
  pending: row.collectableAt > at,
  basic: row.product === 'basic',
});

export const listConversions = async (db: Db, partnerUserId: number, filters: ConversionFilters, ordering: ConversionOrdering | undefined, page?: { limit: number; offset: number }) => {
  const where = conversionWhere(partnerUserId, filters);
  const query = db.select().from(partnerConversions).where(where).orderBy(...conversionOrder(ordering));
  return page ? query.limit(page.limit).offset(page.offset) : query;
};

/** The month chart's rows: each conversion of the product filter created in [from, end), with its earned and commission. */
export const conversionsCreatedBetween = (db: Db, partnerUserId: number, product: ConversionProduct | undefined, from: Date, end: Date) =>
  db.select({ at: partnerConversions.accountCreated, earned: partnerConversions.earned, commission: partnerConversions.commission })
    .from(partnerConversions)
    .where(and(conversionWhere(partnerUserId, { product }), eq(partnerConversions.partnerUserId, partnerUserId), gte(partnerConversions.accountCreated, from), lt(partnerConversions.accountCreated, end)));

export const conversionTotals = async (db: Db, partnerUserId: number, filters: ConversionFilters) => {
  const [row] = await db.select({
    n: count(),
    earned: sql<string>`coalesce(sum(${partnerConversions.earned}), 0)::text`,
    commission: sql<string>`coalesce(sum(${partnerConversions.commission}), 0)::text`,
  }).from(partnerConversions).where(conversionWhere(partnerUserId, filters));
  return { count: Number(row?.n ?? 0), earned: money(row?.earned ?? '0'), commission: money(row?.commission ?? '0') };
};

/**
 * The affiliates/metrics/ numbers derived from the conversions (CO-12): plans sold per product once out of the hold,
 * and the ones still pending; landing and checkout are the funnel counters of the profile.
 */
export const metricsFromConversions = async (db: Db, partnerUserId: number, at: Date) => {
  const rows = await db.select({
    product: partnerConversions.product,
    pending: sql<boolean>`${partnerConversions.collectableAt} > ${at.toISOString()}::timestamptz`,
    n: count(),
    commission: sql<string>`coalesce(sum(${partnerConversions.commission}), 0)::text`,
  }).from(partnerConversions).where(eq(partnerConversions.partnerUserId, partnerUserId))
    .groupBy(partnerConversions.product, sql`2`);
  const counts = { basic: 0, premium: 0, family: 0, pending: 0, pending_premium: 0, pending_family: 0 };
  let commission = 0n;
  let pendingCommission = 0n;
  for (const r of rows) {
    const n = Number(r.n);
    if (r.pending) {
      counts.pending += n;
      if (r.product === 'premium') counts.pending_premium += n;
      if (r.product === 'family') counts.pending_family += n;
      pendingCommission += toCents(r.commission);
    } else {
      if (r.product === 'basic' || r.product === 'premium' || r.product === 'family') counts[r.product] += n;
      commission += toCents(r.commission);
    }
  }
  return { ...counts, commission: money(commission), pending_commission: money(pendingCommission) };
};
