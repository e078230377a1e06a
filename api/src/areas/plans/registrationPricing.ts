import { fromCents, toCents } from '@qube/contract/core/money';
import { PLAN_DISPLAY_NAMES, PLAN_PRICES } from '@qube/contract/core/plans';

/**
 * Prices and fees of registration (ON-20, ON-21, ON-28, ON-65: the spec gives none but Lite's; ours, recorded in
 * docs/adr/0047-registration-prices-and-payment.md). Amounts in cents; the API answers them as two-decimal strings.
 */

export type RegistrationPlanName = 'lite' | 'premium' | 'family';

export type PlanPrice = {
  id: number;
  planName: RegistrationPlanName;
  displayName: string;
  monthlyCents: bigint;
  yearlyCents: bigint;
  description: string;
  features: string[];
};

/** The plans registration offers, with the contract core's names and prices. */
export const REGISTRATION_OFFERS: readonly PlanPrice[] = [
  {
    id: 1, planName: 'lite', displayName: PLAN_DISPLAY_NAMES.lite, ...PLAN_PRICES.lite,
    description: 'Free: your first three qubes are free, then $1 per qube per month.',
    features: ['3 free qubes, then $1 per qube per month', 'Virtual debit card', 'Budgeting and planning'],
  },
  {
    id: 2, planName: 'premium', displayName: PLAN_DISPLAY_NAMES.premium, ...PLAN_PRICES.premium,
    description: 'Unlimited qubes for one person.',
    features: ['Unlimited qubes', 'Auto funding', 'Monthly reports'],
  },
  {
    id: 3, planName: 'family', displayName: PLAN_DISPLAY_NAMES.family, ...PLAN_PRICES.family,
    description: 'Unlimited qubes for you and sub-accounts for your family.',
    features: ['Everything in Premium', 'Sub-accounts for family members', 'Shared goals'],
  },
];

export const planById = (id: number | null | undefined) => REGISTRATION_OFFERS.find((p) => p.id === id) ?? null;

/** One-time fees charged to the card at checkout. */
export const FEES = {
  activationCents: 0n,
  physicalCardCents: 0n,
  cardDesignCents: { classic: 0n, midnight: 500n, aurora: 1000n } as Record<string, bigint>,
  expeditedShippingCents: 1500n,
};

/** The first month is free for everyone; a referral makes it 60 days (ON-06); a promo code may say more. */
export const TRIAL_DAYS = 30;
export const REFERRAL_FREE_DAYS = 60;
export const MAX_INITIAL_DEPOSIT_CENTS = 1_000_000n;

export type PromoCode = {
  code: string;
  description: string;
  /** Days before the first plan fee (replaces the trial when longer). */
  freeDays?: number;
  /** Expedited shipping costs nothing. */
  freeShipping?: boolean;
};

/** The discount codes the sandbox knows (api/README.md "Registration sandbox"). */
export const PROMO_CODES: readonly PromoCode[] = [
  { code: 'QUBE60', description: 'Your first 60 days are free.', freeDays: 60 },
  { code: 'FREESHIP', description: 'Expedited card shipping is free.', freeShipping: true },
];

export const promoByCode = (code: string | null | undefined): PromoCode | null => {
  const wanted = (code ?? '').trim().toUpperCase();
  return PROMO_CODES.find((p) => p.code === wanted) ?? null;
};

export type CheckoutInput = {
  planId: number | null;
  billingFrequency: 'monthly' | 'yearly';
  isVirtualOnly: boolean;
  cardDesign: string | null;
  expedite: boolean;
  depositCents: bigint;
  promo: PromoCode | null;
  isReferral: boolean;
  today: Date;
};

const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Every amount of the summary, computed in cents (no floats). */
export const checkout = (input: CheckoutInput) => {
  const plan = planById(input.planId);
  const physical = !input.isVirtualOnly;
  const designCents = physical ? (FEES.cardDesignCents[input.cardDesign ?? 'classic'] ?? 0n) : 0n;
  const cardCents = physical ? FEES.physicalCardCents : 0n;
  const shippingCents = physical && input.expedite && !input.promo?.freeShipping ? FEES.expeditedShippingCents : 0n;
  const totalCents = FEES.activationCents + cardCents + designCents + shippingCents + input.depositCents;
  const freeDays = Math.max(TRIAL_DAYS, input.isReferral ? REFERRAL_FREE_DAYS : 0, input.promo?.freeDays ?? 0);
  const planCents = plan ? (input.billingFrequency === 'yearly' ? plan.yearlyCents : plan.monthlyCents) : 0n;
  return {
    plan,
    activationFee: fromCents(FEES.activationCents),
    physicalCardFee: fromCents(cardCents),
    designFee: fromCents(designCents),
    shippingFee: fromCents(shippingCents),
    deposit: fromCents(input.depositCents),
    monthlyFee: fromCents(plan ? plan.monthlyCents : 0n),
    planFee: fromCents(planCents),
    totalCheckoutFees: totalCents > 0n ? fromCents(totalCents) : null,
    freeDays,
    nextChargeDate: plan && planCents > 0n ? iso(addDays(input.today, freeDays)) : null,
  };
};

export const depositCents = (value: unknown): bigint => (typeof value === 'string' && value !== '' ? toCents(value) : 0n);
