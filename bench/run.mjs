#!/usr/bin/env node
// `npm run bench`: production builds, the bench's own servers (API 9090, pages 9080-9085, never the
// 8080-8090 ports of `npm start` and the e2e suite), then first-load JS, React copies, time to the
// qubes, API throughput and Lighthouse, checked against the budgets. Prints a table, writes
// bench/latest.json (and the full Lighthouse reports to bench/reports/), exits 1 when a budget is missed.
//
//   node bench/run.mjs [--no-build] [--runs=10] [--skip-lighthouse] [--skip-api]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServers, SHELL_URL } from './lib/servers.mjs';
import { launchBrowser, measureJs, countReactCopies, timeQubesVisible } from './lib/browser.mjs';
import { measureOverviewRps } from './lib/api-load.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { timeSubmitToBalances } from './lib/transfer-timing.mjs';
import { benchApiTransfers } from './api-transfers.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, '..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const hit = args.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.split('=')[1] : fallback;
};
const runs = Number(option('runs', '10'));
const log = (...a) => console.log('[bench]', ...a);
// Timings and Lighthouse's CPU-bound metrics depend on what else runs on the machine: record it.
const loadAverage = { atStart: os.loadavg()[0] };

/** Budgets: figure id → { label, unit, check(value) → boolean, text }. */
const BUDGETS = {
  signInJsKB: { label: 'Sign-in page JS (gzip)', unit: 'KB', text: '≤ 300 KB', ok: (v) => v <= 300 },
  dashboardJsKB: { label: 'Dashboard JS (gzip, via sign-in)', unit: 'KB', text: '≤ 400 KB', ok: (v) => v <= 400 },
  reactCopies: { label: 'React copies (dashboard, planning, statements)', unit: '', text: '= 1', ok: (v) => v === 1 },
  qubesVisibleMs: { label: `Qubes visible, median of ${runs} cold loads`, unit: 'ms', text: '≤ 1500 ms', ok: (v) => v <= 1500 },
  submitToBalancesMs: { label: 'Submit to new balances on screen, median of 20', unit: 'ms', text: '≤ 300 ms', ok: (v) => v <= 300 },
  apiOverviewRps: { label: 'API overview req/s (10 conn, 10 s)', unit: 'req/s', text: '— (no budget)', ok: null },
  apiTransfersPerSecond: { label: 'API transfers/s on PGlite (10 conn, 10 s, ledger checked)', unit: 'req/s', text: '≥ 300', ok: (v) => v >= 300 },
  ledgerInvariant: { label: 'Ledger invariant after the transfer run', unit: '', text: 'holds', ok: (v) => v === 'holds' },
  lhSignInPerformance: { label: 'Lighthouse sign-in performance', unit: '', text: '≥ 90', ok: (v) => v >= 90 },
  lhSignInAccessibility: { label: 'Lighthouse sign-in accessibility', unit: '', text: '= 100', ok: (v) => v === 100 },
  lhDashboardPerformance: { label: 'Lighthouse dashboard performance', unit: '', text: '≥ 90', ok: (v) => v >= 90 },
  lhDashboardAccessibility: { label: 'Lighthouse dashboard accessibility', unit: '', text: '= 100', ok: (v) => v === 100 },
};

const figures = {};
const details = {};
const errors = [];

/** Runs one step; an error is recorded (its figures stay missing, which fails their budgets). */
async function step(name, fn) {
  const start = Date.now();
  log(`${name}…`);
  try {
    await fn();
    log(`${name} done in ${((Date.now() - start) / 1000).toFixed(1)} s`);
  } catch (error) {
    errors.push({ step: name, message: String(error?.stack ?? error) });
    console.error(`[bench] ${name} FAILED: ${error?.message ?? error}`);
  }
}

let servers;
let browser;
let stopping = false;
async function cleanup() {
  if (stopping) return;
  stopping = true;
  await browser?.close().catch(() => {});
  await servers?.stop().catch(() => {});
}
process.on('SIGINT', () => {
  console.error('\n[bench] interrupted: stopping the servers');
  cleanup().finally(() => process.exit(130));
});
process.on('SIGTERM', () => cleanup().finally(() => process.exit(143)));

