import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountMembers, accounts } from '../db/schema';
import { ApiError } from '../plugins/errors';

export type AccountRow = typeof accounts.$inferSelect;

export const accountNotFound = () => new ApiError(404, 'Account not found.', 'account_not_found');

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
