/**
 * The identity area's public module: its rules as other areas, the scheduler and the seed use them. Code outside the
 * area imports it only from here, or its routes from ./routes (eslint.config.mjs); the area's own files import each
 * other directly. Re-exports only: nothing here runs at import. Kept by scripts/codemods/api-areas-public.mjs.
 */
export { passwordProblem } from './passwordRules';
export { hashPassword } from './passwords';
export { storedFeatureFlags } from './signIn';
export { matchesHash, newPhoneCode, PHONE_CODE_INVALID, PHONE_CODE_LIFETIME_MS, PHONE_CODE_MAX_ATTEMPTS, PHONE_CODE_RESEND_AFTER_SECONDS, phoneCodeMatches, textPhoneCode } from './phoneCodes';