function printTable(rows) {
  const headers = ['figure', 'value', 'budget', 'pass'];
  const cells = rows.map((r) => [r.label, r.display, r.budget, r.pass === null ? '—' : r.pass ? 'PASS' : 'FAIL']);
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => `| ${c.map((x, i) => x.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) console.log(line(c));
}

function format(value, unit) {
  if (value === undefined || value === null) return 'n/a';
  if (unit === 'KB') return `${value.toFixed(1)} KB`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  if (unit === 'req/s') return `${Math.round(value)} req/s`;
  return String(value);
}

try {
  if (!flag('no-build')) {
    await step('production builds (scripts/build.sh)', async () => {
      execFileSync('bash', ['scripts/build.sh'], { cwd: root, stdio: 'inherit' });
    });
    if (errors.length) throw new Error('build failed');
  }

  log('starting the API and page servers');
  servers = await startServers(root, { log });
  browser = await launchBrowser();

  let storageState;
  await step('first-load JS', async () => {
    const js = await measureJs(browser);
    storageState = js.storageState;
    figures.signInJsKB = js.signIn.gzipKB;
    figures.dashboardJsKB = js.dashboard.gzipKB;
    details.js = {
      signIn: { gzipKB: +js.signIn.gzipKB.toFixed(1), rawKB: +js.signIn.rawKB.toFixed(1), byApp: js.signIn.byApp, files: js.signIn.files },
      dashboard: { gzipKB: +js.dashboard.gzipKB.toFixed(1), rawKB: +js.dashboard.rawKB.toFixed(1), byApp: js.dashboard.byApp, files: js.dashboard.files },
    };
  });
  if (!storageState) throw new Error('could not sign in: the remaining browser figures need a session');

  await step('React copies', async () => {
    figures.reactCopies = await countReactCopies(browser, storageState);
  });
  await step(`qubes visible (${runs} runs)`, async () => {
    const t = await timeQubesVisible(browser, storageState, runs);
    figures.qubesVisibleMs = t.median;
    details.qubesVisibleRunsMs = t.runs;
  });
  await step('Submit to new balances (20 transfers)', async () => {
    const t = await timeSubmitToBalances(browser, storageState, 20);
    figures.submitToBalancesMs = t.median;
    details.submitToBalancesRunsMs = t.runs;
  });
  await browser.close();
  browser = undefined;

  if (!flag('skip-api')) {
    await step('API overview throughput (autocannon)', async () => {
      const r = await measureOverviewRps();
      if (r.non2xx || r.errors || r.timeouts) throw new Error(`autocannon saw ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
      figures.apiOverviewRps = r.requestsPerSecond;
      details.api = r;
    });
  }

  if (!flag('skip-api')) {
    await step('API transfers per second (own API, fresh PGlite)', async () => {
      const r = await benchApiTransfers({ log });
      figures.apiTransfersPerSecond = r.transfersPerSecond;
      const invariantFailures = r.failures.filter((f) => !f.includes('transfers/s'));
      figures.ledgerInvariant = invariantFailures.length === 0 ? 'holds' : `broken: ${invariantFailures.join('; ')}`;
      details.apiTransfers = r;
    });
  }

  if (!flag('skip-lighthouse')) {
    const reports = path.join(benchDir, 'reports');
    fs.mkdirSync(reports, { recursive: true });
    await step('Lighthouse sign-in page', async () => {
      const r = await runLighthouse(`${SHELL_URL}/`, { reportPath: path.join(reports, 'sign-in.report.json') });
      if (new URL(r.finalUrl).pathname !== '/') throw new Error(`Lighthouse ended on ${r.finalUrl}, expected /`);
      figures.lhSignInPerformance = r.performance;
      figures.lhSignInAccessibility = r.accessibility;
      details.lighthouseSignIn = r;
    });
    await step('Lighthouse dashboard', async () => {
      // The storage state holds the API's HttpOnly __Host-qube_token too; setCookies passes httpOnly on to the new profile.
      const cookies = storageState.cookies.filter((c) => ['__Host-qube_token', 'qube_session'].includes(c.name));
      if (cookies.length !== 2) throw new Error(`expected the __Host-qube_token and qube_session cookies, got ${cookies.map((c) => c.name)}`);
      const r = await runLighthouse(`${SHELL_URL}/dashboard`, { cookies, reportPath: path.join(reports, 'dashboard.report.json') });
      if (new URL(r.finalUrl).pathname !== '/dashboard') throw new Error(`Lighthouse ended on ${r.finalUrl}, not /dashboard: the session was not used`);
      figures.lhDashboardPerformance = r.performance;
      figures.lhDashboardAccessibility = r.accessibility;
      details.lighthouseDashboard = r;
    });
  }
} catch (error) {
  errors.push({ step: 'setup', message: String(error?.stack ?? error) });
  console.error(`[bench] ${error?.message ?? error}`);
} finally {
  loadAverage.atEnd = os.loadavg()[0];
  await cleanup();
}

