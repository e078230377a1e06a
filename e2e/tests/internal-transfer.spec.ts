import { expect, test, type Page } from '@playwright/test';
import { freshDemoUser } from '../pages/api';
import { MoveMoneyDialog } from '../pages/MoveMoneyDialog';
import { SignInPage } from '../pages/SignInPage';

/** A fresh copy of alex, signed in, on the Overview. */
async function signInAsFreshAlex(page: Page) {
  const email = await freshDemoUser('alex@demo.qube');
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);
}

test('MM-40 MM-65 MM-68 MM-70 MM-73 a person moves money from Cloud to a qube and the Overview shows the new balances', async ({ page }) => {
  await signInAsFreshAlex(page);
  await expect(page.getByLabel('Groceries qube', { exact: true })).toContainText('$320.00');

  await new MoveMoneyDialog(page).openFromOverview();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Cloud \$2,500\.00/ }).click();
  await expect(dialog.getByText('Move Money To')).toBeVisible();
  await dialog.getByRole('button', { name: /^Groceries \$320\.00/ }).click();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('25');
  await expect(dialog.getByText('Groceries will be $345.00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Internal Transfer Submitted')).toBeVisible();
  await expect(page.getByText('Transfer Successful!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Okay' }).click();

  await expect(page.getByLabel('Groceries qube', { exact: true })).toContainText('$345.00');
  await expect(page.getByText('$2,475.00')).toBeVisible();
});

test('MM-59 an immediate transfer above the source balance is refused by the form before it reaches the API', async ({ page }) => {
  await signInAsFreshAlex(page);
  await new MoveMoneyDialog(page).openFromOverview();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Dining Out \$80\.00/ }).click();
  await dialog.getByRole('button', { name: /^Groceries \$320\.00/ }).click();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('100');
  await expect(dialog.getByRole('alert')).toHaveText('Dining Out balance is too low');
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
});

test('issue 25 §4 a transfer is undone from its success step: the balances come back, and the activity shows both, linked', async ({ page }) => {
  await signInAsFreshAlex(page);
  await new MoveMoneyDialog(page).openFromOverview();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Cloud \$2,500\.00/ }).click();
  await dialog.getByRole('button', { name: /^Groceries \$320\.00/ }).click();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('40');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Internal Transfer Submitted')).toBeVisible();
  await dialog.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Transfer undone.')).toBeVisible();
  await expect(page.getByLabel('Groceries qube', { exact: true })).toContainText('$320.00');
  await expect(page.getByText('$2,500.00').first()).toBeVisible();

  // The activity keeps the transfer and its undo, each linking to the other.
  await page.getByRole('link', { name: 'Activity' }).click();
  const undoRow = page.getByRole('button').filter({ hasText: 'Undo: Internal Transfer' }).first();
  await undoRow.click();
  const details = page.getByRole('dialog', { name: 'Transaction Details' });
  await expect(details.getByText('Undoes')).toBeVisible();
  await details.getByRole('button', { name: 'View the transfer' }).click();
  // The transfer's own details (the link opens them in place of, or over, the undo's).
  const original = page.getByRole('dialog', { name: 'Transaction Details' }).last();
  await expect(original.getByRole('button', { name: 'View the undo' })).toBeVisible();
  await expect(original.getByRole('button', { name: 'Undo Transfer' })).toHaveCount(0);
});
