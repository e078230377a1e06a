import { and, eq, inArray, isNull, notInArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../platform/db/client';
import { BankProviderError, type BankLinkProvider } from '../../platform/providers/bankLink/bankLinkProvider';
import { bankLinkProviderById } from '../../platform/providers/bankLink/provider';
import { inTransaction, lockAccount } from '../../platform/db/transactions';

/**
 * The two provider steps a row of ours carried by a bank-link provider goes through (docs/adr/0039):
 * a bank deposit (a pull, areas/funding/deposits.ts) and a transfer to a bank (a payment, areas/bank-transfers/bankTransfers.ts) are recorded
 * here first, then made at the provider; a cancel is asked for here, made at the provider, then finished here. Both kinds
 * share these steps; each says how its rows are read and written (`ProviderRowKind`).
 */

/** What the steps read of a row: whose it is, its provider, and how far it got there. */
export type ProviderRow = { id: number; accountId: number; provider: string; status: string; providerTransferId: string | null; cancelRequestedAt: Date | null };

/** How a row is read for the steps: without a lock, locked (waiting), or locked unless another holds it (skipped). */
export type RowLock = 'none' | 'wait' | 'skip';

/** One kind of row: its columns, and how it is read, written and cancelled on our side. */
export type ProviderRowKind<Row extends ProviderRow> = {
  /** What a log line calls it ('ach deposit', 'bank transfer'). */
  label: string;
  columns: { id: PgColumn; status: PgColumn; provider: PgColumn; providerTransferId: PgColumn; cancelRequestedAt: PgColumn };
  /** The first row matching `where` by id, locked as asked. */
  first: (db: Db, where: SQL | undefined, lock: RowLock) => Promise<Row | undefined>;
  /** Writes the provider's id of its transfer, or clears a cancel request. */
  update: (db: Db, id: number, set: { providerTransferId: string } | { cancelRequestedAt: null; updatedAt: Date }) => Promise<unknown>;
  /** The transfer to make at the provider for the row: its key is our row's, so a retry never makes a second one. */
  transferOf: (row: Row) => Parameters<BankLinkProvider['createTransfer']>[1];
  /** Our side of a cancel (the account and the row locked by the caller). */
  markCancelled: (tx: Db, row: Row, at: Date) => Promise<unknown>;
};

/**
 * Step two (crash safety): each pending row not yet made at the provider, whose cancel was not asked for, of one of
 * `bankLinks` (the configured providers; none: nothing is made), within `scope`, is made there under our row's key and
 * the provider's id stored, one row a transaction, claimed FOR UPDATE SKIP LOCKED (concurrent ticks make each once). One
 * row the provider refuses does not hold up the others; it is tried again on the next tick. Returns how many were made.
 */
export const submitToProvider = async <Row extends ProviderRow>(
  database: Pick<Database, 'db'>,
  bankLinks: readonly BankLinkProvider[],
  kind: ProviderRowKind<Row>,
  scope?: SQL,
) => {
  const skipped: number[] = [];
  let submitted = 0;
  if (bankLinks.length === 0) return submitted;
  const providers = new Map(bankLinks.map((provider) => [provider.id, provider]));
  const { columns } = kind;
  for (;;) {
    const outcome = await inTransaction(database.db, async (tx) => {
      const row = await kind.first(tx, and(
        eq(columns.status, 'pending'), isNull(columns.providerTransferId), isNull(columns.cancelRequestedAt), inArray(columns.provider, [...providers.keys()]),
        scope, skipped.length > 0 ? notInArray(columns.id, skipped) : undefined,
      ), 'skip');
      if (!row) return null;
      try {
        const transfer = await (providers.get(row.provider) ?? bankLinkProviderById(row.provider)).createTransfer(tx, kind.transferOf(row));
        await kind.update(tx, row.id, { providerTransferId: transfer.id });
        return { id: row.id, ok: true };
      } catch (error) {
        console.error(`${kind.label} ${row.id}: the provider did not take it`, error);
        return { id: row.id, ok: false };
      }
    });
    if (!outcome) return submitted;
    if (outcome.ok) submitted += 1;
    else skipped.push(outcome.id);
  }
};

/**
 * Steps two and three of a cancel: the provider's cancel first (so no money moves at the bank for a row we call
 * cancelled), then ours. A provider that already submitted the transfer refuses: the request is cleared and the row goes
 * on ('refused'). Unknown at the provider: nothing will move there, so ours is cancelled. Idempotent: the provider's
 * cancel may be repeated, and ours happens only to a pending row whose cancel is still asked for, under the account and
 * row locks, so concurrent ticks and a retried call finish it once ('gone' for the others).
 */
export const finishCancelAtProvider = async <Row extends ProviderRow>(
  database: Pick<Database, 'db' | 'events'>,
  kind: ProviderRowKind<Row>,
  id: number,
  at: Date,
): Promise<'cancelled' | 'refused' | 'gone'> => {
  const { db } = database;
  const isAsked = (row: Row | undefined): row is Row => row !== undefined && row.status === 'pending' && row.cancelRequestedAt !== null;
  const row = await kind.first(db, eq(kind.columns.id, id), 'none');
  if (!isAsked(row)) return 'gone';
  const provider = bankLinkProviderById(row.provider);
  let isRefused = false;
  if (row.providerTransferId !== null) {
    const transferId = row.providerTransferId;
    try {
      await inTransaction(db, (tx) => provider.cancel(tx, { transferId, at: provider.bankNow(at) }));
    } catch (error) {
      if (!(error instanceof BankProviderError)) throw error;
      isRefused = error.code === 'transfer_submitted';
    }
  }
  const outcome = await inTransaction(db, async (tx) => {
    await lockAccount(tx, row.accountId);
    const current = await kind.first(tx, eq(kind.columns.id, id), 'wait');
    if (!isAsked(current)) return 'gone' as const;
    if (isRefused) {
      await kind.update(tx, id, { cancelRequestedAt: null, updatedAt: at });
      return 'refused' as const;
    }
    await kind.markCancelled(tx, current, at);
    return 'cancelled' as const;
  });
  if (outcome === 'cancelled') database.events.publish(row.accountId);
  return outcome;
};
