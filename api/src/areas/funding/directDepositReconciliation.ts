import { and, eq, gte, lte } from 'drizzle-orm';
import { toCents } from '@qube/contract/core/money';
import type { Database } from '../../platform/db/client';
import { accounts, directDepositReconciliations, directDeposits, type ReconciliationDetails } from '../../platform/db/schema';
import { isoDate } from '../../platform/dates';
import { DomainError } from '../../platform/errors';
import type { CreditReport } from '../../platform/providers/directDeposit/directDepositNetwork';
import { checkedDelivery } from './directDepositDelivery';
import { DEPOSIT_ID_REUSED, landDirectDeposit, returnReasonOf } from './directDeposits';

/**
 * The window of effective dates each reconciliation compares: ten days back (a partner retries a webhook for about
 * three days; ten covers a long weekend on top) to seven ahead (the latest effective date a delivery may carry).
 */
export const RECONCILIATION_DAYS_BACK = 10;
export const RECONCILIATION_DAYS_AHEAD = 7;
/** The deposit ids kept per finding in a reconciliation's row; the counts are complete. */
const DETAILS_MAX = 100;
const DAY_MS = 86_400_000;

export type Reconciliation = {
  network: string;
  from: string;
  to: string;
  reported: number;
  counts: Record<keyof ReconciliationDetails, number>;
  details: ReconciliationDetails;
};

const emptyDetails = (): ReconciliationDetails => ({ landed_late: [], unlandable: [], mismatched: [], unreported: [], invalid: [] });

/**
 * Compares one network's report with the deposits that landed from it (ADR 0105), and records what it found:
 * - a reported credit that never landed (its delivery was lost, or our servers were down longer than the partner
 *   retried) lands now, through the one receiver (`landDirectDeposit`: once per deposit id, with the paycheck rule and
 *   the notification, as a delivery would have): `landed_late`;
 * - one that no single account has the numbers of cannot land: `unlandable` (the partner returns it to the payer);
 * - one that landed with another account, amount or payer than reported: `mismatched`, and nothing moves;
 * - one that landed but the report does not list: `unreported`, money credited that the network does not owe us;
 * - a report line that fails a delivery's checks: `invalid`, and nothing moves.
 * Ours are read before the report is asked for: a delivery that lands in between is then in the report, and is not
 * taken for unreported. Anything but a clean result is logged as a warning.
 */
const reconcileNetwork = async (database: Pick<Database, 'db' | 'events'>, now: Date, report: CreditReport, log: (line: string) => void): Promise<Reconciliation> => {
  const { db } = database;
  const from = isoDate(new Date(now.getTime() - RECONCILIATION_DAYS_BACK * DAY_MS));
  const to = isoDate(new Date(now.getTime() + RECONCILIATION_DAYS_AHEAD * DAY_MS));
  const ours = await db
    .select({ depositId: directDeposits.providerDepositId, amount: directDeposits.amount, payerName: directDeposits.payerName, routingNumber: accounts.routingNumber, accountNumber: accounts.accountNumber })
    .from(directDeposits)
    .innerJoin(accounts, eq(accounts.id, directDeposits.accountId))
    .where(and(eq(directDeposits.provider, report.network), gte(directDeposits.effectiveDate, from), lte(directDeposits.effectiveDate, to)));
  const landed = new Map(ours.map((row) => [row.depositId, row]));
  const lines = await report.creditsBetween(from, to);

  const found = emptyDetails();
  const counts: Record<keyof ReconciliationDetails, number> = { landed_late: 0, unlandable: 0, mismatched: 0, unreported: 0, invalid: 0 };
  const note = (finding: keyof ReconciliationDetails, depositId: string) => {
    counts[finding] += 1;
    if (found[finding].length < DETAILS_MAX) found[finding].push(depositId.slice(0, 100));
  };
  const reported = new Set<string>();
  for (const line of lines) {
    let credit: ReturnType<typeof checkedDelivery>;
    try {
      credit = checkedDelivery(line, now);
    } catch {
      note('invalid', line.deposit_id);
      continue;
    }
    // The same id twice in one report is the report's error: the first line counts, the second is invalid.
    if (reported.has(credit.depositId)) {
      note('invalid', credit.depositId);
      continue;
    }
    reported.add(credit.depositId);
    const known = landed.get(credit.depositId);
    if (known) {
      const same = toCents(known.amount) === toCents(credit.amount) && known.payerName === credit.payerName
        && known.routingNumber === credit.routingNumber && known.accountNumber === credit.accountNumber;
      if (!same) note('mismatched', credit.depositId);
      continue;
    }
    try {
      const result = await landDirectDeposit(database, { network: report.network, ...credit }, now);
      // 'already_landed': its delivery arrived after ours were read.
      if (result.status === 'landed') note('landed_late', credit.depositId);
    } catch (error) {
      if (returnReasonOf(error) !== null) note('unlandable', credit.depositId);
      else if (error instanceof DomainError && error.fallbackMessage === DEPOSIT_ID_REUSED) note('mismatched', credit.depositId);
      else throw error;
    }
  }
  for (const depositId of landed.keys()) if (!reported.has(depositId)) note('unreported', depositId);

  await db.insert(directDepositReconciliations).values({
    network: report.network, windowFrom: from, windowTo: to, reported: reported.size,
    landedLate: counts.landed_late, unlandable: counts.unlandable, mismatched: counts.mismatched, unreported: counts.unreported, invalid: counts.invalid,
    details: found, createdAt: now,
  });
  const findings = (Object.keys(counts) as (keyof ReconciliationDetails)[]).filter((finding) => counts[finding] > 0);
  if (findings.length > 0) {
    log(`direct-deposit reconciliation (${report.network}, ${from}..${to}): ${findings.map((finding) => `${finding} ${counts[finding]}`).join(', ')}`);
  }
  return { network: report.network, from, to, reported: reported.size, counts, details: found };
};

/** Reconciles each configured network's report in turn (the scheduler's direct-deposits step, hourly). */
export const reconcileDirectDeposits = async (
  database: Pick<Database, 'db' | 'events'>,
  now: Date,
  reports: readonly CreditReport[],
  log: (line: string) => void = (line) => console.warn(line),
): Promise<Reconciliation[]> => {
  const results: Reconciliation[] = [];
  for (const report of reports) results.push(await reconcileNetwork(database, now, report, log));
  return results;
};
