import { Type, type Static, type TSchema } from 'typebox';
import { Id, Money, Nullable, StringEnum } from './common';
import { PAYCHECK_LINE_KINDS, PAYCHECK_LINES_MAX, PAYER_MATCHES } from './core/paycheck';

export { PAYCHECK_LINE_KINDS, PAYCHECK_LINES_MAX, PAYCHECK_MESSAGES, PAYER_MATCHES, PAYER_NAME_MAX, type PaycheckLineKind, type PayerMatch } from './core/paycheck';

/**
 * Paycheck rules (issue 25 §3, ADR 0096). The inputs are loose on purpose (strings or numbers, kinds as text): the
 * rule's own check (contract/src/core/paycheck.ts) answers each field with its message, as the form shows it, instead
 * of the schema's generic one.
 */
const Loose = Type.Union([Type.String({ maxLength: 40 }), Type.Number(), Type.Null()]);

const PaycheckLineInput = Type.Object({
  kind: Type.String({ maxLength: 20, description: "'fixed', 'fill_to_budget' or 'percent'" }),
  qube_id: Type.Union([Type.Integer({ minimum: 0, maximum: 2_147_483_647 }), Type.Null()]),
  amount: Type.Optional(Loose),
  percent: Type.Optional(Loose),
}, { additionalProperties: false });

const ruleFields = {
  payer_name: Type.String({ maxLength: 400, description: "The payer's name as the deposit shows it; matched ignoring case and repeated spaces" }),
  payer_match: Type.Optional(Type.String({ maxLength: 20, description: "'contains' (default): the deposit's name contains it; 'equals': it is the whole name" })),
  amount_min: Type.Optional(Loose),
  amount_max: Type.Optional(Loose),
  lines: Type.Array(PaycheckLineInput, { maxItems: PAYCHECK_LINES_MAX * 2, description: 'The plan, applied in order against what is left of the paycheck; the rest stays in Cloud' }),
};

/** POST/PUT accounts/{id}/paycheck-rules/: the rule as the form sends it. */
export const PaycheckRuleInput = Type.Object({
  ...ruleFields,
  is_active: Type.Optional(Type.Boolean({ description: 'Off: the rule is kept but does not run (default on)' })),
}, { additionalProperties: false });
export type PaycheckRuleInput = Static<typeof PaycheckRuleInput>;

export const PaycheckLine = Type.Object({
  kind: StringEnum(PAYCHECK_LINE_KINDS),
  qube_id: Id,
  qube_name: Type.String({ description: "The qube's name now ('a deleted qube' when it is gone)" }),
  qube_archived: Type.Boolean(),
  amount: Nullable(Money, { description: 'A fixed amount' }),
  percent: Nullable(Type.String(), { description: 'A percentage of the whole paycheck, two decimals' }),
});
export type PaycheckLine = Static<typeof PaycheckLine>;

export const PaycheckRule = Type.Object({
  id: Id,
  account_id: Id,
  payer_name: Type.String(),
  payer_match: StringEnum(PAYER_MATCHES),
  amount_min: Money,
  amount_max: Nullable(Money),
  is_active: Type.Boolean(),
  lines: Type.Array(PaycheckLine),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type PaycheckRule = Static<typeof PaycheckRule>;

export const PaycheckRuleList = Type.Object({ results: Type.Array(PaycheckRule) });
export type PaycheckRuleList = Static<typeof PaycheckRuleList>;

export const PaycheckRuleParams = Type.Object({ id: Id, ruleId: Id }, { additionalProperties: false });
export type PaycheckRuleParams = Static<typeof PaycheckRuleParams>;

/** POST accounts/{id}/paycheck-rules/preview/: a saved rule by id, or the rule being edited (not saved). */
export const PaycheckPreviewInput = Type.Object({
  rule_id: Type.Optional(Id),
  rule: Type.Optional(Type.Object(ruleFields, { additionalProperties: false })),
}, { additionalProperties: false });
export type PaycheckPreviewInput = Static<typeof PaycheckPreviewInput>;

export const PlannedLine = Type.Object({
  kind: StringEnum(PAYCHECK_LINE_KINDS),
  qube_id: Id,
  qube_name: Type.String(),
  wanted: Money,
  allocated: Money,
  short_reason: Nullable(StringEnum(['paycheck_used_up', 'qube_archived'] as const)),
  message: Nullable(Type.String({ description: 'What was not allocated and why' })),
});
export type PlannedLine = Static<typeof PlannedLine>;

export const PreviewPaycheck = Type.Object({
  activity_id: Id,
  date: Type.String({ format: 'date-time' }),
  payer: Type.String(),
  amount: Money,
  lines: Type.Array(PlannedLine),
  to_qubes: Money,
  to_cloud: Money,
});
export type PreviewPaycheck = Static<typeof PreviewPaycheck>;

/** The last three deposits the rule matches (newest first), each split as the rule would split it with today's qubes. */
export const PaycheckPreview = Type.Object({ paychecks: Type.Array(PreviewPaycheck) });
export type PaycheckPreview = Static<typeof PaycheckPreview>;

/** POST /api/dev/direct-deposits/ (development only): the sandbox network delivers an ACH credit to the account's numbers. */
export const SandboxDirectDepositInput = Type.Object({
  account_id: Id,
  payer_name: Type.String({ minLength: 1, maxLength: 100 }),
  amount: Type.Union([Type.String({ maxLength: 20 }), Type.Number()]),
  date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'The effective date, today or earlier (default today)' })),
  deposit_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description: "The network's id: send one again to replay a delivery (it lands once). One starting lost_ is taken by the network but its delivery is lost: it lands when the reconciliation reads the network's report" })),
}, { additionalProperties: false });
export type SandboxDirectDepositInput = Static<typeof SandboxDirectDepositInput>;

