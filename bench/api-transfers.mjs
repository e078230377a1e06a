#!/usr/bin/env node
// API throughput of internal transfers (POST orders/): starts the API alone on a fresh temporary PGlite DATA_DIR
// (port 9091, so it never meets `npm start`, the e2e suite or bench/run.mjs), signs in a fresh copy of alex, fires
// transfers between Cloud and four qubes with autocannon (10 connections, 10 s, a new idempotency key each), then
// checks the money: the account total is unchanged, Cloud plus the qubes equals it, and (with the API stopped, from
// the data folder) every ledger movement sums to zero. Exits 1 when an invariant fails or below 300 transfers/s.
//
//   node bench/api-transfers.mjs [--duration=10] [--connections=10]
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { cents, freshDemoUser, money, startApiAlone } from './lib/api-alone.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, '..');
const PORT = 9091;
const URL_BASE = `http://127.0.0.1:${PORT}`;
export const MIN_TRANSFERS_PER_SECOND = 300;


async function balances(user) {
  const get = async (url) => {
    const res = await fetch(`${URL_BASE}${url}`, { headers: user.headers });
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
    return res.json();
  };
  const overview = await get(`/api/accounts/${user.accountId}/updates/`);
  const qubes = (await get(`/api/qubes/?account_id=${user.accountId}`)).results;
  return { total: cents(overview.account_balance), cloud: cents(overview.cloud_qube_total_balance), qubes };
}

/** With the API stopped: movements whose entries do not sum to zero, read straight from the data folder. */
async function unbalancedMovements(dataDir) {
  const require = createRequire(path.join(root, 'api/package.json'));
  const { PGlite } = await import(pathToFileURL(require.resolve('@electric-sql/pglite')).href);
  const db = await PGlite.create(dataDir);
  try {
    const { rows } = await db.query('select movement_id, sum(amount)::text as total from ledger_entries group by movement_id having sum(amount) <> 0');
    const { rows: [count] } = await db.query('select count(*)::int as n from ledger_movements');
    return { unbalanced: rows, movements: count.n };
  } finally {
    await db.close();
  }
}

/** Runs the bench; resolves with the figures (ok false when an invariant fails or throughput is below the floor). */
export async function benchApiTransfers({ duration = 10, connections = 10, log = (...a) => console.log('[api-transfers]', ...a) } = {}) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'qube-bench-transfers-'));
  const dataDir = path.join(tmp, 'pglite');
  // QUBE_PROFILE_DIR=/tmp/p: the API runs under --cpu-prof and writes its profile there when stopped.
  const api = await startApiAlone({ port: PORT, dataDir, log, profileDir: process.env.QUBE_PROFILE_DIR });
  let figures;
  try {
    const alex = await freshDemoUser(URL_BASE);
    const before = await balances(alex);
    const pockets = ['cloud', ...before.qubes.filter((q) => ['Groceries', 'Rent', 'Vacation', 'Emergency Fund'].includes(q.name)).map((q) => q.id)];
    let n = 0;
    const result = await autocannon({
      url: `${URL_BASE}/api/orders/`,
      connections,
      duration,
      method: 'POST',
      headers: { ...alex.headers, 'Content-Type': 'application/json' },
      requests: [{
        setupRequest: (request) => {
          n += 1;
          // Every ordered pair in turn, $1 each: balances wander a few dollars, never near zero.
          const from = pockets[n % pockets.length];
          const to = pockets[(n + 1 + (Math.floor(n / pockets.length) % (pockets.length - 1))) % pockets.length];
          const body = { account_id: alex.accountId, from_qube: from, to_qube: to, amount: '1.00', recurring: 'none', type: 'transfer', scheduled_date: 'today', days_in_calendar: [], idempotency_key: crypto.randomUUID() };
          return { ...request, body: JSON.stringify(body) };
        },
      }],
    });
    const created = result['2xx'];
    const perSecond = created / duration;
    const after = await balances(alex);
    const qubeSum = after.qubes.reduce((sum, q) => sum + cents(q.balance), after.cloud);
    figures = {
      transfersPerSecond: Math.round(perSecond),
      transfers: created,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      latencyP50ms: result.latency.p50,
      latencyP99ms: result.latency.p99,
      totalBefore: money(before.total),
      totalAfter: money(after.total),
      cloudPlusQubes: money(qubeSum),
    };
  } finally {
    await api.stop();
  }
  const ledger = await unbalancedMovements(dataDir);
  fs.rmSync(tmp, { recursive: true, force: true });
  const failures = [];
  if (figures.totalBefore !== figures.totalAfter) failures.push(`account total changed: ${figures.totalBefore} → ${figures.totalAfter}`);
  if (figures.cloudPlusQubes !== figures.totalAfter) failures.push(`Cloud + qubes ${figures.cloudPlusQubes} ≠ account total ${figures.totalAfter}`);
  if (ledger.unbalanced.length > 0) failures.push(`${ledger.unbalanced.length} ledger movements do not sum to zero`);
  if (figures.errors > 0 || figures.timeouts > 0) failures.push(`${figures.errors} errors, ${figures.timeouts} timeouts`);
  if (figures.transfersPerSecond < MIN_TRANSFERS_PER_SECOND) failures.push(`${figures.transfersPerSecond} transfers/s < ${MIN_TRANSFERS_PER_SECOND}`);
  return { ...figures, movementsChecked: ledger.movements, failures, ok: failures.length === 0 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const option = (name, fallback) => {
    const hit = process.argv.slice(2).find((a) => a.startsWith(`--${name}=`));
    return hit ? Number(hit.split('=')[1]) : fallback;
  };
  try {
    const figures = await benchApiTransfers({ duration: option('duration', 10), connections: option('connections', 10) });
    console.log(`[api-transfers] ${figures.transfersPerSecond} transfers/s (${figures.transfers} in ${option('duration', 10)} s, p50 ${figures.latencyP50ms} ms, p99 ${figures.latencyP99ms} ms, non-2xx ${figures.non2xx})`);
    console.log(`[api-transfers] account total ${figures.totalBefore} → ${figures.totalAfter}; ${figures.movementsChecked} ledger movements checked`);
    for (const failure of figures.failures) console.error(`[api-transfers] FAILED: ${failure}`);
    process.exit(figures.ok ? 0 : 1);
  } catch (error) {
    console.error(`[api-transfers] FAILED: ${error?.stack ?? error}`);
    process.exit(1);
  }
}
