import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { accountPlans, planInvoiceLines, planInvoices, planUsage } from '../../platform/db/schema';
import { insertMapped } from '../../platform/db/insertMapped';

/**
 * A demo copy's billing (issue 22 §2): its anchor and free days, invoices and Lite usage as the source has them, so
 * the copy is not billed again for a period whose fee its copied ledger already shows. The partner's commission stays
 * the source's (a copy is nobody's customer).
 */
export const copyPlanBilling = async (
  tx: Db,
  accountIds: number[],
  newAccountOf: (id: number) => number,
  activityOf: (id: number | null) => number | null,
) => {
  const plans = await tx.select().from(accountPlans).where(inArray(accountPlans.accountId, accountIds));
  if (plans.length > 0) await tx.insert(accountPlans).values(plans.map((p) => ({ ...p, accountId: newAccountOf(p.accountId) })));
  const usage = await tx.select().from(planUsage).where(inArray(planUsage.accountId, accountIds));
  if (usage.length > 0) await tx.insert(planUsage).values(usage.map((u) => ({ ...u, accountId: newAccountOf(u.accountId) })));
  const invoices = await tx.select().from(planInvoices).where(inArray(planInvoices.accountId, accountIds)).orderBy(asc(planInvoices.id));
  if (invoices.length === 0) return;
  const invoiceMap = await insertMapped(invoices, (values) => tx.insert(planInvoices).values(values).returning({ id: planInvoices.id }), (i) => ({
    ...i, accountId: newAccountOf(i.accountId), activityId: activityOf(i.activityId), partnerUserId: null, commissionRate: null, commission: '0',
  }));
  const lines = await tx.select().from(planInvoiceLines).where(inArray(planInvoiceLines.invoiceId, [...invoiceMap.keys()])).orderBy(asc(planInvoiceLines.id));
  if (lines.length > 0) {
    await tx.insert(planInvoiceLines).values(lines.map(({ id: _id, ...l }) => ({ ...l, invoiceId: invoiceMap.get(l.invoiceId) ?? l.invoiceId, activityId: activityOf(l.activityId) })));
  }
};
