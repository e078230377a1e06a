import { expect, type Locator, type Page } from '@playwright/test';

export type Address = { street: string; apartment?: string; city: string; state: string; zip: string };

/** /manage-account: profile, address, phone and password cards. */
export class ManageAccountPage {
  constructor(private readonly page: Page) {}

  private card(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  async open() {
    await this.page.goto('/manage-account');
    await expect(this.page.getByRole('heading', { name: 'Manage Account', level: 1 })).toBeVisible();
  }

  async editAddress(address: Address) {
    const card = this.card('Address');
    await card.getByRole('button', { name: 'Edit address' }).click();
    await card.getByLabel('Street address').fill(address.street);
    await card.getByLabel('Apartment or unit (optional)').fill(address.apartment ?? '');
    await card.getByLabel('City').fill(address.city);
    await card.getByLabel('State').fill(address.state);
    await card.getByLabel('Zip code').fill(address.zip);
    await card.getByRole('button', { name: 'Save address' }).click();
    await expect(card.getByText('Address saved.')).toBeVisible();
  }

  async expectAddress(address: Address) {
    const card = this.card('Address');
    await expect(card.getByText([address.street, address.apartment].filter(Boolean).join(', '), { exact: true })).toBeVisible();
    await expect(card.getByText(`${address.city} ${address.state} ${address.zip}`, { exact: true })).toBeVisible();
  }

  /** Types a new number (the mask formats it) and asks for a code. */
  async requestPhoneCode(digits: string) {
    const card = this.card('Phone');
    await card.getByRole('button', { name: 'Change phone number' }).click();
    await expect(card.getByText('message and data rates may apply, reply STOP to unsubscribe')).toBeVisible();
    await card.getByLabel('New phone number').pressSequentially(digits);
    await card.getByRole('button', { name: 'Send code' }).click();
    await expect(card.getByLabel('Verification code')).toBeVisible();
  }

  async enterPhoneCode(code: string) {
    const card = this.card('Phone');
    await expect(card.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await card.getByLabel('Verification code').fill(code);
    await card.getByRole('button', { name: 'Continue' }).click();
    await expect(card.getByText('Phone number changed.')).toBeVisible();
  }

  async expectPhone(formatted: string) {
    await expect(this.card('Phone').getByText(formatted, { exact: true })).toBeVisible();
  }

  /** Fills the Password card and presses 'Change Password'. */
  async changePassword(current: string, next: string, confirm = next) {
    const card = this.card('Password');
    await card.getByLabel('Current password').fill(current);
    await card.getByLabel('New password', { exact: true }).fill(next);
    await card.getByLabel('Confirm new password').fill(confirm);
    await card.getByRole('button', { name: 'Change Password' }).click();
  }

  /** The success message shows and the three fields are empty again. */
  async expectPasswordChanged() {
    const card = this.card('Password');
    await expect(card.getByRole('status')).toContainText('Your password has been changed.');
    for (const label of ['Current password', 'New password', 'Confirm new password']) await expect(card.getByLabel(label, { exact: true })).toHaveValue('');
  }

  /** A message under one of the Password card's fields. */
  async expectPasswordFieldError(label: 'Current password' | 'New password' | 'Confirm new password', message: string) {
    const card = this.card('Password');
    await expect(card.getByText(message)).toBeVisible();
    await expect(card.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  }
}
