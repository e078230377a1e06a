// The API's hot reads against a one-read ceiling measured in the same run (issue 9): the Overview, the spend-qube list
// and the first Activity page, each as req/s over the req/s of a bare Fastify app doing one primary-key read of an
// in-memory PGlite (bench/lib/ceiling-server.mjs). Both servers run in processes of their own on ports 9191/9192 (never
// the 8080-8090 / 9080-9090 / 9280 / 9290 ports of the e2e suite and the main bench), the API on a fresh in-memory
// PGlite with the demo data (api/src/bench/read-server.ts). Ratios, not absolute figures: they hold on a noisy machine.
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startServer } from './api-alone.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CEILING_PORT = 9191;
export const API_PORT = 9192;
/** Each hot read must answer at least this share of the ceiling's requests per second. */
export const MIN_RATIO = 0.35;
const BASE_HEADERS = { 'X-API-Version': '15', 'X-Company-Header-ID': '1' };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The hot reads as the browser asks for them (MM-16's first page: filter_date_range=all, limit 20, offset 0). */
export const HOT_READS = {
  overview: { label: 'Overview (GET accounts/{id}/updates/)', path: (id) => `/api/accounts/${id}/updates/` },
  spendQubes: { label: 'Spend-qube list (GET qubes/spend-qubes/)', path: (id) => `/api/qubes/spend-qubes/?account_id=${id}` },
  activityFirstPage: {
    label: 'Activity, first page (GET search/transactions/)',
    path: (id) => `/api/search/transactions/?account_id=${id}&limit=20&offset=0&filter_date_range=all`,
  },
};

async function assertPortFree(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
  } catch {
    return;
  }
  throw new Error(`Port ${port} is already in use (another bench run?). Stop it first.`);
}

/** Signs alex in as the web client does (CSRF double submit); answers the Token headers of the reads. */
async function signIn(base) {
  const csrf = crypto.randomBytes(16).toString('hex');
  const res = await fetch(`${base}/api/web/users/login/`, {
    method: 'POST',
    headers: { ...BASE_HEADERS, 'Content-Type': 'application/json', 'X-CSRFToken': csrf, Cookie: `qube_csrftoken=${csrf}` },
    body: JSON.stringify({ email: 'alex@demo.qube', password: 'Demo!2345' }),
  });
  if (!res.ok) throw new Error(`POST /api/web/users/login/ answered ${res.status}: ${await res.text()}`);
  const { token, account_id: accountId } = await res.json();
  // The CSRF cookie is sent as a browser would, so the API does not issue a new one on every answer.
  return { accountId, headers: { ...BASE_HEADERS, Authorization: `Token ${token}`, Cookie: `qube_csrftoken=${csrf}` } };
}

