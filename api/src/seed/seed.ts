import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { accountMembers, accountPlans, accounts, affiliateProfiles, budgets, incomeGroups, incomes, notifications, qubeBudgets, qubes, scheduledOrders, users } from '../platform/db/schema';
import { dayInMonth, isoDate, monthBounds, nextDueDate } from '../platform/dates';
import { startAchDeposit } from '../areas/funding';
import { sandboxBankLinkProvider } from '../platform/providers/bankLink/sandboxProvider';
import { allFlags, flagsOf } from '../platform/flags';
import type { Pocket } from '../areas/accounts';
import { fromCents, toCents } from '@qube/contract/core/money';
import { seedPartner } from '../areas/partners';
import { hashPassword } from '../areas/identity';
import { billingPeriod } from '../areas/plans';
import { seedLedger } from './seedLedger';
import type { QubeEnv } from '../platform/env';

export const DEMO_PASSWORD = 'Demo!2345';

type QubeSpec = {
  name: string;
  type: 'spending' | 'billing' | 'goal';
  icon: string;
  color: string;
  balance: string;
  /** Monthly budget: funded from Cloud each month and listed in the current budget. */
  budget?: string;
  goalAmount?: string;
  goalDate?: string;
  billAmount?: string;
  dueDay?: number;
  merchants?: string[];
  /**
   * Card purchases from this qube `daysAgo` days before seeding, whether or not the account has a paycheck (a
   * household has none): so its activity list has spending that can be reQubed to another qube.
   */
  purchases?: { merchant: string; amount: string; daysAgo: number }[];
};

type AccountSpec = {
  displayName: string;
  fullName: string;
  accountType: 'normal' | 'authorized_adult' | 'authorized_minor' | 'household';
  isAggregate?: boolean;
  isSubAccount?: boolean;
  hasBankingFeatures?: boolean;
  plan: 'lite' | 'premium' | 'family' | 'plus';
  cloud: string;
  qubes: QubeSpec[];
  /** Paycheck amount received on the 1st and 15th (no history without it). */
  paycheck?: string;
  qubelessPurchases?: { merchant: string; amount: string }[];
  /** A bank deposit started five minutes before seeding: pending and still cancellable (API-43). */
  pendingAchDeposit?: string;
  /** about: the newest activity of this type and title the notification links to (activity_id). */
  notifications?: { type: string; title: string; body: string; isSeen: boolean; about?: { transactionType: string; title: string } }[];
  /** Scheduled internal transfers (from/to qube name or 'cloud'); `inDays` = first date from today, or `dayOfMonth` = next such day. */
  scheduled?: { from: string; to: string; amount: string; title: string; recurring: 'none' | 'monthly'; dayOfMonth?: number; inDays?: number }[];
};

type UserSpec = {
  email: string;
  companyId: 1 | 2;
  firstName: string;
  lastName: string;
  userType?: 'regular_user' | 'limited_user';
  flags: Record<string, boolean>;
  isCoach?: boolean;
  isAffiliate?: boolean;
  isRewardsAffiliate?: boolean;
  primary: AccountSpec;
  subAccounts?: AccountSpec[];
  households?: AccountSpec[];
  affiliate?: Omit<typeof affiliateProfiles.$inferInsert, 'id' | 'userId'>;
};

let accountCounter = 0;
const accountNumber = () => `40012${String(100000 + (accountCounter += 1)).padStart(7, '0')}`;

const percentOf = (amount: string, percent: number) => fromCents((toCents(amount) * BigInt(percent)) / 100n);

