import crypto from 'node:crypto';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxDirectDepositCredits } from '../../db/schema';
import type { CreditAnswer, CreditOrder, CreditReceiver, CreditReport, DirectDepositNetwork, IncomingCredit } from './directDepositNetwork';

/**
 * The sandbox direct-deposit network's test values (api/README.md, 'Sandbox direct deposit'): each credit gets a
 * deposit id 'sbxdd_' and 24 hex digits unless the caller names one, and naming the same id again replays the
 * delivery (a webhook retried: it lands once). The credit goes to the routing and account number it is addressed to,
 * as a real network's does: an account number that is no account's is refused (404). A named id that starts with
 * `lost_` is taken by the network but its delivery is lost, as a webhook our servers never received: nothing lands
 * until the reconciliation finds it in the network's report (ADR 0105).
 */
export const SANDBOX_DEPOSIT_ID_PREFIX = 'sbxdd_';
export const SANDBOX_LOST_DELIVERY_PREFIX = 'lost_';

/** The sandbox network: no outside service; it records each credit it takes (its report) and delivers it at once. */
export const sandboxDirectDepositNetwork: DirectDepositNetwork = {
  id: 'sandbox',
  clearingCounterparty: 'clearing:sandbox_direct_deposit',
};

/** A credit the sandbox took: delivered, or lost on the way (the `lost_` test value). */
export type SandboxSent<T extends CreditAnswer> = { delivered: T } | { lost: IncomingCredit };

/**
 * Sends one credit through the sandbox: recorded first (the network has the money whatever happens to the delivery), then
 * delivered to the receiver unless its id asks for a lost delivery. Sending a recorded id again delivers it again; a
 * credit the receiver refuses at its first delivery is returned to the payer, and leaves the record.
 */
export const sendSandboxCredit = async <T extends CreditAnswer>(db: Db, order: CreditOrder, receiver: CreditReceiver<T>): Promise<SandboxSent<T>> => {
  const credit: IncomingCredit = {
    network: sandboxDirectDepositNetwork.id,
    depositId: order.depositId ?? `${SANDBOX_DEPOSIT_ID_PREFIX}${crypto.randomBytes(12).toString('hex')}`,
    routingNumber: order.routingNumber.trim(),
    accountNumber: order.accountNumber.trim(),
    payerName: order.payerName.trim().replace(/\s+/g, ' '),
    amount: order.amount,
    effectiveDate: order.effectiveDate,
  };
  const isLost = credit.depositId.startsWith(SANDBOX_LOST_DELIVERY_PREFIX);
  // The first sending of an id is the network's record; a repeat (a retried webhook) keeps it as it was.
  const recorded = await db.insert(sandboxDirectDepositCredits).values({
    depositId: credit.depositId, routingNumber: credit.routingNumber, accountNumber: credit.accountNumber, payerName: credit.payerName,
    amount: credit.amount, effectiveDate: credit.effectiveDate, delivered: !isLost,
  }).onConflictDoNothing().returning({ depositId: sandboxDirectDepositCredits.depositId });
  if (isLost) return { lost: credit };
  try {
    return { delivered: await receiver(credit) };
  } catch (error) {
    // Refused at its first delivery (no such account, several with those numbers): a real network returns it to the
    // payer and its report no longer lists it. A refused repeat leaves the first sending's record as it was.
    if (recorded.length > 0) await db.delete(sandboxDirectDepositCredits).where(eq(sandboxDirectDepositCredits.depositId, credit.depositId));
    throw error;
  }
};

/** The sandbox network's report: every credit it took with an effective date in the window, delivered or lost. */
export const sandboxCreditReport = (db: Db): CreditReport => ({
  network: sandboxDirectDepositNetwork.id,
  creditsBetween: async (from, to) => {
    const rows = await db.select().from(sandboxDirectDepositCredits)
      .where(and(gte(sandboxDirectDepositCredits.effectiveDate, from), lte(sandboxDirectDepositCredits.effectiveDate, to)))
      .orderBy(asc(sandboxDirectDepositCredits.effectiveDate), asc(sandboxDirectDepositCredits.depositId));
    return rows.map((row) => ({
      deposit_id: row.depositId, routing_number: row.routingNumber, account_number: row.accountNumber,
      payer_name: row.payerName, amount: row.amount, effective_date: row.effectiveDate,
    }));
  },
});
