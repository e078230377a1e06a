// Lighthouse (default mobile settings, performance and accessibility) on Debian's chromium.
// Each run gets its own chromium with an empty profile. For the dashboard the session cookies are
// put into that browser's cookie jar before the run (the shell reads them from document.cookie,
// which a Cookie request header alone does not fill) and are also sent as Lighthouse extraHeaders.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './browser.mjs';
import { navigationCommitTaskMs, splitLongTasks } from './navigationCommit.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A free ephemeral port for the DevTools protocol (never one of the 8080-8090 app ports). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function launchDebuggableChromium() {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'qube-bench-lh-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      ...CHROMIUM_ARGS,
      '--disable-extensions',
      '--disable-default-apps',
      '--disable-client-side-phishing-detection',
      '--disable-domain-reliability',
      '--disable-features=Translate,OptimizationHints,MediaRouter',
      '--mute-audio',
      '--no-default-browser-check',
      '--password-store=basic',
      '--use-mock-keychain',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('chromium for Lighthouse did not start');
    await sleep(200);
  }
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    // Chromium's helpers may still be writing the profile for a moment after it exits; a profile left
    // behind in the temporary folder must not throw away the run's figures.
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`[bench] could not remove ${profile}: ${error.message}`);
    }
  };
  return { port, close };
}

/** Puts cookies into the default (non-incognito) profile, where Lighthouse opens its tab. */
async function setCookies(port, cookies) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const session = await browser.newBrowserCDPSession();
    await session.send('Storage.setCookies', {
      cookies: cookies.map(({ name, value, domain, path: p, expires, httpOnly, secure, sameSite }) => ({
        name,
        value,
        domain,
        path: p,
        ...(expires > 0 ? { expires } : {}),
        httpOnly,
        secure,
        sameSite,
      })),
    });
    await session.detach();
  } finally {
    // Only drops this connection: the browser was not launched by this Playwright instance.
    await browser.close();
  }
}

const ms = (audit) => (audit?.numericValue == null ? null : Math.round(audit.numericValue));

/** The parts of a report the bench keeps: scores, metrics, top opportunities, failing a11y audits. */
function digest(lhr, traceEvents) {
  const audits = lhr.audits;
  const { throttlingMethod, throttling } = lhr.configSettings;
  const longTaskItems = audits['long-tasks']?.details?.items ?? [];
  const tasks = splitLongTasks(longTaskItems, navigationCommitTaskMs(traceEvents), throttlingMethod === 'simulate' ? throttling.cpuSlowdownMultiplier : 1);
  const opportunities = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 1 && (a.details?.type === 'opportunity' || a.metricSavings))
    .map((a) => ({
      id: a.id,
      title: a.title,
      displayValue: a.displayValue ?? '',
      savingsMs: Math.round(a.details?.overallSavingsMs ?? a.metricSavings?.LCP ?? a.metricSavings?.FCP ?? a.metricSavings?.TBT ?? 0),
      savingsKB: Math.round((a.details?.overallSavingsBytes ?? 0) / 1024),
      items: (a.details?.items ?? []).slice(0, 5).map((i) => ({
        url: i.url ?? i.source?.url ?? i.node?.selector ?? i.label ?? undefined,
        wastedKB: i.wastedBytes ? Math.round(i.wastedBytes / 1024) : undefined,
        totalKB: i.totalBytes ? Math.round(i.totalBytes / 1024) : undefined,
        wastedMs: i.wastedMs ? Math.round(i.wastedMs) : undefined,
      })),
    }))
    .filter((o) => o.savingsMs > 0 || o.savingsKB > 0)
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsKB - a.savingsKB)
    .slice(0, 8);
  const a11yFailures = lhr.categories.accessibility.auditRefs
    .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
    .map((ref) => ({
      id: ref.id,
      title: audits[ref.id].title,
      nodes: (audits[ref.id].details?.items ?? []).slice(0, 6).map((i) => ({
        selector: i.node?.selector,
        snippet: i.node?.snippet,
        explanation: i.node?.explanation?.split('\n').slice(0, 3).join(' '),
      })),
    }));
  return {
    finalUrl: lhr.finalDisplayedUrl,
    // Lighthouse's own CPU speed estimate for this run (higher is faster; a quiet machine here is ~1000+).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    metrics: {
      fcpMs: ms(audits['first-contentful-paint']),
      lcpMs: ms(audits['largest-contentful-paint']),
      tbtMs: ms(audits['total-blocking-time']),
      cls: audits['cumulative-layout-shift']?.numericValue ?? null,
      speedIndexMs: ms(audits['speed-index']),
      transferKB: audits['total-byte-weight'] ? Math.round(audits['total-byte-weight'].numericValue / 1024) : null,
    },
    opportunities,
    // Where the blocking time comes from: the longest main-thread tasks (at Lighthouse's 4x CPU slowdown, longest first).
    longTasks: longTaskItems.slice(0, 6).map((i) => ({ url: i.url, startMs: Math.round(i.startTime), durationMs: Math.round(i.duration) })),
    // The longest of the page's own tasks, without the browser's commit of the navigation (0: none reached the
    // 50 ms Lighthouse lists from); budget ≤ 100 ms (issue 23 §5, ADR 0101).
    longestTaskMs: tasks.pageLongestTaskMs,
    // The navigation's commit (simulated ms; null: not found in the trace) and the longest task with it.
    navigationCommitMs: tasks.navigationCommitMs,
    longestTaskWithCommitMs: tasks.longestTaskMs,
    a11yFailures,
    warnings: lhr.runWarnings,
  };
}

/**
 * @param {string} url
 * @param {{ cookies?: Array<object>, reportPath?: string }} options  cookies: Playwright cookies to sign in
 */
export async function runLighthouse(url, { cookies = [], reportPath } = {}) {
  const chrome = await launchDebuggableChromium();
  try {
    if (cookies.length) await setCookies(chrome.port, cookies);
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(cookies.length ? { extraHeaders: { Cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } } : {}),
    };
    const loadBefore = os.loadavg()[0];
    const result = await lighthouse(url, flags);
    if (!result?.lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    if (reportPath) fs.writeFileSync(reportPath, result.report);
    // The 1-minute load average around the run: other jobs on the machine lower the CPU-bound metrics.
    const traceEvents = result.artifacts?.Trace?.traceEvents ?? [];
    return { ...digest(result.lhr, traceEvents), loadAverage: { before: +loadBefore.toFixed(2), after: +os.loadavg()[0].toFixed(2) } };
  } finally {
    await chrome.close();
  }
}
