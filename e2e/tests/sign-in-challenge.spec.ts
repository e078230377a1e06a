import { expect, test } from '@playwright/test';
import { freshDemoUser } from '../pages/api';
import { SignInPage } from '../pages/SignInPage';

// Issue 22 §6: failures lead to a proof-of-work check in the form, never to a lockout; the widget runs in the browser
// under the pages' CSP (its worker is a file of our own origin) and the right password then gets in.
test('SH-36 API-09 after five wrong passwords the form asks for a security check, the browser solves it, and the right password signs in', async ({ page }) => {
  const email = await freshDemoUser('alex@demo.qube');
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) blocked.push(message.text());
  });
  const signIn = new SignInPage(page);
  await signIn.open();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await signIn.signIn(email, 'Wrong!2345');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  }
  await expect(page.getByRole('group', { name: 'Security check' })).toHaveCount(0);
  // The sixth try, with the right password, is answered with a challenge, not refused for good.
  await signIn.signIn(email);
  const check = page.getByRole('group', { name: 'Security check' });
  await expect(check).toBeVisible();
  await expect(check.getByText('Verified')).toBeVisible({ timeout: 30_000 });
  await signIn.signInAndWait(email);
  expect(blocked).toEqual([]);
});
