import { Type, type Static } from 'typebox';
import { Id, IntegerEnum, IsoDate, MAX_ID, Money, Nullable, NullableMoney, NullableMoneyInput, StringEnum } from './common';

/** The kinds of qube a user makes. */
export const QUBE_TYPES = ['spending', 'billing', 'goal'] as const;
/** Qube types as lists and reports name them: the user's kinds plus 'system' (Cloud). */
export const QUBE_TYPES_WITH_SYSTEM = [...QUBE_TYPES, 'system'] as const;
/** A qube's kind (plus 'system' for Cloud where a list shows it). */
export const QubeType = StringEnum(QUBE_TYPES_WITH_SYSTEM);
export type QubeType = Static<typeof QubeType>;

/** Per-qube auto funding (PL-18): 0 none, 1 'Fill To Budget', 2 '100% of Budget'. */
export const AutoFundChoice = IntegerEnum([0, 1, 2], { description: "0 none, 1 'Fill To Budget', 2 '100% of Budget'" });
export type AutoFundChoice = Static<typeof AutoFundChoice>;

/** A qube of an account (SD-35, SD-36), with the part of its type (goalqube, billqube or spendingqube). */
export const Qube = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: QubeType,
  balance: Money,
  icon: Nullable(Type.String()),
  app_icon: Nullable(Type.String()),
  color: Nullable(Type.Object({ foreground_color: Type.String(), background_color: Type.Optional(Type.String()) })),
  current_cycle_budget: NullableMoney,
  toFund: Type.Boolean(),
  goalqube: Nullable(Type.Object({ allow_spending: Type.Boolean(), goal_amount: NullableMoney, goal_date: Nullable(Type.String()) })),
  billqube: Nullable(Type.Object({
    is_paused: Type.Boolean(),
    is_unlocked: Type.Boolean(),
    payment_frequency: Nullable(Type.String()),
    payment_interval: Nullable(Type.Integer()),
    bill_amount: NullableMoney,
    budget: NullableMoney,
    next_due_date: Nullable(Type.String()),
    next_due_dates: Type.Optional(Type.Array(Type.String())),
    payment_card: Nullable(Type.Object({ last_four_digits: Type.String() })),
    days_in_calendar: Nullable(Type.Array(Type.Unsafe<unknown>({ type: 'object', additionalProperties: true }))),
  })),
  spendingqube: Nullable(Type.Object({ number_of_times_opened_in_last_30_days: Type.Integer() })),
  merchant_group: Nullable(Type.Object({ name: Type.String() })),
  last_activity_datetime: Nullable(Type.String()),
  update_datetime: Nullable(Type.String()),
  creation_datetime: Nullable(Type.String()),
  manual_sort_position: Nullable(Type.Integer()),
  manual_sort_datetime: Nullable(Type.String()),
  is_current_open_qube: Type.Boolean(),
});
export type Qube = Static<typeof Qube>;

const color = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$', description: '#RRGGBB' });

/** The fields of a qube a client sets (create and edit): the name and look, and the fields of its type. */
const qubeFields = {
  name: Type.Optional(Type.String({ maxLength: 1000, description: 'Trimmed; 1 to 50 characters' })),
  type: Type.Optional(StringEnum(QUBE_TYPES)),
  icon: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  background_color: Type.Optional(color),
  foreground_color: Type.Optional(color),
  accept_extra_fee: Type.Optional(Type.Boolean({ description: 'Lite plan: accept $1 per month for a qube beyond the third' })),
  goal_amount: Type.Optional(NullableMoneyInput),
  goal_date: Type.Optional(Nullable(IsoDate)),
  allow_spending: Type.Optional(Type.Boolean()),
  bill_amount: Type.Optional(NullableMoneyInput),
  due_day: Type.Optional(Nullable(Type.Integer({ minimum: -1, maximum: 31 }))),
  payment_frequency: Type.Optional(Nullable(StringEnum(['daily', 'weekly', 'monthly', 'yearly']))),
  payment_interval: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 99 }))),
  auto_fund_choice: Type.Optional(Type.Integer({ minimum: 0, maximum: 9, description: 'API-54: 0 stops auto funding of this qube' })),
};

/** POST qubes/ (and the per-type paths): a new qube of the account. */
export const QubeCreate = Type.Object({ account_id: Id, ...qubeFields, name: Type.String({ maxLength: 1000, description: 'Trimmed; 1 to 50 characters' }) }, { additionalProperties: false });
export type QubeCreate = Static<typeof QubeCreate>;

/** PATCH qubes/{id}/: the fields to change (`id`, if sent, is the path's and is ignored). */
export const QubePatch = Type.Object({ account_id: Id, id: Type.Optional(Id), ...qubeFields }, { additionalProperties: false });
export type QubePatch = Static<typeof QubePatch>;

/** A qube's place in the user's manual order. */
export const QubeSortEntry = Type.Object({
  id: Id,
  manual_sort_position: Type.Integer({ minimum: 0, maximum: MAX_ID }),
  manual_sort_datetime: Type.Optional(Nullable(Type.String({ maxLength: 40 }), { description: 'ISO 8601 with an offset; now when absent' })),
}, { additionalProperties: false });
export type QubeSortEntry = Static<typeof QubeSortEntry>;

/** POST qubes/manual-sort/ (and per type): one section of qubes in their new order (all or nothing). */
export const QubeSortInput = Type.Object({
  account_id: Id,
  qubes: Type.Array(QubeSortEntry, { minItems: 1, maxItems: 500 }),
}, { additionalProperties: false });
export type QubeSortInput = Static<typeof QubeSortInput>;

/** The answer of a manual sort: how many qubes moved. */
export const QubeSortResult = Type.Object({ updated: Type.Integer() });
export type QubeSortResult = Static<typeof QubeSortResult>;

/** POST v2/qubes/{id}/archive/: the account, in the body or the query. */
export const QubeArchiveInput = Nullable(Type.Object({ account_id: Type.Optional(Id) }, { additionalProperties: false }));

/** The answer of an archive: the balance moved to Cloud. */
export const QubeArchiveResult = Type.Object({ id: Type.Integer(), is_archived: Type.Boolean(), moved_to_cloud: Money });
export type QubeArchiveResult = Static<typeof QubeArchiveResult>;

/** GET qubes/bill-qubes/{id}/next-due-dates/: YYYY-MM-DD, soonest first. */
export const NextDueDates = Type.Object({ next_due_dates: Type.Array(Type.String()) });
export type NextDueDates = Static<typeof NextDueDates>;

/** One active qube's auto-fund choice (PL-17). */
export const QubeAutoFunding = Type.Object({ qube_id: Type.Integer(), name: Type.String(), type: QubeType, auto_fund_choice: AutoFundChoice });
export type QubeAutoFunding = Static<typeof QubeAutoFunding>;

/** GET and PUT qubes/auto-funding/: every active qube's choice, in the manual order. */
export const QubeAutoFundingList = Type.Object({ results: Type.Array(QubeAutoFunding) });
export type QubeAutoFundingList = Static<typeof QubeAutoFundingList>;

/** PUT qubes/auto-funding/: new choices for several qubes (all or none). */
export const QubeAutoFundingInput = Type.Object({
  account_id: Id,
  qubes: Type.Array(Type.Object({ qube_id: Id, auto_fund_choice: AutoFundChoice }, { additionalProperties: false }), { maxItems: 1000 }),
}, { additionalProperties: false });
export type QubeAutoFundingInput = Static<typeof QubeAutoFundingInput>;
