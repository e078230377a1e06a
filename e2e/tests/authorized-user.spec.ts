import { expect, type Locator, type Page, test } from '@playwright/test';
import { freshDemoUser } from '../pages/api';
import { expectNoAxeViolations } from '../pages/axe';
import { ManageAccountPage } from '../pages/ManageAccountPage';
import { waitForOutboxMessage } from '../pages/outbox';
import { SignInPage } from '../pages/SignInPage';

/** The 'Authorized users' card of /manage-account (ON-72), as the owner uses it. */
class AuthorizedUsersCard {
  constructor(private readonly page: Page) {}

  private get card(): Locator {
    return this.page.getByRole('region', { name: 'Authorized users', exact: true });
  }

  async openCard() {
    await this.card.getByRole('button', { name: 'Manage Authorized Users' }).click();
  }

  async invite(firstName: string, lastName: string, email: string) {
    await this.card.getByLabel('First Name').fill(firstName);
    await this.card.getByLabel('Last Name').fill(lastName);
    await this.card.getByLabel('Email').fill(email);
    await this.card.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(this.card.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  }

  async expectPerson(email: string, status: 'Invited' | 'Active') {
    const item = this.card.getByRole('list', { name: 'Authorized users' }).getByRole('listitem').filter({ hasText: email });
    await expect(item).toContainText(status);
  }
}

/** The invited person's pages under /register/authorized-user (ON-72). */
class AuthorizedUserOnboarding {
  constructor(private readonly page: Page) {}

  private async next(heading: string, button = 'Continue') {
    await this.page.getByRole('button', { name: button }).click();
    await expect(this.page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }

  async completeEveryStep(link: string, phone: string) {
    await this.page.goto(link);
    await expect(this.page.getByRole('heading', { name: 'Your details', level: 1 })).toBeVisible();
    // The link's token left the address bar: the invitation cookie holds it.
    await expect(this.page).toHaveURL(/\/register\/authorized-user\/first-name-last-name-email$/);
    await expect(this.page.getByLabel('Legal First Name')).toHaveValue('Robin');
    await expectNoAxeViolations(this.page, '/register/authorized-user/first-name-last-name-email');
    await this.next('Your date of birth');
    await this.page.getByLabel('Date of Birth').fill('2001-06-15');
    await this.next('Your phone number');
    await this.page.getByLabel('Phone Number').pressSequentially(phone.replace(/\D/g, ''));
    await this.next('Verify your phone', 'Send Code');
    const { match } = await waitForOutboxMessage([phone], /code is (\d{5})/);
    await this.page.getByLabel('Verification Code').fill(match[1] ?? '');
    await this.next('Create a password');
    // A reload resumes at the same step (the application lives in the API).
    await this.page.reload();
    await expect(this.page.getByRole('heading', { name: 'Create a password', level: 1 })).toBeVisible();
    await this.page.getByLabel('Password', { exact: true }).fill('Tangerine!Kite42');
    await this.page.getByLabel('Confirm Password').fill('Tangerine!Kite42');
    await this.next('Your debit card');
    await this.page.getByRole('radio', { name: 'Physical card: Classic (free)' }).check();
    await this.next('Confirm your mailing address');
    await expect(this.page.getByText("This is the account owner's address. Confirm it, or change it to where you live.")).toBeVisible();
    await expect(this.page.getByLabel('City')).not.toHaveValue('');
    await this.next('Summary', 'Confirm Address');
    await expect(this.page.getByText('Physical card: Classic')).toBeVisible();
    await expectNoAxeViolations(this.page, '/register/authorized-user/summary');
    await this.page.getByRole('button', { name: 'Finish' }).click();
  }
}

test('ON-72 the owner invites an authorized user, who onboards from the mailed link, lands signed in, and shows as active', async ({ page, browser }) => {
  // Two people, two browsers and every onboarding step: longer than one page's test.
  test.slow();
  const owner = await freshDemoUser('alex@demo.qube');
  const invitedEmail = `au.${Date.now()}@example.test`;
  const phone = `(415) 6${String(Date.now() % 100).padStart(2, '0')}-${String(Date.now() % 10_000).padStart(4, '0')}`;

  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(owner);
  const manage = new ManageAccountPage(page);
  await manage.open();
  const card = new AuthorizedUsersCard(page);
  await card.openCard();
  await card.invite('Robin', 'Reed', invitedEmail);
  await card.expectPerson(invitedEmail, 'Invited');
  await expectNoAxeViolations(page, '/manage-account with the authorized users card');

  const { match } = await waitForOutboxMessage([invitedEmail], /(\/register\/authorized-user\?invite=[0-9a-f]{64})/);
  const other = await browser.newContext();
  try {
    const invitedPage = await other.newPage();
    await new AuthorizedUserOnboarding(invitedPage).completeEveryStep(match[1] ?? '', phone);
    await expect(invitedPage).toHaveURL(/\/dashboard$/);
    await expect(invitedPage.getByRole('button', { name: /profile menu/i })).toBeVisible();
    // An authorized user's /manage-account has no invite form.
    await invitedPage.goto('/manage-account');
    await expect(invitedPage.getByText(/You are an authorized user of /)).toBeVisible();
    await expect(invitedPage.getByRole('button', { name: 'Manage Authorized Users' })).toHaveCount(0);
  } finally {
    await other.close();
  }

  await page.reload();
  await card.openCard();
  await card.expectPerson(invitedEmail, 'Active');
});
