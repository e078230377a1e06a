import crypto from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/client';
import { accountMembers, accounts, budgets, guestUsers, qubeBudgets, qubes, users } from '../../platform/db/schema';
import { hashToken } from '../../platform/http/auth';
import { monthBounds } from '../../platform/dates';
import { flagsOf } from '../../platform/flags';
import { createGroup } from '../planning';

/**
 * Guests and their Financial Playground (ON-34, API-14, PL-02). A guest is an anonymous user with one account of its
 * own holding a small sample: three qubes (the Lite plan's three, so nothing is charged), this month's budget for each,
 * and a paycheck on the 1st and the 15th. The sample holds no money: balances come from a ledger of real movements,
 * and a guest who signs up keeps this account, so a made-up balance would become money the bank does not hold.
 */

/** A guest uses planning only (SH-13: every other page asks it to sign up). */
export const GUEST_FLAGS = flagsOf('planning_screen');

/** Guests untouched this long are removed with their playground (docs/adr/0077-guests-and-financial-playground.md). */
export const GUEST_RETENTION_MS = 30 * 24 * 3600 * 1000;

/** The e-mail column is required and unique: a guest gets an address of a reserved domain that can receive nothing. */
export const guestEmail = (uuid1: string) => `guest-${uuid1.toLowerCase()}@guest.qube.invalid`;

/** Not a hash any password matches (passwords.ts parses nothing from it): a guest can never sign in with a password. */
const NO_PASSWORD = '!guest';

const sandboxAccountNumber = () => `4009${crypto.randomInt(0, 100_000_000).toString().padStart(8, '0')}`;

type SampleQube = Pick<typeof qubes.$inferInsert, 'name' | 'type' | 'icon' | 'appIcon' | 'backgroundColor' | 'billAmount' | 'billBudget' | 'dueDay' | 'goalAmount' | 'goalDate' | 'paymentFrequency'> & { budget: string };

/** The sample (ours: the spec shows none): one qube of each kind, with a budget a guest can change. */
export const sampleQubes = (today: Date): SampleQube[] => {
  const inAYear = new Date(today.getFullYear() + 1, today.getMonth() + 1, 0);
  const goalDate = `${inAYear.getFullYear()}-${String(inAYear.getMonth() + 1).padStart(2, '0')}-${String(inAYear.getDate()).padStart(2, '0')}`;
  return [
    { name: 'Groceries', type: 'spending', icon: 'cart', appIcon: 'cart', backgroundColor: '#2E9D5B', budget: '400.00' },
    { name: 'Rent', type: 'billing', icon: 'home', appIcon: 'home', backgroundColor: '#4C6FFF', billAmount: '1200.00', billBudget: '1200.00', dueDay: 1, paymentFrequency: 'monthly', budget: '1200.00' },
    { name: 'Vacation', type: 'goal', icon: 'plane', appIcon: 'plane', backgroundColor: '#C9922E', goalAmount: '1500.00', goalDate, budget: '125.00' },
  ];
};

/** The sample paycheck: $2,000.00 on the 1st and the 15th of each month. */
export const SAMPLE_PAYCHECK = '2000.00';

/**
 * Creates the guest (user, playground account, membership, sample) in one transaction; the caller starts its session.
 * `uuid_2` is kept only as its sha256 (it is a random secret of 122 bits: a slow hash would add nothing).
 */
export const createGuest = async (db: Db, input: { companyId: number; uuid1: string; uuid2: string; discountCode: string | null; at: Date }) =>
  db.transaction(async (tx) => {
    const { companyId, at } = input;
    const [user] = await tx.insert(users).values({
      companyId,
      email: guestEmail(input.uuid1),
      passwordHash: NO_PASSWORD,
      firstName: 'Guest',
      lastName: '',
      userType: 'anonymous_user',
      featureFlags: GUEST_FLAGS,
      createdAt: at,
    }).returning();
    if (!user) throw new Error('guest insert failed');
    await tx.insert(guestUsers).values({
      userId: user.id, companyId, uuid1: input.uuid1.toLowerCase(), uuid2Hash: hashToken(input.uuid2.toLowerCase()), discountCode: input.discountCode, lastSeenAt: at, createdAt: at,
    });
    const [account] = await tx.insert(accounts).values({
      companyId,
      displayName: 'Financial Playground',
      fullName: 'Financial Playground',
      accountType: 'normal',
      accountNumber: sandboxAccountNumber(),
      routingNumber: '084106768',
      bankName: companyId === 2 ? 'Cubit Bank' : 'Evolve Bank & Trust',
      // No debit card or bank account yet: nothing moves money in or out of a playground (permissions.ts).
      hasBankingFeatures: false,
      plan: 'lite',
      createdAt: at,
    }).returning({ id: accounts.id });
    if (!account) throw new Error('playground insert failed');
    await tx.insert(accountMembers).values({ accountId: account.id, userId: user.id, role: 'primary' });
    await seedPlayground(tx, account.id, at);
    return { user, accountId: account.id };
  });

