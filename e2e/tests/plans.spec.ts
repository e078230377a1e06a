import { expect, test } from '@playwright/test';
import { freshDemoUser } from '../pages/api';
import { expectNoAxeViolations } from '../pages/axe';
import { ManagePlanPage } from '../pages/ManagePlanPage';
import { SignInPage } from '../pages/SignInPage';

test('ON-65 ON-66 ON-67 API-26 a Lite user upgrades to Premium after its refund check and creates a fourth qube without the limit dialog', async ({ page }) => {
  const email = await freshDemoUser('lite@demo.qube');
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);

  const plans = new ManagePlanPage(page);
  await plans.openFromMenu();
  await plans.expectPlan('Lite');
  await expect(page.getByText('$4.99/mo')).toBeVisible();
  await expectNoAxeViolations(page, '/manage-plan');
  const check = await plans.openChange('Upgrade to Premium', 'Premium');
  await expect(check).toContainText('Premium costs $4.99 a month');
  await expect(check).toContainText('Refund for unused days');
  await expectNoAxeViolations(page, 'the refund check dialog');
  await plans.confirmChange('Premium');
  await expect(page.getByText('Your plan is now Premium.')).toBeVisible();
  await plans.expectPlan('Premium');

  await page.goto('/qubes');
  await page.getByRole('button', { name: 'Create Qube' }).click();
  const editor = page.getByRole('dialog').filter({ hasText: 'Create Spending Qube' });
  await editor.getByLabel('Name').fill('Books');
  await editor.getByRole('button', { name: 'Create Qube' }).click();
  await expect(page.getByText('Books created.')).toBeVisible();
  await expect(page.getByRole('dialog').filter({ hasText: 'Reached Free Limit' })).toHaveCount(0);
  await expect(page.getByLabel('Books qube', { exact: true })).toBeVisible();
});
