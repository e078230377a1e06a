import { expect, test } from '@playwright/test';
import { ActivityPage } from '../pages/ActivityPage';
import { accountIdOf, freshDemoUser } from '../pages/api';
import { BankDepositDialog } from '../pages/BankDepositDialog';
import { BankLinkWidget } from '../pages/BankLinkWidget';
import { expectNoAxeViolations } from '../pages/axe';
import { advanceSandboxBank } from '../pages/sandboxBank';
import { SignInPage } from '../pages/SignInPage';

test('MM-137 MM-138 MM-139 MM-140 a person links a bank in the sandbox on Manage Account; a wrong pair shows the bank\'s message', async ({ page }) => {
  const email = await freshDemoUser('alex@demo.qube');
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);
  await page.goto('/manage-account');
  await expect(page.getByRole('heading', { name: 'Manage Account', level: 1 })).toBeVisible();
  await expect(page.getByText('No bank account is linked yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Link a Bank Account' }).click();

  const widget = new BankLinkWidget(page);
  await expect(widget.dialog.getByRole('list', { name: 'Banks' })).toBeVisible();
  await expectNoAxeViolations(page, 'the bank-link widget');
  await widget.chooseBank('First Platypus Bank');
  await widget.signIn('user_good', 'wrong');
  await expect(widget.dialog.getByRole('alert')).toHaveText('The provided credentials were not correct. Please try again.');
  await expectNoAxeViolations(page, 'the bank-link sign-in with its message');
  await widget.signIn('user_good', 'pass_good');
  await widget.continueWithAccounts();

  const linked = page.getByRole('list', { name: 'Linked bank accounts' });
  await expect(linked.getByRole('listitem').filter({ hasText: 'Plaid Checking' })).toContainText('Verified');
  await expect(linked).toContainText('First Platypus Bank ••••0000');
  await expectNoAxeViolations(page, 'Manage Account with linked banks');
});

test('MM-79 MM-90 API-44 a person deposits $250 from a newly linked bank, sees it pending in activity, and sees Cloud grow once the bank settles it', async ({ page }) => {
  const email = await freshDemoUser('alex@demo.qube');
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);
  await expect(page.getByText('$2,500.00')).toBeVisible();

  const deposit = new BankDepositDialog(page);
  await deposit.openFromOverview();
  await expect(page.getByText('No Bank Account Linked')).toBeVisible();
  await expectNoAxeViolations(page, 'Bank Deposit step 1');
  await deposit.linkFirstBank();
  await new BankLinkWidget(page).link('Tartan Bank');
  await expect(page.getByText('Select Bank Account')).toBeVisible();
  await expectNoAxeViolations(page, 'Bank Deposit step 2');
  await deposit.continueFromBanks('Tartan Checking');
  await deposit.enterAmount('250');
  await expect(page.getByRole('dialog').getByText('Cloud will be $2,750.00')).toBeVisible();
  await expectNoAxeViolations(page, 'Bank Deposit step 3');
  await deposit.reviewAndSubmit();

  const activity = new ActivityPage(page);
  await activity.open();
  const row = activity.row('Transactions', /^Bank Deposit \$250\.00/);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Pending');

  // The sandbox bank settles after 3 business days: its test clock looks a week ahead. The seeded $150.00 deposit of
  // the demo user settles with it.
  expect(await advanceSandboxBank(7 * 24 * 60, await accountIdOf(email))).toBe(2);
  await page.goto('/dashboard');
  await expect(page.getByText('$2,900.00')).toBeVisible();
  await activity.open();
  await expect(activity.row('Transactions', /^Bank Deposit \$250\.00/)).not.toContainText('Pending');
});
