import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { freshDemoUser } from '../pages/api';
import { SignInPage } from '../pages/SignInPage';

async function signInFresh(page: Page, demo: string) {
  const email = await freshDemoUser(demo);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);
}

/** The month before today's, as the page names it ('October 2026'). */
const lastMonthName = () => {
  const d = new Date();
  const first = new Date(d.getFullYear(), d.getMonth() - 1, 1);
  return `${first.toLocaleString('en-US', { month: 'long' })} ${first.getFullYear()}`;
};

test('ST-01 ST-02 ST-05 last month\'s statement opens with its lines, and its CSV downloads', async ({ page }) => {
  await signInFresh(page, 'alex@demo.qube');
  await page.goto('/statements');
  await expect(page.getByRole('heading', { level: 1, name: 'Statements & Reports' })).toBeVisible();
  const name = lastMonthName();
  await page.getByRole('button', { name: `View ${name} statement` }).click();
  const viewer = page.getByRole('dialog').filter({ hasText: `${name} Statement` });
  await expect(viewer.getByText('Closing balance')).toBeVisible();
  await expect(viewer.getByRole('row').nth(1)).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), viewer.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^qube-statement-\d{4}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Date,Description,Qube,Amount,Balance');
  expect(csv).toContain('Closing balance');
});

test('ST-04 a monthly report shows money in and out and spending by qube', async ({ page }) => {
  await signInFresh(page, 'alex@demo.qube');
  await page.goto('/statements');
  await page.getByRole('tab', { name: 'Monthly Reports' }).click();
  const name = `${lastMonthName()} Report`;
  await page.getByRole('button', { name }).click();
  const report = page.getByRole('article', { name });
  await expect(report.getByText('Money out')).toBeVisible();
  await expect(report.getByRole('heading', { name: 'Spending by qube' })).toBeVisible();
});

test('ST-01 on company 2 casey opens last month\'s statement from /statements', async ({ page }) => {
  await page.goto('http://127.0.0.2:8080/');
  await new SignInPage(page).signIn('casey@demo.qube');
  await expect(page).toHaveURL('http://127.0.0.2:8080/manage-account');
  await page.goto('http://127.0.0.2:8080/statements');
  const name = lastMonthName();
  await page.getByRole('button', { name: `View ${name} statement` }).click();
  const viewer = page.getByRole('dialog').filter({ hasText: `${name} Statement` });
  await expect(viewer.getByText('Opening balance')).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).last().click();
  await expect(viewer).toBeHidden();
});
