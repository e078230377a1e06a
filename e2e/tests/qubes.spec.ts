import { expect, test } from '@playwright/test';
import { SignInPage } from '../pages/SignInPage';
import { TopBar } from '../pages/TopBar';

test('MM-03 MM-04 the Qubes page lists qubes by type with a tab per type and the hash naming the section', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait('alex@demo.qube');
  await new TopBar(page).go('Qubes');
  await expect(page.getByRole('heading', { name: 'Qubes', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Groceries qube', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Bills' }).click();
  await expect(page).toHaveURL(/\/qubes#bill$/);
  await expect(page.getByLabel('Rent qube')).toBeVisible();
  await expect(page.getByLabel('Groceries qube', { exact: true })).toBeHidden();
  await page.reload();
  await expect(page.getByLabel('Rent qube')).toBeVisible();
});

test('MM-16 MM-18 the Activity page lists past transactions and the scheduled transfers', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait('alex@demo.qube');
  await new TopBar(page).go('Activity');
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Transactions' }).getByRole('button').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Scheduled' }).click();
  await expect(page.getByRole('region', { name: 'Scheduled' })).toContainText('Vacation');
});
