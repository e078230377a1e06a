import { runDailyAlertChecks } from '../areas/alerts';
import type { Database } from '../platform/db/client';
import type { BankLinkProvider } from '../platform/providers/bankLink/bankLinkProvider';
import type { CardPaymentProvider } from '../platform/providers/cardPayments/cardPaymentProvider';
import type { CreditReport } from '../platform/providers/directDeposit/directDepositNetwork';
import type { Mailer } from '../platform/mail/mailer';
import { processBankTransfers } from '../areas/bank-transfers';
import { reconcileCardDeposits, reconcileDirectDeposits, settleAchDeposits } from '../areas/funding';
import { expireOpenQubes } from '../areas/qubes';
import { runDueOrders } from '../areas/transfers';
import { runBilling } from '../areas/plans';
import { purgeIdempotencyKeys } from '../platform/idempotencyRetention';
import { reconcileRegistrationPayments } from '../areas/registration';

/*
 * The scheduler: its own module (issue 23 §1, docs/adr/0085-api-platform-layer.md) that calls each area's due work
 * (orders, card and bank deposits, bank transfers, registration payments, open qubes, billing, alerts). No area
 * imports it. Its steps run as jobs on the job queue (jobs.ts, docs/adr/0094-job-queue.md), which main.ts starts.
 */

/**
 * The third parties the scheduler's money steps go through: the configured ones (main.ts reads them with
 * platform/providers/providerChoice.ts), none by default. A step moves only rows made through one of them.
 */
export type SchedulerProviders = {
  /** The bank-link providers: bank deposits and transfers to banks are made, cancelled and settled through them. */
  bankLinks: readonly BankLinkProvider[];
  /** The card-payments providers: paid card deposits and registration payments are recorded through them. */
  cardPayments: readonly CardPaymentProvider[];
  /** The direct-deposit networks' reports: what landed from each is compared with what it took (optional: none). */
  creditReports?: readonly CreditReport[];
};

/** No provider at all: what a production start without provider variables runs with. */
export const NO_PROVIDERS: SchedulerProviders = { bankLinks: [], cardPayments: [], creditReports: [] };

/** One step of the scheduler's due work: what a tick runs in turn and what one job queue's handler runs (jobs.ts). */
export type SchedulerStep = {
  /** The job queue's name (pg-boss: letters, digits, dashes). */
  queue: string;
  /** For the log line of a failure. */
  label: string;
  run: (now: Date) => Promise<unknown>;
  /** Its cron schedule on the job queue, when not every minute (housekeeping that need not run that often). */
  every?: string;
};

/**
 * The scheduler's steps, in tick order: due orders, then the crash-safety reconciliations
 * (docs/adr/0039-crash-safety-of-two-step-money-flows.md: card deposits paid at the provider but not credited; bank
 * deposits and transfers out recorded but not yet at the provider, or whose cancel was cut short; direct deposits the
 * network took but never delivered; registration
 * payments paid but not recorded), then settlements, expiries, billing and alerts, and last the idempotency keys past their retention. Money moves only through
 * `providers` (the configured ones, none by default): `bankLinks` for money from and to banks, `cardPayments` for card
 * deposits and the registration payment. Their rows alone are made, cancelled, credited and settled, so a production
 * start without a provider never touches a sandbox's deposits or payments. Every step claims its rows under locks and
 * advances them in the same transaction, so steps run at once by several workers or API instances, or run again by a
 * retried job, do each thing once.
 */
export const schedulerSteps = (database: Pick<Database, 'db' | 'events'>, providers: SchedulerProviders, mailer?: Mailer): SchedulerStep[] => {
  const { bankLinks, cardPayments, creditReports = [] } = providers;
  return [
    { queue: 'scheduler-orders', label: 'orders', run: (now) => runDueOrders(database, now) },
    { queue: 'scheduler-card-deposits', label: 'card deposits', run: (now) => reconcileCardDeposits(database, now, cardPayments) },
    { queue: 'scheduler-bank-deposits', label: 'bank deposits', run: (now) => settleAchDeposits(database, now, bankLinks) },
    { queue: 'scheduler-bank-transfers', label: 'bank transfers', run: (now) => processBankTransfers(database, now, bankLinks) },
    // Direct deposits the network took but never delivered land; findings are recorded (ADR 0105). Hourly: the partner's
    // report is a call to another company.
    { queue: 'scheduler-direct-deposits', label: 'direct deposits', every: '41 * * * *', run: (now) => reconcileDirectDeposits(database, now, creditReports) },
    { queue: 'scheduler-registration-payments', label: 'registration payments', run: (now) => reconcileRegistrationPayments(database.db, now, cardPayments) },
    // Closes the open qubes whose time has come and tells their live-updates sockets (MM-129, MM-134).
    { queue: 'scheduler-open-qubes', label: 'open qubes', run: (now) => expireOpenQubes(database, now) },
    // Plan fees at each billing anchor and past-due retries (issue 22 §2, areas/plans/planBilling.ts).
    { queue: 'scheduler-billing', label: 'billing', run: (now) => runBilling(database, now, mailer) },
    // The forecast's alerts of the accounts not yet checked today (issue 25 §2; changes are checked by the alerts worker).
    { queue: 'scheduler-alerts', label: 'alerts', run: (now) => runDailyAlertChecks(database, now) },
    // Idempotency keys past their retention (platform/idempotencyRetention.ts, ADR 0104): hourly, at a quiet minute.
    { queue: 'scheduler-idempotency-keys', label: 'idempotency keys', every: '17 * * * *', run: (now) => purgeIdempotencyKeys(database.db, now) },
  ];
};

/**
 * One tick of the scheduler: every step (schedulerSteps) in turn, each on its own (one that throws is logged and the
 * others still run). The job queue (jobs.ts) runs the same steps as jobs; tests and tools call this directly.
 */
export const schedulerTick = async (database: Pick<Database, 'db' | 'events'>, now: Date, providers: SchedulerProviders, mailer?: Mailer) => {
  let failed = 0;
  for (const step of schedulerSteps(database, providers, mailer)) {
    try {
      await step.run(now);
    } catch (error) {
      failed += 1;
      console.error(`scheduler tick: ${step.label} failed`, error);
    }
  }
  return { failed };
};
