import { expect, type Locator, type Page } from '@playwright/test';

/** The Bank Deposit dialog (money movement), opened from the Move Money selection. */
export class BankDepositDialog {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog').filter({ has: page.getByText(/No Bank Account Linked|Select Bank Account|Bank Deposit|Review Bank Deposit/) }).first();
  }

  /** The Overview's 'Move Money' button, then 'Deposit from Bank' in the selection. */
  async openFromOverview() {
    await this.page.getByRole('main').getByRole('button', { name: 'Move Money' }).click();
    await this.page.getByRole('list', { name: 'Ways to move money' }).getByRole('button', { name: /Deposit from Bank/ }).click();
  }

  async linkFirstBank() {
    await expect(this.page.getByText('No Bank Account Linked')).toBeVisible();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Link a Bank Account' }).click();
  }

  /** Step 2 → 3 with the chosen bank. */
  async continueFromBanks(accountName: string) {
    await expect(this.page.getByText('Select Bank Account')).toBeVisible();
    const list = this.page.getByRole('list', { name: 'Linked bank accounts' });
    await expect(list.getByRole('button', { name: new RegExp(accountName) })).toHaveAttribute('aria-pressed', 'true');
    await this.page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await expect(this.page.getByRole('button', { name: new RegExp(`^From ${accountName}`) })).toBeVisible();
  }

  async enterAmount(amount: string) {
    await this.page.getByRole('dialog').getByRole('textbox', { name: 'Amount' }).fill(amount);
  }

  async reviewAndSubmit() {
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('This transfer may take up to 3-5 business days.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Bank Deposit Submitted')).toBeVisible();
    await dialog.getByRole('button', { name: 'Okay' }).click();
  }
}
