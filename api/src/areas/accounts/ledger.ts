import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { activities, ledgerEntries, ledgerMovements, pocketBalances as pocketBalancesTable } from '../../platform/db/schema';
import { fromCents, money, toCents } from '@qube/contract/core/money';

/** A qube id, or null for Cloud. */
export type Pocket = number | null;

/** Entries that count in balances: the account's pockets, never the counterparty side of a movement. */
export const pocketEntries = (accountId: number) => and(eq(ledgerEntries.accountId, accountId), isNull(ledgerEntries.counterparty));

/** The running balance row of a pocket: pocket 0 is Cloud (pocket_balances, kept by a trigger on ledger_entries). */
const pocketKey = (qubeId: Pocket) => qubeId ?? 0;

/**
 * Balance of one qube (or Cloud): always the sum of its ledger entries, read from the running balance the trigger
 * keeps, so it costs one row however long the history (the ledger tests check the two agree).
 */
export const pocketBalance = async (db: Db, accountId: number, qubeId: Pocket): Promise<string> => {
  const [row] = await db
    .select({ balance: pocketBalancesTable.balance })
    .from(pocketBalancesTable)
    .where(and(eq(pocketBalancesTable.accountId, accountId), eq(pocketBalancesTable.pocket, pocketKey(qubeId))));
  return money(row?.balance ?? '0');
};

/** Balances of several pockets (null = Cloud) in one query, in cents, in the order asked. */
export const pocketBalances = async (db: Db, accountId: number, pockets: Pocket[]): Promise<bigint[]> => {
  const rows = await db
    .select({ pocket: pocketBalancesTable.pocket, balance: pocketBalancesTable.balance })
    .from(pocketBalancesTable)
    .where(and(eq(pocketBalancesTable.accountId, accountId), inArray(pocketBalancesTable.pocket, pockets.map(pocketKey))));
  const byPocket = new Map(rows.map((row) => [row.pocket, toCents(row.balance)]));
  return pockets.map((pocket) => byPocket.get(pocketKey(pocket)) ?? 0n);
};

/** Cloud balance and whole-account balance. */
export const accountBalances = async (db: Db, accountId: number) => {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${pocketBalancesTable.balance}), 0)::numeric(14,2)`,
      cloud: sql<string>`coalesce(sum(${pocketBalancesTable.balance}) filter (where ${pocketBalancesTable.pocket} = 0), 0)::numeric(14,2)`,
    })
    .from(pocketBalancesTable)
    .where(eq(pocketBalancesTable.accountId, accountId));
  return { account: money(row?.total ?? '0'), cloud: money(row?.cloud ?? '0') };
};

/** The account's total (every pocket, Cloud included) in cents: what can leave the account at most. */
export const accountTotalCents = async (db: Db, accountId: number): Promise<bigint> => {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${pocketBalancesTable.balance}), 0)::numeric(14,2)` })
    .from(pocketBalancesTable)
    .where(eq(pocketBalancesTable.accountId, accountId));
  return toCents(row?.total ?? '0');
};

/**
 * Whether `cents` may leave the account from `pocket` (issue 22 §3): the pocket must hold it and so must the account's
 * total, so a qube made negative by ReQube never lets the rest of the account spend the same money twice. Call with
 * the account locked. The database refuses the same at commit (migration 0026); this answers with a message first.
 */
export const coversOutgoing = async (db: Db, accountId: number, pocket: Pocket, cents: bigint): Promise<{ ok: boolean; pocketCents: bigint; totalCents: bigint }> => {
  const [pocketCents = 0n] = await pocketBalances(db, accountId, [pocket]);
  const totalCents = await accountTotalCents(db, accountId);
  return { ok: pocketCents > 0n && pocketCents >= cents && totalCents >= cents, pocketCents, totalCents };
};

export type PostInput = {
  accountId: number;
  qubeId: Pocket;
  otherQubeId?: Pocket;
  transactionType: string;
  amount: string | bigint;
  title?: string;
  description?: string;
  merchantName?: string | null;
  at?: Date;
  result?: 'success' | 'pending';
  specialBucket?: 'qubeless' | 'refunds' | null;
  userId?: number | null;
  /**
   * The movement this activity is one side of (a transfer). Without it the activity is a movement of its own with
   * the outside world, and the counterparty entry that balances it is written too.
   */
  movementId?: number;
};

