// Browser figures with Playwright on Debian's chromium: gzipped JS per page, React copies, and the
// time until the qubes are visible. Every measurement uses a fresh context (empty HTTP cache).
import { gzipSync } from 'node:zlib';
// Functions passed to page.evaluate / addInitScript run in the page.
/* global window, history, dispatchEvent, PopStateEvent */
import { chromium } from 'playwright-core';
import { SHELL_URL, appOfUrl } from './servers.mjs';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
const EMAIL = 'alex@demo.qube';
const PASSWORD = 'Demo!2345';
const TIMEOUT = 30_000;

export async function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** Records every JS response of a page with its gzip size (level 9 unless the server compressed it). */
function recordJs(page) {
  const pending = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    const isJs = response.request().resourceType() === 'script' || /javascript/.test(type);
    if (!isJs || response.status() >= 300) return;
    pending.push(
      (async () => {
        const encoding = response.headers()['content-encoding'];
        const body = await response.body();
        let gzip;
        if (encoding === 'gzip' || encoding === 'br') {
          gzip = (await response.request().sizes()).responseBodySize;
        } else {
          gzip = gzipSync(body, { level: 9 }).length;
        }
        return { url: response.url(), app: appOfUrl(response.url()), raw: body.length, gzip };
      })().catch(() => null),
    );
  });
  return async () => (await Promise.all(pending)).filter(Boolean);
}

/** Waits until the network has been quiet, without hanging on a page that polls. */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => page.waitForTimeout(2000));
}

async function signInThroughForm(page, email = EMAIL) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  if (email === EMAIL) await page.getByLabel('Groceries qube').waitFor({ state: 'visible', timeout: TIMEOUT });
  else await page.waitForURL((url) => url.pathname !== '/', { timeout: TIMEOUT });
}

/** Signs a demo user in through the shell's form; returns the context's storage state (its cookies). */
export async function signInAs(browser, email) {
  const context = await browser.newContext({ baseURL: SHELL_URL });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await signInThroughForm(page, email);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Opens every route as its user would and waits for its h1 (and dialog), so a route that redirects,
 * 404s or shows an area's error fallback fails here rather than being scored as a blank page.
 * @param {Record<string, object | null>} states  user → storage state (null: logged out)
 */
export async function checkRoutes(browser, routes, states, ctx) {
  const failures = [];
  for (const route of routes) {
    const context = await browser.newContext({ storageState: states[route.user ?? 'none'] ?? undefined });
    try {
      const page = await context.newPage();
      await page.goto(route.url(ctx));
      await page.getByRole('heading', { name: route.heading, level: 1 }).waitFor({ state: 'visible', timeout: TIMEOUT });
      if (route.dialog) await page.getByRole('dialog', { name: route.dialog }).waitFor({ state: 'visible', timeout: TIMEOUT });
      const { pathname } = new URL(page.url());
      if (pathname !== route.path) throw new Error(`ended on ${page.url()}`);
    } catch (error) {
      failures.push(`${route.id}: ${String(error?.message ?? error).split('\n')[0]}`);
    } finally {
      await context.close();
    }
  }
  if (failures.length) throw new Error(`routes that did not render: ${failures.join('; ')}`);
}

const summarize = (files) => ({
  gzipKB: files.reduce((s, f) => s + f.gzip, 0) / 1024,
  rawKB: files.reduce((s, f) => s + f.raw, 0) / 1024,
  files: files
    .map((f) => ({ app: f.app, file: new URL(f.url).pathname.slice(1), gzipKB: +(f.gzip / 1024).toFixed(1) }))
    .sort((a, b) => b.gzipKB - a.gzipKB),
  byApp: Object.entries(
    files.reduce((acc, f) => ({ ...acc, [f.app]: (acc[f.app] ?? 0) + f.gzip / 1024 }), {}),
  )
    .map(([app, kb]) => ({ app, gzipKB: +kb.toFixed(1) }))
    .sort((a, b) => b.gzipKB - a.gzipKB),
});

/**
 * JS for the sign-in page and for the dashboard reached through the sign-in form (all JS the browser
 * loaded from a cold cache up to the qubes being visible and the network quiet). Returns the storage
 * state of the signed-in session for the other measurements.
 */
export async function measureJs(browser) {
  const signInContext = await browser.newContext({ baseURL: SHELL_URL });
  const signInPage = await signInContext.newPage();
  const signInFiles = recordJs(signInPage);
  await signInPage.goto('/');
  await signInPage.getByRole('button', { name: 'Sign In' }).waitFor({ state: 'visible', timeout: TIMEOUT });
  await settle(signInPage);
  const signIn = summarize(await signInFiles());
  await signInContext.close();

  const context = await browser.newContext({ baseURL: SHELL_URL });
  const page = await context.newPage();
  const dashboardFiles = recordJs(page);
  await page.goto('/');
  await signInThroughForm(page);
  await settle(page);
  // The other areas' banners (onboarding's Qube+ banner) load once the page is idle: whether networkidle came before
  // them was a matter of timing, so wait for them and count them, always.
  await page.waitForResponse((r) => r.url().includes('__federation_expose_banners'), { timeout: 10_000 }).catch(() => null);
  await settle(page);
  const dashboard = summarize(await dashboardFiles());
  if (new URL(page.url()).pathname !== '/dashboard') throw new Error(`Signed in at ${page.url()}, expected /dashboard`);
  const storageState = await context.storageState();
  await context.close();
  return { signIn, dashboard, storageState };
}

/** Distinct react-dom instances (devtools hook inject() calls) after /dashboard, /planning, /statements. */
export async function countReactCopies(browser, storageState) {
  const context = await browser.newContext({ baseURL: SHELL_URL, storageState });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__reactInjections = 0;
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        window.__reactInjections += 1;
        return window.__reactInjections;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onPostCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      checkDCE() {},
    };
  });
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor({ timeout: TIMEOUT });
  // In-page navigation, as a link does: a reload would start a new page with its own React.
  for (const [to, heading] of [
    ['/planning', 'Planning'],
    ['/statements', 'Statements'],
  ]) {
    await page.evaluate((p) => {
      history.pushState(null, '', p);
      dispatchEvent(new PopStateEvent('popstate'));
    }, to);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor({ timeout: TIMEOUT });
  }
  const copies = await page.evaluate(() => window.__reactInjections);
  await context.close();
  return copies;
}

/** Time from page.goto('/dashboard') to the Groceries qube being visible, signed in, cold HTTP cache. */
export async function timeQubesVisible(browser, storageState, runs) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext({ baseURL: SHELL_URL, storageState });
    const page = await context.newPage();
    const start = performance.now();
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await page.getByLabel('Groceries qube').waitFor({ state: 'visible', timeout: TIMEOUT });
    times.push(performance.now() - start);
    await context.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, runs: times.map((t) => Math.round(t)) };
}
