import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../pages/axe';
import { freshDemoUser } from '../pages/api';
import { SignInPage } from '../pages/SignInPage';

test('issue 25 §6: the command palette opens with the keyboard, reaches a page and a prefilled Move Money dialog, and has no axe violations', async ({ page }) => {
  const email = await freshDemoUser('alex@demo.qube');
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);
  await expect(page.getByLabel('Groceries qube', { exact: true })).toBeVisible();

  await page.keyboard.press('ControlOrMeta+k');
  const search = page.getByRole('combobox', { name: 'Command palette' });
  await expect(search).toBeFocused();
  await expect(page.getByRole('option', { name: 'Open Groceries' })).toBeAttached();
  await expectNoAxeViolations(page, 'command palette');
  await search.pressSequentially('activity');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/activity$/);
  await expect(page.getByRole('combobox', { name: 'Command palette' })).toBeHidden();

  await page.keyboard.press('ControlOrMeta+k');
  await page.getByRole('combobox', { name: 'Command palette' }).pressSequentially('move 25 to groceries');
  await expect(page.getByRole('option', { name: 'Move $25.00 from Cloud to Groceries' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  const transfer = page.getByRole('dialog').filter({ hasText: 'Internal Transfer' });
  await expect(transfer.getByRole('textbox', { name: 'Amount' })).toHaveValue('$25.00');
  await expect(transfer).toContainText('Groceries will be $345.00');
});
