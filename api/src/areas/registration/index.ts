/**
 * The registration area's public module: its rules as other areas, the scheduler and the seed use them. Code outside the
 * area imports it only from here, or its routes from ./routes (eslint.config.mjs); the area's own files import each
 * other directly. Re-exports only: nothing here runs at import. Kept by scripts/codemods/api-areas-public.mjs.
 */
export { AUTHORIZED_USER_FLAGS } from './authorizedUsersFinish';
export { startGuestCleanup } from './guests';
export type { ApplicationRow, RegistrationFormData } from './registration';
export { encryptPassword } from './registrationPassword';
export { reconcileRegistrationPayments } from './registrationPayment';
