import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../pages/axe';
import { freshDemoUser } from '../pages/api';
import { SignInPage } from '../pages/SignInPage';

/** A day `days` from today as a person in the US types it and as the forecast names it ('Dec 1'). */
function inDays(days: number): { typed: string; short: string } {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { typed: `${pad(day.getMonth() + 1)}/${pad(day.getDate())}/${day.getFullYear()}`, short: day.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }) };
}

const forecast = (page: Page) => page.getByRole('region', { name: 'Forecast' });

test('issue 25 §1 §2: a bill larger than its qube makes the forecast cross zero and an alert arrive live; one tap tops it up and the forecast recovers', async ({ page }) => {
  test.slow();
  const email = await freshDemoUser('alex@demo.qube');
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);

  // Rent holds $1,200.00; its bill becomes $1,500.00, due in two days.
  await page.goto('/qubes#bill');
  await page.getByRole('button', { name: 'Edit Rent' }).click();
  const editor = page.getByRole('dialog').filter({ hasText: 'Edit Rent' });
  await editor.getByRole('textbox', { name: 'Bill amount' }).fill('1500');
  const due = inDays(2);
  const dueField = editor.getByRole('textbox', { name: 'Next due date' });
  await dueField.click();
  await dueField.press('ControlOrMeta+a');
  await dueField.pressSequentially(due.typed);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();

  // The qube's page: its forecast runs out on the due date, and the chart's line goes below zero.
  await page.getByRole('button', { name: 'Open Rent' }).click();
  await expect(forecast(page).getByText(`Runs out on ${due.short}.`, { exact: false })).toBeVisible();
  await expect(forecast(page).getByText(new RegExp(`^lasts until ${inDays(1).short}`))).toBeVisible();
  await expect(page.getByTestId('forecast-chart').locator('polyline')).toHaveAttribute('data-below-zero', 'true');
  await forecast(page).getByText(/^What the forecast counts/).click();
  await expect(forecast(page).getByRole('table', { name: 'Events behind the forecast' })).toContainText('-$1,500.00');
  await expectNoAxeViolations(page, 'qube forecast');
  await page.keyboard.press('Escape');

  // The alert arrives live: the bell counts it without a reload.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/, { timeout: 15_000 });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('button', { name: new RegExp(`Rent will be short on ${due.short}`) })).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page, 'notifications with an alert');

  // One tap: the transfer opens from Cloud into Rent with the $300.00 shortfall.
  await panel.getByRole('button', { name: 'Top up $300.00 to Rent' }).click();
  const transfer = page.getByRole('dialog').filter({ hasText: 'Internal Transfer' });
  await expect(transfer.getByRole('textbox', { name: 'Amount' })).toHaveValue('$300.00');
  await transfer.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Internal Transfer Submitted')).toBeVisible();
  await page.getByRole('button', { name: 'Okay' }).click();

  // The forecast recovers: this bill is covered (Rent ends its due day at $0.00); the next month's $1,500.00, with
  // nothing planned into Rent, is the next time it runs out.
  await page.getByRole('button', { name: 'Open Rent' }).click();
  await expect(forecast(page).getByText(/^lasts until /)).toBeVisible();
  await expect(forecast(page).getByText(new RegExp(`^lasts until ${inDays(1).short}(\\s|$)`))).toBeHidden();
  await expect(forecast(page).getByText(`Runs out on ${due.short}.`, { exact: false })).toBeHidden();
});

test('issue 25 §2: notification settings save and come back, and have no axe violations', async ({ page }) => {
  const email = await freshDemoUser('alex@demo.qube');
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);
  await page.goto('/manage-account');
  const card = page.getByRole('region', { name: 'Notification settings' });
  const deposit = card.getByRole('group', { name: 'A deposit landed' });
  await deposit.getByRole('checkbox', { name: 'By e-mail' }).uncheck();
  await card.getByRole('combobox', { name: 'Tell me about a short bill' }).selectOption({ label: '5 days before it is due' });
  await card.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(card.getByText('Notification settings saved.')).toBeVisible();
  await expectNoAxeViolations(page, 'notification settings');
  await page.reload();
  await expect(card.getByRole('group', { name: 'A deposit landed' }).getByRole('checkbox', { name: 'By e-mail' })).not.toBeChecked();
  await expect(card.getByRole('combobox', { name: 'Tell me about a short bill' })).toHaveValue('5');
});
