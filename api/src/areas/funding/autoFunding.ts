import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { accounts, qubeBudgets, qubes, scheduledOrders } from '../../platform/db/schema';
import { isoDate, nextDueDate } from '../../platform/dates';
import { addDays } from '@qube/contract/core/repeat';
import { currentBudget } from '../accounts';

type AccountRow = typeof accounts.$inferSelect;

/** The recurrence of auto_allocation orders for a budget period, and the first date (after today). */
const periodRule = (budgetPeriod: string, now: Date) => {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const mondayOffset = (7 - ((tomorrow.getDay() + 6) % 7)) % 7;
  const nextMonday = addDays(isoDate(tomorrow), mondayOffset);
  switch (budgetPeriod) {
    case 'weekly':
      return { recurring: 'weekly', transferInterval: null, frequency: null, days: [], start: nextMonday };
    case 'biweekly':
      return { recurring: 'weekly', transferInterval: 2, frequency: null, days: [], start: nextMonday };
    case 'semi_monthly': {
      const a = nextDueDate(1, tomorrow);
      const b = nextDueDate(15, tomorrow);
      return { recurring: 'custom', transferInterval: 1, frequency: 'monthly', days: [{ day: 1 }, { day: 15 }], start: a < b ? a : b };
    }
    default:
      return { recurring: 'monthly', transferInterval: null, frequency: null, days: [], start: nextDueDate(1, tomorrow) };
  }
};

/**
 * API-54: rebuilds the account's auto_allocation orders (call inside a transaction). Existing ones end; when auto
 * funding is on, every active qube of the current budget with auto_fund_choice ≠ 0 and a budget above 0 gets a
 * scheduled Cloud → qube transfer of its budget amount each budget period, starting with the next period.
 */
export const syncAutoFunding = async (tx: Db, account: Pick<AccountRow, 'id' | 'autoFundingEnabled' | 'budgetPeriod'>, now: Date, userId: number | null) => {
  await tx
    .update(scheduledOrders)
    .set({ isActive: false, updatedAt: now })
    .where(and(eq(scheduledOrders.accountId, account.id), eq(scheduledOrders.sourceType, 'auto_allocation'), eq(scheduledOrders.isActive, true)));
  if (!account.autoFundingEnabled) return 0;
  const budget = await currentBudget(tx, account.id, isoDate(now));
  if (!budget) return 0;
  const rows = await tx
    .select({ qubeId: qubes.id, name: qubes.name, amount: qubeBudgets.amount })
    .from(qubeBudgets)
    .innerJoin(qubes, eq(qubes.id, qubeBudgets.qubeId))
    .where(and(eq(qubeBudgets.budgetId, budget.id), eq(qubes.accountId, account.id), eq(qubes.isArchived, false), ne(qubes.autoFundChoice, 0), gt(qubeBudgets.amount, '0')));
  const rule = periodRule(account.budgetPeriod, now);
  for (const row of rows) {
    await tx.insert(scheduledOrders).values({
      accountId: account.id,
      kind: 'qube_transfer',
      fromQubeId: null,
      toQubeId: row.qubeId,
      amount: row.amount,
      title: `Auto-fund ${row.name}`,
      recurring: rule.recurring,
      frequency: rule.frequency,
      transferInterval: rule.transferInterval,
      daysInCalendar: rule.days,
      startDate: rule.start,
      nextDate: rule.start,
      sourceType: 'auto_allocation',
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    });
  }
  return rows.length;
};
