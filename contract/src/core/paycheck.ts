/**
 * Paycheck rules (issue 25 §3, docs/adr/0096): which deposit is a paycheck, and how it is split into qubes. One rule for
 * the API (runs and previews) and the planning form (its checks before it sends), so both say the same thing. Pure:
 * exact cents (bigint), no dates, no I/O.
 */
import { fromCents, MONEY_MAX, parseMoney, readMoney } from './money';

export const PAYER_MATCHES = ['contains', 'equals'] as const;
export type PayerMatch = (typeof PAYER_MATCHES)[number];

export const PAYCHECK_LINE_KINDS = ['fixed', 'fill_to_budget', 'percent'] as const;
export type PaycheckLineKind = (typeof PAYCHECK_LINE_KINDS)[number];

/** The plan of a rule has at most this many lines, and the payer's name at most this many characters. */
export const PAYCHECK_LINES_MAX = 20;
export const PAYER_NAME_MAX = 100;

/** Field messages, shared by the API's 400 and the form. */
export const PAYCHECK_MESSAGES = {
  payerRequired: 'Enter the payer’s name as it appears on the deposit.',
  payerTooLong: `At most ${PAYER_NAME_MAX} characters.`,
  matchInvalid: 'Choose how the name matches: contains or equals.',
  amountInvalid: 'Enter a valid amount.',
  minNegative: 'The smallest amount cannot be below 0.',
  maxBelowMin: 'The largest amount must be at least the smallest.',
  linesRequired: 'Add at least one line to the plan.',
  linesTooMany: `A plan has at most ${PAYCHECK_LINES_MAX} lines.`,
  kindInvalid: 'Choose a fixed amount, fill to budget or a percentage.',
  qubeRequired: 'Choose a qube.',
  qubeTwice: 'This qube is already in the plan.',
  fixedNotPositive: 'Amount must be greater than 0.',
  percentRange: 'Enter a percentage from 0.01 to 100.',
  percentTotal: 'The percentages add up to more than 100%.',
} as const;

/** One line of a plan as stored and answered: a fixed amount (money), fill to budget, or a percent (up to 2 decimals). */
export type PaycheckLine = { kind: PaycheckLineKind; qube_id: number; amount: string | null; percent: string | null };

/** A rule's matching part. */
export type PaycheckMatch = { payer_name: string; payer_match: PayerMatch; amount_min: string; amount_max: string | null };

/** What a person typed (the API's body, the form's values): anything may be missing or wrong. */
export type PaycheckRuleDraft = {
  payer_name?: unknown;
  payer_match?: unknown;
  amount_min?: unknown;
  amount_max?: unknown;
  lines?: unknown;
};

/** A checked rule: names trimmed, amounts as two-decimal strings. */
export type CheckedPaycheckRule = PaycheckMatch & { lines: PaycheckLine[] };

const text = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '');
const MAX_CENTS = parseMoney(MONEY_MAX) ?? 0n;

/** A percent with at most two decimals as hundredths of a percent (12.5 → 1250n), or null. */
export const percentHundredths = (value: unknown): bigint | null => {
  const typed = text(value);
  return /^\d{1,3}(\.\d{1,2})?$/.test(typed) ? readMoney(typed) : null;
};

/** Case-insensitive, spaces collapsed: 'ACME  corp ' and 'acme corp' are one name. */
export const normalizePayer = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether a deposit's payer is the rule's: any of the deposit's names (a direct deposit's originator; a bank deposit's
 * title and bank) equals the rule's name, or contains it, ignoring case and repeated spaces.
 */
export const payerMatches = (rule: Pick<PaycheckMatch, 'payer_name' | 'payer_match'>, names: readonly (string | null | undefined)[]): boolean => {
  const wanted = normalizePayer(rule.payer_name);
  if (wanted === '') return false;
  return names.some((name) => {
    if (!name) return false;
    const got = normalizePayer(name);
    return rule.payer_match === 'equals' ? got === wanted : got.includes(wanted);
  });
};

