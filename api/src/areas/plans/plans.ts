import { formatMoney } from '@qube/contract/core/money';
import { LITE_EXTRA_QUBE_CENTS, LITE_FREE_QUBES, monthlyFeeCents, PLAN_DISPLAY_NAMES, PLAN_PRICES, type PlanName } from '@qube/contract/core/plans';
import { PROMO_CODES, REGISTRATION_OFFERS, TRIAL_DAYS, type PromoCode } from './registrationPricing';

/**
 * The rules of an account's plan (ON-65 to ON-69, API-57), pure: prices, billing periods, proration, which change
 * goes where, and the sentences the confirm dialog shows. Names and prices are the contract core's
 * (`@qube/contract/core/plans`): registration's list plus Qube+, which is reached from an existing account only.
 * docs/adr/0079-plans-and-promo-codes.md records the rules.
 */

export type PlanCall = 'upgrade' | 'downgrade' | 'make_plus' | 'change';

/** The plans' names, prices and Lite's free qubes and fee per further qube a month: the contract core's. */
export { LITE_EXTRA_QUBE_CENTS, LITE_FREE_QUBES, monthlyFeeCents, type PlanName };

export type PlanCatalogueEntry = { planName: PlanName; displayName: string; monthlyCents: bigint; yearlyCents: bigint; description: string };

/** Qube+ (a household account for a family): ours, as the spec gives no price (ON-65). */
const PLUS: PlanCatalogueEntry = {
  planName: 'plus', displayName: PLAN_DISPLAY_NAMES.plus, ...PLAN_PRICES.plus,
  description: 'A household account shared with your family, with unlimited qubes.',
};

export const PLAN_CATALOGUE: readonly PlanCatalogueEntry[] = [
  ...REGISTRATION_OFFERS.map((p) => ({ planName: p.planName, displayName: p.displayName, monthlyCents: p.monthlyCents, yearlyCents: p.yearlyCents, description: p.description })),
  PLUS,
];

export const planEntry = (plan: string): PlanCatalogueEntry =>
  PLAN_CATALOGUE.find((p) => p.planName === plan) ?? (PLAN_CATALOGUE[0] as PlanCatalogueEntry);

/**
 * The part of a plan's fee charged in advance at each billing anchor (issue 22 §2): the plan's price; Lite's is $0.00,
 * its extra qubes are charged in arrears (the most held in the period, see planBilling.ts).
 */
export const baseFeeCents = (plan: string): bigint => (plan === 'lite' ? 0n : planEntry(plan).monthlyCents);

/** Lite's charge for a period in which the account held at most `peakQubes` active qubes: $1.00 per qube beyond three. */
export const liteQubeFeeCents = (peakQubes: number): bigint => monthlyFeeCents('lite', peakQubes);

/** A billing period starting within the free days (trial, referral, promo code) is not charged. */
export const isFreePeriod = (periodStart: string, freeUntil: string | null) => freeUntil !== null && periodStart <= freeUntil;

/** The call that moves an account from one plan to another (ON-66), or null when none does. */
export const callFor = (from: string, to: string): PlanCall | null => {
  if (from === to) return null;
  if (to === 'plus') return 'make_plus';
  if (from === 'lite' && (to === 'premium' || to === 'family')) return 'upgrade';
  if ((from === 'premium' || from === 'family') && to === 'lite') return 'downgrade';
  return 'change';
};

/** Refusals of a plan change (ON-69: ours). */
export const PLAN_MESSAGES = {
  notOwner: 'Only the primary account holder can change the plan of this account.',
  guest: 'Create an account to choose a plan.',
  household: 'A household account stays on Qube+.',
  samePlan: 'Your account is already on this plan.',
  upgradeOnlyFromLite: 'This upgrade is for accounts on the Lite plan.',
  upgradeTarget: 'Choose Premium or Family to upgrade to.',
  downgradeOnlyToLite: 'Only a Premium or Family account can downgrade to Lite.',
  alreadyPlus: 'This account is already on Qube+.',
  choosePlan: 'Please choose a plan.',
  changeToPlus: 'Use Make Qube+ to move to Qube+.',
  cloudTooLow: 'Your Cloud balance is too low for this change. Add money to Cloud and try again.',
  promoInvalid: 'This discount code is not valid.',
  promoRegistrationOnly: 'This code can only be used when you open an account.',
  promoApplied: 'This promo code has already been applied to your account.',
} as const;

/** Where a change may go: the target plan of a call, or a refusal message (400). */
export const targetOf = (call: PlanCall, from: string, requested: string | undefined): { to: PlanName } | { error: string } => {
  switch (call) {
    case 'upgrade':
      if (from !== 'lite') return { error: PLAN_MESSAGES.upgradeOnlyFromLite };
      if (requested !== undefined && requested !== 'premium' && requested !== 'family') return { error: PLAN_MESSAGES.upgradeTarget };
      return { to: (requested as 'premium' | 'family' | undefined) ?? 'premium' };
    case 'downgrade':
      if (from !== 'premium' && from !== 'family') return { error: PLAN_MESSAGES.downgradeOnlyToLite };
      if (requested !== undefined && requested !== 'lite') return { error: PLAN_MESSAGES.downgradeOnlyToLite };
      return { to: 'lite' };
    case 'make_plus':
      if (from === 'plus') return { error: PLAN_MESSAGES.alreadyPlus };
      return { to: 'plus' };
    case 'change':
      if (requested === undefined) return { error: PLAN_MESSAGES.choosePlan };
      if (requested === from) return { error: PLAN_MESSAGES.samePlan };
      return { to: requested as PlanName };
  }
};

