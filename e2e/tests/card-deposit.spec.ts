import { expect, test, type Page } from '@playwright/test';
import { ActivityPage } from '../pages/ActivityPage';
import { freshDemoUser } from '../pages/api';
import { expectNoAxeViolations } from '../pages/axe';
import { SignInPage } from '../pages/SignInPage';

/** The Add Money From Card dialog, as a person uses it (a page model kept beside its only test file). */
class CardDepositDialog {
  constructor(private readonly page: Page) {}

  get dialog() {
    return this.page.getByRole('dialog').filter({ has: this.page.getByText(/Add Money From Card|Money Added/) }).first();
  }

  /** The Overview's 'Move Money' button, then 'Add Money from Card' in the selection. */
  async openFromOverview() {
    await this.page.getByRole('main').getByRole('button', { name: 'Move Money' }).click();
    await this.page.getByRole('list', { name: 'Ways to move money' }).getByRole('button', { name: /Add Money from Card/ }).click();
    await expect(this.dialog.getByText('Step 1 of 2: Amount')).toBeVisible();
  }

  /** Step 1 → 2: the amount, then Continue; the summary shows it. */
  async continueWithAmount(amount: string) {
    await this.dialog.getByRole('textbox', { name: 'Amount' }).fill(amount);
    await this.dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(this.dialog.getByText('Step 2 of 2: Summary and payment')).toBeVisible();
  }

  async payWith(number: string, total: string) {
    await this.dialog.getByRole('textbox', { name: 'Card number' }).fill(number);
    await this.dialog.getByRole('textbox', { name: 'Expiration date' }).fill('12 / 34');
    await this.dialog.getByRole('textbox', { name: 'Security code' }).fill('123');
    await this.dialog.getByRole('button', { name: `Pay ${total}` }).click();
  }
}

test('MM-105 MM-106 MM-107 API-45 a person adds $40 to Cloud with the sandbox test card 4242 and sees Cloud grow by $40 at once', async ({ page }) => {
  const email = await freshDemoUser('alex@demo.qube');
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);
  await expect(page.getByText('$2,500.00')).toBeVisible();

  const card = new CardDepositDialog(page);
  await card.openFromOverview();
  await expect(card.dialog.getByText('Add between $10.00 and $2,500.00 to Cloud with your debit card. It arrives at once.')).toBeVisible();
  await card.dialog.getByRole('textbox', { name: 'Amount' }).fill('5');
  await expect(card.dialog.getByRole('alert')).toHaveText('The minimum card deposit is $10.00.');
  await expect(card.dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expectNoAxeViolations(page, 'Add Money From Card step 1');
  await card.continueWithAmount('40');
  // The first card deposit has no fee.
  await expect(card.dialog.getByText('No fee on your first card deposit.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, 'Add Money From Card step 2');
  await card.payWith('4242 4242 4242 4242', '$40.00');

  await expect(card.dialog.getByText('$40.00 from your Visa ••4242 is in Cloud.')).toBeVisible();
  await card.dialog.getByRole('button', { name: 'Okay' }).click();
  await expect(page.getByText('$2,540.00')).toBeVisible();

  const activity = new ActivityPage(page);
  await activity.open();
  await expect(activity.row('Transactions', /^Card Deposit \$40\.00/)).toBeVisible();
});

test("MM-105 the sandbox's declined test card 4000…0002 shows 'Your card was declined.' and moves nothing", async ({ page }) => {
  const email = await freshDemoUser('alex@demo.qube');
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);
  await expect(page.getByText('$2,500.00')).toBeVisible();

  const card = new CardDepositDialog(page);
  await card.openFromOverview();
  await card.continueWithAmount('40');
  await card.payWith('4000 0000 0000 0002', '$40.00');
  await expect(card.dialog.getByRole('alert')).toHaveText('Your card was declined.');
  await expectNoAxeViolations(page, 'Add Money From Card with a declined card');

  // Closing the dialog abandons the deposit; Cloud is as it was.
  await card.dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Yes, Cancel' }).click();
  await expect(page.getByText('Add Money From Card')).toBeHidden();
  await expect(page.getByText('$2,500.00')).toBeVisible();
});
