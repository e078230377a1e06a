/**
 * The identity area's HTTP surface: the route plugins app.ts registers (and what tests of other areas read from them).
 * Apart from index.ts, the only file of the area that code outside it may import. Kept by
 * scripts/codemods/api-areas-public.mjs.
 */
export { authRoutes } from './auth.routes';
export { loginCodeRoutes } from './login-codes.routes';
export { passwordRoutes } from './password.routes';
export { profileRoutes } from './profile.routes';
export { recoveryRoutes, RESET_MAILS_PER_HOUR } from './recovery.routes';
export { userRoutes } from './users.routes';
