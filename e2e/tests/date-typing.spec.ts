import { expect, test, type Page } from '@playwright/test';
import { ActivityPage } from '../pages/ActivityPage';
import { freshDemoUser } from '../pages/api';
import { MoveMoneyDialog } from '../pages/MoveMoneyDialog';
import { SignInPage } from '../pages/SignInPage';

/** A day next week, as a person in the US types it ('12/02/2026') and as the site shows it ('Dec 2, 2026'). */
function nextWeek(): { typed: string; shown: string } {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 7);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    typed: `${pad(day.getMonth() + 1)}/${pad(day.getDate())}/${day.getFullYear()}`,
    shown: day.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  };
}

const qube = (page: Page, name: string) => page.getByLabel(`${name} qube`, { exact: true });

test('MM-50 MM-56 MM-58 MM-68 a date typed as MM/DD/YYYY schedules the transfer for that day: no money moves now', async ({ page }) => {
  const email = await freshDemoUser('alex@demo.qube');
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);
  await expect(qube(page, 'Groceries')).toContainText('$320.00');
  await expect(page.getByText('$2,500.00')).toBeVisible();

  const date = nextWeek();
  const move = new MoveMoneyDialog(page);
  await move.openFromOverview();
  await move.pick('Cloud');
  await move.pick('Groceries');
  await move.amount().fill('25');
  await page.getByRole('dialog').getByRole('textbox', { name: 'Note' }).fill('Typed date');
  // Typed key by key like a person, then straight to Continue: no Enter, no Tab (the field commits on leaving).
  const field = page.getByRole('dialog').getByRole('textbox', { name: 'Date' });
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(date.typed);
  await move.continueButton().click();

  const review = page.getByRole('dialog').filter({ hasText: 'Review Transfer' });
  await expect(review).toContainText(date.shown);
  await review.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog').getByText('Internal Transfer Scheduled')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('$25.00 will be moved from Cloud to Groceries.')).toBeVisible();
  await move.okay();

  // Nothing moved now, on screen and after a reload (the API's own balances).
  await expect(qube(page, 'Groceries')).toContainText('$320.00');
  await expect(page.getByText('$2,500.00')).toBeVisible();
  await page.reload();
  await expect(qube(page, 'Groceries')).toContainText('$320.00');
  await expect(page.getByText('$2,500.00')).toBeVisible();

  // The transfer waits in the scheduled list, for the typed day.
  const activity = new ActivityPage(page);
  await activity.open();
  await activity.showScheduled();
  await activity.row('Scheduled', /^Typed date \$25\.00/).click();
  await expect(activity.details()).toContainText(date.shown);
});
