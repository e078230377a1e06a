import { sql } from 'drizzle-orm';
import { PgBoss, fromPglite } from 'pg-boss';
import type { Database } from '../platform/db/client';
import type { Mailer } from '../platform/mail/mailer';
import { JOBS_SCHEMA } from '../platform/jobs/jobCounts';
import { runDueOrders } from '../areas/transfers';
import { NO_PROVIDERS, schedulerSteps, type SchedulerProviders, type SchedulerStep } from './scheduler';

/*
 * The scheduler's steps as jobs on a PostgreSQL job queue (issue 24 §3, docs/adr/0094-job-queue.md): pg-boss, in its
 * own schema of the product's database (PostgreSQL, or the embedded PGlite through pg-boss's PGlite adapter: one code
 * path). Each step has a queue; a cron schedule kept in the database puts one job a minute in each (one instance
 * fires it, whichever holds the cron lock), and every API instance works every queue, so the work spreads over them.
 * A job that throws is retried with exponential backoff. Exactly once in effect comes from the steps themselves: each
 * claims its rows under locks and advances them in the same transaction, so a job run twice, or by two instances at
 * once, does each thing once.
 *
 * Due orders fan out: the orders job puts ORDER_DRAINS drain jobs in their own queue, and each drain runs the batch
 * claim (runDueOrders) until no due order is left unclaimed; the drains of both instances share the orders through
 * SKIP LOCKED.
 */

/** The orders step's drains: how many may run at once over all instances (each claims pages until none is left). */
export const ORDER_DRAINS = 4;
const DRAIN_QUEUE = 'scheduler-orders-drain';
const ORDERS_QUEUE = 'scheduler-orders';

/** Every minute: the loop's interval before the queue. */
const EVERY_MINUTE = '* * * * *';

/**
 * Each queue: a failed job is retried up to 5 times, 5 s, 10 s, 20 s… apart (at most 5 minutes). A running job's
 * worker refreshes its heartbeat every 15 s: the job of an instance that died is failed after 30 s without one, and
 * retried elsewhere (a job that hangs for an hour expires the same way). Completed jobs are kept an hour (the health
 * counts read the table). `stately`: at most one job waiting and one running per queue (per drain slot), so a slow
 * step never piles up ticks.
 */
const QUEUE_SETTINGS = {
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 300,
  heartbeatSeconds: 30,
  expireInSeconds: 3600,
  deleteAfterSeconds: 3600,
} as const;
const QUEUE_OPTIONS = { policy: 'stately', ...QUEUE_SETTINGS } as const;

export type JobsOptions = {
  /** The PostgreSQL URL (required on PostgreSQL: pg-boss keeps its own small pool). */
  connectionString?: string;
  providers?: SchedulerProviders;
  mailer?: Mailer;
  /** The clock handlers read (tests pass theirs). */
  now?: () => Date;
  /** Whether this instance keeps the cron schedule (default true); a test driving ticks by hand turns it off. */
  schedule?: boolean;
  /** How often an idle worker asks for jobs (default 2 s; at least 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How many drain jobs this instance runs at once (default 2). */
  drainConcurrency?: number;
  /** Where failures are told (default console.error). */
  log?: (message: string, error?: unknown) => void;
};

export type JobRunner = {
  /** Puts one job of every step in its queue now (the start does it once; tests and tools do it instead of the cron). */
  tick: () => Promise<void>;
  /** Resolves once no job is waiting or running (polling every 100 ms; rejects after timeoutMs). */
  idle: (timeoutMs?: number) => Promise<void>;
  /** What this instance's workers did: jobs handled (any queue) and due orders run by its drains. */
  stats: { jobs: number; ordersRun: number };
  /** Stops taking jobs, waits for the running ones (up to 5 s: a cut transaction rolls back and its job is retried) and closes the queue's pool. */
  stop: () => Promise<void>;
  boss: PgBoss;
};

const bossFor = (database: Pick<Database, 'kind' | 'pglite'>, options: JobsOptions) => {
  const common = { schema: JOBS_SCHEMA, application_name: 'qube-jobs', schedule: options.schedule ?? true, instanceName: 'api' };
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('jobs: a PGlite database without its instance');
    return new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' });
  }
  if (!options.connectionString) throw new Error('jobs: PostgreSQL needs its connection string');
  return new PgBoss({ ...common, connectionString: options.connectionString, max: 4 });
};

/**
 * Starts the job queue on `database` in this process (main.ts; tests that run the jobs): creates the queues and their
 * minute schedules (idempotent, several instances may start at once), works every queue, and puts one tick in now.
 */
export const startJobs = async (database: Pick<Database, 'db' | 'events' | 'kind' | 'pglite'>, options: JobsOptions = {}): Promise<JobRunner> => {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error));
  const boss = bossFor(database, options);
  boss.on('error', (error) => log('jobs: the queue reported an error', error));
  await boss.start();
  const steps = schedulerSteps(database, options.providers ?? NO_PROVIDERS, options.mailer);
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  const stats = { jobs: 0, ordersRun: 0 };

  const handlerOf = (step: SchedulerStep) => async () => {
    stats.jobs += 1;
    if (step.queue === ORDERS_QUEUE) {
      // Fan out: every drain slot gets a job (a slot already waiting keeps its one: `stately`).
      for (let slot = 0; slot < ORDER_DRAINS; slot += 1) await boss.send(DRAIN_QUEUE, {}, { singletonKey: `drain-${slot}` });
      return;
    }
    try {
      await step.run(now());
    } catch (error) {
      log(`jobs: ${step.label} failed (retried with backoff)`, error);
      throw error;
    }
  };

  // Made once (several instances may start at once); the settings of a queue an older start made follow these.
  const makeQueue = async (name: string) => {
    await boss.createQueue(name, QUEUE_OPTIONS);
    await boss.updateQueue(name, QUEUE_SETTINGS);
  };
  await makeQueue(DRAIN_QUEUE);
  await boss.work(DRAIN_QUEUE, { ...polling, localConcurrency: options.drainConcurrency ?? 2 }, async () => {
    stats.jobs += 1;
    try {
      const { executed, failed } = await runDueOrders(database, now());
      stats.ordersRun += executed + failed;
    } catch (error) {
      log('jobs: orders failed (retried with backoff)', error);
      throw error;
    }
  });
  for (const step of steps) {
    await makeQueue(step.queue);
    if (options.schedule ?? true) await boss.schedule(step.queue, step.every ?? EVERY_MINUTE);
    await boss.work(step.queue, polling, handlerOf(step));
  }

  const tick = async () => {
    for (const step of steps) await boss.send(step.queue, {});
  };
  const idle = async (timeoutMs = 60_000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = (await database.db.execute(sql`select name, state::text as state, count(*)::int as n from ${sql.identifier(JOBS_SCHEMA)}.job
        where state in ('created', 'retry', 'active') group by name, state`)) as unknown as { rows: { name: string; state: string; n: number }[] };
      if (rows.length === 0) return;
      if (Date.now() > until) throw new Error(`jobs: still busy (${rows.map((row) => `${row.name} ${row.state} ${row.n}`).join(', ')})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await tick();
  return {
    tick,
    idle,
    stats,
    stop: async () => {
      await boss.stop({ graceful: true, timeout: 5_000 });
    },
    boss,
  };
};
