import type { Activity, TransactionType } from '@qube/contract/activity';
import type { QubeType } from '@qube/contract/qubes';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activities, qubes, scheduledOrders, users } from '../db/schema';
import { isAchCancellable } from './deposits';
import { CLOUD_NAME } from './orders';
import { money, moneyOrNull } from './money';
import { FREQUENCY_NAMES } from './recurrence';

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

/** Everything needed to render activity items of one account: its qubes (archived too), orders and users by id. */
const lookups = async (db: Db, accountId: number, orderIds: number[], userIds: number[]) => {
  const qubeRows = await db
    .select({ id: qubes.id, name: qubes.name, type: qubes.type, icon: qubes.icon, appIcon: qubes.appIcon, autoFundChoice: qubes.autoFundChoice })
    .from(qubes)
    .where(eq(qubes.accountId, accountId));
  const qubeMap = new Map<number, QubeRef>(qubeRows.map((q) => [q.id, { id: q.id, name: q.name, type: q.type as QubeType, icon: q.icon, app_icon: q.appIcon, auto_fund_choice: q.autoFundChoice }]));
  const orders = orderIds.length
    ? await db.select().from(scheduledOrders).where(and(eq(scheduledOrders.accountId, accountId), inArray(scheduledOrders.id, orderIds)))
    : [];
  const people = userIds.length
    ? await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, userIds))
    : [];
  return {
    qube: (id: number | null): QubeRef => (id === null ? CLOUD_REF : (qubeMap.get(id) ?? { ...CLOUD_REF, id, name: 'Deleted qube', type: 'spending' })),
    order: new Map(orders.map((o) => [o.id, o])),
    initials: new Map(people.map((p) => [p.id, `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toUpperCase()])),
  };
};

export type SpecialBudget = 'refunds' | 'qubeless';
/** The stored special_bucket as the API's special_budget (anything unknown reads as none). */
const specialBudget = (bucket: string | null): SpecialBudget | null => (bucket === 'refunds' || bucket === 'qubeless' ? bucket : null);

const uniq = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];

/** Activity items (the Activity shape of spec 001) for activities of one account. */
export const activityItems = async (db: Db, accountId: number, rows: ActivityRow[], now: Date = new Date()): Promise<Activity[]> => {
  const look = await lookups(db, accountId, uniq(rows.map((r) => r.scheduledOrderId)), uniq(rows.map((r) => r.userId)));
  return rows.map((a) => {
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
      frequency_name: FREQUENCY_NAMES[recurring] ?? 'Once',
      frequency: order?.frequency ?? null,
      source_type: a.sourceType as Source,
      source_id: a.sourceType === 'preapproved_payment' ? a.id : a.sourceType === 'ach_deposit' ? a.sourceId : a.sourceType ? a.scheduledOrderId : null,
      title: a.title,
      description: a.description,
      merchant: a.merchantName ? { merchant_name: a.merchantName } : null,
      qube: look.qube(a.qubeId),
      // MM-34: the special bucket an unassigned purchase or refund waits in (its qube is Cloud meanwhile); ReQube clears it.
      special_budget: specialBudget(a.specialBucket),
      other_qube: a.transactionType === 'qube_transfer' ? look.qube(a.otherQubeId) : a.otherQubeId === null ? null : look.qube(a.otherQubeId),
      new_balance: moneyOrNull(a.newBalance),
      is_processing: a.result === 'pending',
      is_cancellable: a.result === 'pending' && (a.sourceType === 'preapproved_payment' || (a.sourceType === 'ach_deposit' && isAchCancellable({ status: 'pending', createdAt: a.transactionDatetime }, now))),
      allow_reqube: a.result === 'success' && (a.transactionType === 'purchase' || a.transactionType === 'payment'),
      allow_delete_future: order ? order.isActive && order.recurring !== 'none' : false,
      scheduled_transaction_id: a.scheduledOrderId,
      scheduled_transaction_is_active: order ? order.isActive : null,
      user_id: a.userId,
      user_initials: a.userId === null ? null : (look.initials.get(a.userId) ?? null),
    };
  });
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
    frequency_name: FREQUENCY_NAMES[o.recurring] ?? 'Once',
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
