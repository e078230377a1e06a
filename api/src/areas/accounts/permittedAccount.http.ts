import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client';
import { loadAccountForRequest, type AccountRow } from './access';
import { type AuthUser, requireAuth } from '../../platform/http/auth';

/** Throws 403 unless this user may do what the route does on this account. */
export type AccountPermission = (user: AuthUser, account: AccountRow) => void;

/**
 * The first steps of an account-scoped route that needs a permission (moving money, cancelling a pre-auth): the
 * signed-in user (401), the named account (404 when the user does not reach it; answered from the account read with
 * the session on routes with config.authWithBodyAccount) and the permission (403).
 */
export const loadPermittedAccount = async (
  db: Db,
  request: Pick<FastifyRequest, 'auth' | 'companyId'>,
  accountId: number,
  options: { households: boolean; permit: AccountPermission },
): Promise<{ user: AuthUser; account: AccountRow }> => {
  const auth = requireAuth(request.auth);
  const account = await loadAccountForRequest(db, auth, request.companyId, accountId, { households: options.households });
  options.permit(auth.user, account);
  return { user: auth.user, account };
};
