import crypto from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  accountMembers, accounts, achDeposits, activities, affiliateProfiles, budgets, incomeGroups, incomes, ledgerEntries, ledgerMovements, notifications, qubeBudgets, qubes, scheduledOrders, users,
} from '../db/schema';
import { copyPartnerData } from './partnerCopy';

const mapped = (map: Map<number, number>, id: number | null): number | null => (id === null ? null : (map.get(id) ?? id));

/**
 * Copies a user and everything they reach (accounts, members, qubes, activities, ledger, budgets, income,
 * notifications, affiliate profile) under a fresh email, so tests never share money state.
 * Returns the new email, or null when the source user does not exist.
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

    const members = await tx.select().from(accountMembers).where(eq(accountMembers.userId, source.id)).orderBy(asc(accountMembers.accountId));
    const accountIds = members.map((m) => m.accountId);
    if (accountIds.length === 0) return newEmail;
    const accountMap = new Map<number, number>();
    const sourceAccounts = await tx.select().from(accounts).where(inArray(accounts.id, accountIds)).orderBy(asc(accounts.id));
    for (const { id, ...data } of sourceAccounts) {
      const number = `4${crypto.randomInt(10 ** 9, 10 ** 10 - 1)}${crypto.randomInt(100, 999)}`;
      const [row] = await tx.insert(accounts).values({ ...data, accountNumber: number }).returning({ id: accounts.id });
      if (!row) throw new Error('account copy failed');
      accountMap.set(id, row.id);
    }
    for (const a of sourceAccounts) {
      if (a.householdId !== null || a.futureAccountId !== null) {
        await tx.update(accounts)
          .set({ householdId: mapped(accountMap, a.householdId), futureAccountId: mapped(accountMap, a.futureAccountId) })
          .where(eq(accounts.id, accountMap.get(a.id) ?? -1));
      }
    }
    for (const m of members) await tx.insert(accountMembers).values({ accountId: accountMap.get(m.accountId) ?? -1, userId: user.id, role: m.role });

    const qubeMap = new Map<number, number>();
    for (const { id, accountId, ...data } of await tx.select().from(qubes).where(inArray(qubes.accountId, accountIds)).orderBy(asc(qubes.id))) {
      const [row] = await tx.insert(qubes).values({ ...data, accountId: accountMap.get(accountId) ?? -1 }).returning({ id: qubes.id });
      if (row) qubeMap.set(id, row.id);
    }
    const activityMap = new Map<number, number>();
    for (const { id, accountId, qubeId, otherQubeId, userId, ...data } of await tx.select().from(activities).where(inArray(activities.accountId, accountIds)).orderBy(asc(activities.id))) {
      const [row] = await tx.insert(activities).values({
        ...data,
        accountId: accountMap.get(accountId) ?? -1,
        qubeId: mapped(qubeMap, qubeId),
        otherQubeId: mapped(qubeMap, otherQubeId),
        userId: userId === source.id ? user.id : userId,
      }).returning({ id: activities.id });
      if (row) activityMap.set(id, row.id);
    }
    const movementMap = new Map<number, number>();
    for (const { id, accountId, ...data } of await tx.select().from(ledgerMovements).where(inArray(ledgerMovements.accountId, accountIds)).orderBy(asc(ledgerMovements.id))) {
      const [row] = await tx.insert(ledgerMovements).values({ ...data, accountId: accountMap.get(accountId) ?? -1 }).returning({ id: ledgerMovements.id });
      if (row) movementMap.set(id, row.id);
    }
    const entries = await tx.select().from(ledgerEntries).where(inArray(ledgerEntries.accountId, accountIds)).orderBy(asc(ledgerEntries.id));
    if (entries.length > 0) {
      await tx.insert(ledgerEntries).values(entries.map(({ id: _id, accountId, qubeId, activityId, movementId, ...data }) => ({
        ...data,
        accountId: accountMap.get(accountId) ?? -1,
        qubeId: mapped(qubeMap, qubeId),
        activityId: mapped(activityMap, activityId),
        movementId: movementMap.get(movementId) ?? movementId,
      })));
    }
    const incomeGroupMap = new Map<number, number>();
    for (const { id, accountId, ...data } of await tx.select().from(incomeGroups).where(inArray(incomeGroups.accountId, accountIds)).orderBy(asc(incomeGroups.id))) {
      const [row] = await tx.insert(incomeGroups).values({ ...data, accountId: accountMap.get(accountId) ?? -1 }).returning({ id: incomeGroups.id });
      if (row) incomeGroupMap.set(id, row.id);
    }
    for (const { id, accountId, ...data } of await tx.select().from(budgets).where(inArray(budgets.accountId, accountIds)).orderBy(asc(budgets.id))) {
      const [row] = await tx.insert(budgets).values({ ...data, accountId: accountMap.get(accountId) ?? -1 }).returning({ id: budgets.id });
      if (!row) continue;
      for (const { id: _qb, budgetId: _b, qubeId, ...qb } of await tx.select().from(qubeBudgets).where(eq(qubeBudgets.budgetId, id))) {
        await tx.insert(qubeBudgets).values({ ...qb, budgetId: row.id, qubeId: mapped(qubeMap, qubeId) ?? qubeId });
      }
      for (const { id: _i, budgetId: _b, incomeGroupId, ...income } of await tx.select().from(incomes).where(eq(incomes.budgetId, id))) {
        await tx.insert(incomes).values({ ...income, budgetId: row.id, incomeGroupId: incomeGroupId === null ? null : (incomeGroupMap.get(incomeGroupId) ?? null) });
      }
    }
    for (const { id: _n, accountId, qubeId, activityId, ...n } of await tx.select().from(notifications).where(inArray(notifications.accountId, accountIds))) {
      await tx.insert(notifications).values({ ...n, accountId: accountMap.get(accountId) ?? -1, qubeId: mapped(qubeMap, qubeId), activityId: activityId === null ? null : (activityMap.get(activityId) ?? null) });
    }
    const orderMap = new Map<number, number>();
    for (const { id, accountId, fromQubeId, toQubeId, createdBy, ...o } of await tx.select().from(scheduledOrders).where(inArray(scheduledOrders.accountId, accountIds)).orderBy(asc(scheduledOrders.id))) {
      const [row] = await tx.insert(scheduledOrders).values({
        ...o,
        accountId: accountMap.get(accountId) ?? -1,
        fromQubeId: mapped(qubeMap, fromQubeId),
        toQubeId: mapped(qubeMap, toQubeId),
        createdBy: createdBy === source.id ? user.id : createdBy,
      }).returning({ id: scheduledOrders.id });
      if (row) orderMap.set(id, row.id);
    }
    for (const [oldId, newId] of orderMap) {
      await tx.update(activities).set({ scheduledOrderId: newId }).where(and(inArray(activities.accountId, [...accountMap.values()]), eq(activities.scheduledOrderId, oldId)));
    }
    for (const { id: _id, accountId, activityId, ...d } of await tx.select().from(achDeposits).where(inArray(achDeposits.accountId, accountIds)).orderBy(asc(achDeposits.id))) {
      const newActivityId = activityId === null ? null : (activityMap.get(activityId) ?? null);
      const [row] = await tx.insert(achDeposits).values({ ...d, accountId: accountMap.get(accountId) ?? -1, activityId: newActivityId, createdBy: d.createdBy === source.id ? user.id : d.createdBy }).returning({ id: achDeposits.id });
      // The copied activity still names the original deposit as its source.
      if (row && newActivityId !== null) await tx.update(activities).set({ sourceId: row.id }).where(eq(activities.id, newActivityId));
    }
    const [profile] = await tx.select().from(affiliateProfiles).where(eq(affiliateProfiles.userId, source.id));
    if (profile) {
      const { id: _p, userId: _u, ...data } = profile;
      await tx.insert(affiliateProfiles).values({ ...data, userId: user.id });
    }
    await copyPartnerData(tx, source.id, user.id, accountMap);
    return newEmail;
  });
