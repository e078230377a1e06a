import { expect, test } from '@playwright/test';
import { SignInPage } from '../pages/SignInPage';

test('SH-36 MM-01 a person signs in and sees the dashboard qubes from the API', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn('alex@demo.qube');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Groceries qube', { exact: true })).toContainText('$320.00');
  await expect(page.getByLabel('Vacation qube')).toContainText('$600.00');
  await expect(page.getByText('$2,500.00')).toBeVisible();
});
