import { expect, test, type Page } from '@playwright/test';
import { freshDemoUser } from '../pages/api';
import { SignInPage } from '../pages/SignInPage';

async function signInFresh(page: Page, demo: string) {
  const email = await freshDemoUser(demo);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);
}

// Each total is a term and its amount (<dl><dt>Total income</dt><dd>…</dd></dl>).
const totalIncome = (page: Page) => page.locator('dl').filter({ hasText: 'Total income' });

test('PL-11 PL-12 an income is added to this budget, counts in the totals, then deleted', async ({ page }) => {
  await signInFresh(page, 'alex@demo.qube');
  await page.goto('/planning');
  await expect(totalIncome(page)).toContainText('$4,800.00');
  await page.getByRole('button', { name: 'Add Income' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Add Income' });
  await dialog.getByLabel('Name').fill('Bonus');
  await dialog.getByLabel('Amount').fill('250');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Income saved.')).toBeVisible();
  await expect(totalIncome(page)).toContainText('$5,050.00');

  await page.getByRole('button', { name: /^Delete Bonus on / }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Delete this income?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Income deleted.')).toBeVisible();
  await expect(totalIncome(page)).toContainText('$4,800.00');
});

test('PL-15 PL-16 deleting one paycheck of the series asks, and Only This One removes just that one', async ({ page }) => {
  await signInFresh(page, 'alex@demo.qube');
  await page.goto('/planning');
  const deletes = page.getByRole('button', { name: /^Delete Paycheck on / });
  await expect(deletes).toHaveCount(2);
  await deletes.last().click();
  const choice = page.getByRole('dialog').filter({ hasText: 'Delete Income' });
  await expect(choice.getByRole('button', { name: 'This and All That Follow' })).toBeVisible();
  await choice.getByRole('button', { name: 'Only This One' }).click();
  await expect(page.getByText('Income deleted.')).toBeVisible();
  await expect(deletes).toHaveCount(1);
  await expect(totalIncome(page)).toContainText('$2,400.00');
});
