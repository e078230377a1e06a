import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { accountMembers, accounts } from '../../platform/db/schema';
import { NotFoundError } from '../../platform/errors';

export type AccountRow = typeof accounts.$inferSelect;

export const accountNotFound = () => new NotFoundError('Account not found.', 'account_not_found');

/** An account the user is a member of, with the member's role ('primary', 'sub_account', 'household', 'authorized_user'). */
export type Membership = { account: AccountRow; role: string };

/**
 * The one membership check (issue 23 §1): the account, in the request's company, that the user is a member of, with
 * their role; anything else (no such id, another company, not a member) is 404 'Account not found.', so ids of other
 * users' accounts reveal nothing. Role rules (owner only, households only) are the caller's, on top of this.
 */
export const loadMembership = async (db: Db, userId: number, companyId: number, accountId: number): Promise<Membership> => {
  if (!Number.isSafeInteger(accountId) || accountId <= 0) throw accountNotFound();
  const [row] = await db
    .select({ account: accounts, role: accountMembers.role })
    .from(accounts)
    .innerJoin(accountMembers, and(eq(accountMembers.accountId, accounts.id), eq(accountMembers.userId, userId)))
    .where(and(eq(accounts.id, accountId), eq(accounts.companyId, companyId)))
    .limit(1);
  if (!row) throw accountNotFound();
  return row;
};

/**
 * Loads an account the user reaches (primary, sub-account or household member) in the request's company.
 * Under the households prefix the account must also be a household (aggregate) account.
 */
export const loadAccountForUser = async (
  db: Db,
  userId: number,
  companyId: number,
  accountId: number,
  options: { households?: boolean } = {},
): Promise<AccountRow> => {
  const { account } = await loadMembership(db, userId, companyId, accountId);
  if (options.households && !account.isAggregate) throw accountNotFound();
  return account;
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

/** Every account of the company the user is a member of, with their role, by account id (what users/me lists). */
export const membershipsOf = (db: Db, userId: number, companyId: number): Promise<Membership[]> =>
  db
    .select({ account: accounts, role: accountMembers.role })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(and(eq(accountMembers.userId, userId), eq(accounts.companyId, companyId)))
    .orderBy(asc(accounts.id));
