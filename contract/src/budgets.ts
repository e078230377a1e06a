import { Type, type Static } from 'typebox';
import { CalendarDay, FREQUENCIES, Id, Money, money, moneyInput, Nullable, NullableMoney, StringEnum } from './common';
import { DATED_RECURRING_VALUES, REPEAT_INTERVAL } from './core/repeat';
import { AutoFundChoice, QubeType } from './qubes';

/** Where a budget stands: only current and future budgets can be edited. */
export const BudgetStatus = StringEnum(['past', 'current', 'future'], { description: 'Only current and future budgets can be edited' });

/** One income of a budget period (PL-12): an occurrence of an income group; `type` names the path that edits it. */
export const IncomeInstance = Type.Object({
  id: Type.Integer(),
  income_group: Nullable(Type.Integer(), { description: 'The income group it is an occurrence of (null only for rows older than income groups)' }),
  type: StringEnum(['expected', 'recurring'], { description: 'Which path edits it: budgets/expected-income/{id}/ or budgets/recurring-income/{id}/' }),
  name: Type.String(),
  amount: Money,
  date: Type.String(),
});
export type IncomeInstance = Static<typeof IncomeInstance>;

/** A qube's line in a budget (PL-05, PL-07): amount, a saved draft, and what was spent in the period. */
export const QubeBudget = Type.Object({
  id: Type.Integer(),
  qube: Type.Object({ id: Type.Integer(), name: Type.String(), type: QubeType }),
  amount: Money,
  editing_amount: Nullable(Type.String(), { description: 'The saved draft (is_editing), committed or dropped with POST budgets/{id}/' }),
  is_editing: Type.Boolean(),
  spent: money("The qube's money out in the budget's period, internal transfers excluded"),
  auto_fund_choice: AutoFundChoice,
});
export type QubeBudget = Static<typeof QubeBudget>;

const summaryFields = {
  id: Type.Integer(),
  name: Type.String(),
  start_date: Type.String(),
  end_date: Type.String(),
  status: BudgetStatus,
  total_budgeted_amount: money('Sum of the committed amounts (drafts excluded)'),
  total_income_amount: Money,
};

/** GET budgets/ (PL-06): one line per budget, newest first. */
export const BudgetSummary = Type.Object(summaryFields);
export type BudgetSummary = Static<typeof BudgetSummary>;

/** A budget with its qube lines and its income (PL-05). */
export const Budget = Type.Object({
  ...summaryFields,
  has_pending_changes: Type.Boolean({ description: 'True when any qube budget holds a draft' }),
  qube_budgets: Type.Array(QubeBudget),
  expected_income_instances: Type.Array(IncomeInstance),
  recurring_income_instances: Type.Array(IncomeInstance),
});
export type Budget = Static<typeof Budget>;

/** POST budgets/{id}/: commit the drafts ({commit: true}) or drop them ({cancel: true}). */
export const BudgetSettleInput = Type.Object({
  account_id: Id,
  commit: Type.Optional(Type.Boolean()),
  cancel: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });
export type BudgetSettleInput = Static<typeof BudgetSettleInput>;

/** PATCH budgets/qube-budget/{id}/: a draft amount, 0 to 1,000,000.00 with two decimals at most. */
export const QubeBudgetDraftInput = Type.Object({
  account_id: Id,
  editing_amount: moneyInput("0 to 1000000.00, two decimals at most ('12.50' or 12.5)"),
}, { additionalProperties: false });
export type QubeBudgetDraftInput = Static<typeof QubeBudgetDraftInput>;

/** GET budgets/qube-budget/{id}/suggested-budget/ (PL-08): an amount and why. */
export const SuggestedBudget = Type.Object({
  suggested_amount: NullableMoney,
  basis: StringEnum(['spending_average', 'bill_amount', 'goal_pace', 'none']),
  description: Type.String(),
});
export type SuggestedBudget = Static<typeof SuggestedBudget>;

