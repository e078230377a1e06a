import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { accounts, qubes } from '../../platform/db/schema';
import { inTransaction, lockAccount } from '../../platform/db/transactions';
import { NotFoundError } from '../../platform/errors';
import type { AccountRow } from '../accounts';
import { QUBE_NOT_FOUND } from '../transfers';
import { syncAutoFunding } from './autoFunding';

/**
 * API-54 auto funding switched on or off for an account, and PL-17's per-qube choices: the writes behind
 * areas/funding/auto-funding.routes.ts (issue 23 §1: routes run no SQL). The scheduled auto_allocation orders follow both.
 */

/** The account's active qubes in their manual order, each with its auto-fund choice (PL-17). */
export const qubeChoiceRows = (db: Db, accountId: number) =>
  db
    .select({ id: qubes.id, name: qubes.name, type: qubes.type, choice: qubes.autoFundChoice })
    .from(qubes)
    .where(and(eq(qubes.accountId, accountId), eq(qubes.isArchived, false)))
    .orderBy(asc(qubes.manualSortPosition), asc(qubes.id));

/** Turns auto funding on or off: (re)creates or ends the scheduled auto_allocation orders of the budgeted qubes. */
export const setAutoFunding = (db: Db, account: AccountRow, enabled: boolean, at: Date, userId: number) =>
  inTransaction(db, async (tx) => {
    await lockAccount(tx, account.id);
    await tx.update(accounts).set({ autoFundingEnabled: enabled }).where(eq(accounts.id, account.id));
    await syncAutoFunding(tx, { ...account, autoFundingEnabled: enabled }, at, userId);
  });

/** Sets the auto-fund choice (0, 1, 2) of several active qubes at once, all or none (404 when one is not the account's). */
export const setQubeChoices = (db: Db, account: AccountRow, choices: Map<number, 0 | 1 | 2>, at: Date, userId: number) =>
  inTransaction(db, async (tx) => {
    await lockAccount(tx, account.id);
    const ids = [...choices.keys()];
    const found = ids.length === 0 ? [] : await tx
      .select({ id: qubes.id })
      .from(qubes)
      .where(and(eq(qubes.accountId, account.id), eq(qubes.isArchived, false), inArray(qubes.id, ids)));
    if (found.length !== ids.length) throw new NotFoundError(QUBE_NOT_FOUND, 'qube_not_found');
    // One UPDATE per choice.
    for (const choice of [0, 1, 2] as const) {
      const chosen = ids.filter((id) => choices.get(id) === choice);
      if (chosen.length > 0) await tx.update(qubes).set({ autoFundChoice: choice, updatedAt: at }).where(inArray(qubes.id, chosen));
    }
    // API-54: the auto_allocation orders follow the choices (as a qube edit of auto_fund_choice does).
    if (account.autoFundingEnabled && ids.length > 0) await syncAutoFunding(tx, account, at, userId);
  });
