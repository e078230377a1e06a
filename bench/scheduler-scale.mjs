#!/usr/bin/env node
// The scheduler at scale (issue 24 §3, docs/adr/0094-job-queue.md): on PostgreSQL, N scheduled orders (default
// 1,000,000) all due today over N/10 accounts, made with set-based SQL (generate_series), run by the job workers of two
// API instances (ports 9094 and 9095, QUBE_ENV test, on a fresh database of their own), while transfers are sent to
// both instances through POST /api/orders/ (the internal-transfer route). Reports the seconds until no order is due,
// that none ran twice (each order's occurrence wrote exactly one transfer: one activity per side), that the ledger
// balances (every movement sums to zero, each bench account's money unchanged and its Cloud down by exactly the orders
// run), and the transfers' p99 meanwhile. Exits 1 when an invariant fails or the run takes 600 s or more.
//
//   node bench/scheduler-scale.mjs [--orders=1000000] [--connections=4] [--rate=50]
// (--rate: transfers per second sent to each instance meanwhile, over --connections connections)
//   QUBE_BENCH_DATABASE_URL=postgres://… (default: the local PostgreSQL 15 of scripts/ensure-postgres.sh);
//   QUBE_BENCH_KEEP_DATABASE=1 keeps the bench database (qube_bench_scheduler) after the run
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { BASE_HEADERS, freshDemoUser, sleep, startServer } from './lib/api-alone.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, '..');
const requireApi = createRequire(path.join(root, 'api/package.json'));
const pg = requireApi('pg');

export const GOAL_SECONDS = 600;
const PORTS = [9094, 9095];
const DATABASE = 'qube_bench_scheduler';

/** The server URL with another database name. */
const withDatabase = (url, name) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** Drops the bench database on the server of `serverUrl`, and makes it again empty when `recreate`. */
async function resetDatabase(serverUrl, recreate) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    if (recreate) await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
  return withDatabase(serverUrl, DATABASE);
}

/** The day the API instances see as today (their clock is the machine's; isoDate is UTC). */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The bench's accounts, qubes, money and orders, all set-based: `accounts` copies of a demo account's row (its seeded
 * account; every column copied, a new id and number), one copy of its first qube each, Cloud funded with 1,000.00 by a
 * balanced movement (the Cloud entry and its 'external' counterparty), and ten monthly orders of 0.01 per account from
 * Cloud to that qube, all due today. Returns the range of bench account ids.
 */
