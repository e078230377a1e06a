import { expect, type Page } from '@playwright/test';

/** /forgot-password: asks for a reset link. */
export class ForgotPasswordPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/forgot-password');
    await expect(this.page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  }

  async requestLink(email: string) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(this.page.getByRole('status')).toBeVisible();
  }
}
