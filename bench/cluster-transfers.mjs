#!/usr/bin/env node
// Transfers per second through the cluster (issue 24 §4): HAProxy in front of two API instances on a Patroni pair with
// a synchronous replica (npm run cluster), beside one API instance on one PostgreSQL server (the test server of
// scripts/ensure-postgres.sh, a fresh database), as a ratio. Both runs use the same load: `users` fresh copies of the
// demo user, $1 internal transfers between Cloud and four qubes of each, a new idempotency key each, `connections`
// connections for `duration` seconds (autocannon), once the same load's rate has stopped climbing (fireTransfers). After
// each run, from the database: every ledger movement sums to zero and each user's account total is unchanged. Exits 1
// when an invariant fails (the 1,000/s goal is reported).
//
//   node bench/cluster-transfers.mjs [--duration=10] [--warmup=S] [--connections=40] [--users=20] [--skip-single] [--skip-cluster]
//
// The cluster is started (and stopped after) unless one of this checkout is already running, 20000 ports up
// (QUBE_CLUSTER_PORT_OFFSET); the single instance listens on 9093 (never the ports of npm start, the e2e suite or
// bench/run.mjs).
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { cents, freshDemoUser, money, startServer } from './lib/api-alone.mjs';
import { warmUp } from './lib/warmup.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requireApi = createRequire(path.join(root, 'api/package.json'));
const SINGLE_PORT = 9093;
const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://qube:qube@127.0.0.1:5432/postgres';
export const CLUSTER_GOAL_PER_SECOND = 1000;
const QUBE_NAMES = ['Groceries', 'Rent', 'Vacation', 'Emergency Fund'];

const get = async (urlBase, user, url) => {
  const res = await fetch(`${urlBase}${url}`, { headers: user.headers });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return res.json();
};

const accountTotal = async (urlBase, user) => cents((await get(urlBase, user, `/api/accounts/${user.accountId}/updates/`)).account_balance);

/** Fresh demo users with their pockets (Cloud and four qubes) and account totals. */
const prepareUsers = async (urlBase, count) => {
  const users = [];
  for (let i = 0; i < count; i += 1) {
    const user = await freshDemoUser(urlBase);
    const qubes = (await get(urlBase, user, `/api/qubes/?account_id=${user.accountId}&limit=9999`)).results;
    const pockets = ['cloud', ...qubes.filter((q) => QUBE_NAMES.includes(q.name)).map((q) => q.id)];
    users.push({ ...user, pockets, totalBefore: await accountTotal(urlBase, user) });
  }
  return users;
};

/**
 * The load: each request a $1 move between two pockets of the next user in turn. Transfers per second is the steady
 * rate, so the same load runs first in windows of 3 s until the rate stops climbing (lib/warmup.mjs), at most 30 s,
 * and is not counted: just-started instances spend their first seconds compiling (V8's JIT) and opening their pools,
 * whose new database sessions each build their caches. From a cold cluster, 3-s windows here climbed 775, 891, 1,013,
 * 1,075, 1,170, 1,241, 1,251, 1,329/s, then held at 1,025-1,297 (ADR 0103): a fixed 3-s warm-up measured the climb.
 * `--warmup=S` warms for a fixed S seconds instead (0: none). The windows are reported (warmupRates), the first being
 * the cold rate. Their transfers are real ones: the ledger checks after the run cover them too.
 */
const fireTransfers = async (urlBase, users, { duration, connections, warmup }) => {
  const window = async (seconds) => (await fireFor(urlBase, users, { duration: seconds, connections })).transfersPerSecond;
  const warmupRates = warmup === undefined ? await warmUp(window) : warmup > 0 ? [await window(warmup)] : [];
  return { ...(await fireFor(urlBase, users, { duration, connections })), warmupRates };
};

