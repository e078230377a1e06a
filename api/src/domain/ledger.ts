import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activities, ledgerEntries } from '../db/schema';
import { fromCents, money, toCents } from './money';

/** A qube id, or null for Cloud. */
export type Pocket = number | null;

const pocketFilter = (accountId: number, qubeId: Pocket) =>
  and(eq(ledgerEntries.accountId, accountId), qubeId === null ? isNull(ledgerEntries.qubeId) : eq(ledgerEntries.qubeId, qubeId));

/** Balance of one qube (or Cloud) = sum of its ledger entries. */
export const pocketBalance = async (db: Db, accountId: number, qubeId: Pocket): Promise<string> => {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::numeric(14,2)` })
    .from(ledgerEntries)
    .where(pocketFilter(accountId, qubeId));
  return money(row?.total ?? '0');
};

/** Cloud balance and whole-account balance. */
export const accountBalances = async (db: Db, accountId: number) => {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::numeric(14,2)`,
      cloud: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.qubeId} is null), 0)::numeric(14,2)`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  return { account: money(row?.total ?? '0'), cloud: money(row?.cloud ?? '0') };
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
};

/**
 * Records one activity and its ledger entry (signed amount on the pocket), with new_balance.
 * Call inside a transaction when it is part of a larger movement.
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
  await db.insert(ledgerEntries).values({
    accountId: input.accountId,
    qubeId: input.qubeId,
    amount: fromCents(cents),
    activityId: activity.id,
    createdAt: input.at ?? new Date(),
  });
  return { id: activity.id, newBalance };
};

/** Moves money between two pockets of one account: two activities (one per side), two entries, net zero. */
export const transferBetweenPockets = async (
  db: Db,
  input: { accountId: number; from: Pocket; to: Pocket; amount: string | bigint; title?: string; at?: Date; userId?: number | null },
) => {
  const cents = toCents(input.amount);
  const common = { accountId: input.accountId, transactionType: 'qube_transfer', title: input.title ?? 'Internal Transfer', at: input.at, userId: input.userId };
  const out = await postActivity(db, { ...common, qubeId: input.from, otherQubeId: input.to, amount: -cents });
  const into = await postActivity(db, { ...common, qubeId: input.to, otherQubeId: input.from, amount: cents });
  return { out, into };
};
