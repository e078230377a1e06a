import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { waitForOutboxMessage } from './outbox';

// The sandbox identity provider's documented test SSNs (api/README.md "Registration sandbox").
export const PASSING_SSN = '123-45-6789';
export const NOT_ELIGIBLE_SSN = '000-00-0400';

let serial = 0;
/** A phone number and e-mail nobody has: new for every run and test. */
export const stranger = () => {
  serial += 1;
  const digits = `${Date.now()}${serial}`.slice(-7);
  return { phone: `(312) ${digits.slice(0, 3)}-${digits.slice(3)}`, email: `stranger.${Date.now()}.${serial}@example.test` };
};

/**
 * The registration as a person goes through it (issue 11 §1). With `checkAxe` every page is checked with axe once its
 * heading shows, before anything is typed (the landing spec's accessibility pass).
 */
export class Registration {
  constructor(private readonly page: Page, private readonly settings: { checkAxe?: boolean } = {}) {}

  private continue() {
    return this.page.getByRole('button', { name: 'Continue' }).click();
  }

  /** Waits for the page's heading, then runs axe on it when asked. */
  private async at(heading: string | { name: string; level: number }, label: string) {
    const h = typeof heading === 'string' ? { name: heading } : heading;
    await expect(this.page.getByRole('heading', h)).toBeVisible();
    if (this.settings.checkAxe) await expectNoAxeViolations(this.page, label);
  }

  async startFromLanding(query = '', callToAction = 'Get Started') {
    await this.page.goto(`/register/begin${query}`);
    await this.page.getByRole('button', { name: callToAction }).click();
    await expect(this.page).toHaveURL(/\/register\/start(\?.*)?$/);
  }

  async yourInfo(phone: string, email: string) {
    if (this.settings.checkAxe) await expectNoAxeViolations(this.page, '/register/start');
    await this.page.getByLabel('Legal First Name').fill('Nova');
    await this.page.getByLabel('Legal Last Name').fill('Newman');
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Phone Number').pressSequentially(phone.replace(/\D/g, ''));
    await this.page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
    await this.page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
    await this.continue();
  }

  async verifyPhone(phone: string) {
    await this.at('Verify your phone', '/register/phone');
    await expect(this.page.getByText(/Resend code in 00:(50|49|48|47|46|45)/)).toBeVisible();
    const { match } = await waitForOutboxMessage([phone], /code is (\d{5})/);
    const code = this.page.getByLabel('Verification Code');
    await code.fill((match[1] ?? '').slice(0, 4));
    await expect(this.page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await code.fill(match[1] ?? '');
    await this.continue();
  }

  async address() {
    await this.at('Your home address', '/register/delivery');
    await this.page.getByLabel('Street Address').fill('1 Main St');
    await this.page.getByLabel('City').fill('Austin');
    await this.page.getByLabel('State').fill('TX');
    await this.page.getByLabel('Zip Code').fill('78701');
    await this.continue();
  }

  async identity(ssn: string) {
    await this.at('Verify your identity', '/register/identity');
    await this.page.getByLabel('Date of Birth').fill('1990-04-12');
    await this.page.getByLabel('Social Security Number').fill(ssn);
    await this.continue();
  }

  async password() {
    await this.at('Create a password', '/register/password');
    await this.page.getByLabel('Password', { exact: true }).fill('Tangerine!Kite42');
    await this.page.getByLabel('Confirm Password').fill('Tangerine!Kite42');
    await this.continue();
  }

  /** Plan, card and deposit; a physical card (e.g. 'Physical card: Midnight ($5.00)') adds the shipping page (standard). */
  async options(plan: 'Lite' | 'Premium' | 'Family', card = 'Virtual card only (free)') {
    await this.at('Choose your plan', '/register/plans');
    await this.page.getByRole('radio', { name: new RegExp(`^${plan}`) }).check();
    await this.continue();
    await this.at('Your debit card', '/register/cards');
    await this.page.getByRole('radio', { name: card }).check();
    await this.continue();
    if (!card.startsWith('Virtual')) {
      await this.at({ name: 'Shipping', level: 1 }, '/register/shipping-options');
      await this.page.getByRole('radio', { name: /^Standard/ }).check();
      await this.continue();
    }
    await this.at('Initial deposit', '/register/deposit');
    await this.continue();
  }

  /** The summary (plan-details); `expectFreeDays` is the 'Free days' line it must show. */
  async summary(promoCode?: string, expectFreeDays?: string) {
    await this.at({ name: 'Summary', level: 1 }, '/register/plan-details');
    if (expectFreeDays) await expect(this.page.getByText(expectFreeDays, { exact: true })).toBeVisible();
    if (promoCode) {
      await this.page.getByRole('textbox', { name: 'Discount Code' }).fill(promoCode);
      await this.page.getByRole('button', { name: 'Apply' }).click();
      await expect(this.page.getByRole('status')).toContainText(`Discount code ${promoCode} applied: Your first 60 days are free.`);
    }
    await this.continue();
  }

  /** The identity check: our processing page, the sandbox provider's page, back to /register/prove/finish/. */
  async proveIdentity() {
    await this.at('Identity check', '/register/processing');
    await this.page.getByRole('button', { name: 'Verify My Identity' }).click();
    await expect(this.page.getByText('Sandbox identity provider')).toBeVisible();
    if (this.settings.checkAxe) await expectNoAxeViolations(this.page, '/register/prove/sandbox');
    await this.page.getByRole('button', { name: 'Confirm' }).click();
  }

  /** The checkout total paid with the sandbox provider's test card (api/README.md: 4242 4242 4242 4242 succeeds). */
  async pay(total: string) {
    await this.at('Payment', '/register/payment');
    await this.page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await this.page.getByRole('textbox', { name: 'Expiration date' }).fill('12 / 34');
    await this.page.getByRole('textbox', { name: 'Security code' }).fill('123');
    if (this.settings.checkAxe) await expectNoAxeViolations(this.page, '/register/payment (filled)');
    await this.page.getByRole('button', { name: `Pay ${total}` }).click();
  }

  async lastQuestions() {
    await this.at('A few last questions', '/register/user-identity-info');
    await this.choose('Main Source of Income', 'Employment');
    await this.choose('Annual Income', '$50,000 to $100,000');
    await this.page.getByLabel('What Do You Do for Work?').fill('Teacher');
    await this.choose('How Did You Hear About Qube?', 'A friend');
    await this.page.getByRole('button', { name: 'Open My Account' }).click();
  }

  /** The last questions are native selects (plain markup, docs/adr/0015-plain-markup-first-views.md): an option by its words. */
  private async choose(label: string, option: string) {
    await this.page.getByLabel(label).selectOption({ label: option });
  }
}