/** Starts a movement; its entries must sum to zero before the transaction commits. */
export const openMovement = async (db: Db, accountId: number, at: Date) => {
  const [row] = await db.insert(ledgerMovements).values({ accountId, createdAt: at }).returning({ id: ledgerMovements.id });
  if (!row) throw new Error('movement insert failed');
  return row.id;
};

/**
 * Records one activity and its ledger entry (signed amount on the pocket), with new_balance.
 * Call inside a transaction (the caller's, or postActivity is then the whole movement).
 */
export const postActivity = async (db: Db, input: PostInput) => {
  const cents = toCents(input.amount);
  const before = toCents(await pocketBalance(db, input.accountId, input.qubeId));
  const newBalance = fromCents(before + cents);
  const [activity] = await db
    .insert(activities)
    .values({
      accountId: input.accountId,
      transactionType: input.transactionType,
      amount: fromCents(cents),
      result: input.result ?? 'success',
      transactionDatetime: input.at ?? new Date(),
      title: input.title ?? '',
      description: input.description ?? '',
      merchantName: input.merchantName ?? null,
      qubeId: input.qubeId,
      otherQubeId: input.otherQubeId ?? null,
      newBalance,
      specialBucket: input.specialBucket ?? null,
      userId: input.userId ?? null,
    })
    .returning({ id: activities.id });
  if (!activity) throw new Error('activity insert failed');
  const at = input.at ?? new Date();
  const external = input.movementId === undefined;
  const movementId = input.movementId ?? (await openMovement(db, input.accountId, at));
  const entry = { accountId: input.accountId, qubeId: input.qubeId, amount: fromCents(cents), activityId: activity.id, movementId, createdAt: at };
  await db.insert(ledgerEntries).values(
    external ? [entry, { accountId: input.accountId, qubeId: null, amount: fromCents(-cents), activityId: null, movementId, counterparty: 'external', createdAt: at }] : [entry],
  );
  return { id: activity.id, newBalance, movementId };
};

/** Moves money between two pockets of one account: two activities (one per side), two entries, net zero. */
export const transferBetweenPockets = async (
  db: Db,
  input: { accountId: number; from: Pocket; to: Pocket; amount: string | bigint; title?: string; at?: Date; userId?: number | null },
) => {
  const cents = toCents(input.amount);
  const at = input.at ?? new Date();
  const movementId = await openMovement(db, input.accountId, at);
  const common = { accountId: input.accountId, transactionType: 'qube_transfer', title: input.title ?? 'Internal Transfer', at, userId: input.userId, movementId };
  const out = await postActivity(db, { ...common, qubeId: input.from, otherQubeId: input.to, amount: -cents });
  const into = await postActivity(db, { ...common, qubeId: input.to, otherQubeId: input.from, amount: cents });
  return { out, into };
};

/**
 * An archived qube holds nothing (ARCHITECTURE.md "Money"): whatever its pocket holds goes to Cloud as one internal
 * transfer ('Archived <name>'), or, below zero, is covered from Cloud. Archiving runs it, and so does every later change
 * that puts money back into the archived pocket (a ReQube of a purchase it paid), inside the caller's transaction with
 * the account locked. Answers the cents moved to Cloud (negative: taken from it).
 */
export const emptyArchivedQube = async (db: Db, input: { accountId: number; qubeId: number; name: string; at: Date; userId: number | null }): Promise<bigint> => {
  const balance = toCents(await pocketBalance(db, input.accountId, input.qubeId));
  const common = { accountId: input.accountId, title: `Archived ${input.name}`, at: input.at, userId: input.userId };
  if (balance > 0n) await transferBetweenPockets(db, { ...common, from: input.qubeId, to: null, amount: balance });
  if (balance < 0n) await transferBetweenPockets(db, { ...common, from: null, to: input.qubeId, amount: -balance });
  return balance;
};
