import { expect, test } from '@playwright/test';
import { freshDemoUser, signInLinkCode } from '../pages/api';
import { DEMO_PASSWORD, SignInPage } from '../pages/SignInPage';
import { TopBar } from '../pages/TopBar';

test('SH-19 a sign-in link signs its person in once: the code leaves the URL, and the same link again says it is invalid', async ({ page, context }) => {
  const email = await freshDemoUser('alex@demo.qube');
  const code = await signInLinkCode(email, DEMO_PASSWORD);
  const link = `/dashboard?token=${code}`;

  await page.goto(link);
  await expect(page.getByLabel('Groceries qube', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('http://localhost:8080/dashboard');
  // The session is the API's cookie: HttpOnly and host-only, so no script of the page can read it.
  const cookie = (await context.cookies()).find((c) => c.name === '__Host-qube_token');
  expect(cookie).toMatchObject({ domain: 'localhost', path: '/', httpOnly: true, secure: true, sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain(cookie?.value ?? '__Host-qube_token');
  // A reload resumes the session from the cookies.
  await page.reload();
  await expect(page.getByLabel('Groceries qube', { exact: true })).toBeVisible();

  await new TopBar(page).logout();
  await expect(page).toHaveURL('http://localhost:8080/');
  await page.goto(link);
  await new SignInPage(page).expectVisible();
  await expect(page.getByText('This sign-in link is invalid or has expired.')).toBeVisible();
  expect(page.url()).not.toContain(code);
});
