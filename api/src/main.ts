import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { openPglite, openPostgres, type Database } from './platform/db/client';
import { acquireDataFolderLock, DataFolderLockedError } from './platform/db/lock';
import { migrate } from './platform/db/migrate';
import { openReplica } from './platform/db/replica';
import { isEmpty, seed } from './seed/seed';
import { ConfigError, readConfig, type ApiConfig } from './platform/config';
import { selectBankLinkProvider } from './platform/providers/bankLink/provider';
import { selectCardPaymentProvider } from './platform/providers/cardPayments/selectCardPaymentProvider';
import { selectMailer } from './platform/mail/selectMailer';
import { startGuestCleanup } from './areas/registration';
import { startJobs } from './scheduler/jobs';
import { selectCreditReport } from './platform/providers/directDeposit/provider';
import { startAlertsWorker } from './areas/alerts';
import { selectTexts } from './platform/mail/selectTexts';
import { webOrigin } from './platform/origins';

/** The advisory lock under which an instance checks for an empty database and seeds it. */
const SEED_LOCK = 'qube_seed';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let config: ApiConfig;
try {
  config = readConfig(process.env, apiDir);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

let release: () => void = () => {};
try {
  if (!config.databaseUrl) release = acquireDataFolderLock(config.dataDir);
} catch (error) {
  if (error instanceof DataFolderLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
process.on('exit', () => release());

/** Filled in as start-up proceeds; a signal may arrive at any point. */
const running: { database?: Database; app?: FastifyInstance; stopJobs?: () => Promise<void>; stopGuestCleanup?: () => void; stopAlerts?: () => void } = {};
const shutdown = async (signal: string) => {
  try {
    await running.stopJobs?.().catch(() => undefined);
    running.stopGuestCleanup?.();
    running.stopAlerts?.();
    await running.app?.close();
    await running.database?.replica?.close();
    await running.database?.close();
  } finally {
    release();
    process.exit(signal === 'SIGINT' ? 130 : 0);
  }
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const database = config.databaseUrl ? await openPostgres(config.databaseUrl, { poolMax: config.poolMax }) : await openPglite(config.dataDir);
running.database = database;
if (config.replicaUrl) database.replica = openReplica(config.replicaUrl);
await migrate(database, path.join(apiDir, 'drizzle'));
// Demo data is a development tool: a production database starts empty (accounts come from sign-ups). Several instances
// starting together on one empty PostgreSQL database (npm run cluster) seed it once: the check and the seed run under
// an advisory lock, as the migrations do, so the others wait and then find it seeded.
if (config.qubeEnv !== 'production') {
  const seedIfEmpty = async () => {
    if (!(await isEmpty(database.db))) return;
    console.log('Empty database: loading the demo data');
    await seed(database.db);
  };
  if (database.onOneConnection) {
    await database.onOneConnection(async (query) => {
      await query(`SELECT pg_advisory_lock(hashtext('${SEED_LOCK}'))`);
      await seedIfEmpty();
      await query(`SELECT pg_advisory_unlock(hashtext('${SEED_LOCK}'))`);
    });
  } else {
    await seedIfEmpty();
  }
}
const app = await buildApp(database, {
  env: config.qubeEnv,
  logger: process.env.QUBE_LOG === '1' || config.qubeEnv === 'production',
  trustedProxies: config.trustedProxies,
});
running.app = app;
await app.listen({ port: config.port, host: config.host });
// Said as soon as requests are taken (the job queue starts after: on a new PGlite folder it makes its schema first).
const where = database.kind === 'pglite' ? `PGlite at ${config.dataDir}` : `PostgreSQL at ${database.location}`;
console.log(`Qube API (${config.qubeEnv}) listening on http://${config.host}:${config.port} (${where}${database.replica ? ', lag-tolerant reads on its replicas' : ''})`);
// The scheduler's work (API-32 scheduled orders, deposits, transfers out, billing, open qubes, alerts) runs as jobs
// on the job queue (scheduler/jobs.ts, docs/adr/0094-job-queue.md): one job of each a minute, fired by one instance,
// taken by any; every instance on the same PostgreSQL database works them (never in tests, which start their own).
// Deposits and transfers move only through the configured bank-link provider, card deposits and registration payments
// only through the configured card-payments provider (none: they wait, nothing is credited or settled).
const bankLink = selectBankLinkProvider(config.qubeEnv, process.env);
const cardPayments = selectCardPaymentProvider(config.qubeEnv, process.env);
// Direct deposits: the network's report of what it took, which the reconciliation compares with what landed (ADR 0105).
const creditReport = selectCreditReport(config.qubeEnv, process.env, database.db);
// Billing's mail (past-due plan fees) goes where the app's mail goes (the configured mail provider).
const schedulerMailer = selectMailer(config.qubeEnv, process.env, database.db, (line) => console.warn(line));
// QUBE_JOBS=off: an instance that serves requests only (another works the queue); the crash test's instances too, so
// that no scheduled work (billing, settlement) moves money behind the calls it counts.
if (config.worksJobs) {
  const jobs = await startJobs(database, {
    connectionString: config.databaseUrl,
    providers: { bankLinks: bankLink ? [bankLink] : [], cardPayments: cardPayments ? [cardPayments] : [], creditReports: creditReport ? [creditReport] : [] },
    mailer: schedulerMailer,
  });
  running.stopJobs = jobs.stop;
} else {
  console.log('Job queue: not worked by this instance (QUBE_JOBS=off)');
}
// Guests untouched for 30 days are removed with their playgrounds
// (docs/adr/0077-guests-and-financial-playground.md), hourly.
running.stopGuestCleanup = startGuestCleanup(database);
// Alerts (issue 25 §2): the forecast's alerts of accounts that change, and the e-mails and texts of new notifications.
running.stopAlerts = startAlertsWorker(database, {
  mailer: schedulerMailer,
  texts: selectTexts(config.qubeEnv, process.env, database.db, schedulerMailer),
  origin: webOrigin(undefined, config.qubeEnv, process.env),
});
