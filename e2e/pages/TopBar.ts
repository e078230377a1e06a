import { expect, type Page } from '@playwright/test';

/** The shell's top bar and profile menu. */
export class TopBar {
  constructor(private readonly page: Page) {}

  nav() {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  async expectVisible() {
    await expect(this.page.getByRole('button', { name: /profile menu/i })).toBeVisible();
  }

  async go(label: string) {
    await this.nav().getByRole('link', { name: label }).click();
  }

  async logout() {
    await this.page.getByRole('button', { name: /profile menu/i }).click();
    await this.page.getByRole('menuitem', { name: 'Logout' }).click();
  }
}
