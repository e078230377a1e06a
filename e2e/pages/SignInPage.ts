import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo!2345';

/** The sign-in page at / (a page model: tests say what a person does). */
export class SignInPage {
  constructor(private readonly page: Page) {}

  async open(path = '/') {
    await this.page.goto(path);
  }

  async signIn(email: string, password = DEMO_PASSWORD) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign In' }).click();
  }

  /** Signs in and waits until the site has left the sign-in page. */
  async signInAndWait(email: string, password = DEMO_PASSWORD) {
    await this.signIn(email, password);
    await expect(this.page.getByRole('button', { name: /profile menu/i })).toBeVisible();
  }

  async expectVisible() {
    await expect(this.page.getByRole('heading', { name: /Sign in to/ })).toBeVisible();
  }
}