/** One autocannon run; throws on any non-2xx, error or timeout (a fast 401 is no result). */
async function run(url, headers, { connections, duration }) {
  const result = await autocannon({ url, headers, connections, duration });
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(`GET ${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return result;
}

/** Checks a URL answers 2xx once, then warms it up (JIT, prepared statements, caches). */
async function warm(url, headers, { connections, warmup }) {
  const check = await fetch(url, { headers });
  if (!check.ok) throw new Error(`GET ${url} answered ${check.status}: ${await check.text()}`);
  if (warmup > 0) await run(url, headers, { connections, duration: warmup });
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Measures the ceiling and the hot reads in one run. Each read's seconds are split into rounds (1 s by default) that
 * alternate with rounds of the ceiling (ceiling, read, ceiling, …, read, ceiling); each read round is set against the
 * mean of the two ceiling rounds around it, and the read's ratio is the median of those: a change in the machine's load
 * weighs on both sides alike, and a burst during one round moves nothing (other work shares this machine).
 * Options: reads (names of HOT_READS, default all), duration (s per read, split in `rounds`), warmup (s), connections,
 * profileDir (a V8 CPU profile of the API per read, of its measured rounds only, as hot-reads-<pid>-<n>.cpuprofile).
 * Resolves with { ceilingRps, reads: { name: { rps, p50, p99, ceilingRps, ratio, roundRatios } } }.
 */
export async function measureHotReads({
  log = (...a) => console.log('[api-reads]', ...a),
  reads = Object.keys(HOT_READS),
  duration = 8,
  rounds = 8,
  warmup = 2,
  connections = 10,
  profileDir,
} = {}) {
  await assertPortFree(CEILING_PORT);
  await assertPortFree(API_PORT);
  const servers = [];
  try {
    const ceilingStart = startServer('one-read ceiling', process.execPath, [path.join(root, 'bench/lib/ceiling-server.mjs')], {
      cwd: root,
      env: { PORT: String(CEILING_PORT) },
      readyUrl: `http://127.0.0.1:${CEILING_PORT}/item/1`,
    });
    const apiStart = startServer('API', process.execPath, ['--import', 'tsx', 'src/bench/read-server.ts'], {
      cwd: path.join(root, 'api'),
      env: { PORT: String(API_PORT), QUBE_ENV: 'test', DATABASE_URL: '', ...(profileDir ? { QUBE_BENCH_CPU_PROFILE: profileDir } : {}) },
      readyUrl: `http://127.0.0.1:${API_PORT}/api/health`,
    });
    // Both are registered before either is awaited, so a failing start still stops the other.
    const settled = await Promise.allSettled([ceilingStart, apiStart]);
    for (const s of settled) if (s.status === 'fulfilled') servers.push(s.value);
    const failed = settled.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    log(`servers up: ceiling :${CEILING_PORT}, API :${API_PORT} (both PGlite in memory)`);

    const ceilingUrl = `http://127.0.0.1:${CEILING_PORT}/item/42`;
    await warm(ceilingUrl, {}, { connections, warmup });
    const user = await signIn(`http://127.0.0.1:${API_PORT}`);
    const api = settled[1].value;
    // The API's read-server.ts starts and stops its profile on SIGUSR2: around the read's measured rounds only.
    const profiled = async (measure) => {
      if (!profileDir) return measure();
      process.kill(api.pid, 'SIGUSR2');
      try {
        return await measure();
      } finally {
        process.kill(api.pid, 'SIGUSR2');
        await sleep(1500);
      }
    };
    const round = { connections, duration: Math.max(1, Math.round(duration / rounds)) };
    const rate = (result) => result.requests.total / result.duration;
    const results = {};
    const ceilingRounds = [];
    for (const name of reads) {
      const read = HOT_READS[name];
      if (!read) throw new Error(`unknown hot read ${name}`);
      const url = `http://127.0.0.1:${API_PORT}${read.path(user.accountId)}`;
      await warm(url, user.headers, { connections, warmup });
      const mine = { ceiling: [], read: [] };
      // One profile per read, over all its rounds (the API idles through the ceiling's rounds: idle is not counted).
      await profiled(async () => {
        mine.ceiling.push(await run(ceilingUrl, {}, round));
        for (let n = 0; n < rounds; n += 1) {
          mine.read.push(await run(url, user.headers, round));
          mine.ceiling.push(await run(ceilingUrl, {}, round));
        }
      });
      ceilingRounds.push(...mine.ceiling);
      // Each read round against the mean of the ceiling rounds on either side of it; the median of those ratios, so a
      // burst of load during one round moves no figure.
      const ratios = mine.read.map((r, n) => rate(r) / ((rate(mine.ceiling[n]) + rate(mine.ceiling[n + 1])) / 2));
      const rps = mean(mine.read.map(rate));
      results[name] = {
        rps: Math.round(rps),
        p50: Math.round(mean(mine.read.map((r) => r.latency.p50))),
        p99: Math.round(mean(mine.read.map((r) => r.latency.p99))),
        ceilingRps: Math.round(mean(mine.ceiling.map(rate))),
        ratio: Math.round(median(ratios) * 1000) / 1000,
        roundRatios: ratios.map((r) => Math.round(r * 1000) / 1000),
      };
      log(`${name}: ${results[name].rps} req/s, ceiling ${results[name].ceilingRps} req/s in the rounds around it; ratio ${results[name].ratio} (median of ${results[name].roundRatios.join(', ')})`);
    }
    return { ceilingRps: Math.round(mean(ceilingRounds.map(rate))), connections, durationS: duration, rounds, reads: results };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}
