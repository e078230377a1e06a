import { expect, test } from '@playwright/test';
import { NOT_ELIGIBLE_SSN, PASSING_SSN, Registration, stranger } from '../pages/Registration';

/** Issue 11, section 1: a stranger becomes a customer through every registration step, as a person would. */

// Thirteen steps and a round trip through the identity provider's page: more than the suite's default 30 s.
test.describe.configure({ timeout: 120_000 });

test('ON-01 ON-04 ON-10 ON-29 ON-41 ON-42 a stranger clicks Get Started, registers through every step and lands on /dashboard with $0.00', async ({ page }) => {
  const { phone, email } = stranger();
  const registration = new Registration(page);
  await registration.startFromLanding();
  for (const step of ['Your Info', 'Options', 'Summary']) await expect(page.getByRole('navigation', { name: 'Registration steps' })).toContainText(step);
  await registration.yourInfo(phone, email);
  await registration.verifyPhone(phone);
  await registration.address();
  await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();

  // A reload continues where the person was (the form lives in the API), and a later step sends them back (ON-10).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
  await page.goto('/register/plans');
  await expect(page).toHaveURL(/\/register\/identity$/);

  await registration.identity(PASSING_SSN);
  await registration.password();
  await registration.options('Premium');
  await registration.summary('QUBE60');
  await registration.proveIdentity();
  await registration.lastQuestions();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect(page.getByText('Cloud', { exact: true }).locator('..')).toContainText('$0.00');
  await expect(page.getByRole('button', { name: /Nova profile menu/i })).toBeVisible();
});

test('ON-30 a failing test identity lands on the non-eligible page', async ({ page }) => {
  const { phone, email } = stranger();
  const registration = new Registration(page);
  await registration.startFromLanding();
  await registration.yourInfo(phone, email);
  await registration.verifyPhone(phone);
  await registration.address();
  await registration.identity(NOT_ELIGIBLE_SSN);
  await registration.password();
  await registration.options('Lite');
  await registration.summary();
  await registration.proveIdentity();
  await expect(page).toHaveURL(/\/register\/prove\/non-eligible$/);
  await expect(page.getByRole('heading', { name: "We can't open an account for you" })).toBeVisible();
});
