/**
 * The registration area's HTTP surface: the route plugins app.ts registers (and what tests of other areas read from them).
 * Apart from index.ts, the only file of the area that code outside it may import. Kept by
 * scripts/codemods/api-areas-public.mjs.
 */
export { addressRoutes } from './address.routes';
export { authorizedUserRoutes } from './authorizedUsers.routes';
export { authorizedUserOnboardingRoutes } from './authorizedUsersOnboarding.routes';
export { bankTransitionRoutes } from './bank-transition.routes';
export { guestRoutes } from './guests.routes';
export { invitationRoutes } from './invitations.routes';
export { qubePlusRoutes } from './qube-plus.routes';
export { registrationRoutes } from './registration.routes';
export { registrationDocumentRoutes } from './registrationDocuments.routes';
export { registrationProveRoutes } from './registrationProve.routes';
export { registrationV1Routes } from './registrationV1.routes';
