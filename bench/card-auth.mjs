#!/usr/bin/env node
// Card authorizations (issue 10 section 7): starts the API alone on a fresh temporary PGlite DATA_DIR (port 9193, its
// own: never the e2e suite's 8080-8090/9280/9290, the main bench's 9080-9090 or api-reads' 9191/9192), signs in a fresh
// copy of alex, opens Groceries for a year, then swipes $0.01 through the sandbox card network
// (POST /api/dev/card-network/swipe): authorizations per second with autocannon (10 connections), and the p99 latency
// of one authorization alone (1 connection). Checks the money after: Groceries fell by exactly the approved swipes.
// Budgets: at least 300 authorizations/s and p99 at most 50 ms on PGlite; exits 1 when one is missed.
// --cpu-prof runs the API with `node --cpu-prof` (bench/profiles/card-auth-*, written when it stops) and prints where
// its time went (bench/lib/cpu-profile.mjs): a profile's proportions hold on a loaded machine where the rates do not.
//
//   node bench/card-auth.mjs [--duration=10] [--connections=10] [--cpu-prof]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cents, freshDemoUser, startApiAlone } from './lib/api-alone.mjs';
import { summariseCpuProfile } from './lib/cpu-profile.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 9193;
const URL_BASE = `http://127.0.0.1:${PORT}`;
export const MIN_AUTHORIZATIONS_PER_SECOND = 300;
export const MAX_AUTHORIZATION_P99_MS = 50;


async function call(user, method, url, body) {
  const res = await fetch(`${URL_BASE}${url}`, { method, headers: { ...user.headers, 'Content-Type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

const run = (options) => new Promise((resolve, reject) => {
  autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
});

export async function benchCardAuthorizations({ duration = 10, connections = 10, profileDir, log = (...a) => console.log('[card-auth]', ...a) } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qube-card-auth-'));
  const api = await startApiAlone({ port: PORT, dataDir, log, profileDir });
  try {
    const alex = await freshDemoUser(URL_BASE);
    const qubes = await call(alex, 'GET', `/api/qubes/?account_id=${alex.accountId}&limit=9999`);
    const groceries = qubes.results.find((q) => q.name === 'Groceries');
    if (!groceries) throw new Error('no Groceries qube');
    await call(alex, 'POST', `/api/accounts/${alex.accountId}/open-qube/`, { account_id: alex.accountId, open_qube: groceries.id, expires_in: 525600 });
    const before = cents((await call(alex, 'GET', `/api/qubes/${groceries.id}/?account_id=${alex.accountId}`)).balance);
    const swipe = { method: 'POST', path: '/api/dev/card-network/swipe', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ account_id: alex.accountId, merchant: 'Bench Market', amount: '0.01' }) };
    const common = { url: URL_BASE, requests: [swipe] };
    // Warm-up: JIT and the database's caches.
    await run({ ...common, connections, duration: 2 });
    const load = await run({ ...common, connections, duration });
    const single = await run({ ...common, connections: 1, duration: Math.max(3, Math.round(duration / 2)) });
    const after = cents((await call(alex, 'GET', `/api/qubes/${groceries.id}/?account_id=${alex.accountId}`)).balance);
    const answered = [load, single].reduce((n, r) => n + r['2xx'], 0);
    const failures = [];
    const perSecond = Math.round(load['2xx'] / (load.duration || duration));
    const p99 = single.latency.p99;
    if (load.non2xx || single.non2xx || load.errors || single.errors) failures.push(`${load.non2xx + single.non2xx} non-2xx, ${load.errors + single.errors} errors`);
    if (perSecond < MIN_AUTHORIZATIONS_PER_SECOND) failures.push(`${perSecond} authorizations/s < ${MIN_AUTHORIZATIONS_PER_SECOND}`);
    if (p99 > MAX_AUTHORIZATION_P99_MS) failures.push(`p99 ${p99} ms > ${MAX_AUTHORIZATION_P99_MS} ms`);
    // Warm-up swipes count too: every answered swipe was approved for $0.01 (Groceries covers them all).
    const warm = before - after - BigInt(answered);
    if (warm < 0n) failures.push(`Groceries fell by ${before - after} cents for ${answered} measured approvals`);
    const result = { authorizationsPerSecond: perSecond, p99Ms: p99, p99UnderLoadMs: load.latency.p99, connections, durationS: duration, answered, failures };
    log(`${perSecond} authorizations/s (${connections} connections), p99 of one authorization ${p99} ms (under load ${load.latency.p99} ms)${failures.length ? `; FAILED: ${failures.join('; ')}` : ''}`);
    return result;
  } finally {
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
  try {
    const profileDir = process.argv.includes('--cpu-prof') ? path.join(root, 'bench/profiles', `card-auth-${Date.now()}`) : undefined;
    const r = await benchCardAuthorizations({ duration: Number(option('duration', '10')), connections: Number(option('connections', '10')), profileDir });
    console.log(`[card-auth] load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
    if (profileDir) {
      const largest = fs.readdirSync(profileDir).map((f) => path.join(profileDir, f)).sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
      if (largest) console.log(`[card-auth] CPU profile of the API: ${path.relative(root, largest)}\n${summariseCpuProfile(largest)}`);
    }
    process.exit(r.failures.length ? 1 : 0);
  } catch (error) {
    console.error(`[card-auth] FAILED: ${error?.stack ?? error}`);
    process.exit(1);
  }
}
