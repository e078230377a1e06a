import { expect, test, type Page } from '@playwright/test';
import { recordCspViolations } from '../pages/cspViolations';
import { MoveMoneyDialog } from '../pages/MoveMoneyDialog';
import { SignInPage } from '../pages/SignInPage';

/** The month before today's, as the statements page names it ('October 2026'). */
const lastMonthName = () => {
  const d = new Date();
  const first = new Date(d.getFullYear(), d.getMonth() - 1, 1);
  return `${first.toLocaleString('en-US', { month: 'long' })} ${first.getFullYear()}`;
};

async function signIn(page: Page) {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signInAndWait('alex@demo.qube');
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('the page servers send an enforced CSP that names the remotes of the deployment manifest', async ({ page }) => {
  const response = await page.goto('/dashboard');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy-report-only']).toBeUndefined();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
  for (const port of [8081, 8082, 8083, 8084, 8085]) expect(csp).toContain(`http://localhost:${port}`);
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).toContain('ws://localhost:8080');
  expect(headers['x-frame-options']).toBe('DENY');
});

test('the whole site works under its CSP: no violation from sign-in to the Move Money dialog', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(heading(page, 'Overview')).toBeVisible();
  await expect(page.getByLabel('Groceries qube', { exact: true })).toContainText('$');

  for (const [path, name] of [
    ['/qubes', 'Qubes'],
    ['/activity', 'Activity'],
    ['/planning', 'Planning'],
    ['/statements', 'Statements & Reports'],
  ] as const) {
    await page.goto(path);
    await expect(heading(page, name)).toBeVisible();
  }

  // A statement opens in the viewer; its print frame (an iframe with the document as srcdoc) loads
  // under the page's policy (it is 0×0, so attached is what can be seen). print() itself is stubbed:
  // a headless browser has no dialog to close.
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await page.reload();
  const month = lastMonthName();
  await page.getByRole('button', { name: `View ${month} statement` }).click();
  const viewer = page.getByRole('dialog').filter({ hasText: `${month} Statement` });
  await expect(viewer.getByText('Closing balance')).toBeVisible();
  await viewer.getByRole('button', { name: 'Print or Save as PDF' }).click();
  await expect(page.frameLocator('iframe[title="Print preview"]').getByText('Closing balance').first()).toBeAttached();

  await page.goto('/dashboard');
  const moveMoney = new MoveMoneyDialog(page);
  await moveMoney.openFromOverview();
  await expect(moveMoney.dialog).toBeVisible();

  expect(violations()).toEqual([]);
});

test('a remote’s own page works under its CSP (its own origin only)', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await signIn(page);
  const response = await page.goto('http://localhost:8083/planning');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
  await expect(heading(page, 'Planning')).toBeVisible();
  expect(violations()).toEqual([]);
});
