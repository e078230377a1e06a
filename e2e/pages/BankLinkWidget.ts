import { expect, type Locator, type Page } from '@playwright/test';

/** The sandbox bank-link widget (our stand-in for the provider's): choose a bank, sign in, choose accounts. */
export class BankLinkWidget {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog').filter({ has: page.getByText('Sandbox', { exact: true }) });
  }

  async chooseBank(name: string) {
    await this.dialog.getByRole('list', { name: 'Banks' }).getByRole('button', { name }).click();
    await expect(this.dialog.getByText(`Sign in to ${name}`)).toBeVisible();
  }

  async signIn(username: string, password: string) {
    await this.dialog.getByLabel('Username').fill(username);
    await this.dialog.getByLabel('Password').fill(password);
    await this.dialog.getByRole('button', { name: 'Sign in' }).click();
  }

  /** Keeps the preselected account (the first) and finishes. */
  async continueWithAccounts() {
    await expect(this.dialog.getByText('Choose accounts')).toBeVisible();
    await this.dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** The whole link with the sandbox pair that succeeds. */
  async link(bank: string) {
    await this.chooseBank(bank);
    await this.signIn('user_good', 'pass_good');
    await this.continueWithAccounts();
  }
}
