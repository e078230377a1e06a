import crypto from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  accountMembers, accounts, achDeposits, activities, affiliateProfiles, budgets, incomeGroups, incomes, ledgerEntries, ledgerMovements, notifications, qubeBudgets, qubes, scheduledOrders, users,
} from '../../platform/db/schema';
import { insertMapped } from '../../platform/db/insertMapped';
import { copyPartnerData } from '../partners';
import { copyPlanBilling } from '../plans';

const mapped = (map: Map<number, number>, id: number | null): number | null => (id === null ? null : (map.get(id) ?? id));

/**
 * Copies a user and everything they reach (accounts, members, qubes, activities, ledger, budgets, income,
 * notifications, affiliate profile) under a fresh email, so tests never share money state.
 * Returns the new email, or null when the source user does not exist.
 * One insert per table (the tests copy a demo user ~400 times a run; a statement per row made ~230 round trips).
 */
export const copyDemoUser = async (db: Db, email: string): Promise<string | null> =>
  db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [source] = await tx.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
    if (!source) return null;
    const [local, domain] = source.email.split('@');
    const newEmail = `${local}+${crypto.randomBytes(5).toString('hex')}@${domain}`;
    const { id: _userId, ...userData } = source;
    const [user] = await tx.insert(users).values({ ...userData, email: newEmail, createdAt: new Date() }).returning({ id: users.id });
    if (!user) throw new Error('user copy failed');
    const ownId = (id: number | null) => (id === source.id ? user.id : id);

    const members = await tx.select().from(accountMembers).where(eq(accountMembers.userId, source.id)).orderBy(asc(accountMembers.accountId));
    const accountIds = members.map((m) => m.accountId);
    if (accountIds.length === 0) return newEmail;
    const sourceAccounts = await tx.select().from(accounts).where(inArray(accounts.id, accountIds)).orderBy(asc(accounts.id));
    const accountMap = await insertMapped(sourceAccounts, (values) => tx.insert(accounts).values(values).returning({ id: accounts.id }), (data) => ({
      ...data,
      accountNumber: `4${crypto.randomInt(10 ** 9, 10 ** 10 - 1)}${crypto.randomInt(100, 999)}`,
    }));
    const newAccountOf = (id: number) => accountMap.get(id) ?? -1;
    for (const a of sourceAccounts) {
      if (a.householdId !== null || a.futureAccountId !== null) {
        await tx.update(accounts)
          .set({ householdId: mapped(accountMap, a.householdId), futureAccountId: mapped(accountMap, a.futureAccountId) })
          .where(eq(accounts.id, newAccountOf(a.id)));
      }
    }
    await tx.insert(accountMembers).values(members.map((m) => ({ accountId: newAccountOf(m.accountId), userId: user.id, role: m.role })));

    const sourceQubes = await tx.select().from(qubes).where(inArray(qubes.accountId, accountIds)).orderBy(asc(qubes.id));
    const qubeMap = await insertMapped(sourceQubes, (values) => tx.insert(qubes).values(values).returning({ id: qubes.id }), (q) => ({ ...q, accountId: newAccountOf(q.accountId) }));
    const sourceActivities = await tx.select().from(activities).where(inArray(activities.accountId, accountIds)).orderBy(asc(activities.id));
    const activityMap = await insertMapped(sourceActivities, (values) => tx.insert(activities).values(values).returning({ id: activities.id }), (a) => ({
      ...a,
      accountId: newAccountOf(a.accountId),
      qubeId: mapped(qubeMap, a.qubeId),
      otherQubeId: mapped(qubeMap, a.otherQubeId),
      userId: ownId(a.userId),
    }));
    const sourceMovements = await tx.select().from(ledgerMovements).where(inArray(ledgerMovements.accountId, accountIds)).orderBy(asc(ledgerMovements.id));
    const movementMap = await insertMapped(sourceMovements, (values) => tx.insert(ledgerMovements).values(values).returning({ id: ledgerMovements.id }), (m) => ({ ...m, accountId: newAccountOf(m.accountId) }));
    const entries = await tx.select().from(ledgerEntries).where(inArray(ledgerEntries.accountId, accountIds)).orderBy(asc(ledgerEntries.id));
    if (entries.length > 0) {
      await tx.insert(ledgerEntries).values(entries.map(({ id: _id, accountId, qubeId, activityId, movementId, ...data }) => ({
        ...data,
        accountId: newAccountOf(accountId),
        qubeId: mapped(qubeMap, qubeId),
        activityId: mapped(activityMap, activityId),
        movementId: movementMap.get(movementId) ?? movementId,
      })));
    }
    const sourceGroups = await tx.select().from(incomeGroups).where(inArray(incomeGroups.accountId, accountIds)).orderBy(asc(incomeGroups.id));
    const incomeGroupMap = await insertMapped(sourceGroups, (values) => tx.insert(incomeGroups).values(values).returning({ id: incomeGroups.id }), (g) => ({ ...g, accountId: newAccountOf(g.accountId) }));
    const sourceBudgets = await tx.select().from(budgets).where(inArray(budgets.accountId, accountIds)).orderBy(asc(budgets.id));
    const budgetMap = await insertMapped(sourceBudgets, (values) => tx.insert(budgets).values(values).returning({ id: budgets.id }), (b) => ({ ...b, accountId: newAccountOf(b.accountId) }));
    if (budgetMap.size > 0) {
      const budgetIds = [...budgetMap.keys()];
      const lines = await tx.select().from(qubeBudgets).where(inArray(qubeBudgets.budgetId, budgetIds)).orderBy(asc(qubeBudgets.id));
      if (lines.length > 0) {
        await tx.insert(qubeBudgets).values(lines.map(({ id: _id, budgetId, qubeId, ...line }) => ({ ...line, budgetId: budgetMap.get(budgetId) ?? budgetId, qubeId: mapped(qubeMap, qubeId) ?? qubeId })));
      }
      const budgetIncomes = await tx.select().from(incomes).where(inArray(incomes.budgetId, budgetIds)).orderBy(asc(incomes.id));
      if (budgetIncomes.length > 0) {
        await tx.insert(incomes).values(budgetIncomes.map(({ id: _id, budgetId, incomeGroupId, ...income }) => ({
          ...income,
          budgetId: budgetMap.get(budgetId) ?? budgetId,
          incomeGroupId: incomeGroupId === null ? null : (incomeGroupMap.get(incomeGroupId) ?? null),
        })));
      }
    }
    const sourceNotifications = await tx.select().from(notifications).where(inArray(notifications.accountId, accountIds)).orderBy(asc(notifications.id));
    if (sourceNotifications.length > 0) {
      await tx.insert(notifications).values(sourceNotifications.map(({ id: _id, accountId, qubeId, activityId, ...n }) => ({
        ...n,
        accountId: newAccountOf(accountId),
        qubeId: mapped(qubeMap, qubeId),
        activityId: activityId === null ? null : (activityMap.get(activityId) ?? null),
        // A copy's history is not news: nobody is e-mailed about it.
        alertState: 'none',
      })));
    }
    const sourceOrders = await tx.select().from(scheduledOrders).where(inArray(scheduledOrders.accountId, accountIds)).orderBy(asc(scheduledOrders.id));
    const orderMap = await insertMapped(sourceOrders, (values) => tx.insert(scheduledOrders).values(values).returning({ id: scheduledOrders.id }), (o) => ({
      ...o,
      accountId: newAccountOf(o.accountId),
      fromQubeId: mapped(qubeMap, o.fromQubeId),
      toQubeId: mapped(qubeMap, o.toQubeId),
      createdBy: ownId(o.createdBy),
    }));
    for (const [oldId, newId] of orderMap) {
      await tx.update(activities).set({ scheduledOrderId: newId }).where(and(inArray(activities.accountId, [...accountMap.values()]), eq(activities.scheduledOrderId, oldId)));
    }
    for (const { id: _id, accountId, activityId, ...d } of await tx.select().from(achDeposits).where(inArray(achDeposits.accountId, accountIds)).orderBy(asc(achDeposits.id))) {
      const newActivityId = activityId === null ? null : (activityMap.get(activityId) ?? null);
      const [row] = await tx.insert(achDeposits).values({ ...d, accountId: newAccountOf(accountId), activityId: newActivityId, createdBy: ownId(d.createdBy) }).returning({ id: achDeposits.id });
      // The copied activity still names the original deposit as its source.
      if (row && newActivityId !== null) await tx.update(activities).set({ sourceId: row.id }).where(eq(activities.id, newActivityId));
    }
    const [profile] = await tx.select().from(affiliateProfiles).where(eq(affiliateProfiles.userId, source.id));
    if (profile) {
      const { id: _p, userId: _u, ...data } = profile;
      await tx.insert(affiliateProfiles).values({ ...data, userId: user.id });
    }
    await copyPartnerData(tx, source.id, user.id, accountMap);
    await copyPlanBilling(tx, accountIds, newAccountOf, (id) => (id === null ? null : (activityMap.get(id) ?? null)));
    return newEmail;
  });
