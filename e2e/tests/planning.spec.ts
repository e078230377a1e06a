import { expect, test, type Page } from '@playwright/test';
import { freshDemoUser } from '../pages/api';
import { SignInPage } from '../pages/SignInPage';

async function signInFresh(page: Page, demo: string) {
  const email = await freshDemoUser(demo);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);
}

test('PL-07 PL-09 a qube budget is changed as a draft, kept across a reload, then saved', async ({ page }) => {
  await signInFresh(page, 'alex@demo.qube');
  await page.goto('/planning');
  await expect(page.getByRole('heading', { level: 1, name: 'Planning' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Groceries budget' });
  await field.fill('345.67');
  await field.press('Enter');
  await expect(page.getByText('You have unsaved budget changes.')).toBeVisible();

  // The draft lives on the server: a reload shows it, still unsaved.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Groceries budget' })).toHaveValue(/345\.67/);
  await expect(page.getByText('You have unsaved budget changes.')).toBeVisible();

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Budget saved.')).toBeVisible();
  await expect(page.getByText('You have unsaved budget changes.')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Groceries budget' })).toHaveValue(/345\.67/);
});

test('PL-08 PL-18 a suggestion fills the draft and a qube\'s Auto Fund choice is saved at once', async ({ page }) => {
  await signInFresh(page, 'alex@demo.qube');
  await page.goto('/planning');
  await page.getByRole('button', { name: 'Suggest a budget for Rent' }).click();
  await page.getByRole('button', { name: /^Use suggestion .* for Rent$/ }).click();
  await expect(page.getByText('You have unsaved budget changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText('Changes discarded.')).toBeVisible();

  // A native select (the page's first view has no antd): chosen as a person would, saved at once.
  const choice = page.getByRole('combobox', { name: 'Phone auto fund' });
  await choice.selectOption({ label: 'None' });
  await expect(choice).toHaveValue('0');
  await expect(choice).not.toHaveAttribute('aria-busy', 'true');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Phone auto fund' })).toHaveValue('0');
});
