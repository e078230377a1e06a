import type { Activity, TransactionType } from '@qube/contract/activity';
import type { QubeType } from '@qube/contract/qubes';
import { and, desc, eq, getTableColumns, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { packedRow, perDatabase, preparedQuery } from '../../platform/db/preparedSelect';
import { activities, bankTransfers, qubes, scheduledOrders, users } from '../../platform/db/schema';
import { versionedCache } from '../accounts';
import { isCancellableAt, type CancellableParts } from '../bank-transfers';
import { isAchCancellable } from '../funding';
import { CLOUD_NAME } from '../transfers';
import { money, moneyOrNull } from '@qube/contract/core/money';
import { repeatName } from '@qube/contract/core/repeat';

type ActivityRow = typeof activities.$inferSelect;
type OrderRow = typeof scheduledOrders.$inferSelect;

/** Human names of the transaction types (spec 000 section 3). */
export const TRANSACTION_TYPE_DESCRIPTIONS: Record<string, string> = {
  ach_deposit: 'Bank Deposit',
  ach_debit: 'Bank Debit',
  card_deposit: 'Card Deposit',
  received_from_person: 'Received from Friend',
  stripe_deposit: 'Card Deposit',
  other: 'Other',
  external_transaction: 'External Transaction',
  correction: 'Correction',
  refund: 'Refund',
  purchase: 'Purchase',
  ach_transfer: 'Bank Transfer',
  ach_out_of_cloud: 'Bank Transfer',
  send_to_person: 'Sent to Friend',
  qube_transfer: 'Internal Transfer',
  adjustment: 'Adjustment',
  dispute: 'Dispute',
  payment: 'Bill Payment',
  qubeless: 'Qubeless',
};

/** filter_type_group of search/transactions/ (spec 000 section 3 grouping). */
export const TYPE_GROUPS = {
  money_in: ['ach_deposit', 'card_deposit', 'received_from_person', 'refund', 'correction'],
  money_out: ['purchase', 'ach_transfer', 'ach_out_of_cloud', 'send_to_person'],
  internal: ['qube_transfer'],
  other: ['adjustment', 'dispute', 'payment', 'external_transaction'],
} as const;
export type TypeGroup = keyof typeof TYPE_GROUPS;

export type QubeRef = { id: number | 'cloud'; name: string; type: QubeType; icon: string; app_icon: string; auto_fund_choice: number | null };

// The text columns below (types, results, sources) hold only the contract's values: the routes and the seed write them.
type Result = Activity['result'];
type Source = Activity['source_type'];
export const CLOUD_REF: QubeRef = { id: 'cloud', name: CLOUD_NAME, type: 'system', icon: 'cloud', app_icon: 'cloud', auto_fund_choice: null };

type QubeRow = Pick<typeof qubes.$inferSelect, 'id' | 'name' | 'type' | 'icon' | 'appIcon' | 'autoFundChoice'>;
type Person = { id: number; firstName: string; lastName: string };

/** The lookups of activity items from rows already read: the account's qubes, orders and people by id, and its transfers to a bank still pending. */
const lookOf = (qubeRows: QubeRow[], orders: Pick<OrderRow, 'id' | 'recurring' | 'frequency' | 'isActive'>[], people: Person[], transfers: TransferParts[]) => {
  const qubeMap = new Map<number, QubeRef>(qubeRows.map((q) => [q.id, { id: q.id, name: q.name, type: q.type as QubeType, icon: q.icon, app_icon: q.appIcon, auto_fund_choice: q.autoFundChoice }]));
  return {
    qube: (id: number | null): QubeRef => (id === null ? CLOUD_REF : (qubeMap.get(id) ?? { ...CLOUD_REF, id, name: 'Deleted qube', type: 'spending' })),
    order: new Map(orders.map((o) => [o.id, o])),
    initials: new Map(people.map((p) => [p.id, `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toUpperCase()])),
    transfers: new Map(transfers.map((t) => [t.id, t])),
  };
};

type TransferParts = CancellableParts & { id: number };

/**
 * The transfers to a bank behind the pending ach_transfer activities among `rows` (whether each can still be cancelled
 * depends on its status and its provider's batch, issue 22): read apart from any kept page, since a page is kept per
 * account version and this depends on the clock. No statement when the rows have none.
 */
const pendingTransfersOf = async (db: Db, accountId: number, rows: Pick<ActivityRow, 'sourceType' | 'sourceId' | 'result'>[]): Promise<TransferParts[]> => {
  const ids = uniq(rows.filter((r) => r.sourceType === 'ach_transfer' && r.result === 'pending').map((r) => r.sourceId));
  if (ids.length === 0) return [];
  return db
    .select({ id: bankTransfers.id, status: bankTransfers.status, startedAt: bankTransfers.startedAt, createdAt: bankTransfers.createdAt, provider: bankTransfers.provider })
    .from(bankTransfers)
    .where(and(eq(bankTransfers.accountId, accountId), inArray(bankTransfers.id, ids)));
};

/** Everything needed to render activity items of one account: its qubes (archived too), orders and users by id. */
const lookups = async (db: Db, accountId: number, orderIds: number[], userIds: number[], transfers: TransferParts[] = []) => {
  const qubeRows = await db
    .select({ id: qubes.id, name: qubes.name, type: qubes.type, icon: qubes.icon, appIcon: qubes.appIcon, autoFundChoice: qubes.autoFundChoice })
    .from(qubes)
    .where(eq(qubes.accountId, accountId));
  const orders = orderIds.length
    ? await db.select().from(scheduledOrders).where(and(eq(scheduledOrders.accountId, accountId), inArray(scheduledOrders.id, orderIds)))
    : [];
  const people = userIds.length
    ? await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, userIds))
    : [];
  return lookOf(qubeRows, orders, people, transfers);
};

export type SpecialBudget = 'refunds' | 'qubeless';
/** The stored special_bucket as the API's special_budget (anything unknown reads as none). */
const specialBudget = (bucket: string | null): SpecialBudget | null => (bucket === 'refunds' || bucket === 'qubeless' ? bucket : null);

const uniq = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];

/** What rendering an activity needs besides its row: the account's qubes, its orders and the initials of users, by id. */
type Look = ReturnType<typeof lookOf>;

/** Activity items (the Activity shape of spec 001) for activities of one account. */
export const activityItems = async (db: Db, accountId: number, rows: ActivityRow[], now: Date = new Date()): Promise<Activity[]> => {
  const look = await lookups(db, accountId, uniq(rows.map((r) => r.scheduledOrderId)), uniq(rows.map((r) => r.userId)), await pendingTransfersOf(db, accountId, rows));
  return rows.map((a) => activityJson(a, look, now));
};

/** A transfer to a bank can be cancelled while scheduled, or pending before its provider submits it (issue 22). */
const isTransferCancellable = (look: Look, transferId: number | null, now: Date): boolean => {
  const transfer = transferId === null ? undefined : look.transfers.get(transferId);
  return transfer !== undefined && isCancellableAt(transfer, now);
};

/** One activity as the API answers it (the Activity shape of spec 001). */
const activityJson = (a: ActivityRow, look: Look, now: Date): Activity => {
  const order = a.scheduledOrderId === null ? undefined : look.order.get(a.scheduledOrderId);
  const recurring = order?.recurring ?? 'none';
  return {
    id: a.id,
    transaction_type: a.transactionType as TransactionType,
    transaction_type_description: TRANSACTION_TYPE_DESCRIPTIONS[a.transactionType] ?? 'Other',
    amount: money(a.amount),
    result: a.result as Result,
    transaction_datetime: a.transactionDatetime.toISOString(),
    scheduled_date: null,
    recurring,
    frequency_name: repeatName(recurring),
    frequency: order?.frequency ?? null,
    source_type: a.sourceType as Source,
    source_id: a.sourceType === 'preapproved_payment' ? a.id : a.sourceType === 'ach_deposit' || a.sourceType === 'ach_transfer' ? a.sourceId : a.sourceType ? a.scheduledOrderId : null,
    title: a.title,
    description: a.description,
    merchant: a.merchantName ? { merchant_name: a.merchantName } : null,
    qube: look.qube(a.qubeId),
    // MM-34: the special bucket an unassigned purchase or refund waits in (its qube is Cloud meanwhile); ReQube clears it.
    special_budget: specialBudget(a.specialBucket),
    other_qube: a.transactionType === 'qube_transfer' ? look.qube(a.otherQubeId) : a.otherQubeId === null ? null : look.qube(a.otherQubeId),
    new_balance: moneyOrNull(a.newBalance),
    is_processing: a.result === 'pending',
    is_cancellable: a.result === 'pending' && (a.sourceType === 'preapproved_payment' || (a.sourceType === 'ach_deposit' && isAchCancellable({ status: 'pending', createdAt: a.transactionDatetime }, now)) || (a.sourceType === 'ach_transfer' && isTransferCancellable(look, a.sourceId, now))),
    allow_reqube: a.result === 'success' && (a.transactionType === 'purchase' || a.transactionType === 'payment'),
    allow_delete_future: order ? order.isActive && order.recurring !== 'none' : false,
    scheduled_transaction_id: a.scheduledOrderId,
    scheduled_transaction_is_active: order ? order.isActive : null,
    user_id: a.userId,
    user_initials: a.userId === null ? null : (look.initials.get(a.userId) ?? null),
  };
};

/** The filters of an Activity page (search/transactions/), as the route reads them from its query. */
export type ActivityFilter = { from?: Date; to?: Date; qube?: number | 'cloud'; typeGroup?: TypeGroup };

const activityQube = alias(qubes, 'activity_qube');
const activityOtherQube = alias(qubes, 'activity_other_qube');
const qubeRefColumns = <T extends typeof activityQube | typeof activityOtherQube>(q: T) => ({ id: q.id, name: q.name, type: q.type, icon: q.icon, appIcon: q.appIcon, autoFundChoice: q.autoFundChoice });

/** The filter's conditions with placeholders (accountId, from, to, qube): one statement text per filter shape. */
const activityWhere = (filter: ActivityFilter): SQL | undefined => and(
  eq(activities.accountId, sql.placeholder('accountId')),
  filter.from ? gte(activities.transactionDatetime, sql.placeholder('from')) : undefined,
  filter.to ? lt(activities.transactionDatetime, sql.placeholder('to')) : undefined,
  filter.qube === undefined ? undefined : filter.qube === 'cloud' ? isNull(activities.qubeId) : eq(activities.qubeId, sql.placeholder('qube')),
  filter.typeGroup ? inArray(activities.transactionType, [...TYPE_GROUPS[filter.typeGroup]]) : undefined,
);

/**
 * One Activity page in one prepared statement per filter shape (a hot read: the first page opens /activity): the
 * activities with their qubes, order and person joined (what activityItems looks up in three more statements) and the
 * filter's total as an InitPlan column. At most 4 × 3 × 5 shapes (dates, qube, type group), each planned once.
 */
const activityPageQueries = perDatabase((db) => {
  const shapes = new Map<string, ReturnType<typeof build> & { key: string }>();
  const build = (name: string, filter: ActivityFilter) => {
    const where = activityWhere(filter);
    return {
      page: preparedQuery(db, name, db
        .select({
          // Each table as one packed value (packedRow): 5 result columns a row instead of 38.
          activity: packedRow(getTableColumns(activities)),
          qube: packedRow(qubeRefColumns(activityQube), activityQube.id),
          otherQube: packedRow(qubeRefColumns(activityOtherQube), activityOtherQube.id),
          order: packedRow({ id: scheduledOrders.id, recurring: scheduledOrders.recurring, frequency: scheduledOrders.frequency, isActive: scheduledOrders.isActive }, scheduledOrders.id),
          person: packedRow({ firstName: users.firstName, lastName: users.lastName }, users.id),
          // The same conditions on the inner "activities" (the nearer scope): the filter's total, evaluated once.
          total: sql<number>`(select count(*)::int from ${activities} where ${where})`,
        })
        .from(activities)
        // The account's own qubes and orders only, as activityItems' lookups: another account's id reads as deleted.
        .leftJoin(activityQube, and(eq(activityQube.id, activities.qubeId), eq(activityQube.accountId, activities.accountId)))
        .leftJoin(activityOtherQube, and(eq(activityOtherQube.id, activities.otherQubeId), eq(activityOtherQube.accountId, activities.accountId)))
        .leftJoin(scheduledOrders, and(eq(scheduledOrders.id, activities.scheduledOrderId), eq(scheduledOrders.accountId, activities.accountId)))
        .leftJoin(users, eq(users.id, activities.userId))
        // The page's ids first (an InitPlan that stops after limit + offset index entries), then the joins for those
        // rows only: joined first, PostgreSQL joins every activity of the account and sorts them all.
        .where(sql`${activities.id} = any(array(${db.select({ id: activities.id }).from(activities).where(where)
          .orderBy(desc(activities.transactionDatetime), desc(activities.id)).limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))}))`)
        .orderBy(desc(activities.transactionDatetime), desc(activities.id))),
      count: db.select({ n: sql<number>`count(*)::int` }).from(activities).where(where),
    };
  };
  return (filter: ActivityFilter) => {
    const key = `${filter.from ? 'f' : ''}${filter.to ? 't' : ''}_${filter.qube === undefined ? '' : filter.qube === 'cloud' ? 'c' : 'q'}_${filter.typeGroup ?? ''}`;
    let shape = shapes.get(key);
    if (!shape) {
      shape = { key, ...build(`hot_activity_${key}`, filter) };
      shapes.set(key, shape);
    }
    return shape;
  };
});

type PageRows = { count: number; rows: Awaited<ReturnType<ReturnType<ReturnType<typeof activityPageQueries>>['page']['all']>> };
/**
 * Pages read, per account and change version: every table a page reads (activities, qubes, scheduled orders) bumps
 * the version on write, and users' names, the one other input, no API changes. The items are made per request from
 * these rows, so what depends on the clock (is_cancellable) is never stored.
 */
const pageCache = versionedCache<PageRows>();

/**
 * A page of the account's activity, newest first, with the filter's total: what search/transactions/ answers.
 * `version`: the account's change version read with the request's session (the page is kept under it).
 */
export const activityPage = async (db: Db, accountId: number, version: number, filter: ActivityFilter, paging: { limit: number; offset: number }, now: Date) => {
  const shape = activityPageQueries(db)(filter);
  const values = {
    accountId,
    limit: paging.limit,
    offset: paging.offset,
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    ...(typeof filter.qube === 'number' ? { qube: filter.qube } : {}),
  };
  const key = `${shape.key}:${paging.limit}:${paging.offset}:${filter.from?.toISOString() ?? ''}:${filter.to?.toISOString() ?? ''}:${filter.qube ?? ''}`;
  let read = pageCache.get(db, accountId, version, key);
  if (!read) {
    const rows = await shape.page.all(values);
    // A page past the end has no row to carry the total: counted on its own (rare).
    const count = rows[0] ? Number(rows[0].total) : paging.offset > 0 ? Number((await shape.count.execute(values))[0]?.n ?? 0) : 0;
    read = { count, rows };
    pageCache.set(db, accountId, version, key, read);
  }
  const { rows } = read;
  const qubeRows = rows.flatMap((r) => [r.qube, r.otherQube]).filter((q): q is QubeRow => q !== null);
  const orders = rows.map((r) => r.order).filter((o) => o !== null);
  const people = rows.flatMap((r) => (r.person && r.activity.userId !== null ? [{ id: r.activity.userId, ...r.person }] : []));
  const look = lookOf(qubeRows, orders, people, await pendingTransfersOf(db, accountId, rows.map((r) => r.activity)));
  return { count: read.count, results: rows.map((r) => activityJson(r.activity, look, now)) };
};

/**
 * Scheduled orders as Activity items: id = order id, scheduled_date = next date, amount = the amount to move
 * (positive), qube = source, other_qube = destination, result 'pending'.
 */
export const scheduledItems = async (db: Db, accountId: number, orders: OrderRow[]): Promise<Activity[]> => {
  const look = await lookups(db, accountId, [], uniq(orders.map((o) => o.createdBy)));
  return orders.map((o) => ({
    id: o.id,
    transaction_type: o.kind as TransactionType,
    transaction_type_description: TRANSACTION_TYPE_DESCRIPTIONS[o.kind] ?? 'Other',
    amount: money(o.amount),
    result: 'pending' as const,
    transaction_datetime: null,
    scheduled_date: o.nextDate,
    recurring: o.recurring,
    frequency_name: repeatName(o.recurring),
    // MM-44: the unit of a custom/variable repeat (null = inferred from days_in_calendar), so editing reads it back.
    frequency: o.frequency,
    transfer_interval: o.transferInterval,
    days_in_calendar: o.daysInCalendar,
    source_type: o.sourceType as Source,
    source_id: o.sourceType ? o.id : null,
    title: o.title,
    description: '',
    merchant: null,
    qube: look.qube(o.fromQubeId),
    special_budget: null,
    other_qube: look.qube(o.toQubeId),
    new_balance: null,
    is_processing: false,
    is_cancellable: o.isActive,
    allow_reqube: false,
    allow_delete_future: o.isActive && o.recurring !== 'none',
    scheduled_transaction_id: o.id,
    scheduled_transaction_is_active: o.isActive,
    user_id: o.createdBy,
    user_initials: o.createdBy === null ? null : (look.initials.get(o.createdBy) ?? null),
  }));
};