async function makeLoad(client, { orders, log }) {
  const accounts = Math.max(1, Math.floor(orders / 10));
  const perAccount = Math.ceil(orders / accounts);
  const started = Date.now();
  const { rows: [template] } = await client.query(`select a.id as account, min(q.id) as qube from accounts a
    join account_members au on au.account_id = a.id join users u on u.id = au.user_id
    join qubes q on q.account_id = a.id and not q.is_archived
    where u.email = 'alex@demo.qube' group by a.id order by a.id limit 1`);
  if (!template) throw new Error('no seeded alex@demo.qube account to copy');
  await client.query('BEGIN');
  const { rows: [range] } = await client.query(`with made as (
      insert into accounts
      select r.* from accounts a, generate_series(1, $2::int) g,
        lateral jsonb_populate_record(null::accounts, to_jsonb(a) || jsonb_build_object(
          'id', nextval(pg_get_serial_sequence('accounts', 'id')), 'full_name', 'Bench ' || g, 'account_number', 'B' || lpad(g::text, 9, '0'))) r
      where a.id = $1
      returning id)
    select min(id)::int as first, max(id)::int as last, count(*)::int as n from made`, [template.account, accounts]);
  // In FROM (lateral), so nextval runs once a row: `(f()).*` would call it once a column.
  if (range.last - range.first + 1 !== range.n) throw new Error('the bench accounts are not one id range');
  await client.query(`insert into qubes
      select r.* from qubes q, generate_series($2::int, $3::int) a,
        lateral jsonb_populate_record(null::qubes, to_jsonb(q) || jsonb_build_object('id', nextval(pg_get_serial_sequence('qubes', 'id')), 'account_id', a)) r
      where q.id = $1`, [template.qube, range.first, range.last]);
  await client.query(`with moved as (
      insert into ledger_movements (account_id, created_at) select a, now() from generate_series($1::int, $2::int) a returning id, account_id)
    insert into ledger_entries (account_id, qube_id, amount, movement_id, counterparty, created_at)
    select account_id, null::int, 1000.00, id, null::text, now() from moved
    union all select account_id, null::int, -1000.00, id, 'external', now() from moved`, [range.first, range.last]);
  await client.query(`insert into scheduled_orders (account_id, to_qube_id, amount, title, recurring, start_date, next_date)
    select q.account_id, q.id, 0.01, 'Bench order', 'monthly', $3::date, $3::date
    from qubes q, generate_series(1, $4::int) n where q.account_id between $1 and $2`, [range.first, range.last, todayUtc(), perAccount]);
  await client.query('COMMIT');
  await client.query('ANALYZE accounts; ANALYZE qubes; ANALYZE scheduled_orders; ANALYZE pocket_balances');
  log(`made ${accounts} accounts and ${accounts * perAccount} orders due ${todayUtc()} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { ...range, orders: accounts * perAccount };
}

/** Due orders of the bench accounts left. */
const dueLeft = async (client, range) => Number((await client.query(
  'select count(*)::int as n from scheduled_orders where is_active and next_date <= $3::date and account_id between $1 and $2',
  [range.first, range.last, todayUtc()],
)).rows[0].n);

/** Puts the orders job in now (the minute's cron would too, up to a minute later). */
async function sendOrdersJob(url) {
  const { PgBoss } = await import(pathToFileURL(requireApi.resolve('pg-boss')).href);
  const boss = new PgBoss({ connectionString: url, schema: 'pgboss', schedule: false, supervise: false, migrate: false, max: 1 });
  boss.on('error', () => undefined);
  await boss.start();
  try {
    await boss.send('scheduler-orders', {});
  } finally {
    await boss.stop({ graceful: false });
  }
}

/** The invariants after the run: runs per order, the movements, and each bench account's money. */
async function check(client, range) {
  const [{ rows: [runs] }, { rows: [ledger] }, { rows: [money] }] = [
    await client.query(`select count(*) filter (where n = 1)::int as once, count(*) filter (where n > 1)::int as twice, count(*)::int as ran
      from (select scheduled_order_id, count(*) as n from activities where amount < 0 and transaction_type = 'qube_transfer'
        and account_id between $1 and $2 and scheduled_order_id is not null group by scheduled_order_id) t`, [range.first, range.last]),
    await client.query(`select count(*)::int as unbalanced from (select movement_id from ledger_entries where account_id between $1 and $2
      group by movement_id having sum(amount) <> 0) t`, [range.first, range.last]),
    await client.query(`select count(*) filter (where total <> 1000.00)::int as changed_totals,
        count(*) filter (where cloud <> 1000.00 - 0.01 * runs)::int as wrong_clouds
      from (select p.account_id, sum(p.balance) as total, sum(p.balance) filter (where p.pocket = 0) as cloud,
          (select count(*) from activities a where a.account_id = p.account_id and a.amount < 0 and a.scheduled_order_id is not null) as runs
        from pocket_balances p where p.account_id between $1 and $2 group by p.account_id) t`, [range.first, range.last]),
  ];
  return { ordersRunOnce: runs.once, ordersRunTwice: runs.twice, ordersRun: runs.ran, unbalancedMovements: ledger.unbalanced, ...money };
}

/** Transfers through both instances until `stop` resolves: autocannon on each, its result once stopped. */
function sendTransfers(users, connections, rate, stop) {
  return Promise.all(users.map(({ port, user, pockets }) => new Promise((resolve, reject) => {
    let n = 0;
    const instance = autocannon({
      url: `http://127.0.0.1:${port}/api/orders/`,
      connections,
      overallRate: rate,
      duration: 3600,
      method: 'POST',
      headers: { ...user.headers, 'Content-Type': 'application/json' },
      requests: [{
        setupRequest: (request) => {
          n += 1;
          const [from, to] = n % 2 ? pockets : [...pockets].reverse();
          const body = { account_id: user.accountId, from_qube: from, to_qube: to, amount: '1.00', recurring: 'none', type: 'transfer', scheduled_date: 'today', days_in_calendar: [], idempotency_key: crypto.randomUUID() };
          return { ...request, body: JSON.stringify(body) };
        },
      }],
    }, (error, result) => (error ? reject(error) : resolve(result)));
    void stop.then(() => instance.stop());
  })));
}

