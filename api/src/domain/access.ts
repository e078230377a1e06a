import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountMembers, accounts } from '../db/schema';
import { NotFoundError } from '../platform/errors';

export type AccountRow = typeof accounts.$inferSelect;

export const accountNotFound = () => new NotFoundError('Account not found.', 'account_not_found');

/**
 * Loads an account the user reaches (primary, sub-account or household member) in the request's company.
 * Under the households prefix the account must also be a household (aggregate) account.
 * Anything else is reported as not found, so ids of other users' accounts reveal nothing.
 */
export const loadAccountForUser = async (
  db: Db,
  userId: number,
  companyId: number,
  accountId: number,
  options: { households?: boolean } = {},
): Promise<AccountRow> => {
  if (!Number.isSafeInteger(accountId) || accountId <= 0) throw accountNotFound();
  const [row] = await db
    .select({ account: accounts })
    .from(accounts)
    .innerJoin(accountMembers, and(eq(accountMembers.accountId, accounts.id), eq(accountMembers.userId, userId)))
    .where(and(eq(accounts.id, accountId), eq(accounts.companyId, companyId)))
    .limit(1);
  if (!row) throw accountNotFound();
  if (options.households && !row.account.isAggregate) throw accountNotFound();
  return row.account;
};

/**
 * loadAccountForUser, answered from the account read together with the session (config.authWithBodyAccount) when it
 * is the same account and user; otherwise the usual query. The same rules, so the same 404s.
 */
export const loadAccountForRequest = async (
  db: Db,
  auth: { user: { id: number }; account?: { accountId: number; row: AccountRow | null } },
  companyId: number,
  accountId: number,
  options: { households?: boolean } = {},
): Promise<AccountRow> => {
  const preloaded = auth.account;
  if (!preloaded || preloaded.accountId !== accountId) return loadAccountForUser(db, auth.user.id, companyId, accountId, options);
  if (!preloaded.row) throw accountNotFound();
  if (options.households && !preloaded.row.isAggregate) throw accountNotFound();
  return preloaded.row;
};
