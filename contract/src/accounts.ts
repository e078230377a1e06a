import { Type, type Static } from 'typebox';
import { Money, Nullable, StringEnum } from './common';
import { PLAN_NAMES } from './core/plans';
import { AccountVersion } from './live';

/** The kinds of account. */
export const ACCOUNT_TYPES = ['normal', 'authorized_adult', 'authorized_minor', 'household'] as const;
/** The plans an account can be on: the plans core's names. */
export const PLANS = PLAN_NAMES;
/** How long a budget period lasts. */
export const BUDGET_PERIODS = ['monthly', 'semi_monthly', 'biweekly', 'weekly'] as const;

/** An account the user reaches (SD-37). */
export const Account = Type.Object({
  id: Type.Integer(),
  display_name: Type.String(),
  full_name: Type.String(),
  account_type: StringEnum(ACCOUNT_TYPES),
  account_number: Type.String(),
  routing_number: Type.String(),
  bank_name: Type.String(),
  is_aggregate: Type.Boolean({ description: 'A household account' }),
  is_sub_account: Type.Boolean(),
  has_banking_features: Type.Boolean(),
  future_account_id: Nullable(Type.Integer()),
  household_id: Nullable(Type.Integer()),
  avatar: Nullable(Type.String()),
  plan: StringEnum(PLANS),
  budget_period: Type.String({ description: `One of ${BUDGET_PERIODS.join(', ')}` }),
});
export type Account = Static<typeof Account>;

/** PATCH accounts/{id}/: a new display name (trimmed, 1 to 60 characters) and/or budget period. */
export const AccountPatch = Type.Object({
  display_name: Type.Optional(Type.String({ maxLength: 1000, description: 'Trimmed; 1 to 60 characters' })),
  budget_period: Type.Optional(StringEnum(BUDGET_PERIODS)),
}, { additionalProperties: false });
export type AccountPatch = Static<typeof AccountPatch>;

/** The Overview numbers of /dashboard (SD-39). */
export const Overview = Type.Object({
  qubeless_transaction_count: Type.Integer(),
  refunds_qube_transaction_count: Type.Integer(),
  account_balance: Money,
  cloud_qube_total_balance: Money,
  unread_notifications_count: Type.Integer(),
  card_fund_available: Type.Boolean(),
  account_version: Type.Optional(AccountVersion),
});
export type Overview = Static<typeof Overview>;

/** ?months of the cash flow: 1 to 12 (default 1). */
export const CashFlowQuery = Type.Object({ months: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })) });
export type CashFlowQuery = Static<typeof CashFlowQuery>;

/** One calendar month of cash flow: money in, money out (a positive number) and net. */
export const CashFlowMonth = Type.Object({
  name: Type.String(),
  start_date: Type.String(),
  end_date: Type.String(),
  money_in: Money,
  money_out: Money,
  net: Money,
});
export type CashFlowMonth = Static<typeof CashFlowMonth>;

/** GET accounts/{id}/updates/cash-flow/: the months asked for, the current one last. */
export const CashFlow = Type.Object({ months: Type.Array(CashFlowMonth) });
export type CashFlow = Static<typeof CashFlow>;

/** An account's auto funding switch (API-54). */
export const AccountAutoFunding = Type.Object({ auto_funding_enabled: Type.Boolean() });
export type AccountAutoFunding = Static<typeof AccountAutoFunding>;

/** POST accounts/{id}/auto-funding/: turn auto funding on or off. */
export const AccountAutoFundingInput = Type.Object({ auto_funding_enabled: Type.Boolean() }, { additionalProperties: false });
export type AccountAutoFundingInput = Static<typeof AccountAutoFundingInput>;
