import { ApiError, formatMoney } from '@qube/shared';
import { checkPaycheckRule, type PaycheckLineKind, type PayerMatch } from '@qube/contract/core/paycheck';
import { fromCents, readMoney } from '@qube/contract/core/money';
import type { PaycheckRule, PaycheckRuleInput } from './paycheckRulesApi';

/**
 * The paycheck rule form's values and checks (issue 25 §3). The checks are the API's own
 * (`@qube/contract/core/paycheck`), so the form says before sending exactly what the API would answer.
 */

export type LineValues = { key: number; kind: PaycheckLineKind; qubeId: number | null; amount: string; percent: string };
export type RuleValues = { payerName: string; payerMatch: PayerMatch; amountMin: string; amountMax: string; lines: LineValues[]; isActive: boolean };
/** Field messages by the API's field names: payer_name, amount_min, lines, lines.0.amount… */
export type RuleErrors = Record<string, string>;

export const KIND_LABELS: Record<PaycheckLineKind, string> = { fixed: 'Fixed amount', fill_to_budget: 'Fill to budget', percent: 'Percentage' };

export const PAYCHECK_TEXTS = {
  cardTitle: 'Paycheck Rules',
  cardLead: 'When a paycheck lands in Cloud, split it into your qubes. What the plan does not use stays in Cloud.',
  add: 'Add paycheck rule',
  empty: 'No paycheck rule yet.',
  loadFailed: 'We could not load your paycheck rules.',
  saveFailed: 'We could not save the rule.',
  deleteFailed: 'We could not delete the rule.',
  saved: 'Your paycheck rule is saved.',
  deleted: 'Your paycheck rule is deleted.',
  previewTitle: 'Last three paychecks',
  previewIncomplete: 'Complete the rule to see what it would have done.',
  previewEmpty: 'No deposit in your history matches this rule yet.',
  previewFailed: 'We could not load the preview.',
  qubesFailed: 'We could not load your qubes.',
  discardQuestion: 'Discard your changes to this rule?',
} as const;

let nextKey = 1;
export const newLine = (kind: PaycheckLineKind = 'fixed'): LineValues => ({ key: nextKey++, kind, qubeId: null, amount: '', percent: '' });

export const emptyRule = (): RuleValues => ({ payerName: '', payerMatch: 'contains', amountMin: '', amountMax: '', lines: [newLine()], isActive: true });

export const valuesOf = (rule: PaycheckRule): RuleValues => ({
  payerName: rule.payer_name,
  payerMatch: rule.payer_match,
  amountMin: rule.amount_min === '0.00' ? '' : rule.amount_min,
  amountMax: rule.amount_max ?? '',
  lines: rule.lines.map((line) => ({ key: nextKey++, kind: line.kind, qubeId: line.qube_id, amount: line.amount ?? '', percent: line.percent ?? '' })),
  isActive: rule.is_active,
});

/** Money as typed ('$1,200.5') as the API reads it ('1200.50'); anything else as typed, for the check to refuse. */
const moneyText = (typed: string): string => {
  const cents = readMoney(typed);
  return cents === null ? typed.trim() : fromCents(cents);
};

export const toInput = (values: RuleValues): PaycheckRuleInput => ({
  payer_name: values.payerName,
  payer_match: values.payerMatch,
  amount_min: values.amountMin.trim() === '' ? null : moneyText(values.amountMin),
  amount_max: values.amountMax.trim() === '' ? null : moneyText(values.amountMax),
  lines: values.lines.map((line) => ({
    kind: line.kind,
    qube_id: line.qubeId,
    amount: line.kind === 'fixed' ? moneyText(line.amount) : null,
    percent: line.kind === 'percent' ? line.percent.trim().replace(/%$/, '') : null,
  })),
  is_active: values.isActive,
});

/** The form's check: the API's messages, by the API's field names (none: the rule may be sent). */
export function checkValues(values: RuleValues): RuleErrors {
  const checked = checkPaycheckRule(toInput(values));
  return checked.ok ? {} : checked.errors;
}

/** The field messages of a 400 (null for any other failure). */
export function apiFieldErrors(error: unknown): RuleErrors | null {
  const fields = error instanceof ApiError && error.status === 400 ? error.body?.fields : undefined;
  return fields && Object.keys(fields).length > 0 ? { ...fields } : null;
}

/** Whether two forms say the same (a dialog closed with changes asks first). */
export const sameValues = (a: RuleValues, b: RuleValues): boolean => JSON.stringify(toInput(a)) === JSON.stringify(toInput(b));

/** One plan line in words: '$600.00 to Rent', 'Fill Groceries to its budget', '10% to Vacation'. */
export function lineSentence(line: { kind: PaycheckLineKind; qube_name: string; amount: string | null; percent: string | null }): string {
  if (line.kind === 'fixed') return `${formatMoney(line.amount ?? '0')} to ${line.qube_name}`;
  if (line.kind === 'percent') return `${Number(line.percent ?? '0')}% to ${line.qube_name}`;
  return `Fill ${line.qube_name} to its budget`;
}

/** Which deposits a rule takes, in words: 'From a payer containing “Acme” · $1,000.00 to $5,000.00'. */
export function matchSentence(rule: Pick<PaycheckRule, 'payer_name' | 'payer_match' | 'amount_min' | 'amount_max'>): string {
  const who = rule.payer_match === 'equals' ? `From “${rule.payer_name}”` : `From a payer containing “${rule.payer_name}”`;
  const range = rule.amount_max === null ? `${formatMoney(rule.amount_min)} or more` : `${formatMoney(rule.amount_min)} to ${formatMoney(rule.amount_max)}`;
  return `${who} · ${range}`;
}
