import { and, asc, eq, ne, or, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { linkedBankAccounts } from '../../platform/db/schema';
import { InvalidError, NotFoundError } from '../../platform/errors';

/**
 * The linked bank accounts money may go out to, read from the bank-link provider's table (linked_bank_accounts,
 * migration 0014, owned by the bank-link work). Kept to these few reads so a change there touches one file here.
 */
export type LinkedBank = {
  id: number;
  name: string;
  institutionName: string;
  /** The last 4 digits of the account number (only they are stored). */
  mask: string;
  routingNumber: string;
  verificationStatus: string;
  needsRelink: boolean;
};

export const BANK_NOT_FOUND = 'Bank account not found.';
export const BANK_VERIFYING = 'This bank account is still being verified. Try again once it shows Verified.';
export const BANK_RELINK = 'This bank account needs to be relinked. Relink it on Manage Account, then try again.';
export const BANK_NUMBERS_DIFFER = 'The bank account details do not match the linked account.';

/** A verified account is the only kind money leaves to (spec 001: 'automatically_verified' reads Verified). */
export const VERIFIED = 'automatically_verified';

type Row = typeof linkedBankAccounts.$inferSelect;
const toBank = (row: Row): LinkedBank => ({
  id: row.id,
  name: row.nickname ?? row.name,
  institutionName: row.institutionName,
  mask: row.mask,
  routingNumber: row.routingNumber,
  verificationStatus: row.verificationStatus,
  needsRelink: row.needsRelink,
});

/** A credit card link is no destination for an ACH transfer. */
const isDepository = and(ne(linkedBankAccounts.linkType, 'credit_card'), or(isNull(linkedBankAccounts.accountType), ne(linkedBankAccounts.accountType, 'credit')));

/** The account's active, non-credit linked bank accounts, oldest first. */
export const listLinkedBankAccounts = async (db: Db, accountId: number): Promise<LinkedBank[]> =>
  (await db
    .select()
    .from(linkedBankAccounts)
    .where(and(eq(linkedBankAccounts.accountId, accountId), eq(linkedBankAccounts.isActive, true), isDepository))
    .orderBy(asc(linkedBankAccounts.id))).map(toBank);

/**
 * The linked account a transfer out names: an active, non-credit account of this account (else 404, another account's
 * too), verified (400 while 'Verifying') and not waiting for a relink (400).
 */
export const loadDestinationBank = async (db: Db, accountId: number, id: number): Promise<LinkedBank> => toBank(await loadAchBank(db, accountId, id));

/**
 * The linked account an ACH move names, in or out (a deposit pulls from it, a transfer out pushes to it): the same
 * refusals and messages both ways, so a credit-card link or a bank still verifying is no source of a deposit either.
 */
export const loadAchBank = async (db: Db, accountId: number, id: number) => {
  const [row] = await db
    .select()
    .from(linkedBankAccounts)
    .where(and(eq(linkedBankAccounts.id, id), eq(linkedBankAccounts.accountId, accountId), eq(linkedBankAccounts.isActive, true), isDepository))
    .limit(1);
  if (!row) throw new NotFoundError(BANK_NOT_FOUND, 'bank_account_not_found', { plaid_account: BANK_NOT_FOUND });
  if (row.needsRelink) throw new InvalidError(BANK_RELINK, 'relink_required', { plaid_account: BANK_RELINK });
  if (row.verificationStatus !== VERIFIED) throw new InvalidError(BANK_VERIFYING, 'bank_not_verified', { plaid_account: BANK_VERIFYING });
  return row;
};
