import { expect, type Page } from '@playwright/test';

/** /unsubscribe-from-emails?token=…: the signed link at the end of every mail; a click on 'Unsubscribe' confirms. */
export class UnsubscribePage {
  constructor(private readonly page: Page) {}

  /** Opens a link from a message, on this site's origin whatever origin the link names. */
  async openLink(link: string) {
    const url = new URL(link);
    await this.page.goto(`${url.pathname}${url.search}`);
    await expect(this.page.getByRole('heading', { name: 'Unsubscribe from emails', level: 1 })).toBeVisible();
  }

  async unsubscribe() {
    await this.page.getByRole('button', { name: 'Unsubscribe' }).click();
  }

  async expectUnsubscribed() {
    await expect(this.page.getByRole('status')).toContainText('You have been unsubscribed from Qube emails.');
  }

  async expectRefused() {
    await expect(this.page.getByRole('alert')).toContainText('This unsubscribe link is invalid.');
  }
}
