import { expect, test } from '@playwright/test';
import { SignInPage } from '../pages/SignInPage';
import { TopBar } from '../pages/TopBar';

test('SH-08 a logged-out visit to /planning goes to / and returns to /planning after sign-in', async ({ page }) => {
  await page.goto('/planning');
  await expect(page).toHaveURL('http://localhost:8080/');
  const signIn = new SignInPage(page);
  await signIn.expectVisible();
  await signIn.signIn('alex@demo.qube');
  await expect(page).toHaveURL(/\/planning$/);
  await expect(page.getByRole('heading', { name: 'Planning', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Groceries', exact: true })).toBeVisible();
});

test('SH-10 a trailing slash is removed by redirect', async ({ page }) => {
  await page.goto('/register/begin/?affiliate_id=5');
  await expect(page).toHaveURL('http://localhost:8080/register/begin?affiliate_id=5');
  await expect(page.getByRole('button', { name: 'Get 60 Days Free' })).toBeVisible();
});

test("SH-18 SH-65 an unknown path shows 'Oops! Page Not Found' with a way home", async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! Page Not Found')).toBeVisible();
  await page.getByRole('button', { name: 'Go to the Home Page' }).click();
  await expect(page).toHaveURL('http://localhost:8080/');
});

test('SH-03 SH-04 company 2 lands on /manage-account and cannot open /dashboard', async ({ page }) => {
  await page.goto('http://127.0.0.2:8080/');
  const signIn = new SignInPage(page);
  await expect(page.getByRole('heading', { name: 'Sign in to Cubit Bank' })).toBeVisible();
  await signIn.signIn('casey@demo.qube');
  await expect(page).toHaveURL('http://127.0.0.2:8080/manage-account');
  await expect(page.getByRole('heading', { name: 'Manage Account' })).toBeVisible();
  await page.goto('http://127.0.0.2:8080/dashboard');
  await expect(page).toHaveURL('http://127.0.0.2:8080/manage-account');
  await page.goto('http://127.0.0.2:8080/statements');
  await expect(page.getByRole('heading', { name: 'Statements', level: 1 })).toBeVisible();
});

test('SH-36 a company 1 user cannot sign in on company 2', async ({ page }) => {
  await page.goto('http://127.0.0.2:8080/');
  await new SignInPage(page).signIn('alex@demo.qube');
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password.');
});

test('CO-07 a normal user is kept out of /coaching and a coach sees the partner metrics', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait('alex@demo.qube');
  await page.goto('/coaching/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await new TopBar(page).logout();
  await expect(page).toHaveURL('http://localhost:8080/');
  await signIn.signInAndWait('coach@demo.qube');
  await page.goto('/coaching/dashboard');
  await expect(page.getByRole('heading', { name: 'Partner Dashboard' })).toBeVisible();
  await expect(page.getByText('Landing page visits')).toBeVisible();
});

test('SH-16 planning needs planning_screen: the limited user goes home instead', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait('limited@demo.qube');
  await page.goto('/planning');
  await expect(page).toHaveURL(/\/dashboard$/);
});
