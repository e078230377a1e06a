#!/usr/bin/env node
// Only the registration figure of `npm run bench` (bench/registration.mjs), on the bench's servers and the current
// builds (no build here): `flock /tmp/qube-e2e.lock node bench/registration-only.mjs [--runs=3]`.
import { launchBrowser } from './lib/browser.mjs';
import { startServers } from './lib/servers.mjs';
import { timeRegistration } from './registration.mjs';

const log = (...a) => console.log('[bench]', ...a);
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? '1');
const root = new URL('..', import.meta.url).pathname;
const servers = await startServers(root, { log });
let browser;
let isOk = true;
try {
  browser = await launchBrowser();
  for (let i = 0; i < runs; i += 1) {
    const r = await timeRegistration(browser, { log });
    log(`run ${i + 1}: total ${r.totalMs} ms, slowest step ${r.slowestMs} ms (budget 1000 ms)`);
    if (r.slowestMs > 1000) isOk = false;
  }
} catch (error) {
  isOk = false;
  console.error('[bench] registration FAILED:', error?.message ?? error);
} finally {
  await browser?.close().catch(() => {});
  await servers.stop();
}
process.exit(isOk ? 0 : 1);
