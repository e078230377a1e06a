import type { LinkedBankAccount, LinkType } from '@qube/contract/bankLink';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { achDepositSeries, activities, bankTransfers, linkedBankAccounts, notifications, scheduledOrders } from '../../db/schema';
import { InvalidError, NotFoundError } from '../../errors';
import type { ExchangedLink } from './bankLinkProvider';

export type LinkedBankRow = typeof linkedBankAccounts.$inferSelect;

export const BANK_ACCOUNT_NOT_FOUND = 'Bank account not found.';
export const BANK_NEEDS_RELINK = 'This bank account needs to be relinked. Relink it on Manage Account, then try again.';
export const RELINK_OTHER_BANK = 'Sign in to the same bank to relink this account.';

/** The API form of a linked bank account: the number masked to its last 4 digits (MM-83). */
export const linkedAccountJson = (row: LinkedBankRow): LinkedBankAccount => ({
  id: row.id,
  name: row.name,
  nickname: row.nickname,
  institution_id: row.institutionId,
  institution_name: row.institutionName,
  mask: row.mask,
  ach_account_number: `****${row.mask}`,
  ach_routing_number: row.routingNumber,
  status: row.verificationStatus,
  needs_relink: row.needsRelink,
  // A text column holding only the contract's link types (this module writes them).
  link_type: row.linkType as LinkType,
  account_type: row.accountType,
  creation_datetime: row.createdAt.toISOString(),
});

/** The bank name and last 4 digits, as the deposit's income group and activity name it ('Tartan Bank ••2222'). */
export const bankLabel = (row: Pick<LinkedBankRow, 'institutionName' | 'mask'>) => `${row.institutionName} ••${row.mask}`;

/** The account's active linked bank accounts, oldest first (the dialog preselects the first, MM-81). */
export const listLinkedAccounts = async (db: Db, accountId: number, filter: { linkType?: LinkType } = {}) =>
  db
    .select()
    .from(linkedBankAccounts)
    .where(and(eq(linkedBankAccounts.accountId, accountId), eq(linkedBankAccounts.isActive, true), filter.linkType ? eq(linkedBankAccounts.linkType, filter.linkType) : undefined))
    .orderBy(asc(linkedBankAccounts.id));

/** An active linked bank account of the account, else 404 'Bank account not found.' (another account's too). */
export const loadLinkedAccount = async (db: Db, accountId: number, id: number): Promise<LinkedBankRow> => {
  const [row] = await db
    .select()
    .from(linkedBankAccounts)
    .where(and(eq(linkedBankAccounts.id, id), eq(linkedBankAccounts.accountId, accountId), eq(linkedBankAccounts.isActive, true)))
    .limit(1);
  if (!row) throw new NotFoundError(BANK_ACCOUNT_NOT_FOUND, 'bank_account_not_found');
  return row;
};

/** The warning notification of a bank that wants a new sign-in (type plaid_relink_required, group warning). */
const relinkNotice = (accountId: number, row: LinkedBankRow, at: Date) => ({
  accountId,
  type: 'plaid_relink_required',
  title: 'Relink your bank account',
  body: `${bankLabel(row)} needs you to sign in to your bank again. Open Manage Account and choose Relink.`,
  createdAt: at,
});

/**
 * Stores what a new link brought (POST plaid/accounts/): each account once per Qube account (linking it again updates
 * the row: new sign-in, status, warning), in one transaction. A bank that already wants a new sign-in notifies.
 */
