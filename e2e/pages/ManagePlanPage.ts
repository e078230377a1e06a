import { expect, type Page } from '@playwright/test';

/** /manage-plan (ON-65 to ON-68): the plans, each change with its refund check, the promo code. */
export class ManagePlanPage {
  constructor(private readonly page: Page) {}

  /** Opens it the way a person does: the profile menu's 'Manage Plan'. */
  async openFromMenu() {
    await this.page.getByRole('button', { name: /profile menu/i }).click();
    await this.page.getByRole('menuitem', { name: 'Manage Plan' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Manage Plan' })).toBeVisible();
  }

  async expectPlan(name: string) {
    await expect(this.page.getByRole('heading', { name: `Your plan: ${name}` })).toBeVisible();
  }

  /** Clicks a change ('Upgrade to Premium'): its refund check's dialog opens, nothing is changed yet. */
  async openChange(button: string, planName: string) {
    await this.page.getByRole('button', { name: button }).click();
    const dialog = this.page.getByRole('dialog', { name: `Change to ${planName}?` });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async confirmChange(planName: string) {
    const dialog = this.page.getByRole('dialog', { name: `Change to ${planName}?` });
    await dialog.getByRole('button', { name: 'Confirm Change' }).click();
    await expect(dialog).toBeHidden();
  }
}
