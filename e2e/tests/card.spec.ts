import { expect, test } from '@playwright/test';
import { freshDemoUser } from '../pages/api';
import { expectNoAxeViolations } from '../pages/axe';
import { SignInPage } from '../pages/SignInPage';

test('MM-136 SH-07 /display-card is public: a visitor is asked to sign in; the cardholder sees the card, number hidden until asked, nothing stored', async ({ page }) => {
  await page.goto('/display-card');
  await expect(page.getByText('Sign in to see your card.')).toBeVisible();

  const email = await freshDemoUser('alex@demo.qube');
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);
  await page.goto('/display-card');
  const card = page.getByRole('figure', { name: 'Qube card' });
  await expect(card.getByText(/^•••• •••• •••• \d{4}$/)).toBeVisible();
  await expectNoAxeViolations(page, '/display-card');
  await page.getByRole('button', { name: 'Show card details' }).click();
  const number = card.getByText(/^4000 00\d\d \d{4} \d{4}$/);
  await expect(number).toBeVisible();
  const digits = ((await number.textContent()) ?? '').replace(/\D/g, '');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
  expect(stored).not.toContain(digits);
});

test('SH-22 ?direct_deposit opens Direct Deposit once', async ({ page }) => {
  const email = await freshDemoUser('alex@demo.qube');
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);
  await page.goto('/dashboard?direct_deposit');
  const dialog = page.getByRole('dialog', { name: 'Direct Deposit' });
  await expect(dialog).toBeVisible();
  await expect(page).not.toHaveURL(/direct_deposit/);
});
