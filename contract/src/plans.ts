import { Type, type Static } from 'typebox';
import { Id, IsoDate, Money, Nullable, StringEnum } from './common';
import { PLANS } from './accounts';

/**
 * Plans of an existing account (issue 11 section 3: ON-65 to ON-69, API-57): the account's plan and billing period,
 * the plan changes with their refund check, and promo codes. The prices are registration's (GET accounts/plans/) plus
 * Qube+; proration and the rules are ours, recorded in docs/adr/0079-plans-and-promo-codes.md.
 */

/** The account of a plan call (the account whose plan changes). */
export const PlanAccountParams = Type.Object({ id: Id }, { additionalProperties: false });
export type PlanAccountParams = Static<typeof PlanAccountParams>;

/** One plan with its monthly price, as /manage-plan shows it. */
export const PlanOffer = Type.Object({
  plan_name: StringEnum(PLANS),
  display_name: Type.String(),
  monthly_fee: Money,
  yearly_fee: Money,
  description: Type.String(),
  /** Which call moves the account to this plan (null: the current plan, or not reachable from it). */
  action: Nullable(StringEnum(['upgrade', 'downgrade', 'make_plus', 'change'])),
});
export type PlanOffer = Static<typeof PlanOffer>;

/** GET web/accounts/{id}/plan/: the account's plan now, its billing period and what it may change to. */
export const AccountPlanState = Type.Object({
  account_id: Type.Integer(),
  plan: StringEnum(PLANS),
  display_name: Type.String(),
  /** What the plan costs this month, the Lite plan's extra qubes included. */
  monthly_fee: Money,
  active_qube_count: Type.Integer(),
  free_qube_count: Type.Integer({ description: 'Qubes the Lite plan includes (3)' }),
  extra_qube_fee: Money,
  billing_period_start: IsoDate,
  billing_period_end: IsoDate,
  next_charge_date: IsoDate,
  /** The last day of the free days (trial, referral or promo code); null when none are left. */
  free_until: Nullable(IsoDate),
  /** False for sub-accounts and for people who are not the account's primary member (ON-65). */
  can_change_plan: Type.Boolean(),
  plans: Type.Array(PlanOffer),
  applied_promo_codes: Type.Array(Type.String()),
});
export type AccountPlanState = Static<typeof AccountPlanState>;

/** The plans a change can go to (Qube+ is reached with make-plus-account/). */
export const CHANGEABLE_PLANS = ['lite', 'premium', 'family'] as const;

/** Body of a plan change and of its check-refund/. */
export const PlanChangeInput = Type.Object({
  plan_name: Type.Optional(StringEnum(CHANGEABLE_PLANS, { description: 'The new plan (upgrade: premium (default) or family; change-plan: required)' })),
}, { additionalProperties: false });
export type PlanChangeInput = Static<typeof PlanChangeInput>;

/** The refund check (ON-67): what the change costs or gives back, shown before the person confirms. */
export const RefundCheck = Type.Object({
  from_plan: StringEnum(PLANS),
  to_plan: StringEnum(PLANS),
  billing_period_start: IsoDate,
  billing_period_end: IsoDate,
  days_in_period: Type.Integer(),
  days_left: Type.Integer({ description: 'Days from today to the end of the billing period, today included' }),
  /** The unused part of the current plan's fee for this period, given back to Cloud. */
  refund_amount: Money,
  /** The new plan's fee for the days left, taken from Cloud. */
  charge_amount: Money,
  /** charge_amount − refund_amount: above 0 is taken from Cloud, below 0 is given back. */
  net_amount: Money,
  new_monthly_fee: Money,
  next_charge_date: IsoDate,
  is_free_period: Type.Boolean({ description: 'Within free days: nothing is charged or refunded' }),
  message: Type.String({ description: 'The sentence the confirm dialog shows' }),
});
export type RefundCheck = Static<typeof RefundCheck>;

/** The answer of a plan change: the account's plan state after it, and what was charged or refunded. */
export const PlanChangeResult = Type.Object({
  refund_check: RefundCheck,
  plan: AccountPlanState,
  message: Type.String(),
});
export type PlanChangeResult = Static<typeof PlanChangeResult>;

/** Body of POST web/promo-codes/verify/ and apply/. */
export const PromoCodeInput = Type.Object({
  account_id: Id,
  code: Type.String({ maxLength: 40 }),
}, { additionalProperties: false });
export type PromoCodeInput = Static<typeof PromoCodeInput>;

/** Body of POST onboarding/promo-code/verify/ (no account yet). */
export const OnboardingPromoCodeInput = Type.Object({ code: Type.String({ maxLength: 40 }) }, { additionalProperties: false });
export type OnboardingPromoCodeInput = Static<typeof OnboardingPromoCodeInput>;

/** A known promo code and what it gives. */
export const PromoCodeDetails = Type.Object({
  code: Type.String(),
  description: Type.String(),
  free_days: Type.Integer({ minimum: 0 }),
  /** The last free day it gives this account (null for a code that gives no free days, or without an account). */
  free_until: Nullable(IsoDate),
  is_applied: Type.Boolean(),
  message: Type.String(),
});
export type PromoCodeDetails = Static<typeof PromoCodeDetails>;

/** The states of a plan invoice (issue 22 §2; docs/adr/0082-plan-billing.md). */
export const INVOICE_STATUSES = ['free', 'open', 'paid', 'past_due', 'void'] as const;
/**
 * past_due_credit: a plan change while the period's fee was past due cut that fee to the days the old plan was used
 * (the rest is no longer owed; it was never collected, so nothing is refunded).
 */
export const INVOICE_LINE_KINDS = ['plan_fee', 'qube_fee', 'proration_charge', 'proration_refund', 'past_due_credit'] as const;

/** One line of an invoice: the period's plan fee, the previous period's Lite qubes, a plan change's prorated part, or the unused part of a past-due fee. */
export const PlanInvoiceLine = Type.Object({
  kind: StringEnum(INVOICE_LINE_KINDS),
  description: Type.String(),
  /** Positive: charged; negative: refunded. */
  amount: Money,
  /** The Cloud activity that moved the money (null while unpaid, or for a free line). */
  activity_id: Nullable(Type.Integer()),
  created_at: Type.String({ format: 'date-time' }),
});
export type PlanInvoiceLine = Static<typeof PlanInvoiceLine>;

/** A billing period's invoice: what the anchor charged from Cloud and what plan changes added or gave back. */
export const PlanInvoice = Type.Object({
  id: Type.Integer(),
  period_start: IsoDate,
  period_end: IsoDate,
  plan: StringEnum(PLANS),
  status: StringEnum(INVOICE_STATUSES),
  /** What the anchor charges: the plan fee plus the previous period's Lite qubes beyond three. */
  amount_due: Money,
  amount_paid: Money,
  amount_refunded: Money,
  /** The next daily retry of a past-due invoice. */
  next_attempt_on: Nullable(IsoDate),
  /** The last day before a past-due account moves to Lite. */
  grace_until: Nullable(IsoDate),
  paid_at: Nullable(Type.String({ format: 'date-time' })),
  lines: Type.Array(PlanInvoiceLine),
});
export type PlanInvoice = Static<typeof PlanInvoice>;

/** GET web/accounts/{id}/invoices/ (ours): the account's invoices, newest period first (the last 24). */
export const PlanInvoiceList = Type.Object({ results: Type.Array(PlanInvoice) });
export type PlanInvoiceList = Static<typeof PlanInvoiceList>;
