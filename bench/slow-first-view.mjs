// How long a signed-in /dashboard takes on a slow phone and network, measured in the browser rather than simulated
// (Lighthouse's simulation counts preloaded scripts against the first paint, which the browser does not wait for):
// 4x slowed CPU, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up (Lighthouse's mobile settings), a cold cache each
// time. Prints the median of 5 loads (after one warm-up) of the time until the qubes show and of the first paint.
//
//   node bench/slow-first-view.mjs          (uses the production builds: pnpm run build first)
import path from 'node:path';
import { startServers, SHELL_URL } from './lib/servers.mjs';
import { launchBrowser, signInAs } from './lib/browser.mjs';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = 6;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const servers = await startServers(root, { log: () => {} });
const browser = await launchBrowser();
try {
  const state = await signInAs(browser, 'alex@demo.qube');
  const loads = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ storageState: state });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      const started = Date.now();
      await page.goto(`${SHELL_URL}/dashboard`);
      await page.getByLabel('Groceries qube').waitFor({ timeout: 60_000 });
      const qubesMs = Date.now() - started;
      const firstPaintMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
      // The first load warms the servers (compression caches, prepared statements).
      if (run > 0) loads.push({ qubesMs, firstPaintMs: Math.round(firstPaintMs) });
    } finally {
      await context.close();
    }
  }
  console.log(JSON.stringify(loads));
  console.log(`qubes visible: median ${median(loads.map((l) => l.qubesMs))} ms; first contentful paint: median ${median(loads.map((l) => l.firstPaintMs))} ms`);
} finally {
  await browser.close();
  await servers.stop();
}
