import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { isoDate } from '../../platform/dates';
import { queueAlertDeliveries, sendAlertDeliveries, type DeliveryChannels } from './alertDelivery';
import { checkForecastAlerts } from './forecastAlerts';

/** How many accounts one scheduler tick sweeps for the forecast's alerts (60 s ticks: 288,000 accounts a day). */
export const SWEEP_BATCH = 200;

/**
 * The daily sweep (a scheduler step): claims up to SWEEP_BATCH accounts not yet checked today (an upsert that only
 * one instance wins per account) and checks each one's forecast alerts. A bill comes within its notice days with
 * nothing changing in the account, so changes alone would miss it.
 */
export const runDailyAlertChecks = async (database: Pick<Database, 'db' | 'events'>, now: Date): Promise<number> => {
  const today = isoDate(now);
  const { rows } = (await database.db.execute(sql`
    WITH due AS (
      SELECT a.id FROM accounts a LEFT JOIN alert_checks c ON c.account_id = a.id
      WHERE c.checked_on IS NULL OR c.checked_on < ${today}::date
      ORDER BY a.id LIMIT ${SWEEP_BATCH}
    )
    INSERT INTO alert_checks (account_id, checked_on) SELECT id, ${today}::date FROM due
    ON CONFLICT (account_id) DO UPDATE SET checked_on = EXCLUDED.checked_on WHERE alert_checks.checked_on < EXCLUDED.checked_on
    RETURNING account_id`)) as unknown as { rows: { account_id: number }[] };
  let written = 0;
  for (const row of rows) written += await checkForecastAlerts(database, Number(row.account_id), now);
  return written;
};

/** An account's forecast alerts are checked at most this often: a burst of moves is checked once after it settles. */
export const ALERT_RECHECK_MS = 5000;

/**
 * Which changed accounts a pass checks now: those not checked within ALERT_RECHECK_MS. The others stay in `changed`
 * for a later pass, so the last change of a burst is always checked. `checkedAt` forgets accounts checked longer ago.
 */
export const dueForCheck = (changed: Set<number>, checkedAt: Map<number, number>, at: number): number[] => {
  for (const [accountId, time] of checkedAt) if (at - time >= ALERT_RECHECK_MS) checkedAt.delete(accountId);
  const due = [...changed].filter((accountId) => !checkedAt.has(accountId));
  for (const accountId of due) {
    changed.delete(accountId);
    checkedAt.set(accountId, at);
  }
  return due;
};

/**
 * The alerts' own loop in each API instance (main.ts; never in tests, which call the steps): every `intervalMs` it
 * checks the forecast alerts of the accounts this instance changed since (its own account events: a transfer, an
 * edited bill, a new schedule; another instance checks the changes it made itself), each at most every
 * ALERT_RECHECK_MS, queues the e-mails and texts of new notifications and sends those due. One pass at a time.
 */
export const startAlertsWorker = (
  database: Pick<Database, 'db' | 'events'>,
  channels: DeliveryChannels,
  now: () => Date = () => new Date(),
  intervalMs = 1000,
) => {
  const changed = new Set<number>();
  const checkedAt = new Map<number, number>();
  // The accounts this instance changed: each change is checked once in the cluster, by the instance that made it.
  const unsubscribe = (database.events.subscribeOwn ?? database.events.subscribe)((accountId) => changed.add(accountId));
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    try {
      // A busy account (a person sorting their qubes, a bench) would otherwise cost a forecast a second.
      for (const accountId of dueForCheck(changed, checkedAt, now().getTime())) await checkForecastAlerts(database, accountId, now());
      while ((await queueAlertDeliveries(database.db, now(), { texts: channels.texts !== null })) > 0);
      await sendAlertDeliveries(database.db, now(), channels);
    } catch (error) {
      console.error('alerts: a pass failed', error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void pass(), intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    unsubscribe();
  };
};
