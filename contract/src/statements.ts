import { Type, type Static } from 'typebox';
import { Id, Money, Nullable, NullableMoney, StringEnum } from './common';

const statementFields = {
  id: Type.Integer({ description: 'YYYYMM of the period' }),
  name: Type.String(),
  period_start: Type.String(),
  period_end: Type.String(),
  opening_balance: Money,
  closing_balance: Money,
  total_in: Money,
  total_out: Money,
  created_at: Type.String(),
};

/** A monthly statement of an account (ST-02). */
export const Statement = Type.Object(statementFields);
export type Statement = Static<typeof Statement>;

/** One line of a statement: a money movement of the period, oldest first, with the account balance after it. */
export const StatementLine = Type.Object({
  id: Type.Integer({ description: 'The activity id' }),
  date: Type.String(),
  description: Type.String(),
  qube: Nullable(Type.String()),
  amount: Money,
  balance: Money,
});
export type StatementLine = Static<typeof StatementLine>;

/** GET accounts/{id}/statements/{statement_id}/ (ST-05): a statement with its account and its lines. */
export const StatementDetail = Type.Object({
  ...statementFields,
  account_name: Type.String(),
  account_number_last4: Nullable(Type.String()),
  lines: Type.Array(StatementLine),
});
export type StatementDetail = Static<typeof StatementDetail>;

/** Path of one statement: the account and the statement id (a string, so a malformed id is a 404 like any unknown one). */
export const StatementParams = Type.Object({ id: Id, statementId: Type.String({ maxLength: 20 }) }, { additionalProperties: false });
export type StatementParams = Static<typeof StatementParams>;

/** A month with a statement or a report (ST-03, ST-04). */
export const MonthEntry = Type.Object({
  id: Type.Integer({ description: 'YYYYMM' }),
  month: Type.String({ description: 'YYYY-MM' }),
  name: Type.String(),
});
export type MonthEntry = Static<typeof MonthEntry>;

/** POST reports/get-monthly-report/: the month (YYYY-MM). */
export const MonthlyReportInput = Type.Object({
  account_id: Id,
  month: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' }),
}, { additionalProperties: false });
export type MonthlyReportInput = Static<typeof MonthlyReportInput>;

/** ST-04: where a month's money went, against the budget when there is one. */
export const MonthlyReport = Type.Object({
  month: Type.String(),
  name: Type.String(),
  period_start: Type.String(),
  period_end: Type.String(),
  money_in: Money,
  money_out: Money,
  net: Money,
  transactions_count: Type.Integer(),
  spending_by_qube: Type.Array(Type.Object({
    qube_id: Nullable(Type.Integer()),
    name: Type.String(),
    type: StringEnum(['spending', 'billing', 'goal', 'system', 'cloud']),
    spent: Money,
    budget: NullableMoney,
  })),
  top_merchants: Type.Array(Type.Object({ name: Type.String(), spent: Money, count: Type.Integer() })),
});
export type MonthlyReport = Static<typeof MonthlyReport>;
