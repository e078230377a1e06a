import { expect, test } from '@playwright/test';
import { SignInPage } from '../pages/SignInPage';
import { TopBar } from '../pages/TopBar';

test('SH-27 SH-28 SH-29 SH-30 the stay-logged-in dialog keeps the session, and at 0 the user is logged out as expired', async ({ page }) => {
  await page.clock.install();
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait('alex@demo.qube');
  await expect(page.getByLabel('Groceries qube', { exact: true })).toBeVisible();

  // 900 s of inactivity: the dialog opens at 300 s left.
  await page.clock.fastForward('10:01');
  const dialog = page.getByRole('dialog', { name: 'Are you still here?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You will be automatically logged out soon because of inactivity');
  await expect(dialog.getByRole('timer')).toContainText(/Time left: 04:5\d/);

  await dialog.getByRole('button', { name: 'Stay Logged In' }).click();
  await expect(dialog).toBeHidden();

  await page.clock.fastForward('10:01');
  await expect(dialog).toBeVisible();
  await page.clock.fastForward('05:01');
  await expect(page).toHaveURL(/\/\?expired=true&referrer=%2Fdashboard$/);
  await expect(page.getByText('Your session has expired. Please log in again!')).toBeVisible();
  await signIn.signInAndWait('alex@demo.qube');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('SH-45 SH-46 switching to the household reloads every area without a page reload', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait('alex@demo.qube');
  await expect(page.getByLabel('Groceries qube', { exact: true })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'same page'));

  await page.getByRole('button', { name: /Switch account/ }).click();
  await page.getByRole('menuitem', { name: /Rivera Household/ }).click();
  await expect(page.getByRole('button', { name: /Account: Rivera Household/ })).toBeVisible();
  await expect(page.getByLabel('Groceries qube', { exact: true })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Qube home' })).toContainText('Qube+');
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same page');

  // Planning reloads for the household, which has no budget this period.
  await new TopBar(page).go('Planning');
  await expect(page.getByText('You have no budget for this period yet.')).toBeVisible();
});

test.describe('cookie consent', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('SH-68 SH-69 SH-70 no page view before consent; after Accept all, page views reach metrics/', async ({ page }) => {
    const metrics: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/metrics/') && request.method() === 'POST') metrics.push(request.postData() ?? '');
    });
    await page.goto('/register/begin');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await page.waitForTimeout(1500);
    expect(metrics).toHaveLength(0);

    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => metrics.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(JSON.parse(metrics[0] ?? '{}')).toMatchObject({ source: 'web', action: 'page_view', subcontext: '/register/begin', device: { os: 'web' } });

    // The choice is remembered and can be changed from the footer.
    await page.reload();
    await expect(banner).toBeHidden();
  });
});
