import { expect, type Locator, type Page } from '@playwright/test';

/** /activity: transactions, scheduled items and pre-auths, each row opening Transaction Details. */
export class ActivityPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/activity');
    await expect(this.page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  }

  async showScheduled() {
    await this.page.getByRole('tab', { name: 'Scheduled' }).click();
  }

  list(name: 'Transactions' | 'Scheduled' | 'Pre-auths'): Locator {
    return this.page.getByRole('region', { name });
  }

  /** A row by the start of its label (title or type, then amount). */
  row(name: 'Transactions' | 'Scheduled' | 'Pre-auths', label: string | RegExp): Locator {
    return this.list(name).getByRole('button', { name: label });
  }

  details(): Locator {
    return this.page.getByRole('dialog', { name: 'Transaction Details' });
  }
}
