// Where a page's first view spends its time, for performance work: signs a demo user in, opens the page cold (a new
// context) at 4x slowed CPU as Lighthouse simulates, waits for its h1 and prints, for the second of two loads, the
// resources with their start and end (ms from navigation) and the main thread's tasks over 15 ms with what they ran.
//
//   node bench/trace-first-view.mjs [url] [h1] [email]
//   node bench/trace-first-view.mjs http://localhost:9080/planning Planning alex@demo.qube
//
// Uses the production builds (build first: pnpm run build) and the bench's own servers (ports 9080-9085, 9090).
import path from 'node:path';
import { startServers } from './lib/servers.mjs';
import { launchBrowser, signInAs } from './lib/browser.mjs';

const root = path.resolve(import.meta.dirname, '..');
const [url = 'http://localhost:9084/coaching/dashboard', heading = 'Partner Dashboard', email = 'coach@demo.qube'] = process.argv.slice(2);
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'v8.execute', 'blink.user_timing'];
const stripOrigin = (u) => u.replace(/https?:\/\/[^/]+/, '');

/** The renderer's main thread: the one with the most time in long tasks. */
function mainThreadTasks(events) {
  const tasks = events.filter((e) => e.name === 'RunTask' && e.dur > 15000);
  const byThread = new Map();
  for (const t of tasks) byThread.set(t.tid, (byThread.get(t.tid) ?? 0) + t.dur);
  const main = [...byThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  return { main, tasks: tasks.filter((t) => t.tid === main) };
}

function describeTask(events, main, task) {
  return events
    .filter((e) => e.tid === main && e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur > 5000 && e.name !== 'RunTask')
    .slice(0, 6)
    .map((e) => `${e.name}${e.args?.data?.url ? `:${stripOrigin(e.args.data.url)}` : ''}(${Math.round(e.dur / 1000)})`)
    .join(' ');
}

const servers = await startServers(root, { log: () => {} });
const browser = await launchBrowser();
try {
  const state = await signInAs(browser, email);
  for (let run = 0; run < 2; run += 1) {
    const context = await browser.newContext({ storageState: state });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, { categories: CATEGORIES });
      const started = Date.now();
      await page.goto(url);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      const toHeading = Date.now() - started;
      await page.waitForTimeout(1500);
      const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
      // The first load warms the servers' caches; the second is the one reported.
      if (run === 0) continue;
      const timing = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        resources: performance.getEntriesByType('resource').map((e) => [Math.round(e.startTime), Math.round(e.responseEnd), e.name, e.initiatorType]),
      }));
      console.log(`h1 after ${toHeading} ms (wall clock), first contentful paint ${Math.round(timing.fcp ?? -1)} ms`);
      for (const [start, end, name, initiator] of timing.resources) console.log(`${start}-${end} ms ${stripOrigin(name)} (${initiator})`);
      const navigationStart = trace.find((e) => e.name === 'navigationStart')?.ts ?? 0;
      const { main, tasks } = mainThreadTasks(trace);
      for (const task of tasks) console.log(`task at ${Math.round((task.ts - navigationStart) / 1000)} ms, ${Math.round(task.dur / 1000)} ms: ${describeTask(trace, main, task)}`);
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await servers.stop();
}
