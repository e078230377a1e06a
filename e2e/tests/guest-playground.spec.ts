import { expect, test, type Page } from '@playwright/test';
import { waitForOutboxMessage } from '../pages/outbox';

/**
 * Issue 11, section 2: a guest tries the Financial Playground, changes a budget, is asked to create an account on
 * saving, signs up with the code from the outbox and still finds the changed budget (ON-34 to ON-48, SH-50, PL-02).
 */

test.describe.configure({ timeout: 120_000 });

/** A phone number and e-mail nobody has: new for every run. */
const stranger = () => {
  const digits = `${Date.now()}`.slice(-7);
  return { phone: `(628) ${digits.slice(0, 3)}-${digits.slice(3)}`, email: `guest.${Date.now()}@example.test` };
};

/** The anonymous sign-up dialog as a person fills it (a page model of its own would live in e2e/pages/). */
class GuestSignUp {
  constructor(private readonly page: Page) {}

  dialog() {
    return this.page.getByRole('dialog', { name: 'Create an Account' });
  }

  async complete(phone: string, email: string, password: string) {
    const dialog = this.dialog();
    await dialog.getByLabel('Phone Number').pressSequentially(phone.replace(/\D/g, ''));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText(/Resend code in 00:\d\d/)).toBeVisible();
    const { match } = await waitForOutboxMessage([phone], /(\d{5})/);
    await dialog.getByLabel('Verification Code').fill(match[1] ?? '');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Legal First Name').fill('Gia');
    await dialog.getByLabel('Legal Last Name').fill('Guest');
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Confirm Password').fill(password);
    await dialog.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
    await dialog.getByRole('checkbox', { name: /Privacy Policy/ }).check();
    await dialog.getByRole('button', { name: 'Create Account' }).click();
  }
}

test('ON-34 ON-37 ON-46 ON-48 PL-02 SH-50 a guest changes a budget, is asked to sign up on saving, signs up and keeps the change', async ({ page }) => {
  const { phone, email } = stranger();
  await page.goto('/');
  await page.getByRole('button', { name: 'Try it first' }).click();
  await expect(page).toHaveURL(/\/financial-playground$/);
  // SH-50: the guest's bar: its title and two links, no notifications or account menu.
  await expect(page.getByText('Financial Playground', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip to Create Account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in here' })).toBeVisible();
  await expect(page.getByRole('button', { name: /profile menu/ })).toHaveCount(0);

  // PL-02: planning's budgeting UI with the sample; the change is a draft kept by the API.
  const field = page.getByRole('textbox', { name: 'Groceries budget' });
  await expect(field).toHaveValue(/400\.00/);
  await field.fill('456.78');
  await field.press('Enter');
  await expect(page.getByText('You have unsaved budget changes.')).toBeVisible();

  // ON-37: saving asks the guest to create an account.
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const signUp = new GuestSignUp(page);
  await expect(signUp.dialog()).toBeVisible();
  await expect(signUp.dialog().getByRole('heading', { name: 'Create an account to save your changes.' })).toBeVisible();
  await signUp.complete(phone, email, 'Marigold!Lantern7');

  // ON-48: the new limited user may link a bank or skip.
  await expect(page).toHaveURL(/\/register\/link-external-bank$/);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The same account: the changed budget is still there, and now it can be saved.
  await page.goto('/planning');
  await expect(page.getByRole('textbox', { name: 'Groceries budget' })).toHaveValue(/456\.78/);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Budget saved.')).toBeVisible();
});

test('SH-11 SH-13 SH-15 a guest is kept on its pages: a load elsewhere goes to the playground, other routes open the sign-up dialog', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Try it first' }).click();
  await expect(page).toHaveURL(/\/financial-playground$/);
  // SH-11: a reload of another page lands on the playground.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/financial-playground$/);
  // SH-14: ?create on planning opens the dialog ('Get started!' when no save asked for it).
  await page.goto('/planning?create');
  await expect(page.getByRole('dialog', { name: 'Create an Account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get started!' })).toBeVisible();
  // ON-38: 'Login Here.' ends the guest's session on the sign-in page.
  await page.getByRole('button', { name: 'Login Here.' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});