export const saveLinkedAccounts = async (tx: Db, input: { accountId: number; userId: number; provider: string; link: ExchangedLink; at: Date }) => {
  const saved: LinkedBankRow[] = [];
  for (const account of input.link.accounts) {
    const values = {
      itemId: input.link.itemId,
      institutionId: input.link.institution.id,
      institutionName: input.link.institution.name,
      name: account.name,
      mask: account.mask,
      routingNumber: account.routingNumber,
      accountType: account.subtype,
      verificationStatus: account.verificationStatus,
      needsRelink: input.link.needsRelink,
      linkType: input.link.linkType,
      updatedAt: input.at,
    };
    const [existing] = await tx
      .select({ id: linkedBankAccounts.id })
      .from(linkedBankAccounts)
      .where(and(eq(linkedBankAccounts.accountId, input.accountId), eq(linkedBankAccounts.provider, input.provider), eq(linkedBankAccounts.providerAccountId, account.providerAccountId), eq(linkedBankAccounts.isActive, true)));
    const [row] = existing
      ? await tx.update(linkedBankAccounts).set(values).where(eq(linkedBankAccounts.id, existing.id)).returning()
      : await tx.insert(linkedBankAccounts).values({ ...values, accountId: input.accountId, provider: input.provider, providerAccountId: account.providerAccountId, createdBy: input.userId, createdAt: input.at }).returning();
    if (!row) throw new Error('linked bank account write failed');
    saved.push(row);
  }
  const warned = saved.filter((row) => row.needsRelink);
  if (warned.length > 0) await tx.insert(notifications).values(warned.map((row) => relinkNotice(input.accountId, row, input.at)));
  return saved;
};

/** Update mode done (relink/ with the public token): the same bank's sign-in renewed; the warning stays only if the bank still wants one. */
export const saveRelink = async (tx: Db, input: { row: LinkedBankRow; link: ExchangedLink; at: Date }) => {
  if (input.link.institution.id !== input.row.institutionId || input.link.relinkAccountId !== input.row.id) {
    throw new InvalidError(RELINK_OTHER_BANK, 'relink_mismatch');
  }
  const [row] = await tx
    .update(linkedBankAccounts)
    .set({ needsRelink: input.link.needsRelink, updatedAt: input.at })
    .where(eq(linkedBankAccounts.itemId, input.row.itemId))
    .returning();
  const updated = row ?? input.row;
  if (updated.needsRelink) await tx.insert(notifications).values(relinkNotice(input.row.accountId, updated, input.at));
  return { ...input.row, needsRelink: updated.needsRelink, updatedAt: input.at };
};

/**
 * Unlinks one bank account (DELETE plaid/item/): the row is kept, inactive, so past deposits still name their bank;
 * scheduled deposits from it end (their expected income leaves planning by trigger), and so do its transfers out still
 * scheduled. Answers the provider item to remove when no other linked account uses that bank sign-in, else null.
 */
export const unlinkAccount = async (tx: Db, row: LinkedBankRow, at: Date): Promise<string | null> => {
  await tx.update(linkedBankAccounts).set({ isActive: false, unlinkedAt: at, updatedAt: at }).where(eq(linkedBankAccounts.id, row.id));
  const series = await tx.select({ orderId: achDepositSeries.orderId }).from(achDepositSeries).where(eq(achDepositSeries.bankAccountId, row.id));
  if (series.length > 0) {
    await tx
      .update(scheduledOrders)
      .set({ isActive: false, updatedAt: at })
      .where(and(inArray(scheduledOrders.id, series.map((s) => s.orderId)), eq(scheduledOrders.isActive, true)));
  }
  // Its transfers out that have not started end too (issue 22 §5): no money moved yet, so nothing goes back. A pending
  // one has already left the pocket and is at the bank: it settles (or is cancelled) as before.
  const ended = await tx
    .update(bankTransfers)
    .set({ status: 'cancelled', updatedAt: at })
    .where(and(eq(bankTransfers.bankAccountId, row.id), eq(bankTransfers.status, 'scheduled')))
    .returning({ activityId: bankTransfers.activityId });
  const activityIds = ended.flatMap((t) => (t.activityId === null ? [] : [t.activityId]));
  if (activityIds.length > 0) await tx.update(activities).set({ result: 'cancelled' }).where(inArray(activities.id, activityIds));
  const [other] = await tx
    .select({ id: linkedBankAccounts.id })
    .from(linkedBankAccounts)
    .where(and(eq(linkedBankAccounts.itemId, row.itemId), eq(linkedBankAccounts.isActive, true)))
    .limit(1);
  return other ? null : row.itemId;
};
