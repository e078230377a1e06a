import { expect, test, type Page } from '@playwright/test';
import { ActivityPage } from '../pages/ActivityPage';
import { freshDemoUser } from '../pages/api';
import { MoveMoneyDialog } from '../pages/MoveMoneyDialog';
import { SignInPage } from '../pages/SignInPage';

async function signInFresh(page: Page, demo = 'alex@demo.qube', path = '/') {
  const email = await freshDemoUser(demo);
  const signIn = new SignInPage(page);
  await signIn.open(path);
  await signIn.signInAndWait(email);
  return email;
}

/** The last day of next month, as the date picker shows it ('Dec 31, 2026'). */
function lastDayOfNextMonth(): string {
  const now = new Date();
  const last = new Date(now.getFullYear(), now.getMonth() + 2, 0);
  return last.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

const qube = (page: Page, name: string) => page.getByLabel(`${name} qube`, { exact: true });

test('SH-47 MM-35 a plus account opens Move Money from the top bar on another area\'s page and moves money', async ({ page }) => {
  await signInFresh(page, 'plus@demo.qube');
  await page.goto('/planning');
  await page.getByRole('banner').getByRole('button', { name: 'Move Money' }).click();
  const move = new MoveMoneyDialog(page);
  await move.chooseInternalTransfer();
  await move.pick('Cloud');
  await move.pick('Groceries');
  await move.amount().fill('10');
  await move.continueAndSubmit();
  await expect(page.getByRole('dialog').getByText('Internal Transfer Submitted')).toBeVisible();
  await move.okay();
  await expect(page).toHaveURL(/\/planning$/);
  await page.goto('/dashboard');
  await expect(qube(page, 'Groceries')).toContainText('$220.00');
});

test('SH-21 ?move_money opens the Move Money selection once and leaves the URL', async ({ page }) => {
  await signInFresh(page);
  await page.goto('/dashboard?move_money=true');
  await expect(page.getByRole('list', { name: 'Ways to move money' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(qube(page, 'Groceries')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ways to move money' })).toBeHidden();
});

test('MM-54 MM-63 Fill To brings a bill qube up to a target from Cloud', async ({ page }) => {
  await signInFresh(page);
  const move = new MoveMoneyDialog(page);
  await move.openFromOverview();
  await move.pick('Cloud');
  await move.pick('Phone');
  await move.fillTo();
  await expect(move.amount()).toHaveValue('$45.00');
  await move.amount().fill('100');
  await expect(page.getByRole('dialog').getByText('You are transferring $55.00 from Cloud')).toBeVisible();
  await move.continueAndSubmit();
  await expect(page.getByRole('dialog').getByText('Internal Transfer Submitted')).toBeVisible();
  await move.okay();
  await expect(qube(page, 'Phone')).toContainText('$100.00');
});

test('MM-61 an empty source reads "Insufficient funds" and Continue stays disabled', async ({ page }) => {
  await signInFresh(page);
  const move = new MoveMoneyDialog(page);
  await move.openFromOverview();
  await move.pick('Fun Money');
  await move.pick('Groceries');
  await move.amount().fill('5');
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Insufficient funds');
  await expect(move.continueButton()).toBeDisabled();
});

test('API-33 double-clicking Submit moves the money once', async ({ page }) => {
  await signInFresh(page);
  const move = new MoveMoneyDialog(page);
  await move.openFromOverview();
  await move.pick('Cloud');
  await move.pick('Groceries');
  await move.amount().fill('25');
  await move.continueButton().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).dblclick();
  await expect(page.getByRole('dialog').getByText('Internal Transfer Submitted')).toBeVisible();
  await move.okay();
  await expect(qube(page, 'Groceries')).toContainText('$345.00');
  await page.reload();
  await expect(qube(page, 'Groceries')).toContainText('$345.00');
});

test('MM-50 MM-68 a monthly transfer on the last day of next month is scheduled, edited, then cancelled as a series', async ({ page }) => {
  await signInFresh(page);
  const lastOfNextMonth = lastDayOfNextMonth();
  const move = new MoveMoneyDialog(page);
  await move.openFromOverview();
  await move.pick('Cloud');
  await move.pick('Dining Out');
  await move.amount().fill('40');
  await move.setDate(lastOfNextMonth);
  await move.setRepeat('Monthly');
  await page.getByRole('dialog').getByRole('textbox', { name: 'Note' }).fill('Dinner fund');
  await move.continueAndSubmit();
  await expect(page.getByRole('dialog').getByText('Internal Transfer Scheduled')).toBeVisible();
  await move.okay();
  await expect(qube(page, 'Dining Out')).toContainText('$80.00');

  const activity = new ActivityPage(page);
  await activity.open();
  await activity.showScheduled();
  await activity.row('Scheduled', /^Dinner fund \$40\.00/).click();
  const details = activity.details();
  await expect(details).toContainText(lastOfNextMonth);
  await expect(details).toContainText('Monthly');

  // MM-44: Edit opens the Internal Transfer at its details with the scheduled values.
  await details.getByRole('button', { name: 'Edit Series' }).click();
  await expect(move.amount()).toHaveValue('$40.00');
  await move.amount().fill('60');
  await move.continueAndSubmit();
  await expect(page.getByRole('dialog').getByText('Internal Transfer Scheduled')).toBeVisible();
  await move.okay();
  await expect(activity.row('Scheduled', /^Dinner fund \$60\.00/)).toBeVisible();

  // MM-29: cancel the series.
  await activity.row('Scheduled', /^Dinner fund \$60\.00/).click();
  await activity.details().getByRole('button', { name: 'Cancel Series' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel Scheduled Series' });
  await expect(confirm).toContainText('Would you like to cancel this scheduled transaction series?');
  await confirm.getByRole('button', { name: 'Yes, Cancel Series' }).click();
  await expect(page.getByText('You have successfully canceled your scheduled series.')).toBeVisible();
  await expect(activity.row('Scheduled', /^Dinner fund/)).toHaveCount(0);
});

test('MM-33 MM-123 alex, switched to the household, reQubes an activity to another qube', async ({ page }) => {
  await signInFresh(page);
  await page.getByRole('button', { name: /Switch account/ }).click();
  await page.getByRole('menuitem', { name: /Rivera Household/ }).click();
  await expect(page.getByRole('button', { name: /Account: Rivera Household/ })).toBeVisible();
  const activity = new ActivityPage(page);
  await activity.open();
  const purchase = activity.list('Transactions').getByRole('button').filter({ hasText: 'Family Groceries' }).first();
  await purchase.click();
  await activity.details().getByRole('button', { name: 'ReQube' }).click();
  const reqube = page.getByRole('dialog').filter({ hasText: 'ReQube To' });
  await reqube.getByRole('button', { name: /^Family Fun/ }).click();
  await expect(page.getByText('Activity updated successfully')).toBeVisible();
  await expect(activity.details()).toContainText('Family Fun');

  // Issue 25 §4: the ReQube is undone from its toast, and the activity is back in Family Groceries.
  await page.getByRole('status').filter({ hasText: 'Activity updated successfully' }).getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('ReQube undone.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(activity.details()).toHaveCount(0);
  await purchase.click();
  await expect(activity.details()).toContainText('Family Groceries');
  await expect(activity.details().getByRole('button', { name: 'Undo ReQube' })).toHaveCount(0);

  // And from the details, by keyboard: ReQube again, then Undo ReQube.
  await activity.details().getByRole('button', { name: 'ReQube' }).click();
  await reqube.getByRole('button', { name: /^Family Fun/ }).click();
  await expect(activity.details()).toContainText('Family Fun');
  await activity.details().getByRole('button', { name: 'Undo ReQube' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('ReQube undone.')).toBeVisible();
  await expect(activity.details()).toContainText('Family Groceries');
});

test('SH-56 SH-60 API-51 the notification of a transfer appears and opens its details', async ({ page }) => {
  await signInFresh(page);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  const move = new MoveMoneyDialog(page);
  await move.openFromOverview();
  await move.pick('Cloud');
  await move.pick('Groceries');
  await move.amount().fill('12');
  await move.continueAndSubmit();
  await move.okay();
  await expect(bell).toHaveAccessibleName('Notifications, 3 unread');
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('button', { name: /Transfer completed/ }).click();
  await panel.getByRole('button', { name: 'View transaction' }).click();
  const details = page.getByRole('dialog', { name: 'Transaction Details' });
  await expect(details).toContainText('$12.00');
  await expect(details).toContainText('Groceries');
});

test('API-28 a transfer made in a second tab shows in the first without a reload', async ({ page, context }) => {
  await signInFresh(page);
  await expect(qube(page, 'Groceries')).toContainText('$320.00');
  const second = await context.newPage();
  await second.goto('/dashboard');
  const move = new MoveMoneyDialog(second);
  await move.openFromOverview();
  await move.pick('Cloud');
  await move.pick('Groceries');
  await move.amount().fill('5');
  await move.continueAndSubmit();
  await expect(second.getByRole('dialog').getByText('Internal Transfer Submitted')).toBeVisible();
  await expect(qube(page, 'Groceries')).toContainText('$325.00');
});
