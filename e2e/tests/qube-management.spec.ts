import { expect, test, type Page } from '@playwright/test';
import { freshDemoUser } from '../pages/api';
import { SignInPage } from '../pages/SignInPage';

async function signInFresh(page: Page, demo: string) {
  const email = await freshDemoUser(demo);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);
}

const qube = (page: Page, name: string) => page.getByLabel(`${name} qube`, { exact: true });

test('MM-14 SH-77 a Lite user\'s fourth qube opens Reached Free Limit; Continue & Pay $1/Mo creates it', async ({ page }) => {
  await signInFresh(page, 'lite@demo.qube');
  await page.goto('/qubes');
  await page.getByRole('button', { name: 'Create Qube' }).click();
  const editor = page.getByRole('dialog').filter({ hasText: 'Create Spending Qube' });
  await editor.getByLabel('Name').fill('Books');
  await editor.getByRole('button', { name: 'Create Qube' }).click();
  const limit = page.getByRole('dialog').filter({ hasText: 'Reached Free Limit' });
  await expect(limit.getByRole('button', { name: 'Upgrade Plan' })).toBeVisible();
  await expect(limit.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await limit.getByRole('button', { name: 'Continue & Pay $1/Mo' }).click();
  await expect(page.getByText('Books created.')).toBeVisible();
  await expect(qube(page, 'Books')).toBeVisible();
});

test('MM-13 a qube is renamed, then another is archived and its balance moves to Cloud', async ({ page }) => {
  await signInFresh(page, 'alex@demo.qube');
  await page.goto('/qubes');
  await page.getByRole('button', { name: 'Edit Fun Money' }).click();
  const editor = page.getByRole('dialog').filter({ hasText: 'Edit Fun Money' });
  await editor.getByLabel('Name').fill('Hobbies');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(qube(page, 'Hobbies')).toBeVisible();

  await page.getByRole('button', { name: 'Archive Dining Out' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Archive Dining Out?' });
  await expect(confirm).toContainText('Its balance of $80.00 moves to Cloud.');
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(qube(page, 'Dining Out')).toBeHidden();
  await page.goto('/dashboard');
  await expect(page.getByText('$2,580.00')).toBeVisible();
});
