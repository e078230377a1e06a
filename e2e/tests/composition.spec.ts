import { expect, test, type Page } from '@playwright/test';
import { SignInPage } from '../pages/SignInPage';
import { TopBar } from '../pages/TopBar';

const PLANNING_MANIFEST = 'http://localhost:8083/mf-manifest.json';

/** The deployment config as served, with a 1 s remote load timeout for these tests. */
async function shortenRemoteTimeout(page: Page) {
  await page.route('**/deployment.json', async (route) => {
    const response = await route.fetch();
    const deployment = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...deployment, remoteLoadTimeoutMs: 1000 } });
  });
}

async function signInAs(page: Page, email: string) {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);
}

/** Navigates inside the page, as a link would: a reload would start a new page with its own React. */
async function navigateInPage(page: Page, to: string) {
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

test('a remote whose manifest request fails shows Retry in its region while the top bar works', async ({ page }) => {
  await shortenRemoteTimeout(page);
  await page.route(PLANNING_MANIFEST, (route) => route.abort());
  await signInAs(page, 'alex@demo.qube');
  await page.goto('/planning');
  const region = page.getByRole('alert', { name: 'Planning unavailable' });
  await expect(region).toContainText('Planning could not be loaded');
  const topBar = new TopBar(page);
  await topBar.go('Overview');
  await expect(page.getByLabel('Groceries qube', { exact: true })).toBeVisible();

  // Back on the failed area, Retry loads it once the remote answers again, without a reload.
  await topBar.go('Planning');
  await expect(region).toBeVisible();
  await page.unroute(PLANNING_MANIFEST);
  await region.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Planning', level: 1 })).toBeVisible();
});

test('a remote that never answers shows Retry after the load timeout while the top bar works', async ({ page }) => {
  await shortenRemoteTimeout(page);
  // Left unanswered: the request neither fails nor succeeds.
  await page.route(PLANNING_MANIFEST, () => undefined);
  await signInAs(page, 'alex@demo.qube');
  await page.goto('/planning');
  await expect(page.getByRole('alert', { name: 'Planning unavailable' })).toContainText('taking too long', { timeout: 5000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await new TopBar(page).go('Overview');
  await expect(page.getByLabel('Groceries qube', { exact: true })).toBeVisible();
});

test('a failing deployment manifest does not blank the site', async ({ page }) => {
  await page.route('**/deployment.json', (route) => route.fulfill({ status: 500, body: 'broken' }));
  await signInAs(page, 'alex@demo.qube');
  await expect(page.getByRole('alert', { name: 'Overview unavailable' })).toBeVisible();
  await new TopBar(page).expectVisible();
  await page.goto('/manage-account');
  await expect(page.getByRole('heading', { name: 'Manage Account' })).toBeVisible();
});

test('React exists once on the page after every remote has loaded', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __reactInjections: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    w.__reactInjections = 0;
    // A minimal devtools hook: every react-dom copy on the page registers itself through inject().
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        w.__reactInjections += 1;
        return w.__reactInjections;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onPostCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      checkDCE() {},
    };
  });
  await signInAs(page, 'alex@demo.qube');
  for (const [path, heading] of [
    ['/dashboard', 'Overview'],
    ['/planning', 'Planning'],
    ['/statements', 'Statements'],
    ['/register/begin', 'Welcome to Qube'],
  ] as const) {
    await navigateInPage(page, path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
  // The partner portal needs a partner: log out and in again, still without a reload.
  await navigateInPage(page, '/dashboard');
  await new TopBar(page).logout();
  await new SignInPage(page).signInAndWait('coach@demo.qube');
  await navigateInPage(page, '/coaching/dashboard');
  await expect(page.getByRole('heading', { name: 'Partner Dashboard', level: 1 })).toBeVisible();
  const remoteEntries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) => name.endsWith('remoteEntry.js')),
  );
  expect(new Set(remoteEntries.map((u) => new URL(u).port))).toEqual(new Set(['8081', '8082', '8083', '8084', '8085']));
  expect(await page.evaluate(() => (window as unknown as { __reactInjections: number }).__reactInjections)).toBe(1);
});
