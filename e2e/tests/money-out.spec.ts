import { expect, test, type Page } from '@playwright/test';
import { ActivityPage } from '../pages/ActivityPage';
import { freshDemoUser } from '../pages/api';
import { SignInPage } from '../pages/SignInPage';
import { TopBar } from '../pages/TopBar';

/** Money out as a person does it: Move Money on the Overview, then an option of the selection. */
async function openMoveMoney(page: Page, option: RegExp) {
  await page.getByRole('main').getByRole('button', { name: 'Move Money' }).click();
  await page.getByRole('list', { name: 'Ways to move money' }).getByRole('button', { name: option }).click();
}

async function signIn(page: Page, email: string) {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signInAndWait(email);
}

/** The notifications panel from the top bar's bell. */
async function openNotifications(page: Page) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  return page.getByRole('dialog', { name: 'Notifications' });
}

test('MM-98 MM-99 MM-100 API-18 API-37 a person sends $10 to a friend found by e-mail; both see it in their activity and their notifications', async ({ page }) => {
  const sender = await freshDemoUser('alex@demo.qube');
  const friend = await freshDemoUser('lite@demo.qube');
  await signIn(page, sender);
  await openMoveMoney(page, /Send to Friend/);

  const dialog = page.getByRole('dialog').filter({ hasText: /Send to Friend|Send From|Review Transfer|Money Sent/ });
  await dialog.getByRole('searchbox', { name: "Friend's e-mail or phone number" }).fill(friend);
  await dialog.getByRole('button', { name: /Lee Light/ }).click();
  await dialog.getByRole('button', { name: /^Cloud \$2,500\.00/ }).click();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('10');
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Pizza night');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Review Transfer')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Money Sent')).toBeVisible();
  await expect(dialog.getByText('$10.00 sent from Cloud to Lee Light.')).toBeVisible();
  await expect(page.getByText('Transfer Successful!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Okay' }).click();
  await expect(page.getByText('$2,490.00')).toBeVisible();

  const activity = new ActivityPage(page);
  await activity.open();
  await expect(activity.row('Transactions', /^Pizza night -\$10\.00/)).toContainText('Sent to Friend');
  const sent = await openNotifications(page);
  await expect(sent.getByRole('button', { name: /Money sent/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await new TopBar(page).logout();
  await signIn(page, friend);
  await expect(page.getByText('$160.00').first()).toBeVisible();
  await activity.open();
  await expect(activity.row('Transactions', /^Pizza night \$10\.00/)).toContainText('Received from Friend');
  const received = await openNotifications(page);
  await expect(received.getByRole('button', { name: /Money received/ })).toBeVisible();
});

test('MM-102 MM-103 MM-104 API-37 a person sends $25 to their linked bank and sees it pending, cancellable', async ({ page }) => {
  const email = await freshDemoUser('alex@demo.qube');
  await signIn(page, email);
  await openMoveMoney(page, /Transfer to Bank/);

  const dialog = page.getByRole('dialog').filter({ hasText: /No Bank Account Linked|Select Bank Account|Transfer From|Transfer to Bank|Review Transfer|Transfer Submitted/ });
  // Step 1 when no bank is linked yet: link one in the sandbox bank-link widget, as a person would.
  const noBank = page.getByText('No Bank Account Linked');
  const list = page.getByRole('radiogroup', { name: 'Bank accounts' });
  await expect(noBank.or(list)).toBeVisible();
  if (await noBank.isVisible()) {
    await page.getByRole('button', { name: 'Link a Bank Account' }).click();
    const widget = page.getByRole('dialog').filter({ hasText: 'Sandbox' });
    await widget.getByRole('button', { name: /Tartan Bank/ }).click();
    await widget.getByLabel('Username').fill('user_good');
    await widget.getByLabel('Password').fill('pass_good');
    await widget.getByRole('button', { name: 'Sign in' }).click();
    await widget.getByRole('checkbox', { name: /Tartan Checking/ }).check();
    await widget.getByRole('button', { name: 'Continue' }).click();
  }
  const tartan = list.getByRole('radio', { name: /Tartan Checking/ });
  await tartan.check();
  await expect(list.getByText('Verified').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Transfer From')).toBeVisible();
  await dialog.getByRole('button', { name: /^Cloud \$2,500\.00/ }).click();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('3000');
  await expect(dialog.getByRole('alert')).toHaveText('Insufficient funds');
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('25');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(/Transfers to a bank take 3-5 business days/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Transfer Submitted')).toBeVisible();
  await expect(dialog.getByText('$25.00 is on its way from Cloud to Tartan Bank ••••2222.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Okay' }).click();
  await expect(page.getByText('$2,475.00')).toBeVisible();

  const activity = new ActivityPage(page);
  await activity.open();
  const row = activity.row('Transactions', /^Tartan Bank ••2222 -\$25\.00/);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Bank Transfer');
  await row.click();
  await expect(activity.details().getByRole('button', { name: 'Cancel Transfer' })).toBeVisible();
});
