import { expect, type Locator, type Page } from '@playwright/test';

/** The Move Money selection and the Internal Transfer dialog (money movement's dialogs parcel). */
export class MoveMoneyDialog {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog').filter({ has: page.getByText(/Move Money|Internal Transfer|Review Transfer/) }).last();
  }

  /** The Overview's 'Move Money' button, then 'Internal Transfer' in the selection. */
  async openFromOverview() {
    await this.page.getByRole('main').getByRole('button', { name: 'Move Money' }).click();
    await this.chooseInternalTransfer();
  }

  async chooseInternalTransfer() {
    await this.page.getByRole('list', { name: 'Ways to move money' }).getByRole('button', { name: /Internal Transfer/ }).click();
    await expect(this.page.getByText('Move Money From')).toBeVisible();
  }

  /** Picks a qube in the From or To list by its name (the button reads 'Name $balance'). */
  async pick(name: string) {
    await this.page.getByRole('dialog').getByRole('button', { name: new RegExp(`^${name} \\$`) }).click();
  }

  amount() {
    return this.page.getByRole('dialog').getByRole('textbox', { name: 'Amount' });
  }

  async fillTo() {
    await this.page.getByRole('dialog').getByText('Fill To', { exact: true }).click();
  }

  /** Types a date into the Date picker (format 'MMM D, YYYY') and confirms it. */
  async setDate(display: string) {
    const field = this.page.getByRole('dialog').getByLabel('Date');
    await field.click();
    await field.fill(display);
    await field.press('Enter');
  }

  async setRepeat(label: string) {
    const select = this.page.getByRole('dialog').locator('.ant-select').filter({ has: this.page.getByLabel('Repeat') });
    const option = this.page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${label}$`) });
    // On a loaded machine a click can land while the list is still animating open and pick nothing: then open the
    // list (if it closed) and choose again, until the field shows the choice.
    await expect(async () => {
      if ((await select.textContent())?.includes(label)) return;
      if (!(await option.isVisible())) await select.click();
      await option.click({ timeout: 3000 });
      await expect(select).toContainText(label, { timeout: 2000 });
    }).toPass({ timeout: 20000 });
  }

  continueButton() {
    return this.page.getByRole('dialog').getByRole('button', { name: 'Continue' });
  }

  async continueAndSubmit() {
    await this.continueButton().click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  }

  async okay() {
    await this.page.getByRole('dialog').getByRole('button', { name: 'Okay' }).click();
  }
}
