import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, SignInPage } from '../pages/SignInPage';

// Teams work on their area alone: each remote's server is also a standalone page (README
// "One remote on its own"); the coaching portal is a real site of its own (CO-03, CO-04, CO-06).

const PLANNING_STANDALONE = 'http://localhost:8083/planning';
const PORTAL = 'http://localhost:8084/coaching/dashboard';

async function standaloneSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('the planning remote standalone at :8083/planning signs in and shows the budget', async ({ page }) => {
  await page.goto(PLANNING_STANDALONE);
  await expect(page.getByRole('heading', { name: 'Sign in to Qube planning' })).toBeVisible();
  await standaloneSignIn(page, 'alex@demo.qube');
  await expect(page.getByRole('heading', { name: 'Planning', level: 1 })).toBeVisible();
  await expect(page.getByText('Total budgeted')).toBeVisible();
  await expect(page.getByText('Qube budgets')).toBeVisible();
  // The team bar says who is signed in; a reload resumes the session from the cookies.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Planning', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Qube planning' })).toBeVisible();
});

test("CO-06 CO-03 the coaching portal standalone signs in a coach and shows its own layout with 'Go to Personal View' and 'Logout'", async ({ page }) => {
  await page.goto(PORTAL);
  await expect(page.getByRole('heading', { name: 'Sign in to the Partner Portal' })).toBeVisible();
  await standaloneSignIn(page, 'coach@demo.qube', 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');

  await standaloneSignIn(page, 'coach@demo.qube');
  await expect(page.getByRole('heading', { name: 'Partner Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Qube Partner Portal home' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Qube Partner Portal');
  const profile = page.getByRole('button', { name: /profile menu/i });
  await expect(profile).toContainText('Cora');
  await profile.click();
  await expect(page.getByRole('link', { name: 'Go to Personal View' })).toHaveAttribute('href', 'http://localhost:8080/dashboard');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the Partner Portal' })).toBeVisible();
  await expect(profile).toHaveCount(0);
  // Logged out for real: a reload stays on the sign-in form.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to the Partner Portal' })).toBeVisible();
});

test("CO-04 'Go to Personal View' opens the coach's logged-in home on the main site", async ({ page }) => {
  await page.goto(PORTAL);
  await standaloneSignIn(page, 'coach@demo.qube');
  await page.getByRole('button', { name: /profile menu/i }).click();
  await page.getByRole('link', { name: 'Go to Personal View' }).click();
  await expect(page).toHaveURL('http://localhost:8080/dashboard');
  // Same session: the shell resumes it from the cookies, no second sign-in.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
});

test('inside the shell the coaching pages keep the shell chrome (no second top bar)', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait('coach@demo.qube');
  await page.goto('/coaching/dashboard');
  await expect(page.getByRole('heading', { name: 'Partner Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /profile menu/i })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Qube Partner Portal home' })).toHaveCount(0);
});

test.describe('overriding one remote for one browser', () => {
  test.beforeEach(async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signInAndWait('alex@demo.qube');
  });

  test('an override of an origin not on the allowlist is ignored with a warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto('/planning?mf-override=planning=http://127.0.0.3:8083/mf-manifest.json');
    await expect(page.getByRole('heading', { name: 'Planning', level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Remote override' })).toHaveCount(0);
    expect(warnings.some((w) => w.includes('http://127.0.0.3:8083/mf-manifest.json') && w.includes('overrideAllowlist'))).toBe(true);
    const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(entries.some((u) => u.startsWith('http://127.0.0.3'))).toBe(false);
  });

  test('an allowlisted override loads the remote from there and shows the badge until Clear', async ({ page }) => {
    const override = 'http://127.0.0.1:8083/mf-manifest.json';
    await page.goto(`/planning?mf-override=planning=${override}`);
    const badge = page.getByRole('status', { name: 'Remote override' });
    await expect(badge).toContainText(`Override: planning → ${override}`);
    await expect(page.getByRole('heading', { name: 'Planning', level: 1 })).toBeVisible();
    await expect(page).toHaveURL('http://localhost:8080/planning');
    const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(entries).toContain('http://127.0.0.1:8083/remoteEntry.js');

    // For this browser: it holds over a reload, until Clear.
    await page.reload();
    await expect(badge).toBeVisible();
    await badge.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('heading', { name: 'Planning', level: 1 })).toBeVisible();
    await expect(badge).toHaveCount(0);
    const after = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(after).toContain('http://localhost:8083/remoteEntry.js');
  });

  test('an allowlisted override whose manifest loads code from elsewhere is dropped for the deployed remote', async ({ page }) => {
    const override = 'http://127.0.0.1:8083/mf-manifest.json';
    // The allowlisted origin serves a manifest whose publicPath points at an origin that is not.
    await page.route(override, async (route) => {
      const manifest = await (await route.fetch()).json();
      await route.fulfill({ json: { ...manifest, metaData: { ...manifest.metaData, publicPath: 'http://127.0.0.3:8083/' } } });
    });
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto(`/planning?mf-override=planning=${override}`);
    await expect(page.getByRole('heading', { name: 'Planning', level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Remote override' })).toHaveCount(0);
    expect(warnings.some((w) => w.includes(`Ignoring the override of planning → ${override}`) && w.includes('publicPath'))).toBe(true);
    const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(entries.some((u) => u.startsWith('http://127.0.0.3'))).toBe(false);
    expect(entries).toContain('http://localhost:8083/remoteEntry.js');
    expect(await page.evaluate(() => localStorage.getItem('qube:mf-overrides'))).toBeNull();
  });
});
