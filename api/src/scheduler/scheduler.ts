import { runDailyAlertChecks } from '../areas/alerts';
import type { Database } from '../platform/db/client';
import type { BankLinkProvider } from '../platform/providers/bankLink/bankLinkProvider';
import type { CardPaymentProvider } from '../platform/providers/cardPayments/cardPaymentProvider';
import type { Mailer } from '../platform/mail/mailer';
import { processBankTransfers } from '../areas/bank-transfers';
import { reconcileCardDeposits, settleAchDeposits } from '../areas/funding';
import { expireOpenQubes } from '../areas/qubes';
import { runDueOrders } from '../areas/transfers';
import { runBilling } from '../areas/plans';
import { reconcileRegistrationPayments } from '../areas/registration';

/*
 * The scheduler: its own module (issue 23 §1, docs/adr/0085-api-platform-layer.md) that calls each area's due work
 * (orders, card and bank deposits, bank transfers, registration payments, open qubes, billing). No area imports it;
 * main.ts starts it.
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
};

/** No provider at all: what a production start without provider variables runs with. */
export const NO_PROVIDERS: SchedulerProviders = { bankLinks: [], cardPayments: [] };

/**
 * One tick of the scheduler, every step on its own (one that throws is logged and the others still run): due orders,
 * then the crash-safety reconciliations (docs/adr/0039-crash-safety-of-two-step-money-flows.md: card deposits paid at
 * the provider but not credited; bank deposits and transfers out recorded but not yet at the provider, or whose cancel
 * was cut short; registration payments paid but not recorded), then settlements, expiries and billing. Money moves only
 * through `providers` (the configured ones, none by default): `bankLinks` for money from and to banks, `cardPayments`
 * for card deposits and the registration payment. Their rows alone are made, cancelled, credited and settled, so a
 * production start without a provider never touches a sandbox's deposits or payments. Every step claims its rows under
 * locks, so ticks of several API instances at once do each thing once.
 */
export const schedulerTick = async (database: Pick<Database, 'db' | 'events'>, now: Date, providers: SchedulerProviders, mailer?: Mailer) => {
  const { bankLinks, cardPayments } = providers;
  const steps: [string, () => Promise<unknown>][] = [
    ['orders', () => runDueOrders(database, now)],
    ['card deposits', () => reconcileCardDeposits(database, now, cardPayments)],
    ['bank deposits', () => settleAchDeposits(database, now, bankLinks)],
    ['bank transfers', () => processBankTransfers(database, now, bankLinks)],
    ['registration payments', () => reconcileRegistrationPayments(database.db, now, cardPayments)],
    // Closes the open qubes whose time has come and tells their live-updates sockets (MM-129, MM-134).
    ['open qubes', () => expireOpenQubes(database, now)],
    // Plan fees at each billing anchor and past-due retries (issue 22 §2, areas/plans/planBilling.ts).
    ['billing', () => runBilling(database, now, mailer)],
    // The forecast's alerts of the accounts not yet checked today (issue 25 §2; changes are checked by the alerts worker).
    ['alerts', () => runDailyAlertChecks(database, now)],
  ];
  let failed = 0;
  for (const [name, step] of steps) {
    try {
      await step();
    } catch (error) {
      failed += 1;
      console.error(`scheduler tick: ${name} failed`, error);
    }
  }
  return { failed };
};

/**
 * Starts the in-process scheduler (main.ts only): a `schedulerTick` every intervalMs with the configured `providers`
 * (none by default) and `mailer` for billing's past-due mail; returns a stop function.
 */
export const startScheduler = (
  database: Pick<Database, 'db' | 'events'>,
  now: () => Date = () => new Date(),
  intervalMs = 60_000,
  providers: SchedulerProviders = NO_PROVIDERS,
  mailer?: Mailer,
) => {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await schedulerTick(database, now(), providers, mailer);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
};