const skipped = new Set([
  ...(flag('skip-lighthouse') ? ['lhSignInPerformance', 'lhSignInAccessibility', 'lhDashboardPerformance', 'lhDashboardAccessibility'] : []),
  ...(flag('skip-api') ? ['apiOverviewRps', 'apiTransfersPerSecond', 'ledgerInvariant'] : []),
]);
const rows = Object.entries(BUDGETS)
  .filter(([id]) => !skipped.has(id))
  .map(([id, b]) => {
    const value = figures[id];
    const pass = b.ok === null ? null : value !== undefined && b.ok(value);
    return { id, label: b.label, value: value ?? null, display: format(value, b.unit), budget: b.text, pass };
  });

console.log('');
printTable(rows);
console.log(`(machine: ${os.cpus().length} CPUs, 1-minute load average ${loadAverage.atStart.toFixed(1)} at start, ${loadAverage.atEnd.toFixed(1)} at end)`);

const failed = rows.filter((r) => r.pass === false);
const lh = [details.lighthouseSignIn, details.lighthouseDashboard];
if (failed.length) {
  console.log(`\n${failed.length} budget(s) missed: ${failed.map((r) => r.label).join('; ')}`);
  if (failed.some((r) => r.id.endsWith('JsKB'))) {
    for (const [name, js] of Object.entries(details.js ?? {})) {
      console.log(`\n${name} JS by app (gzip KB): ${js.byApp.map((a) => `${a.app} ${a.gzipKB}`).join(', ')}`);
      console.log(`  largest files: ${js.files.slice(0, 6).map((f) => `${f.app}/${f.file} ${f.gzipKB}`).join(', ')}`);
    }
  }
  for (const [name, r] of [['sign-in', lh[0]], ['dashboard', lh[1]]]) {
    if (!r) continue;
    if (r.performance < 90) {
      console.log(`\nLighthouse ${name}: FCP ${r.metrics.fcpMs} ms, LCP ${r.metrics.lcpMs} ms, TBT ${r.metrics.tbtMs} ms, SI ${r.metrics.speedIndexMs} ms, CLS ${r.metrics.cls?.toFixed(3)}, ${r.metrics.transferKB} KiB transferred`);
      for (const o of r.opportunities.slice(0, 5)) console.log(`  - ${o.title}${o.displayValue ? ` (${o.displayValue})` : ''}`);
    }
    if (r.accessibility < 100) {
      for (const a of r.a11yFailures) {
        console.log(`\nLighthouse ${name} accessibility: ${a.title} [${a.id}]`);
        for (const n of a.nodes) console.log(`  - ${n.selector}  ${n.snippet ?? ''}`);
      }
    }
  }
}
if (errors.length) console.log(`\nErrors:\n${errors.map((e) => `- ${e.step}: ${e.message.split('\n')[0]}`).join('\n')}`);

fs.writeFileSync(
  path.join(benchDir, 'latest.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      commit: (() => {
        try {
          return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
        } catch {
          return null;
        }
      })(),
      budgets: rows.map(({ id, label, value, budget, pass }) => ({ id, label, value: typeof value === 'number' ? +value.toFixed(1) : value, budget, pass })),
      passed: failed.length === 0 && errors.length === 0,
      machine: { cpus: os.cpus().length, loadAverage },
      details,
      errors,
    },
    null,
    2,
  )}\n`,
);
log('wrote bench/latest.json');
process.exit(failed.length || errors.length ? 1 : 0);