/** Runs the bench; resolves with its figures (ok false when an invariant fails or the goal is missed). */
export async function benchSchedulerScale({ orders = 1_000_000, connections = 4, rate = 50, log = (...a) => console.log('[scheduler-scale]', ...a) } = {}) {
  const serverUrl = process.env.QUBE_BENCH_DATABASE_URL || 'postgres://qube:qube@127.0.0.1:5432/postgres';
  if (!process.env.QUBE_BENCH_DATABASE_URL) execFileSync('bash', [path.join(root, 'scripts/ensure-postgres.sh')], { stdio: 'inherit' });
  const url = await resetDatabase(serverUrl, true);
  const servers = [];
  const client = new pg.Client({ connectionString: url });
  let figures;
  try {
    // The first instance migrates and seeds the empty database; the second finds it ready.
    for (const port of PORTS) {
      servers.push(await startServer(`API ${port}`, 'pnpm', ['--filter', '@qube/api', 'start'], {
        cwd: root,
        env: { PORT: String(port), QUBE_ENV: 'test', DATABASE_URL: url, DATA_DIR: '' },
        readyUrl: `http://127.0.0.1:${port}/api/health`,
        timeoutMs: 180_000,
      }));
      log(`API instance up on ${port}`);
    }
    await client.connect();
    const users = [];
    for (const port of PORTS) {
      const user = await freshDemoUser(`http://127.0.0.1:${port}`);
      const qubes = (await (await fetch(`http://127.0.0.1:${port}/api/qubes/?account_id=${user.accountId}`, { headers: user.headers })).json()).results;
      users.push({ port, user, pockets: ['cloud', qubes.find((q) => q.name === 'Groceries')?.id ?? qubes[0].id] });
    }
    const range = await makeLoad(client, { orders, log });
    let stopTransfers = () => undefined;
    const stopped = new Promise((resolve) => { stopTransfers = resolve; });
    const transfers = sendTransfers(users, connections, rate, stopped);
    const started = Date.now();
    await sendOrdersJob(url);
    let left = range.orders;
    let lastLog = 0;
    while (left > 0) {
      await sleep(2000);
      left = await dueLeft(client, range);
      const seconds = (Date.now() - started) / 1000;
      if (seconds - lastLog >= 30) {
        lastLog = seconds;
        log(`${Math.round(seconds)} s: ${left} orders still due`);
      }
      if (seconds > 3 * GOAL_SECONDS) throw new Error(`${left} orders still due after ${Math.round(seconds)} s`);
    }
    const seconds = (Date.now() - started) / 1000;
    stopTransfers();
    const results = await transfers;
    const health = await (await fetch(`http://127.0.0.1:${PORTS[0]}/api/health`, { headers: BASE_HEADERS })).json();
    figures = {
      orders: range.orders,
      accounts: range.last - range.first + 1,
      seconds: Math.round(seconds * 10) / 10,
      ordersPerSecond: Math.round(range.orders / seconds),
      ...(await check(client, range)),
      transfers: results.reduce((sum, r) => sum + r['2xx'], 0),
      transfersPerSecond: Math.round(results.reduce((sum, r) => sum + r['2xx'], 0) / seconds),
      transfersNon2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
      transferErrors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
      transferP50ms: Math.max(...results.map((r) => r.latency.p50)),
      transferP99ms: Math.max(...results.map((r) => r.latency.p99)),
      jobsAfter: health.jobs,
    };
  } finally {
    await client.end().catch(() => undefined);
    for (const server of servers) await server.stop();
    // A million orders' rows are gigabytes: gone unless QUBE_BENCH_KEEP_DATABASE=1 keeps them to look at.
    if (process.env.QUBE_BENCH_KEEP_DATABASE !== '1') await resetDatabase(serverUrl, false).catch(() => undefined);
  }
  const failures = [];
  if (figures.ordersRun !== figures.orders) failures.push(`${figures.ordersRun} of ${figures.orders} orders ran`);
  if (figures.ordersRunTwice > 0) failures.push(`${figures.ordersRunTwice} orders ran twice`);
  if (figures.unbalancedMovements > 0) failures.push(`${figures.unbalancedMovements} ledger movements do not sum to zero`);
  if (figures.changed_totals > 0 || figures.wrong_clouds > 0) failures.push(`${figures.changed_totals} account totals changed, ${figures.wrong_clouds} Clouds off`);
  if (figures.transferErrors > 0 || figures.transfersNon2xx > 0) failures.push(`${figures.transferErrors} transfer errors, ${figures.transfersNon2xx} non-2xx`);
  if (figures.seconds >= GOAL_SECONDS) failures.push(`${figures.seconds} s ≥ ${GOAL_SECONDS} s`);
  return { ...figures, failures, ok: failures.length === 0 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const option = (name, fallback) => {
    const hit = process.argv.slice(2).find((a) => a.startsWith(`--${name}=`));
    return hit ? Number(hit.split('=')[1]) : fallback;
  };
  try {
    const f = await benchSchedulerScale({ orders: option('orders', 1_000_000), connections: option('connections', 4), rate: option('rate', 50) });
    console.log(`[scheduler-scale] ${f.orders} orders over ${f.accounts} accounts ran in ${f.seconds} s (${f.ordersPerSecond}/s, goal < ${GOAL_SECONDS} s)`);
    console.log(`[scheduler-scale] run once: ${f.ordersRunOnce}, twice: ${f.ordersRunTwice}; unbalanced movements: ${f.unbalancedMovements}; totals changed: ${f.changed_totals}, Clouds off: ${f.wrong_clouds}`);
    console.log(`[scheduler-scale] transfers meanwhile: ${f.transfers} (${f.transfersPerSecond}/s, p50 ${f.transferP50ms} ms, p99 ${f.transferP99ms} ms, non-2xx ${f.transfersNon2xx}, errors ${f.transferErrors}); jobs after: ${JSON.stringify(f.jobsAfter)}`);
    for (const failure of f.failures) console.error(`[scheduler-scale] FAILED: ${failure}`);
    process.exit(f.ok ? 0 : 1);
  } catch (error) {
    console.error(`[scheduler-scale] FAILED: ${error?.stack ?? error}`);
    process.exit(1);
  }
}
