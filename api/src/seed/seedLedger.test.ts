import { asc, eq } from 'drizzle-orm';
import { postActivity, transferBetweenPockets, type Pocket } from '../areas/accounts';
import { setupTestApi } from '../test/helpers';
import type { Db } from '../platform/db/client';
import { accounts, activities, ledgerEntries, ledgerMovements, pocketBalances, qubes } from '../platform/db/schema';
import { seedLedger } from './seedLedger';

const api = setupTestApi();

/** A new, empty account (a copy of a demo account's settings) with two qubes. */
const newAccount = async (db: Db, number: string) => {
  const [template] = await db.select().from(accounts).limit(1);
  if (!template) throw new Error('no seeded account');
  const { id: _id, changeVersion: _version, changeXact: _xact, householdId: _household, ...settings } = template;
  const [account] = await db.insert(accounts).values({ ...settings, accountNumber: number }).returning({ id: accounts.id });
  if (!account) throw new Error('account insert failed');
  const made = await db.insert(qubes).values(['Food', 'Rent'].map((name, i) => ({
    accountId: account.id, name, type: 'spending', icon: 'cart', appIcon: 'cart', backgroundColor: '#000000', foregroundColor: '#FFFFFF', manualSortPosition: i + 1,
  }))).returning({ id: qubes.id });
  return { id: account.id, food: made[0]?.id ?? 0, rent: made[1]?.id ?? 0 };
};

type Scenario = {
  post: (input: { qubeId: Pocket; transactionType: string; amount: string | bigint; title: string; at: Date; specialBucket?: 'qubeless' }) => Promise<unknown> | void;
  transfer: (input: { from: Pocket; to: Pocket; amount: string | bigint; title: string; at: Date }) => Promise<unknown> | void;
};

/** The same history in both writers: deposits, transfers each way, purchases, a qubeless one, amounts as text and as cents. */
const history = async (pockets: { food: number; rent: number }, run: Scenario) => {
  const at = (day: number) => new Date(Date.UTC(2026, 0, day, 12));
  await run.post({ qubeId: null, transactionType: 'ach_deposit', amount: '1000.00', title: 'Paycheck', at: at(1) });
  await run.transfer({ from: null, to: pockets.food, amount: '300.00', title: 'Fund Food', at: at(2) });
  await run.transfer({ from: null, to: pockets.rent, amount: 50_000n, title: 'Fund Rent', at: at(2) });
  await run.post({ qubeId: pockets.food, transactionType: 'purchase', amount: -1234n, title: 'Market', at: at(3) });
  await run.post({ qubeId: null, transactionType: 'purchase', amount: -4210n, title: 'Gas', at: at(4), specialBucket: 'qubeless' });
  await run.transfer({ from: pockets.food, to: pockets.rent, amount: '20.05', title: 'Top up', at: at(5) });
  await run.transfer({ from: pockets.rent, to: null, amount: 1n, title: 'Sweep Rent', at: at(6) });
  await run.post({ qubeId: null, transactionType: 'ach_transfer', amount: '-99.99', title: 'To bank', at: at(7) });
};

/** An account's ledger with its own ids replaced by positions and its qubes by name, so two accounts compare. */
const ledgerOf = async (db: Db, account: { id: number; food: number; rent: number }) => {
  const pocketName = (pocket: number | null) => (pocket === null ? 'cloud' : pocket === account.food ? 'food' : pocket === account.rent ? 'rent' : `other ${pocket}`);
  const acts = await db.select().from(activities).where(eq(activities.accountId, account.id)).orderBy(asc(activities.id));
  const movements = await db.select().from(ledgerMovements).where(eq(ledgerMovements.accountId, account.id)).orderBy(asc(ledgerMovements.id));
  const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, account.id)).orderBy(asc(ledgerEntries.id));
  const balances = await db.select().from(pocketBalances).where(eq(pocketBalances.accountId, account.id)).orderBy(asc(pocketBalances.pocket));
  const [version] = await db.select({ version: accounts.changeVersion }).from(accounts).where(eq(accounts.id, account.id));
  return {
    activities: acts.map(({ id: _id, accountId: _account, createdAt: _created, qubeId, otherQubeId, ...rest }) => ({ ...rest, qube: pocketName(qubeId), other: pocketName(otherQubeId) })),
    movements: movements.map((m) => m.createdAt),
    entries: entries.map((e) => ({
      pocket: pocketName(e.qubeId), amount: e.amount, counterparty: e.counterparty, createdAt: e.createdAt,
      activity: e.activityId === null ? null : acts.findIndex((a) => a.id === e.activityId),
      movement: movements.findIndex((m) => m.id === e.movementId),
    })),
    balances: balances.map((b) => ({ pocket: pocketName(b.pocket === 0 ? null : b.pocket), balance: b.balance })),
    version: version?.version,
  };
};

describe('seedLedger (the demo history as multi-row inserts)', () => {
  it('writes the rows postActivity and transferBetweenPockets write: activities with new balances, entries, movements, running balances, one version bump', async () => {
    const { db } = api.database;
    const byDomain = await newAccount(db, '400990000001');
    const byBatch = await newAccount(db, '400990000002');
    await db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      await history(byDomain, {
        post: (input) => postActivity(tx, { accountId: byDomain.id, merchantName: input.title, ...input }),
        transfer: (input) => transferBetweenPockets(tx, { accountId: byDomain.id, ...input }),
      });
    });
    const ledger = seedLedger(byBatch.id);
    await history(byBatch, {
      post: (input) => ledger.post({ merchantName: input.title, ...input }),
      transfer: (input) => ledger.transfer({ userId: null, ...input }),
    });
    expect(ledger.balance(null)).toBe(100_000n - 30_000n - 50_000n - 4210n + 1n - 9999n);
    await db.transaction(async (raw) => {
      await ledger.write(raw as unknown as Db);
    });
    const expected = await ledgerOf(db, byDomain);
    expect(expected.activities).toHaveLength(12);
    expect(await ledgerOf(db, byBatch)).toEqual(expected);
  });

  it('finds the newest activity of a type and title (what a seeded notification links to)', () => {
    const ledger = seedLedger(1);
    ledger.post({ qubeId: null, transactionType: 'ach_deposit', amount: '5.00', title: 'Paycheck', at: new Date('2026-01-15T09:00:00Z') });
    ledger.post({ qubeId: null, transactionType: 'ach_deposit', amount: '5.00', title: 'Paycheck', at: new Date('2026-02-01T09:00:00Z') });
    ledger.post({ qubeId: null, transactionType: 'ach_deposit', amount: '5.00', title: 'Paycheck', at: new Date('2026-01-01T09:00:00Z') });
    expect(ledger.newest('ach_deposit', 'Paycheck')).toBe(1);
    expect(ledger.newest('purchase', 'Paycheck')).toBeUndefined();
  });
});