let turnCounter = 0;
const fireFor = async (urlBase, users, { duration, connections }) => {
  const result = await autocannon({
    url: `${urlBase}/api/orders/`,
    connections,
    duration,
    method: 'POST',
    requests: [{
      setupRequest: (request) => {
        turnCounter += 1;
        const n = turnCounter;
        const user = users[n % users.length];
        const turn = Math.floor(n / users.length);
        const from = user.pockets[turn % user.pockets.length];
        const to = user.pockets[(turn + 1) % user.pockets.length];
        const body = { account_id: user.accountId, from_qube: from, to_qube: to, amount: '1.00', recurring: 'none', type: 'transfer', scheduled_date: 'today', days_in_calendar: [], idempotency_key: crypto.randomUUID() };
        return { ...request, headers: { ...user.headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
      },
    }],
  });
  return {
    transfersPerSecond: Math.round(result['2xx'] / duration),
    transfers: result['2xx'],
    non2xx: result.non2xx,
    // By status: a 400 insufficient_funds is a pocket the same user's other transfer in flight has not filled yet (two
    // connections per user take turns around the user's pockets), the answer a person would get; not a fault.
    non2xxByStatus: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2')).map(([code, { count }]) => [code, count])),
    errors: result.errors,
    timeouts: result.timeouts,
    latencyP50ms: result.latency.p50,
    latencyP99ms: result.latency.p99,
  };
};

/** Movements whose entries do not sum to zero, and accounts whose total moved (transfers between own pockets). */
const checkMoney = async (databaseUrl, urlBase, users) => {
  const { Client } = requireApi('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT movement_id FROM ledger_entries GROUP BY movement_id HAVING sum(amount) <> 0');
    const { rows: [count] } = await client.query('SELECT count(*)::int AS n FROM ledger_movements');
    const moved = [];
    for (const user of users) {
      const after = await accountTotal(urlBase, user);
      if (after !== user.totalBefore) moved.push(`${user.accountId}: ${money(user.totalBefore)} → ${money(after)}`);
    }
    return { unbalancedMovements: rows.length, movementsChecked: count.n, accountsMoved: moved };
  } finally {
    await client.end();
  }
};

const run = (command, args, env = {}) => spawnSync(command, args, { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** One API instance on a fresh database of the PostgreSQL test server. */
const singleInstance = async (options, log) => {
  const ensured = run('bash', ['scripts/ensure-postgres.sh']);
  if (ensured.status !== 0) throw new Error(`ensure-postgres failed: ${ensured.stderr}`);
  const name = `qube_bench_tps_${crypto.randomBytes(4).toString('hex')}`;
  const created = run(process.execPath, ['scripts/create-database.mjs', ADMIN_URL, name]);
  if (created.status !== 0) throw new Error(`create-database failed: ${created.stderr}`);
  const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
  const urlBase = `http://127.0.0.1:${SINGLE_PORT}`;
  // QUBE_PROFILE_DIR=/tmp/p: the instance runs under --cpu-prof and writes its profile there when stopped.
  const profileDir = process.env.QUBE_PROFILE_DIR;
  const [command, commandArgs, cwd] = profileDir
    ? [process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--import', 'tsx', 'src/main.ts'], path.join(root, 'api')]
    : ['pnpm', ['--filter', '@qube/api', 'start'], root];
  const { stop } = await startServer('API', command, commandArgs, {
    cwd, env: { PORT: String(SINGLE_PORT), QUBE_ENV: 'test', DATABASE_URL: databaseUrl }, readyUrl: `${urlBase}/api/health`, timeoutMs: 120_000,
  });
  try {
    log(`one API instance on PostgreSQL ${name} (${urlBase})`);
    const users = await prepareUsers(urlBase, options.users);
    const load = await fireTransfers(urlBase, users, options);
    return { ...load, ...(await checkMoney(databaseUrl, urlBase, users)) };
  } finally {
    await stop();
    const { Client } = requireApi('pg');
    const admin = new Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => admin.end());
  }
};

/** The cluster's balancer; the cluster is started for the run unless one is up already. */
const throughCluster = async (options, log) => {
  const { secrets, status } = await import(pathToFileURL(path.join(root, 'scripts/cluster.mjs')).href);
  const wasRunning = (await status()).running;
  // A cluster started for the bench sits 20000 ports up (site 28080, API 28090): it never meets `npm start` or e2e.
  if (!wasRunning) process.env.QUBE_CLUSTER_PORT_OFFSET ??= '20000';
  if (!wasRunning) {
    log('npm run cluster -- --no-build');
    const up = run('bash', ['scripts/cluster.sh', '--no-build']);
    if (up.status !== 0) throw new Error(`npm run cluster failed: ${up.stdout.slice(-2000)}${up.stderr.slice(-2000)}`);
  }
  try {
    // From the cluster's own state: a running cluster may sit at ports other than this environment's offset.
    const { api: urlBase, haproxy } = await status();
    log(`through the balancer ${urlBase} (two API instances, synchronous replica)`);
    const users = await prepareUsers(urlBase, options.users);
    const load = await fireTransfers(urlBase, users, options);
    const databaseUrl = `postgres://postgres:${secrets().superuser}@${haproxy.primary}/qube`;
    return { ...load, ...(await checkMoney(databaseUrl, urlBase, users)) };
  } finally {
    if (!wasRunning) run('npm', ['run', '-s', 'cluster:stop']);
  }
};

const failuresOf = (label, r) => [
  ...(r.unbalancedMovements > 0 ? [`${label}: ${r.unbalancedMovements} ledger movements do not sum to zero`] : []),
  ...r.accountsMoved.map((line) => `${label}: account total moved ${line}`),
  ...(r.errors > 0 || r.timeouts > 0 ? [`${label}: ${r.errors} errors, ${r.timeouts} timeouts`] : []),
];

/** Runs both (or one, with skip flags); resolves with the figures and the ratio. */
export async function benchClusterTransfers({ duration = 10, warmup = undefined, connections = 40, users = 20, skipSingle = false, skipCluster = false, log = (...a) => console.log('[cluster-transfers]', ...a) } = {}) {
  const options = { duration, warmup, connections, users };
  const single = skipSingle ? null : await singleInstance(options, log);
  const cluster = skipCluster ? null : await throughCluster(options, log);
  const failures = [...(single ? failuresOf('one instance', single) : []), ...(cluster ? failuresOf('cluster', cluster) : [])];
  const ratio = single && cluster ? Math.round((cluster.transfersPerSecond / single.transfersPerSecond) * 100) / 100 : null;
  return { options, single, cluster, ratio, clusterMeetsGoal: cluster ? cluster.transfersPerSecond >= CLUSTER_GOAL_PER_SECOND : null, failures, ok: failures.length === 0 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const hit = args.find((a) => a.startsWith(`--${name}=`));
    return hit ? Number(hit.split('=')[1]) : fallback;
  };
  const r = await benchClusterTransfers({
    duration: option('duration', 10), warmup: option('warmup', undefined), connections: option('connections', 40), users: option('users', 20),
    skipSingle: args.includes('--skip-single'), skipCluster: args.includes('--skip-cluster'),
  });
  const line = (label, f) => f && console.log(`[cluster-transfers] ${label}: ${f.transfersPerSecond} transfers/s (p50 ${f.latencyP50ms} ms, p99 ${f.latencyP99ms} ms, non-2xx ${f.non2xx} ${JSON.stringify(f.non2xxByStatus)}; warm-up windows ${f.warmupRates.join(', ') || 'none'}); ${f.movementsChecked} movements checked`);
  line('one instance, one PostgreSQL', r.single);
  line('cluster, two instances via HAProxy', r.cluster);
  if (r.ratio !== null) console.log(`[cluster-transfers] ratio cluster ÷ one instance: ${r.ratio}; goal ${CLUSTER_GOAL_PER_SECOND}/s ${r.clusterMeetsGoal ? 'met' : 'not met'}`);
  for (const failure of r.failures) console.error(`[cluster-transfers] FAILED: ${failure}`);
  process.exit(r.ok ? 0 : 1);
}