export const SandboxDirectDeposit = Type.Object({
  deposit_id: Type.String(),
  status: StringEnum(['landed', 'already_landed', 'delivery_lost'] as const, { description: 'delivery_lost: the lost_ test value; nothing landed (activity_id null) until the reconciliation' }),
  activity_id: Nullable(Id),
  amount: Money,
  allocation: Nullable(Type.Object({ rule_id: Id, to_qubes: Money, to_cloud: Money, lines: Type.Array(PlannedLine) })),
});
export type SandboxDirectDeposit = Static<typeof SandboxDirectDeposit>;

const ReconciliationFindings = <T extends TSchema>(of: T) => Type.Object({ landed_late: of, unlandable: of, mismatched: of, unreported: of, invalid: of });

/**
 * POST /api/dev/direct-deposits/reconcile (development only): the sandbox network's report compared with what landed, now
 * (ADR 0105). The counts of each finding, and up to 100 deposit ids each.
 */
export const DirectDepositReconciliation = Type.Object({
  network: Type.String(),
  from: Type.String({ description: 'The window of effective dates compared, YYYY-MM-DD' }),
  to: Type.String(),
  reported: Type.Integer(),
  counts: ReconciliationFindings(Type.Integer()),
  details: ReconciliationFindings(Type.Array(Type.String())),
});
export type DirectDepositReconciliation = Static<typeof DirectDepositReconciliation>;

/**
 * POST /api/webhooks/direct-deposits/ (ADR 0098): one ACH credit as the bank partner delivers it, signed (header
 * `Qube-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`). Fields the partner adds later are
 * ignored; each of these is checked with its own message (400 `fields`).
 */
export const DirectDepositDelivery = Type.Object({
  deposit_id: Type.String({ maxLength: 200, description: "The network's id of the credit: a repeated delivery carries the same one (it lands once)" }),
  routing_number: Type.String({ maxLength: 40, description: 'The routing number the credit is addressed to (9 digits)' }),
  account_number: Type.String({ maxLength: 40, description: 'The account number the credit is addressed to (up to 17 letters, digits or hyphens)' }),
  payer_name: Type.String({ maxLength: 400, description: "The originator's name (the company that pays), as the ACH entry carries it" }),
  amount: Type.String({ maxLength: 40, description: "Money, two decimals, positive: '2400.00'" }),
  effective_date: Type.String({ maxLength: 40, description: "The entry's effective date, YYYY-MM-DD" }),
});
export type DirectDepositDelivery = Static<typeof DirectDepositDelivery>;

/** 200: the credit landed now, or landed before (a repeated delivery: nothing moved). */
export const DirectDepositDeliveryLanded = Type.Object({
  status: StringEnum(['landed', 'already_landed'] as const),
  deposit_id: Type.String(),
});

/** Why a credit is returned: no account has its numbers, or several do (never landed in a guessed one). */
export const DIRECT_DEPOSIT_RETURN_REASONS = ['no_account', 'ambiguous_account'] as const;
export type DirectDepositReturnReason = (typeof DIRECT_DEPOSIT_RETURN_REASONS)[number];

/** 422: the network returns the credit to the payer; nothing was recorded. */
export const DirectDepositDeliveryReturned = Type.Object({
  status: StringEnum(['returned'] as const),
  reason: StringEnum(DIRECT_DEPOSIT_RETURN_REASONS),
});
