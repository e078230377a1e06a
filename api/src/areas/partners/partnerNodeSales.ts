import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { NodeProduct, SaleOrdering } from '@qube/contract/partners';
import type { Db } from '../../platform/db/client';
import { partnerCodes, partnerNodeSales } from '../../platform/db/schema';
import { dayRange } from './partnerDates';

/** Node Sales of rewards partners (CO-17 to CO-19): the sold and reserved nodes, and the code the share link shows. */

export type SaleRow = typeof partnerNodeSales.$inferSelect;
export type SaleFilters = { date_from?: string | undefined; date_to?: string | undefined; product?: NodeProduct | undefined };
type Paging = { limit: number; offset: number };

const ORDER_COLUMNS = {
  customer: partnerNodeSales.customerName, date_sold: partnerNodeSales.soldAt, product: partnerNodeSales.product,
  earned: partnerNodeSales.earned, commission: partnerNodeSales.commission,
} as const;

const saleOrder = (ordering: SaleOrdering = '-date_sold'): SQL[] => {
  const descending = ordering.startsWith('-');
  const column = ORDER_COLUMNS[(descending ? ordering.slice(1) : ordering) as keyof typeof ORDER_COLUMNS];
  return descending ? [desc(column), desc(partnerNodeSales.id)] : [asc(column), asc(partnerNodeSales.id)];
};

/** The partner's sold nodes matching the filters (day range on date_sold). */
const soldWhere = (partnerUserId: number, filters: SaleFilters): SQL => {
  const { from, end } = dayRange(filters);
  const parts: SQL[] = [eq(partnerNodeSales.partnerUserId, partnerUserId), eq(partnerNodeSales.status, 'sold')];
  if (from) parts.push(gte(partnerNodeSales.soldAt, from));
  if (end) parts.push(lt(partnerNodeSales.soldAt, end));
  if (filters.product) parts.push(eq(partnerNodeSales.product, filters.product));
  return and(...parts) ?? sql`false`;
};

/** Basic and smart nodes sold and their commission (sums as text, commission in dollars). */
export const soldTotals = async (db: Db, partnerUserId: number) => {
  const [row] = await db.select({
    basic: sql<string>`coalesce(sum(${partnerNodeSales.basicNodes}), 0)::text`,
    smart: sql<string>`coalesce(sum(${partnerNodeSales.smartNodes}), 0)::text`,
    commission: sql<string>`coalesce(sum(${partnerNodeSales.commission}), 0)::text`,
  }).from(partnerNodeSales).where(soldWhere(partnerUserId, {}));
  return row;
};

/** The partner's first active code, whose share link the dashboard shows. */
export const firstActiveCode = async (db: Db, partnerUserId: number) => {
  const [code] = await db.select().from(partnerCodes)
    .where(and(eq(partnerCodes.partnerUserId, partnerUserId), eq(partnerCodes.isActive, true))).orderBy(asc(partnerCodes.id)).limit(1);
  return code;
};

/** Every sold node matching the filters, in the asked order (the download). */
export const soldSales = async (db: Db, partnerUserId: number, filters: SaleFilters, ordering: SaleOrdering | undefined) =>
  db.select().from(partnerNodeSales).where(soldWhere(partnerUserId, filters)).orderBy(...saleOrder(ordering));

/** Sold nodes matching the filters in the asked order: one page with the count of all. */
export const soldSalesPage = async (db: Db, partnerUserId: number, filters: SaleFilters, ordering: SaleOrdering | undefined, { limit, offset }: Paging) => {
  const where = soldWhere(partnerUserId, filters);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(partnerNodeSales).where(where);
  const rows = await db.select().from(partnerNodeSales).where(where).orderBy(...saleOrder(ordering)).limit(limit).offset(offset);
  return { total: Number(n), rows };
};

/** Reserved node sales not yet paid, newest first: one page with the count of all. */
export const pendingSalesPage = async (db: Db, partnerUserId: number, { limit, offset }: Paging) => {
  const where = and(eq(partnerNodeSales.partnerUserId, partnerUserId), eq(partnerNodeSales.status, 'pending'));
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(partnerNodeSales).where(where);
  const rows = await db.select().from(partnerNodeSales).where(where).orderBy(desc(partnerNodeSales.reservedAt), desc(partnerNodeSales.id)).limit(limit).offset(offset);
  return { total: Number(n), rows };
};