// Calendar arithmetic on YYYY-MM-DD through UTC days: no time zone or daylight-saving hour shifts a day count.
const DAY_MS = 86_400_000;
const toDay = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
const fromDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const addDaysIso = (iso: string, days: number) => fromDay(toDay(iso) + days);
export const daysBetween = (from: string, to: string) => toDay(to) - toDay(from);

/** The anchor's day of month in the month `offset` months after (year, month), clamped to short months. */
const billingDate = (year: number, monthIndex: number, anchorDay: number) => {
  const last = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return fromDay(Date.UTC(year, monthIndex, Math.min(anchorDay, last)) / DAY_MS);
};

export type BillingPeriod = { start: string; nextStart: string; end: string; daysInPeriod: number; daysLeft: number };

/**
 * The monthly billing period holding `today`: it starts on the anchor's day of month (the 31st is the last day of a
 * shorter month) and lasts until the next such day. days_left counts today.
 */
export const billingPeriod = (anchor: string, today: string): BillingPeriod => {
  const anchorDay = Number(anchor.slice(8, 10));
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  let start = billingDate(year, month, anchorDay);
  if (start > today) start = billingDate(year, month - 1, anchorDay);
  const startMonth = Number(start.slice(5, 7)) - 1;
  const startYear = Number(start.slice(0, 4));
  const nextStart = billingDate(startYear, startMonth + 1, anchorDay);
  return { start, nextStart, end: addDaysIso(nextStart, -1), daysInPeriod: daysBetween(start, nextStart), daysLeft: daysBetween(today, nextStart) };
};

/** `cents` × part / whole, rounded half up to the cent (integers only). */
export const prorate = (cents: bigint, part: number, whole: number): bigint => {
  if (whole <= 0 || part <= 0) return 0n;
  const numerator = 2n * cents * BigInt(part) + BigInt(whole);
  return numerator / (2n * BigInt(whole));
};

/** The last free day of an account without one recorded: registration's first month is free (TRIAL_DAYS). */
export const defaultFreeUntil = (openedOn: string) => addDaysIso(openedOn, TRIAL_DAYS - 1);

/** The first billing day after the free days (or the next period's start when none are left). */
export const nextChargeDate = (anchor: string, today: string, freeUntil: string | null) => {
  let period = billingPeriod(anchor, today);
  while (freeUntil !== null && period.nextStart <= freeUntil) period = billingPeriod(anchor, period.nextStart);
  return period.nextStart;
};

/** Formats cents as the page writes money: $1,234.50 (no sign). */
export const usd = (cents: bigint) => formatMoney(cents < 0n ? -cents : cents);

const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export type RefundInput = {
  from: string;
  to: string;
  anchor: string;
  today: string;
  freeUntil: string | null;
  activeQubes: number;
  /**
   * What was collected for the current period and not given back yet (its plan fee and prorated charges, less
   * refunds): the refund never exceeds it, so nothing charged means nothing refunded (issue 22 §2).
   */
  refundableCents: bigint;
};

/**
 * The refund check (ON-67): the unused part of the current plan's fee for the days left in the billing period is
 * given back, at most what was collected for the period; the new plan's fee for the same days is taken; both prorated
 * by days and rounded half up to the cent. Within free days nothing moves. Lite's extra qubes are billed in arrears at
 * the next anchor (the most held in the period), so a change neither refunds nor charges them.
 */
export const refundCheck = (input: RefundInput) => {
  const period = billingPeriod(input.anchor, input.today);
  const isFree = input.freeUntil !== null && input.freeUntil >= input.today;
  const newFee = monthlyFeeCents(input.to, input.activeQubes);
  const unused = prorate(baseFeeCents(input.from), period.daysLeft, period.daysInPeriod);
  const refund = isFree ? 0n : (unused < input.refundableCents ? unused : (input.refundableCents > 0n ? input.refundableCents : 0n));
  const charge = isFree ? 0n : prorate(baseFeeCents(input.to), period.daysLeft, period.daysInPeriod);
  const net = charge - refund;
  const next = nextChargeDate(input.anchor, input.today, isFree ? input.freeUntil : null);
  const toName = planEntry(input.to).displayName;
  const then = `${toName} costs ${usd(newFee)} a month from ${longDate(next)}.`;
  const lite = input.to === 'lite' && input.activeQubes > LITE_FREE_QUBES
    ? ` Your ${input.activeQubes} qubes cost ${usd(newFee)} a month on Lite (the first ${LITE_FREE_QUBES} are free, then ${usd(LITE_EXTRA_QUBE_CENTS)} per qube).`
    : '';
  const days = `${period.daysLeft} day${period.daysLeft === 1 ? '' : 's'}`;
  let message: string;
  if (isFree) message = `You are in your free days until ${longDate(input.freeUntil as string)}: nothing is charged or refunded now. ${then}`;
  else if (net > 0n) message = `${usd(net)} will be taken from your Cloud today for the ${days} left in this billing period. ${then}`;
  else if (net < 0n) message = `${usd(net)} for the ${days} left in this billing period will be refunded to your Cloud today. ${then}`;
  else message = `Nothing is charged or refunded today. ${then}`;
  return {
    period,
    isFree,
    refundCents: refund,
    chargeCents: charge,
    netCents: net,
    newFeeCents: newFee,
    nextChargeDate: next,
    message: `${message}${lite}`,
  };
};

/** A promo code an existing account can apply: one that gives free days (FREESHIP is for a card at registration). */
export const promoForAccount = (code: string): { promo: PromoCode & { freeDays: number } } | { error: string } => {
  const wanted = code.trim().toUpperCase();
  const promo = PROMO_CODES.find((p) => p.code === wanted);
  if (!promo) return { error: PLAN_MESSAGES.promoInvalid };
  if (!promo.freeDays) return { error: PLAN_MESSAGES.promoRegistrationOnly };
  return { promo: { ...promo, freeDays: promo.freeDays } };
};
