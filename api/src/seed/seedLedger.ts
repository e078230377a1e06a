import type { Db } from '../platform/db/client';
import { activities, ledgerEntries, ledgerMovements } from '../platform/db/schema';
import type { Pocket } from '../areas/accounts';
import { fromCents, toCents } from '@qube/contract/core/money';

type ActivityRow = typeof activities.$inferInsert;
type EntryRow = Omit<typeof ledgerEntries.$inferInsert, 'activityId' | 'movementId'> & { activity: number | null; movement: number };

/** One side of a movement, as `postActivity` takes it (areas/accounts/ledger.ts). */
export type SeedPost = {
  qubeId: Pocket;
  otherQubeId?: Pocket;
  transactionType: string;
  amount: string | bigint;
  title?: string;
  merchantName?: string | null;
  at: Date;
  specialBucket?: 'qubeless' | 'refunds' | null;
  userId?: number | null;
};

/**
 * A new account's demo history written as three multi-row inserts instead of a statement or four per activity (the
 * seed ran ~1,450 statements, ~2 s of every API test file). It writes the rows `postActivity` and
 * `transferBetweenPockets` (areas/accounts/ledger.ts) would, in the same order per table, so the same ids; the balances they
 * read are kept here, which holds because a new account's pockets all start at zero. The triggers (running pocket
 * balances, the change version) see the same rows.
 */
export const seedLedger = (accountId: number) => {
  const balances = new Map<number, bigint>();
  const movements: Date[] = [];
  const rows: ActivityRow[] = [];
  const entries: EntryRow[] = [];

  const key = (pocket: Pocket) => pocket ?? 0;
  const balance = (pocket: Pocket): bigint => balances.get(key(pocket)) ?? 0n;
  const openMovement = (at: Date) => movements.push(at) - 1;

  /** As postActivity: the activity with its new balance, its entry, and without `movement` the outside world's entry. */
  const post = (input: SeedPost, movement?: number) => {
    const cents = toCents(input.amount);
    const newBalance = balance(input.qubeId) + cents;
    balances.set(key(input.qubeId), newBalance);
    const activity = rows.push({
      accountId,
      transactionType: input.transactionType,
      amount: fromCents(cents),
      result: 'success',
      transactionDatetime: input.at,
      title: input.title ?? '',
      description: '',
      merchantName: input.merchantName ?? null,
      qubeId: input.qubeId,
      otherQubeId: input.otherQubeId ?? null,
      newBalance: fromCents(newBalance),
      specialBucket: input.specialBucket ?? null,
      userId: input.userId ?? null,
    }) - 1;
    const movementOf = movement ?? openMovement(input.at);
    entries.push({ accountId, qubeId: input.qubeId, amount: fromCents(cents), activity, movement: movementOf, createdAt: input.at });
    if (movement === undefined) {
      entries.push({ accountId, qubeId: null, amount: fromCents(-cents), activity: null, movement: movementOf, counterparty: 'external', createdAt: input.at });
    }
  };

  /** As transferBetweenPockets: one movement, the paying side then the receiving side. */
  const transfer = (input: { from: Pocket; to: Pocket; amount: string | bigint; title: string; at: Date; userId: number | null }) => {
    const cents = toCents(input.amount);
    const movement = openMovement(input.at);
    const common = { transactionType: 'qube_transfer', title: input.title, at: input.at, userId: input.userId };
    post({ ...common, qubeId: input.from, otherQubeId: input.to, amount: -cents }, movement);
    post({ ...common, qubeId: input.to, otherQubeId: input.from, amount: cents }, movement);
  };

  /** The newest activity of a type and title written so far (a notification's link), as the seed's own lookup. */
  const newest = (transactionType: string, title: string) => {
    let found: { index: number; at: Date } | undefined;
    rows.forEach((row, index) => {
      const at = row.transactionDatetime;
      if (row.transactionType === transactionType && row.title === title && (!found || at > found.at)) found = { index, at };
    });
    return found?.index;
  };

  /**
   * Writes everything; the ids of the activities, in the order posted. PostgreSQL numbers a multi-row VALUES in order
   * and returns its rows in that order.
   */
  const write = async (db: Db): Promise<number[]> => {
    if (rows.length === 0) return [];
    const movementIds = (await db.insert(ledgerMovements).values(movements.map((createdAt) => ({ accountId, createdAt }))).returning({ id: ledgerMovements.id })).map((r) => r.id);
    const activityIds = (await db.insert(activities).values(rows).returning({ id: activities.id })).map((r) => r.id);
    const idOf = (ids: number[], index: number) => {
      const id = ids[index];
      if (id === undefined) throw new Error('seed ledger: a row was not written');
      return id;
    };
    await db.insert(ledgerEntries).values(entries.map(({ activity, movement, ...entry }) => ({
      ...entry,
      activityId: activity === null ? null : idOf(activityIds, activity),
      movementId: idOf(movementIds, movement),
    })));
    return activityIds;
  };

  return { balance, post, transfer, newest, write };
};