/** One month of the runway (PL-25): how long the money lasts if the current budget repeats. */
export const RunwayEntry = Type.Object({
  name: Type.String({ description: "The month, e.g. 'November 2026'" }),
  start_date: Type.String({ description: 'First day of the month (YYYY-MM-DD)' }),
  end_date: Type.String({ description: 'Last day of the month (YYYY-MM-DD)' }),
  status: StringEnum(['past', 'current', 'future'], { description: 'current for this calendar month, future after it' }),
  income: money("This month: the current budget's income dated today or later; later months: all its income"),
  budgeted: money('This month: what is still to spend (amount − spent per qube budget, not below 0); later months: the total budgeted'),
  starting_balance: money("This month: the account balance now; later months: the previous month's ending balance"),
  ending_balance: money('starting_balance + income − budgeted'),
});
export type RunwayEntry = Static<typeof RunwayEntry>;

/** GET budgets/runway/: this month and the next five. */
export const Runway = Type.Object({ results: Type.Array(RunwayEntry) });
export type Runway = Static<typeof Runway>;

/** An income group (PL-10, PL-11, PL-13): a one-time (`recurring` 'none') or recurring income, with its instances. */
export const IncomeGroup = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  amount: Money,
  start_date: Type.String(),
  recurring: Type.String({ description: "'none' for a one-time income, else how it repeats (as orders)" }),
  frequency: Nullable(Type.String()),
  transfer_interval: Nullable(Type.Integer()),
  days_in_calendar: Type.Array(CalendarDay),
  expected_income_instances: Type.Array(IncomeInstance),
  recurring_income_instances: Type.Array(IncomeInstance),
});
export type IncomeGroup = Static<typeof IncomeGroup>;

const incomeAmount = moneyInput("0.01 to 1000000.00, two decimals at most ('12.50' or 12.5)");

/** POST budgets/income-groups/ and PATCH budgets/income-groups/{id}/ (PL-11): every field of the group. */
export const IncomeGroupInput = Type.Object({
  account_id: Id,
  name: Type.String({ maxLength: 1000, description: 'Required, at most 60 characters' }),
  amount: incomeAmount,
  start_date: Type.String({ maxLength: 32, description: "YYYY-MM-DD, today or later (PATCH also keeps the group's own start date)" }),
  recurring: Type.String({ maxLength: 32, description: `none (one-time), ${DATED_RECURRING_VALUES.slice(1, -1).join(', ')} or custom` }),
  frequency: Type.Optional(Nullable(Type.String({ maxLength: 32 }), { description: `custom only (required): ${FREQUENCIES.join(', ')}` })),
  transfer_interval: Type.Optional(Nullable(Type.Integer(), { description: `custom (required) and the presets: every N units, ${REPEAT_INTERVAL.min} to ${REPEAT_INTERVAL.max}` })),
  days_in_calendar: Type.Optional(Type.Array(CalendarDay, { maxItems: 31 })),
}, { additionalProperties: false });
export type IncomeGroupInput = Static<typeof IncomeGroupInput>;

/** PATCH budgets/{expected,recurring}-income/{id}/: name, amount, or a date inside the instance's budget period. */
export const IncomeInstanceInput = Type.Object({
  account_id: Id,
  name: Type.Optional(Type.String({ maxLength: 1000 })),
  amount: Type.Optional(incomeAmount),
  date: Type.Optional(Type.String({ maxLength: 32, description: "YYYY-MM-DD inside the instance's budget period" })),
}, { additionalProperties: false });
export type IncomeInstanceInput = Static<typeof IncomeInstanceInput>;

const deleteIncomeFields = {
  id: Type.Optional(Id),
  account_id: Type.Optional(Id),
  type: Type.Optional(StringEnum(['expected', 'recurring'])),
  delete_future: Type.Optional(Type.Boolean({ description: 'Also deletes every later instance of its group, which stops there' })),
};

/** DELETE budgets/{expected,recurring}-income/{id}/ in the query string (`id`, if sent, is the path's). */
export const IncomeDeleteQuery = Type.Object(deleteIncomeFields);
export type IncomeDeleteQuery = Static<typeof IncomeDeleteQuery>;

/** DELETE budgets/{expected,recurring}-income/{id}/ in a JSON body (or no body). */
export const IncomeDeleteInput = Nullable(Type.Object(deleteIncomeFields, { additionalProperties: false }));
