import { expect, test, type Page } from '@playwright/test';
import { accountIdOf, freshDemoUser } from '../pages/api';
import { SignInPage } from '../pages/SignInPage';
import { TopBar } from '../pages/TopBar';

const API = 'http://127.0.0.1:8090';

/** The sandbox card network's swipe (development only), as a till would: the account's card at a merchant. */
async function swipe(accountId: number, merchant: string, amount: string) {
  const res = await fetch(`${API}/api/dev/card-network/swipe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account_id: accountId, merchant, amount }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { outcome: string };
}

async function openNotifications(page: Page) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  return page.getByRole('dialog', { name: 'Notifications' });
}

test('MM-126 MM-128 MM-132 MM-133 MM-134 MM-27 open Groceries until the next purchase, swipe $20: Groceries falls by $20 and the banner goes; the next swipe is declined', async ({ page }) => {
  const email = await freshDemoUser('alex@demo.qube');
  const accountId = await accountIdOf(email);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);

  await page.goto('/qubes');
  // The tile's Open button opens the qube's page (its drawer).
  await page.getByRole('button', { name: 'Open Groceries', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Groceries' });
  await expect(drawer.getByText('$320.00')).toBeVisible();
  await drawer.getByRole('button', { name: 'Open for purchases' }).click();
  const settings = page.getByRole('dialog', { name: 'Qube Close Settings' });
  await expect(settings.getByRole('button', { name: 'Save' })).toBeDisabled();
  await settings.getByRole('radio', { name: 'After next purchase or 30 minutes, whichever comes first' }).check();
  await settings.getByRole('button', { name: 'Save' }).click();

  const banner = page.getByRole('status', { name: 'Groceries is open' });
  await expect(banner).toContainText('Closes in 30m');
  // MM-128: the shop icon, named for screen readers.
  await expect(banner.getByRole('img', { name: 'Closes after the next purchase' })).toBeVisible();

  expect((await swipe(accountId, 'Corner Market', '20.00')).outcome).toBe('approved');
  // The live update refreshes the qube page and the banner (MM-134).
  await expect(drawer.getByText('$300.00')).toBeVisible();
  await expect(banner).toHaveCount(0);

  expect((await swipe(accountId, 'Corner Market', '20.00')).outcome).toBe('declined');
  // The qube's drawer covers the top bar: close it first.
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  const notifications = await openNotifications(page);
  await expect(notifications.getByRole('button', { name: /Purchase declined/ })).toBeVisible();
});

test('MM-126 MM-131 the banner follows the person to other areas, links to the qube page, and its close button closes the qube', async ({ page }) => {
  const email = await freshDemoUser('alex@demo.qube');
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);

  await page.goto('/qubes');
  // The tile's Open button opens the qube's page (its drawer).
  await page.getByRole('button', { name: 'Open Groceries', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Groceries' });
  await drawer.getByRole('button', { name: 'Open for purchases' }).click();
  const settings = page.getByRole('dialog', { name: 'Qube Close Settings' });
  await settings.getByRole('radio', { name: '2 hours' }).check();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  const banner = page.getByRole('status', { name: 'Groceries is open' });
  await expect(banner).toContainText('Closes in 2h');
  await expect(banner.getByRole('img')).toHaveCount(0);
  // Another area's page: the banner stays.
  await new TopBar(page).go('Planning');
  await expect(page).toHaveURL(/\/planning/);
  await expect(banner).toContainText('Closes in 2h');
  await banner.getByRole('link', { name: 'View Qube' }).click();
  await expect(page).toHaveURL(/\/qubes\?qube=\d+&isOpen=true#spend$/);
  // The qube's page (its drawer) opens; closed again, so the banner can be reached.
  await expect(drawer.getByRole('button', { name: 'Close Qube' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  await banner.getByRole('button', { name: 'Close Groceries is open' }).click();
  await expect(page.getByText('Qube has been closed!')).toBeVisible();
  await expect(banner).toHaveCount(0);
  // Closed in the API too: a reload shows no banner.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
