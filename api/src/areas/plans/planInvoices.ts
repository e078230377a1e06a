import type { PlanInvoice } from '@qube/contract/plans';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { planInvoiceLines, planInvoices } from '../../platform/db/schema';
import { fromCents, money, toCents } from '@qube/contract/core/money';

/** How many invoices the list answers: two years of monthly periods. */
export const INVOICE_LIST_LIMIT = 24;

/** GET web/accounts/{id}/invoices/: the account's invoices, newest period first, each with its lines (issue 22 §2). */
export const listInvoices = async (db: Db, accountId: number): Promise<PlanInvoice[]> => {
  const rows = await db.select().from(planInvoices).where(eq(planInvoices.accountId, accountId))
    .orderBy(desc(planInvoices.periodStart)).limit(INVOICE_LIST_LIMIT);
  if (rows.length === 0) return [];
  const lines = await db.select().from(planInvoiceLines).where(inArray(planInvoiceLines.invoiceId, rows.map((r) => r.id))).orderBy(asc(planInvoiceLines.id));
  return rows.map((row) => ({
    id: row.id,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    plan: row.plan as PlanInvoice['plan'],
    status: row.status as PlanInvoice['status'],
    amount_due: fromCents(toCents(row.planFee) + toCents(row.qubeFee)),
    amount_paid: money(row.amountPaid),
    amount_refunded: money(row.amountRefunded),
    next_attempt_on: row.nextAttemptOn,
    grace_until: row.status === 'past_due' ? row.graceUntil : null,
    paid_at: row.paidAt ? row.paidAt.toISOString() : null,
    lines: lines.filter((l) => l.invoiceId === row.id).map((l) => ({
      kind: l.kind as PlanInvoice['lines'][number]['kind'],
      description: l.description,
      amount: money(l.amount),
      activity_id: l.activityId,
      created_at: l.createdAt.toISOString(),
    })),
  }));
};