/** Inserts an account with its qubes, three months of history, balances settled to the spec, a budget and notifications. */
const seedAccount = async (db: Db, companyId: number, spec: AccountSpec, now: Date, userId: number) => {
  const [account] = await db
    .insert(accounts)
    .values({
      companyId,
      displayName: spec.displayName,
      fullName: spec.fullName,
      accountType: spec.accountType,
      accountNumber: accountNumber(),
      routingNumber: '084106768',
      bankName: companyId === 1 ? 'Evolve Bank & Trust' : 'Cubit Bank',
      isAggregate: spec.isAggregate ?? false,
      isSubAccount: spec.isSubAccount ?? false,
      hasBankingFeatures: spec.hasBankingFeatures ?? true,
      plan: spec.plan,
      createdAt: dayInMonth(now, -4, 1),
    })
    .returning({ id: accounts.id });
  if (!account) throw new Error('account insert failed');
  const accountId = account.id;
  // Plan billing starts at the next anchor (issue 22 §2): the current period is free, so the demo balances are as listed.
  const anchor = isoDate(dayInMonth(now, -4, 1));
  await db.insert(accountPlans).values({ accountId, billingAnchor: anchor, freeUntil: billingPeriod(anchor, isoDate(now)).end, updatedAt: now });

  // One multi-row insert: PostgreSQL numbers a VALUES list in order, so the ids are those of one insert per qube.
  const qubeRows = spec.qubes.length === 0 ? [] : await db
    .insert(qubes)
    .values(spec.qubes.map((q, position) => ({
      accountId,
      name: q.name,
      type: q.type,
      icon: q.icon,
      appIcon: q.icon,
      backgroundColor: q.color,
      foregroundColor: '#FFFFFF',
      goalAmount: q.goalAmount ?? null,
      goalDate: q.goalDate ?? null,
      billAmount: q.billAmount ?? null,
      billBudget: q.type === 'billing' ? (q.budget ?? q.billAmount ?? null) : null,
      paymentFrequency: q.type === 'billing' ? 'monthly' : null,
      paymentInterval: q.type === 'billing' ? 1 : null,
      dueDay: q.dueDay ?? null,
      timesOpenedLast30Days: q.type === 'spending' ? 3 + (position % 5) : 0,
      manualSortPosition: position + 1,
      createdAt: dayInMonth(now, -4, 1),
      updatedAt: dayInMonth(now, -1, 3),
    })))
    .returning({ id: qubes.id });
  const qubeIds = new Map(spec.qubes.map((q, i) => [q.name, qubeRows[i]?.id]));
  const idOf = (name: string): number => {
    const id = qubeIds.get(name);
    if (id === undefined) throw new Error(`unknown qube ${name}`);
    return id;
  };

  // History: events over the last three full months and this month so far, kept in memory and written at the end.
  const ledger = seedLedger(accountId);
  type Event = { at: Date; run: () => void };
  const events: Event[] = [];
  const cutoff = new Date(now.getTime() - 2 * 60 * 60 * 1000);
  if (spec.paycheck) {
    const paycheck = spec.paycheck;
    for (let offset = -3; offset <= 0; offset += 1) {
      for (const day of [1, 15]) {
        const at = dayInMonth(now, offset, day, 9);
        events.push({ at, run: () => ledger.post({ qubeId: null, transactionType: 'ach_deposit', amount: paycheck, title: 'Paycheck', merchantName: 'Acme Corp Payroll', at, userId }) });
      }
      for (const q of spec.qubes) {
        const qubeId = idOf(q.name);
        if (q.budget) {
          const at = dayInMonth(now, offset, 2, 10);
          const amount = q.budget;
          events.push({ at, run: () => ledger.transfer({ from: null, to: qubeId, amount, title: `Fund ${q.name}`, at, userId }) });
        }
        if (q.type === 'spending' && q.budget) {
          const merchants = q.merchants ?? ['Corner Store'];
          [5, 12, 20].forEach((day, i) => {
            const at = dayInMonth(now, offset, day, 18);
            const amount = percentOf(q.budget ?? '0', [30, 25, 20][i] ?? 10);
            const merchant = merchants[i % merchants.length] ?? 'Store';
            events.push({ at, run: () => ledger.post({ qubeId, transactionType: 'purchase', amount: -toCents(amount), title: merchant, merchantName: merchant, at, userId }) });
          });
        }
        if (q.type === 'billing' && q.billAmount && q.dueDay && offset > -3) {
          const at = dayInMonth(now, offset, q.dueDay, 8);
          const amount = q.billAmount;
          events.push({ at, run: () => ledger.post({ qubeId, transactionType: 'payment', amount: -toCents(amount), title: q.name, merchantName: q.name, at, userId }) });
        }
      }
    }
  }
  for (const [i, p] of (spec.qubelessPurchases ?? []).entries()) {
    const at = new Date(now.getTime() - (5 - i) * 24 * 60 * 60 * 1000);
    events.push({ at, run: () => ledger.post({ qubeId: null, transactionType: 'purchase', amount: -toCents(p.amount), title: p.merchant, merchantName: p.merchant, at, specialBucket: 'qubeless', userId }) });
  }
  for (const q of spec.qubes) {
    const purchases = q.purchases ?? [];
    if (purchases.length === 0) continue;
    const qubeId = idOf(q.name);
    // Money arrives and funds the qube the day before its first purchase, so no balance in the history dips below zero.
    const funded = purchases.reduce((sum, p) => sum + toCents(p.amount), toCents(q.balance));
    const fundAt = new Date(now.getFullYear(), now.getMonth(), now.getDate() - Math.max(...purchases.map((p) => p.daysAgo)) - 1, 10);
    events.push({ at: fundAt, run: () => ledger.post({ qubeId: null, transactionType: 'ach_deposit', amount: funded, title: 'Transfer from Linked Bank', merchantName: 'Linked Bank', at: fundAt, userId }) });
    const fundTransferAt = new Date(fundAt.getTime() + 60 * 1000);
    events.push({ at: fundTransferAt, run: () => ledger.transfer({ from: null, to: qubeId, amount: funded, title: `Fund ${q.name}`, at: fundTransferAt, userId }) });
    for (const p of purchases) {
      const at = new Date(now.getFullYear(), now.getMonth(), now.getDate() - p.daysAgo, 17);
      events.push({ at, run: () => ledger.post({ qubeId, transactionType: 'purchase', amount: -toCents(p.amount), title: p.merchant, merchantName: p.merchant, at, userId }) });
    }
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of events) if (event.at < cutoff) event.run();

  // Settle: bring every qube, then Cloud, to the stated balance.
  const settleAt = new Date(now.getTime() - 60 * 60 * 1000);
  for (const q of spec.qubes) {
    const qubeId: Pocket = idOf(q.name);
    const diff = toCents(q.balance) - ledger.balance(qubeId);
    if (diff > 0n) ledger.transfer({ from: null, to: qubeId, amount: diff, title: `Fund ${q.name}`, at: settleAt, userId });
    if (diff < 0n) ledger.transfer({ from: qubeId, to: null, amount: -diff, title: `Sweep ${q.name}`, at: settleAt, userId });
  }
  const cloudDiff = toCents(spec.cloud) - ledger.balance(null);
  const lastAt = new Date(settleAt.getTime() + 60 * 1000);
  if (cloudDiff > 0n) ledger.post({ qubeId: null, transactionType: 'ach_deposit', amount: cloudDiff, title: 'Transfer from Linked Bank', merchantName: 'Linked Bank', at: lastAt, userId });
  if (cloudDiff < 0n) ledger.post({ qubeId: null, transactionType: 'ach_transfer', amount: cloudDiff, title: 'Transfer to Linked Bank', merchantName: 'Linked Bank', at: lastAt, userId });
  const activityIds = await ledger.write(db);

  // The current budget.
  const month = monthBounds(now);
  const budgeted = spec.qubes.filter((q) => q.budget);
  if (budgeted.length > 0) {
    const [budget] = await db.insert(budgets).values({ accountId, name: month.name, startDate: month.start, endDate: month.end }).returning({ id: budgets.id });
    if (!budget) throw new Error('budget insert failed');
    await db.insert(qubeBudgets).values(budgeted.map((q) => ({ budgetId: budget.id, qubeId: idOf(q.name), amount: q.budget ?? '0' })));
    if (spec.paycheck) {
      // One recurring income group, paid on the 1st and the 15th, and its two instances in this budget (PL-10).
      const [group] = await db.insert(incomeGroups).values({
        accountId, name: 'Paycheck', amount: spec.paycheck, startDate: month.start, recurring: 'custom', frequency: 'monthly', transferInterval: 1, daysInCalendar: [{ day: 1 }, { day: 15 }],
      }).returning({ id: incomeGroups.id });
      if (!group) throw new Error('income group insert failed');
      const paycheck = spec.paycheck;
      await db.insert(incomes).values([1, 15].map((day) => (
        { budgetId: budget.id, incomeGroupId: group.id, kind: 'recurring', name: 'Paycheck', amount: paycheck, date: `${month.start.slice(0, 8)}${String(day).padStart(2, '0')}` }
      )));
    }
  }
  const notificationRows = (spec.notifications ?? []).map(({ about, ...n }, i) => {
    const activity = about ? ledger.newest(about.transactionType, about.title) : undefined;
    // Demo history, not events: nobody is e-mailed about it (alert_state 'none').
    return { accountId, ...n, activityId: activity === undefined ? null : (activityIds[activity] ?? null), createdAt: new Date(now.getTime() - (i + 1) * 3600 * 1000), alertState: 'none' };
  });
  if (notificationRows.length > 0) await db.insert(notifications).values(notificationRows);
  if (spec.pendingAchDeposit) {
    await startAchDeposit(db, { accountId, amount: spec.pendingAchDeposit, bankAccountId: null, userId, at: new Date(now.getTime() - 5 * 60 * 1000), notify: false, provider: sandboxBankLinkProvider });
  }
  const pocketOf = (name: string): Pocket => (name === 'cloud' ? null : idOf(name));
  const scheduled = (spec.scheduled ?? []).map((o) => {
    const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    const first = o.dayOfMonth ? nextDueDate(o.dayOfMonth, tomorrow) : isoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + (o.inDays ?? 7)));
    return {
      accountId, kind: 'qube_transfer', fromQubeId: pocketOf(o.from), toQubeId: pocketOf(o.to), amount: o.amount, title: o.title,
      recurring: o.recurring, startDate: first, nextDate: first, createdBy: userId, createdAt: dayInMonth(now, -1, 3), updatedAt: dayInMonth(now, -1, 3),
    };
  });
  if (scheduled.length > 0) await db.insert(scheduledOrders).values(scheduled);
  return accountId;
};

