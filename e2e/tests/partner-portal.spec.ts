import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { freshDemoUser } from '../pages/api';
import { DEMO_PASSWORD, SignInPage } from '../pages/SignInPage';

// The partner portal (issue 12): on its own site (:8084) and inside the main site (:8080), with fresh copies of
// the demo partners so a payout or a profile edit never meets another test's changes.

const PORTAL = 'http://localhost:8084';
const COACH_TABS = ['Dashboard', 'Revenue', 'Leads', 'Clients', 'Payouts', 'Codes', 'Coach Profile', 'Manage Program'];
const PAGE_TITLES: Record<string, string> = {
  Dashboard: 'Partner Dashboard',
  Revenue: 'Revenue',
  Leads: 'Leads',
  Clients: 'Clients',
  Payouts: 'Payouts',
  Codes: 'Codes',
  'Coach Profile': 'Coach Profile',
  'Manage Program': 'Manage Program',
  'Node Sales': 'Node Sales',
};

async function signInToPortal(page: Page, email: string, path = '/coaching/dashboard') {
  await page.goto(`${PORTAL}${path}`);
  await expect(page.getByRole('heading', { name: 'Sign in to the Partner Portal' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Partner portal' });
const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

/** Cents of a shown amount ('$1,425.50' → 142550n): the test compares money exactly. */
const cents = (shown: string) => BigInt(shown.replace(/[$,.]/g, ''));
/** Last month as the page names it: 'October 2026', 'Oct 1, 2026', 'Oct', '2026'. */
function lastMonth() {
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return {
    long: first.toLocaleString('en-US', { month: 'long', year: 'numeric' }),
    firstDay: first.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
    short: first.toLocaleString('en-US', { month: 'short' }),
    year: String(first.getFullYear()),
  };
}
const shownMoney = (value: bigint) => `$${(value / 100n).toLocaleString('en-US')}.${String(value % 100n).padStart(2, '0')}`;

test('CO-01 CO-02 CO-05 coach@ sees every tab of a coach on the standalone portal, each opening its page', async ({ page }) => {
  test.slow();
  await signInToPortal(page, await freshDemoUser('coach@demo.qube'));
  await expect(heading(page, 'Partner Dashboard')).toBeVisible();
  await expect(tabs(page).getByRole('link')).toHaveText(COACH_TABS);
  const paths: string[] = [];
  for (const tab of COACH_TABS) {
    await tabs(page).getByRole('link', { name: tab }).click();
    await expect(heading(page, PAGE_TITLES[tab] as string)).toBeVisible();
    await expect(tabs(page).getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    paths.push(new URL(page.url()).pathname);
  }
  expect(paths).toEqual([
    '/coaching/dashboard', '/coaching/revenue', '/coaching/leads', '/coaching/clients',
    '/coaching/payouts', '/coaching/codes', '/coaching/profile', '/coaching/manage-program',
  ]);
  // Every page has the seeded history to show.
  await tabs(page).getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
  await tabs(page).getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
});

test('CO-12 the dashboard shows the funnel and commission earned against pending', async ({ page }) => {
  await signInToPortal(page, await freshDemoUser('coach@demo.qube'));
  await expect(page.getByRole('figure', { name: 'Funnel: landing → checkout → plans' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Commission earned vs pending' })).toBeVisible();
});

test('CO-13 CO-14 coach@ filters revenue to one month and downloads exactly those rows', async ({ page }) => {
  test.slow();
  await signInToPortal(page, await freshDemoUser('coach@demo.qube'), '/coaching/revenue');
  await expect(heading(page, 'Revenue')).toBeVisible();
  const summary = page.getByText(/\d+ conversions? · Earned/);
  await expect(summary).toBeVisible();
  const allCount = Number((await summary.textContent())?.split(' ')[0]);

  // The month with rows: last month (the seed spreads conversions over 14 months).
  const month = lastMonth();
  // A native select: choosing by its visible option text, as a person does.
  await page.getByRole('combobox', { name: 'Month' }).selectOption({ label: month.long });
  await expect(page.getByRole('textbox', { name: 'Account created from' })).toHaveValue(month.firstDay);
  await expect(summary).not.toHaveText(new RegExp(`^${allCount} `));
  const monthCount = Number((await summary.textContent())?.split(' ')[0]);
  expect(monthCount).toBeGreaterThan(0);
  expect(monthCount).toBeLessThan(allCount);
  // Every row shown is of that month.
  const dates = await page.getByRole('table').getByRole('row').locator('td:nth-child(2)').allTextContents();
  expect(dates.length).toBe(Math.min(monthCount, 20));
  for (const date of dates) expect(date).toMatch(new RegExp(`^${month.short} \\d{1,2}, ${month.year}$`));

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^qube-revenue-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs.readFileSync(await download.path(), 'utf8').trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^customer,account_created,product,earned,commission,active,pending,basic/);
  expect(lines.length - 1).toBe(monthCount);
  await expect(page.getByRole('figure', { name: 'Commission per month' })).toBeVisible();
});

test('CO-21 coach@ edits the profile and finds it after a reload', async ({ page }) => {
  await signInToPortal(page, await freshDemoUser('coach@demo.qube'), '/coaching/profile');
  await expect(heading(page, 'Coach Profile')).toBeVisible();
  const active = page.getByLabel('Active clients');
  await active.fill('27');
  const group = page.getByRole('textbox', { name: 'Group coaching' });
  await group.fill('');
  await group.pressSequentially('65.25');
  const webinar = page.getByLabel('Power user webinar');
  await webinar.fill('not a link');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Enter a valid URL starting with http:// or https://.')).toBeVisible();
  await webinar.fill('https://webinars.example.com/cora/new');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();

  await page.reload();
  await expect(heading(page, 'Coach Profile')).toBeVisible();
  await expect(page.getByLabel('Active clients')).toHaveValue('27');
  await expect(page.getByRole('textbox', { name: 'Group coaching' })).toHaveValue('$65.25');
  await expect(page.getByLabel('Power user webinar')).toHaveValue('https://webinars.example.com/cora/new');
});

test("CO-15 coach@ collects a payment once and finds it in the personal view's Cloud", async ({ page }) => {
  test.slow();
  const email = await freshDemoUser('coach@demo.qube');
  // The Cloud before, on the main site's Overview.
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);
  const cloud = page.getByText('Cloud', { exact: true }).locator('..');
  await expect(cloud).toContainText('$');
  const before = cents((await cloud.textContent())?.replace('Cloud', '') ?? '');

  await page.goto(`${PORTAL}/coaching/payouts`);
  await expect(heading(page, 'Payouts')).toBeVisible();
  const ready = page.getByText(/is ready to collect\./);
  await expect(ready).toBeVisible();
  const amount = (await ready.textContent())?.split(' ')[0] ?? '';
  expect(cents(amount)).toBeGreaterThan(0n);
  const historyRows = page.getByRole('table').getByRole('row');
  const rowsBefore = await historyRows.count();

  await page.getByRole('button', { name: 'Collect payment' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`${amount} of commission will be paid into your Cloud.`);
  await confirm.getByRole('button', { name: 'Collect payment' }).click();
  await expect(page.getByText(`${amount} was paid into your Cloud.`)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(/Nothing to collect right now\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Collect payment' })).toBeDisabled();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(amount);
  expect(await historyRows.count()).toBeGreaterThanOrEqual(Math.min(rowsBefore + 1, 21));

  // 'Go to Personal View' → the main site's Overview: the Cloud grew by exactly the payout.
  await page.getByRole('button', { name: /profile menu/i }).click();
  await page.getByRole('link', { name: 'Go to Personal View' }).click();
  await expect(page).toHaveURL('http://localhost:8080/dashboard');
  await expect(page.getByText('Cloud', { exact: true }).locator('..')).toContainText(shownMoney(before + cents(amount)));
});

test('CO-08 affiliate@ asking for a page that is off for the program lands on the first enabled page', async ({ page }) => {
  await signInToPortal(page, await freshDemoUser('affiliate@demo.qube'), '/coaching/leads');
  await expect(heading(page, 'Partner Dashboard')).toBeVisible();
  await expect(page).toHaveURL(`${PORTAL}/coaching/dashboard`);
  await expect(tabs(page).getByRole('link')).toHaveText(['Dashboard', 'Revenue', 'Payouts', 'Codes']);
  await page.goto(`${PORTAL}/coaching/profile`);
  await expect(page).toHaveURL(`${PORTAL}/coaching/dashboard`);
});

test('CO-17 CO-18 CO-19 rewards@ sees Node Sales with its share link, sales and pending sales', async ({ page }) => {
  await signInToPortal(page, await freshDemoUser('rewards@demo.qube'));
  await expect(tabs(page).getByRole('link')).toHaveText(['Dashboard', 'Node Sales', 'Payouts', 'Codes']);
  await tabs(page).getByRole('link', { name: 'Node Sales' }).click();
  await expect(heading(page, 'Node Sales')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your share link' })).toHaveValue(/^https?:\/\/.+affiliate_id=/);
  await expect(page.getByRole('heading', { name: 'Sales', exact: true, level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pending sales', level: 2 })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(fs.readFileSync(await download.path(), 'utf8')).toMatch(/^customer,referred_by,date_sold,product,earned,commission/);
});

test('CO-07 a user who is not a partner is sent to /dashboard, from the main site and from the portal', async ({ page }) => {
  const email = await freshDemoUser('alex@demo.qube');
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);
  await page.goto('/coaching/dashboard');
  await expect(page).toHaveURL('http://localhost:8080/dashboard');
  await page.goto(`${PORTAL}/coaching/revenue`);
  await expect(page).toHaveURL('http://localhost:8080/dashboard');
});

test("CO-07 CO-05 inside the main site a coach opens the portal from 'Go to Partner Portal' and gets its tab bar and every page", async ({ page }) => {
  test.slow();
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(await freshDemoUser('coach@demo.qube'));
  await page.getByRole('button', { name: /profile menu/i }).click();
  await page.getByRole('menuitem', { name: 'Go to Partner Portal' }).click();
  await expect(page).toHaveURL('http://localhost:8080/coaching/dashboard');
  await expect(heading(page, 'Partner Dashboard')).toBeVisible();
  await expect(tabs(page).getByRole('link')).toHaveText(COACH_TABS);
  // One top bar: the shell's.
  await expect(page.getByRole('button', { name: /profile menu/i })).toHaveCount(1);
  // Every tab opens its page inside the main site too (the shell's route table knows them all).
  for (const tab of COACH_TABS) {
    await tabs(page).getByRole('link', { name: tab }).click();
    await expect(heading(page, PAGE_TITLES[tab] as string)).toBeVisible();
  }
  await expect(page).toHaveURL('http://localhost:8080/coaching/manage-program');
  await page.reload();
  await expect(heading(page, 'Manage Program')).toBeVisible();
});
