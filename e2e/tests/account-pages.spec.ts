import { expect, test } from '@playwright/test';
import { freshDemoUser } from '../pages/api';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage';
import { ManageAccountPage } from '../pages/ManageAccountPage';
import { NewPasswordPage } from '../pages/NewPasswordPage';
import { waitForOutboxMessage } from '../pages/outbox';
import { SignInPage } from '../pages/SignInPage';
import { UnsubscribePage } from '../pages/UnsubscribePage';

test('SH-38 forgot password: the link from the outbox sets a new password that signs in', async ({ page }) => {
  const email = await freshDemoUser('alex@demo.qube');
  const forgot = new ForgotPasswordPage(page);
  await forgot.open();
  await forgot.requestLink(email);

  const { match } = await waitForOutboxMessage([email], /https?:\/\/[^\s"'<>]+\/new-password\?token=[^\s"'<>]+/);
  const newPassword = new NewPasswordPage(page);
  await newPassword.openLink(match[0]);
  await newPassword.choose('Fresh!Pass9');
  await newPassword.expectChanged();
  await newPassword.goToSignIn();

  const signIn = new SignInPage(page);
  await signIn.expectVisible();
  await signIn.signIn(email, 'Demo!2345');
  await expect(page.getByRole('alert')).toBeVisible();
  await signIn.signInAndWait(email, 'Fresh!Pass9');
});

test('SH-38 a used or made-up reset link is refused with the invalid-link message', async ({ page }) => {
  await page.goto('/new-password?token=not-a-real-token');
  await new NewPasswordPage(page).choose('Fresh!Pass9');
  await expect(page.getByRole('alert')).toContainText('This password reset link is invalid or has expired.');
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
});

test('SH-39 SH-40 the unsubscribe and policy pages are public', async ({ page }) => {
  // An address is not enough to unsubscribe anyone: the page wants the signed link of a mail (e2e/tests/passwords.spec.ts).
  await page.goto('/unsubscribe-from-emails?email=nobody%40demo.qube');
  await expect(page.getByText('Open the unsubscribe link from one of our emails.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  await page.goto('/unsubscribe-from-emails?token=1.not-a-signature');
  await new UnsubscribePage(page).unsubscribe();
  await new UnsubscribePage(page).expectRefused();

  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms & Conditions', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await new SignInPage(page).expectVisible();
});

test('SH-41 SH-42 manage-account edits the address and shows it', async ({ page }) => {
  const email = await freshDemoUser('alex@demo.qube');
  await new SignInPage(page).open();
  await new SignInPage(page).signInAndWait(email);
  const account = new ManageAccountPage(page);
  await account.open();
  const address = { street: '22 Oak Ave', apartment: '4B', city: 'Portland', state: 'OR', zip: '97201' };
  await account.editAddress(address);
  await account.expectAddress(address);
  await page.reload();
  await account.expectAddress(address);
});

test('SH-41 SH-37 SD-21 SD-22 manage-account changes the phone number with the code from the outbox', async ({ page }) => {
  const email = await freshDemoUser('alex@demo.qube');
  await new SignInPage(page).open();
  await new SignInPage(page).signInAndWait(email);
  const account = new ManageAccountPage(page);
  await account.open();

  const line = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
  const digits = `555${line}`;
  const formatted = `(555) ${line.slice(0, 3)}-${line.slice(3)}`;
  await account.requestPhoneCode(digits);
  const { match } = await waitForOutboxMessage([formatted, digits, `+1${digits}`, email], /verification code is (\d{5})/i);
  await account.enterPhoneCode(match[1] ?? '');
  await account.expectPhone(formatted);
});
