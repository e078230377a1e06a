import { expect, type Page } from '@playwright/test';

/** /new-password?token=…: chooses a new password. */
export class NewPasswordPage {
  constructor(private readonly page: Page) {}

  /** Opens a reset link from a message, on this site's origin whatever origin the link names. */
  async openLink(link: string) {
    const url = new URL(link);
    await this.page.goto(`${url.pathname}${url.search}`);
    await expect(this.page.getByLabel('New password')).toBeVisible();
  }

  async choose(password: string) {
    await this.page.getByLabel('New password').fill(password);
    await this.page.getByLabel('Confirm password').fill(password);
    await this.page.getByRole('button', { name: 'Change password' }).click();
  }

  async expectChanged() {
    await expect(this.page.getByText('Your password has been changed.')).toBeVisible();
  }

  async goToSignIn() {
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
}
