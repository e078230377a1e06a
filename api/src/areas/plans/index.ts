/**
 * The plans area's public module: its rules as other areas, the scheduler and the seed use them. Code outside the
 * area imports it only from here, or its routes from ./routes (eslint.config.mjs); the area's own files import each
 * other directly. Re-exports only: nothing here runs at import. Kept by scripts/codemods/api-areas-public.mjs.
 */
export { runBilling } from './planBilling';
export { copyPlanBilling } from './planCopy';
export { addDaysIso, billingPeriod, usd } from './plans';
export { noteLiteQubesNow } from './planUsage';
export { hasRedeemed, knownReferralCode, PROMO_USED_BY_PERSON, recordRedemption, REFERRAL_CODE_INVALID } from './promoRedemptions';
export { checkout, depositCents, FEES, MAX_INITIAL_DEPOSIT_CENTS, planById, promoByCode, REFERRAL_FREE_DAYS, REGISTRATION_OFFERS } from './registrationPricing';