const nextJune = (now: Date) => `${now.getMonth() >= 5 ? now.getFullYear() + 1 : now.getFullYear()}-06-30`;

const COLORS = { green: '#2BB673', orange: '#F7931E', purple: '#8E44AD', blue: '#2D9CDB', red: '#EB5757', teal: '#1ABC9C', gold: '#F2C94C' };
const QUBE_FLAGS = ['web_spend_qubes', 'web_bill_qubes', 'web_goal_qubes'] as const;

/** The demo users of the README (password Demo!2345). */
export const demoUsers = (now: Date): UserSpec[] => [
  {
    email: 'alex@demo.qube', companyId: 1, firstName: 'Alex', lastName: 'Rivera', flags: allFlags(),
    primary: {
      displayName: 'Alex Rivera', fullName: 'Alex Rivera', accountType: 'normal', plan: 'family', cloud: '2500.00', paycheck: '2400.00', pendingAchDeposit: '150.00',
      qubes: [
        { name: 'Groceries', type: 'spending', icon: 'cart', color: COLORS.green, balance: '320.00', budget: '400.00', merchants: ['Whole Foods', 'Trader Joe\'s', 'Safeway'] },
        { name: 'Dining Out', type: 'spending', icon: 'restaurant', color: COLORS.orange, balance: '80.00', budget: '150.00', merchants: ['Chipotle', 'Sushi Place', 'Pizza Corner'] },
        { name: 'Fun Money', type: 'spending', icon: 'gamepad', color: COLORS.purple, balance: '0.00' },
        { name: 'Rent', type: 'billing', icon: 'home', color: COLORS.blue, balance: '1200.00', budget: '1200.00', billAmount: '1200.00', dueDay: 1 },
        { name: 'Phone', type: 'billing', icon: 'phone', color: COLORS.teal, balance: '45.00', budget: '45.00', billAmount: '45.00', dueDay: 15 },
        { name: 'Vacation', type: 'goal', icon: 'plane', color: COLORS.gold, balance: '600.00', budget: '200.00', goalAmount: '3000.00', goalDate: nextJune(now) },
        { name: 'Emergency Fund', type: 'goal', icon: 'shield', color: COLORS.red, balance: '1000.00', goalAmount: '5000.00', goalDate: `${now.getFullYear() + 1}-12-31` },
      ],
      notifications: [
        { type: 'ach_deposit', title: 'Deposit received', body: 'Your paycheck of $2,400.00 arrived in Cloud.', isSeen: false, about: { transactionType: 'ach_deposit', title: 'Paycheck' } },
        { type: 'successful_authorization', title: 'Purchase approved', body: 'Whole Foods $120.00 from Groceries.', isSeen: false, about: { transactionType: 'purchase', title: 'Whole Foods' } },
        { type: 'info', title: 'Welcome to Qube', body: 'Your account is ready.', isSeen: true },
      ],
      scheduled: [
        { from: 'cloud', to: 'Vacation', amount: '100.00', title: 'Vacation savings', recurring: 'monthly', dayOfMonth: 1 },
        { from: 'cloud', to: 'Emergency Fund', amount: '50.00', title: 'Top up emergency fund', recurring: 'none', inDays: 10 },
      ],
    },
    subAccounts: [{
      displayName: 'Jamie Rivera', fullName: 'Jamie Rivera', accountType: 'authorized_minor', isSubAccount: true, plan: 'family', cloud: '10.00',
      qubes: [
        { name: 'Allowance', type: 'spending', icon: 'wallet', color: COLORS.green, balance: '25.00' },
        { name: 'New Bike', type: 'goal', icon: 'bike', color: COLORS.blue, balance: '40.00', goalAmount: '200.00', goalDate: nextJune(now) },
      ],
    }],
    households: [{
      displayName: 'Rivera Household', fullName: 'Rivera Household', accountType: 'household', isAggregate: true, plan: 'plus', cloud: '300.00',
      // Two spending qubes and a few purchases, so alex, switched to the household, can reQube an activity.
      qubes: [
        {
          name: 'Family Groceries', type: 'spending', icon: 'cart', color: COLORS.green, balance: '150.00',
          purchases: [{ merchant: 'Costco', amount: '86.40', daysAgo: 9 }, { merchant: 'Farmers Market', amount: '24.15', daysAgo: 6 }, { merchant: 'Target', amount: '41.99', daysAgo: 3 }],
        },
        { name: 'Family Fun', type: 'spending', icon: 'gamepad', color: COLORS.purple, balance: '60.00' },
      ],
    }],
  },
  {
    email: 'plus@demo.qube', companyId: 1, firstName: 'Pat', lastName: 'Parker',
    flags: flagsOf(...QUBE_FLAGS, 'planning_screen', 'auto_allocation', 'web_move_money_internal', 'web_move_money_ach_in', 'web_move_money_card_deposit', 'web_move_money_ach_out', 'web_move_money_p2p', 'card_fund', 'monthly_reports', 'web_open_qube_top_banner'),
    primary: {
      displayName: 'Parker Household', fullName: 'Parker Household', accountType: 'household', isAggregate: true, hasBankingFeatures: true, plan: 'plus', cloud: '850.00', paycheck: '1800.00',
      qubes: [
        { name: 'Groceries', type: 'spending', icon: 'cart', color: COLORS.green, balance: '210.00', budget: '500.00', merchants: ['Costco', 'Kroger'] },
        { name: 'Utilities', type: 'billing', icon: 'bolt', color: COLORS.blue, balance: '120.00', budget: '120.00', billAmount: '120.00', dueDay: 20 },
        { name: 'College Fund', type: 'goal', icon: 'school', color: COLORS.gold, balance: '1500.00', budget: '100.00', goalAmount: '20000.00', goalDate: `${now.getFullYear() + 8}-08-31` },
      ],
      qubelessPurchases: [{ merchant: 'Gas Station', amount: '42.10' }, { merchant: 'Hardware Store', amount: '18.75' }],
      notifications: [{ type: 'qubeless', title: 'Transaction in Qubeless', body: 'Gas Station $42.10 needs a qube.', isSeen: false, about: { transactionType: 'purchase', title: 'Gas Station' } }],
    },
  },
  {
    email: 'lite@demo.qube', companyId: 1, firstName: 'Lee', lastName: 'Light', flags: flagsOf(...QUBE_FLAGS, 'web_move_money_internal'),
    primary: {
      displayName: 'Lee Light', fullName: 'Lee Light', accountType: 'normal', plan: 'lite', cloud: '150.00', paycheck: '900.00',
      qubes: [
        { name: 'Groceries', type: 'spending', icon: 'cart', color: COLORS.green, balance: '90.00', budget: '200.00', merchants: ['Aldi'] },
        { name: 'Internet', type: 'billing', icon: 'wifi', color: COLORS.blue, balance: '60.00', budget: '60.00', billAmount: '60.00', dueDay: 10 },
        { name: 'Laptop', type: 'goal', icon: 'laptop', color: COLORS.gold, balance: '250.00', goalAmount: '1200.00', goalDate: nextJune(now) },
      ],
    },
  },
  {
    email: 'limited@demo.qube', companyId: 1, firstName: 'Lou', lastName: 'Limited', userType: 'limited_user', flags: flagsOf(...QUBE_FLAGS),
    primary: { displayName: 'Lou Limited', fullName: 'Lou Limited', accountType: 'normal', hasBankingFeatures: false, plan: 'lite', cloud: '0.00', qubes: [] },
  },
  {
    email: 'coach@demo.qube', companyId: 1, firstName: 'Cora', lastName: 'Coach', isCoach: true, flags: flagsOf(...QUBE_FLAGS, 'web_move_money_internal', 'web_partner_revenue'),
    primary: { displayName: 'Cora Coach', fullName: 'Cora Coach', accountType: 'normal', plan: 'premium', cloud: '400.00', qubes: [{ name: 'Books', type: 'spending', icon: 'book', color: COLORS.purple, balance: '35.00' }] },
    affiliate: { programType: 'coach', affiliateFeatures: ['dashboard', 'revenue', 'leads', 'clients', 'coach_profile'], landing: 340, checkout: 58, basic: 12, premium: 21, family: 7, commission: '1425.50', pending: 4, pendingPremium: 3, pendingFamily: 1, pendingCommission: '187.25' },
  },
  {
    email: 'affiliate@demo.qube', companyId: 1, firstName: 'Ari', lastName: 'Affiliate', isAffiliate: true, flags: flagsOf(...QUBE_FLAGS, 'web_partner_revenue'),
    primary: { displayName: 'Ari Affiliate', fullName: 'Ari Affiliate', accountType: 'normal', plan: 'premium', cloud: '220.00', qubes: [{ name: 'Coffee', type: 'spending', icon: 'coffee', color: COLORS.orange, balance: '18.00' }] },
    affiliate: { programType: 'affiliate', affiliateFeatures: ['dashboard', 'revenue'], landing: 1210, checkout: 143, basic: 40, premium: 52, family: 9, commission: '2310.00', pending: 6, pendingPremium: 4, pendingFamily: 2, pendingCommission: '96.40' },
  },
  {
    email: 'rewards@demo.qube', companyId: 1, firstName: 'Remy', lastName: 'Rewards', isAffiliate: true, isRewardsAffiliate: true, flags: flagsOf(...QUBE_FLAGS),
    primary: { displayName: 'Remy Rewards', fullName: 'Remy Rewards', accountType: 'normal', plan: 'premium', cloud: '75.00', qubes: [] },
    affiliate: { programType: 'rewards', affiliateFeatures: ['dashboard'], landing: 88, checkout: 12, basic: 5, premium: 3, family: 1, commission: '145.00', pending: 2, pendingPremium: 1, pendingFamily: 0, pendingCommission: '20.00' },
  },
  {
    email: 'casey@demo.qube', companyId: 2, firstName: 'Casey', lastName: 'Morgan', flags: flagsOf(...QUBE_FLAGS, 'monthly_reports'),
    primary: {
      displayName: 'Casey Morgan', fullName: 'Casey Morgan', accountType: 'normal', plan: 'premium', cloud: '640.00', paycheck: '1600.00',
      qubes: [
        { name: 'Groceries', type: 'spending', icon: 'cart', color: COLORS.green, balance: '175.00', budget: '350.00', merchants: ['Market Hall', 'Fresh Co'] },
        { name: 'Car Payment', type: 'billing', icon: 'car', color: COLORS.blue, balance: '310.00', budget: '310.00', billAmount: '310.00', dueDay: 5 },
        { name: 'House Deposit', type: 'goal', icon: 'home', color: COLORS.gold, balance: '2200.00', budget: '250.00', goalAmount: '15000.00', goalDate: `${now.getFullYear() + 2}-05-31` },
      ],
    },
  },
];