/** The sample qubes, this month's budget with a line for each, and the paycheck's income group (PL-02). */
const seedPlayground = async (tx: Db, accountId: number, at: Date) => {
  const month = monthBounds(at);
  const sample = sampleQubes(at);
  const created = await tx.insert(qubes).values(sample.map(({ budget: _budget, ...q }, i) => ({ ...q, accountId, manualSortPosition: i, createdAt: at, updatedAt: at })))
    .returning({ id: qubes.id, name: qubes.name });
  const [budget] = await tx.insert(budgets).values({ accountId, name: month.name, startDate: month.start, endDate: month.end }).returning();
  if (!budget) throw new Error('budget insert failed');
  await tx.insert(qubeBudgets).values(created.map((q) => ({ budgetId: budget.id, qubeId: q.id, amount: sample.find((s) => s.name === q.name)?.budget ?? '0.00' })));
  await createGroup(tx, accountId, {
    name: 'Paycheck', amount: SAMPLE_PAYCHECK, startDate: month.start, recurring: 'custom', frequency: 'monthly', transferInterval: 1, daysInCalendar: [{ day: 1 }, { day: 15 }],
  });
};

/** The guest of these ids in this company, while still a guest (a converted one is no longer found), or null. */
export const findGuest = async (db: Db, companyId: number, uuid1: string, uuid2: string) => {
  const [row] = await db.select({ guest: guestUsers, user: users }).from(guestUsers)
    .innerJoin(users, eq(users.id, guestUsers.userId))
    .where(and(eq(guestUsers.companyId, companyId), eq(guestUsers.uuid1, uuid1.toLowerCase()), eq(users.userType, 'anonymous_user')))
    .limit(1);
  if (!row) return null;
  const expected = Buffer.from(row.guest.uuid2Hash);
  const actual = Buffer.from(hashToken(uuid2.toLowerCase()));
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual) ? row : null;
};

/** The guest's playground: its primary account. */
export const playgroundOf = async (db: Db, userId: number): Promise<number | null> => {
  const [row] = await db.select({ accountId: accountMembers.accountId }).from(accountMembers)
    .where(and(eq(accountMembers.userId, userId), eq(accountMembers.role, 'primary'))).limit(1);
  return row?.accountId ?? null;
};

export const touchGuest = async (db: Db, userId: number, at: Date) => {
  await db.update(guestUsers).set({ lastSeenAt: at }).where(eq(guestUsers.userId, userId));
};

/**
 * Removes guests untouched for 30 days (no sign-in of theirs and no request of any of their sessions since) with their
 * playground accounts, at most `batch` a call. A guest who signed up is no guest any more and is never touched.
 */
export const removeStaleGuests = async (db: Db, now: Date, batch = 200): Promise<number> => {
  const cutoff = new Date(now.getTime() - GUEST_RETENTION_MS);
  const stale = await db.select({ userId: guestUsers.userId }).from(guestUsers)
    .innerJoin(users, eq(users.id, guestUsers.userId))
    .where(and(
      eq(users.userType, 'anonymous_user'),
      lt(guestUsers.lastSeenAt, cutoff),
      sql`not exists (select 1 from sessions s where s.user_id = ${guestUsers.userId} and s.last_seen_at >= ${cutoff})`,
    ))
    .limit(batch);
  const ids = stale.map((row) => row.userId);
  if (ids.length === 0) return 0;
  await db.transaction(async (tx) => {
    const owned = await tx.select({ accountId: accountMembers.accountId }).from(accountMembers)
      .where(and(inArray(accountMembers.userId, ids), eq(accountMembers.role, 'primary')));
    // Accounts first (qubes, budgets and income go with them), then the users (sessions and the guest rows go with them).
    if (owned.length > 0) await tx.delete(accounts).where(inArray(accounts.id, owned.map((row) => row.accountId)));
    await tx.delete(users).where(and(inArray(users.id, ids), eq(users.userType, 'anonymous_user')));
  });
  return ids.length;
};

/** Runs the cleanup hourly in this process (main.ts; never in tests, which call removeStaleGuests). */
export const startGuestCleanup = (database: Pick<Database, 'db'>, now: () => Date = () => new Date(), intervalMs = 3600_000) => {
  const tick = () => removeStaleGuests(database.db, now()).catch((error: unknown) => console.error('guest cleanup failed', error));
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
};