/** Whether a deposit's amount is in the rule's range (both ends included; no largest: any amount from the smallest). */
export const amountInRange = (rule: Pick<PaycheckMatch, 'amount_min' | 'amount_max'>, cents: bigint): boolean =>
  cents >= (readMoney(rule.amount_min) ?? 0n) && (rule.amount_max === null || cents <= (readMoney(rule.amount_max) ?? 0n));

const checkMoney = (errors: Record<string, string>, field: string, value: unknown): bigint | null => {
  const typed = text(value);
  const cents = parseMoney(typed);
  if (cents === null || cents > MAX_CENTS) {
    errors[field] ??= PAYCHECK_MESSAGES.amountInvalid;
    return null;
  }
  return cents;
};

/**
 * Checks a rule as typed; answers the checked rule or the field messages (first per field, in the form's order:
 * payer_name, payer_match, amount_min, amount_max, lines, lines.N.kind, lines.N.qube_id, lines.N.amount, lines.N.percent).
 */
export const checkPaycheckRule = (draft: PaycheckRuleDraft): { ok: true; rule: CheckedPaycheckRule } | { ok: false; errors: Record<string, string> } => {
  const errors: Record<string, string> = {};
  const payer = text(draft.payer_name).replace(/\s+/g, ' ');
  if (payer === '') errors.payer_name = PAYCHECK_MESSAGES.payerRequired;
  else if (payer.length > PAYER_NAME_MAX) errors.payer_name = PAYCHECK_MESSAGES.payerTooLong;
  const match = draft.payer_match ?? 'contains';
  if (match !== 'contains' && match !== 'equals') errors.payer_match = PAYCHECK_MESSAGES.matchInvalid;
  const minTyped = text(draft.amount_min);
  const min = minTyped === '' ? 0n : checkMoney(errors, 'amount_min', minTyped);
  if (min !== null && min < 0n) errors.amount_min = PAYCHECK_MESSAGES.minNegative;
  const maxTyped = text(draft.amount_max ?? '');
  const max = maxTyped === '' ? null : checkMoney(errors, 'amount_max', maxTyped);
  if (max !== null && min !== null && max < min) errors.amount_max = PAYCHECK_MESSAGES.maxBelowMin;

  const rawLines = Array.isArray(draft.lines) ? (draft.lines as unknown[]) : [];
  if (rawLines.length === 0) errors.lines = PAYCHECK_MESSAGES.linesRequired;
  else if (rawLines.length > PAYCHECK_LINES_MAX) errors.lines = PAYCHECK_MESSAGES.linesTooMany;
  const lines: PaycheckLine[] = [];
  const seen = new Set<number>();
  let percentTotal = 0n;
  rawLines.slice(0, PAYCHECK_LINES_MAX).forEach((raw, index) => {
    const line = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const at = `lines.${index}`;
    const kind = line.kind;
    const qubeId = line.qube_id;
    if (kind !== 'fixed' && kind !== 'fill_to_budget' && kind !== 'percent') errors[`${at}.kind`] = PAYCHECK_MESSAGES.kindInvalid;
    if (typeof qubeId !== 'number' || !Number.isInteger(qubeId) || qubeId < 1) errors[`${at}.qube_id`] = PAYCHECK_MESSAGES.qubeRequired;
    else if (seen.has(qubeId)) errors[`${at}.qube_id`] = PAYCHECK_MESSAGES.qubeTwice;
    else seen.add(qubeId);
    let amount: string | null = null;
    let percent: string | null = null;
    if (kind === 'fixed') {
      const cents = checkMoney(errors, `${at}.amount`, line.amount);
      if (cents !== null && cents <= 0n) errors[`${at}.amount`] = PAYCHECK_MESSAGES.fixedNotPositive;
      else if (cents !== null) amount = fromCents(cents);
    }
    if (kind === 'percent') {
      const hundredths = percentHundredths(line.percent);
      if (hundredths === null || hundredths < 1n || hundredths > 10000n) errors[`${at}.percent`] = PAYCHECK_MESSAGES.percentRange;
      else {
        percent = fromCents(hundredths);
        percentTotal += hundredths;
        if (percentTotal > 10000n) errors[`${at}.percent`] = PAYCHECK_MESSAGES.percentTotal;
      }
    }
    if (kind === 'fixed' || kind === 'fill_to_budget' || kind === 'percent') lines.push({ kind, qube_id: typeof qubeId === 'number' ? qubeId : 0, amount, percent });
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    rule: { payer_name: payer, payer_match: match as PayerMatch, amount_min: fromCents(min ?? 0n), amount_max: max === null ? null : fromCents(max), lines },
  };
};

/** A qube as a plan sees it: null budget when it has none this period; archived (or gone) qubes take nothing. */
export type PlanQube = { id: number; name: string; isArchived: boolean; budgetCents: bigint | null; balanceCents: bigint };

/** Why a line got less than it wanted. */
export type ShortReason = 'paycheck_used_up' | 'qube_archived';

export type PlannedLine = {
  kind: PaycheckLineKind;
  qube_id: number;
  qube_name: string;
  wantedCents: bigint;
  allocatedCents: bigint;
  reason: ShortReason | null;
};

export type PaycheckPlan = { lines: PlannedLine[]; toQubesCents: bigint; toCloudCents: bigint };

/**
 * Splits a paycheck by the plan, line by line in order, each against what is left: a fixed amount wants its amount, a
 * percentage that share of the whole paycheck (rounded down to the cent), fill to budget the qube's budget less its
 * balance (nothing when it has no budget or is full; a qube twice in a plan counts what earlier lines gave it). A line
 * gets what it wants or what is left, whichever is less; a qube that is archived or gone gets nothing. `available`
 * caps what may leave Cloud (the paycheck, or less when Cloud holds less). The rest stays in Cloud.
 */
export const planPaycheck = (paycheckCents: bigint, lines: readonly PaycheckLine[], qubes: ReadonlyMap<number, PlanQube>, available: bigint = paycheckCents): PaycheckPlan => {
  let left = available < paycheckCents ? (available > 0n ? available : 0n) : paycheckCents;
  const given = new Map<number, bigint>();
  const planned: PlannedLine[] = lines.map((line) => {
    const qube = qubes.get(line.qube_id);
    let wanted = 0n;
    if (line.kind === 'fixed') wanted = readMoney(line.amount ?? '0') ?? 0n;
    if (line.kind === 'percent') wanted = (paycheckCents * (readMoney(line.percent ?? '0') ?? 0n)) / 10000n;
    if (line.kind === 'fill_to_budget' && qube && qube.budgetCents !== null) {
      const gap = qube.budgetCents - qube.balanceCents - (given.get(qube.id) ?? 0n);
      wanted = gap > 0n ? gap : 0n;
    }
    if (wanted < 0n) wanted = 0n;
    const name = qube?.name ?? 'a deleted qube';
    if (!qube || qube.isArchived) return { kind: line.kind, qube_id: line.qube_id, qube_name: name, wantedCents: wanted, allocatedCents: 0n, reason: wanted > 0n ? 'qube_archived' : null };
    const allocated = wanted < left ? wanted : left;
    left -= allocated;
    given.set(qube.id, (given.get(qube.id) ?? 0n) + allocated);
    return { kind: line.kind, qube_id: line.qube_id, qube_name: name, wantedCents: wanted, allocatedCents: allocated, reason: allocated < wanted ? 'paycheck_used_up' : null };
  });
  const toQubes = planned.reduce((sum, line) => sum + line.allocatedCents, 0n);
  return { lines: planned, toQubesCents: toQubes, toCloudCents: paycheckCents - toQubes };
};

/** The sentence of an alert or preview line that did not get all it wanted. */
export const shortfallSentence = (line: Pick<PlannedLine, 'qube_name' | 'wantedCents' | 'allocatedCents' | 'reason'>): string => {
  const missing = fromCents(line.wantedCents - line.allocatedCents);
  return line.reason === 'qube_archived'
    ? `$${missing} for ${line.qube_name} stayed in Cloud: the qube is archived.`
    : `$${missing} for ${line.qube_name} stayed in Cloud: the paycheck was used up.`;
};