/** True when the database holds no users yet (first start). */
export const isEmpty = async (db: Db): Promise<boolean> => {
  const { rows } = (await db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows: { n: number }[] };
  return Number(rows[0]?.n ?? 0) === 0;
};

/**
 * The environment the demo data is loaded for, which sets the cost of the demo password's hash: QUBE_ENV as main and
 * db:reset run with it (development hashes as production does). The API tests seed without QUBE_ENV and sign in
 * hundreds of times, so an unset QUBE_ENV means test here; seeding never runs in production.
 */
const seedingEnv = (): QubeEnv => {
  const env = process.env.QUBE_ENV;
  return env === 'development' || env === 'production' ? env : 'test';
};

/** Loads the demo data. Each account gets its own history so the ledger sums to the stated balances. */
export const seed = async (db: Db, now = new Date(), env: QubeEnv = seedingEnv()) => {
  const passwordHash = await hashPassword(DEMO_PASSWORD, env);
  for (const spec of demoUsers(now)) {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [user] = await t
        .insert(users)
        .values({
          companyId: spec.companyId,
          email: spec.email,
          passwordHash,
          firstName: spec.firstName,
          lastName: spec.lastName,
          phoneNumber: '(555) 010-0000',
          userType: spec.userType ?? 'regular_user',
          isCoach: spec.isCoach ?? false,
          isAffiliate: spec.isAffiliate ?? false,
          isRewardsAffiliate: spec.isRewardsAffiliate ?? false,
          featureFlags: spec.flags,
          addressStreet: '100 Main Street',
          addressApartmentNo: 'Apt 4',
          addressCity: 'Austin',
          addressState: 'TX',
          addressPostalCode: '78701',
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert failed');
      const primaryId = await seedAccount(t, spec.companyId, spec.primary, now, user.id);
      await t.insert(accountMembers).values({ accountId: primaryId, userId: user.id, role: 'primary' });
      for (const sub of spec.subAccounts ?? []) {
        const id = await seedAccount(t, spec.companyId, sub, now, user.id);
        await t.insert(accountMembers).values({ accountId: id, userId: user.id, role: 'sub_account' });
      }
      for (const household of spec.households ?? []) {
        const id = await seedAccount(t, spec.companyId, household, now, user.id);
        await t.insert(accountMembers).values({ accountId: id, userId: user.id, role: 'household' });
        await t.update(accounts).set({ householdId: id }).where(sql`${accounts.id} = ${primaryId}`);
      }
      if (spec.affiliate) await t.insert(affiliateProfiles).values({ userId: user.id, ...spec.affiliate });
      // The partner portal's history (issue 12): codes, conversions, leads, payouts, node sales, profile, program.
      if (spec.affiliate) await seedPartner(t, spec.email, user.id, primaryId, now);
    });
  }
};
