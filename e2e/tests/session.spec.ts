import { expect, test } from '@playwright/test';
import { SignInPage } from '../pages/SignInPage';
import { TopBar } from '../pages/TopBar';

test('SH-25 SH-35 a reload keeps the user signed in; SH-32 logout clears the session and goes to /', async ({ page, context }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn('alex@demo.qube');
  await expect(page.getByLabel('Groceries qube', { exact: true })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'qube_token');
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', secure: true });

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByLabel('Groceries qube', { exact: true })).toBeVisible();

  await new TopBar(page).logout();
  await expect(page).toHaveURL('http://localhost:8080/');
  expect((await context.cookies()).find((c) => c.name === 'qube_token')).toBeUndefined();
  await page.goto('/dashboard');
  await expect(page).toHaveURL('http://localhost:8080/');
});

test('SH-49 the top bar navigates between areas and back and forward work', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn('alex@demo.qube');
  const topBar = new TopBar(page);
  await expect(topBar.nav().getByRole('link')).toHaveText(['Overview', 'Activity', 'Planning', 'Qubes', 'Qube Masters']);
  await topBar.go('Planning');
  await expect(page.getByRole('heading', { name: 'Planning', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Planning', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toHaveCount(0);
});

test('SH-19 a token in the query string logs the user in and leaves the URL', async ({ page, request }) => {
  const csrf = await request.get('http://127.0.0.1:8090/api/csrf/', { headers: { 'X-API-Version': '15' } });
  const { csrf_token } = (await csrf.json()) as { csrf_token: string };
  const login = await request.post('http://127.0.0.1:8090/api/web/users/login/', {
    headers: { 'X-API-Version': '15', 'X-CSRFToken': csrf_token },
    data: { email: 'alex@demo.qube', password: 'Demo!2345', trust_device: false },
  });
  const { token } = (await login.json()) as { token: string };
  await page.goto(`/statements?token=${token}`);
  await expect(page.getByRole('heading', { name: 'Statements', level: 1 })).toBeVisible();
  await expect(page).toHaveURL('http://localhost:8080/statements');
});
