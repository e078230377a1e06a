import { expect, request, test } from '@playwright/test';
import { accountIdOf, freshDemoUser } from '../pages/api';
import { expectNoAxeViolations } from '../pages/axe';
import { SignInPage } from '../pages/SignInPage';

/** Posts to a development-only direct-deposit route of the API (the sandbox network's side). */
async function devPost<T>(path: string, data: Record<string, unknown>, baseURL = 'http://127.0.0.1:8090'): Promise<T> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { 'X-API-Version': '15' } });
  try {
    const csrf = await context.get('/api/csrf/');
    const token = ((await csrf.json()) as { csrf_token: string }).csrf_token;
    const answer = await context.post(path, { data, headers: { 'X-CSRFToken': token } });
    if (!answer.ok()) throw new Error(`${path}: ${answer.status()} ${await answer.text()}`);
    return (await answer.json()) as T;
  } finally {
    await context.dispose();
  }
}

type Landed = { status: string; allocation: { to_qubes: string; to_cloud: string } | null };

/** Lands a sandbox direct deposit through the development-only route (the sandbox network's delivery). */
const landDirectDeposit = (accountId: number, payerName: string, amount: string, depositId?: string) =>
  devPost<Landed>('/api/dev/direct-deposits/', { account_id: accountId, payer_name: payerName, amount, ...(depositId ? { deposit_id: depositId } : {}) });

test('PAY-16 a paycheck rule set on Planning splits a sandbox direct deposit into qubes as it lands, live on the overview', async ({ page }) => {
  const email = await freshDemoUser('alex@demo.qube');
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);

  await page.goto('/planning');
  const card = page.getByRole('region', { name: 'Paycheck Rules' });
  await expect(card.getByText('No paycheck rule yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Add paycheck rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Paycheck Rule' });
  await expect(dialog).toBeVisible();

  // Keyboard and mouse alike: the payer, then a plan of two lines.
  await dialog.getByRole('textbox', { name: 'Payer name' }).fill('Acme Corp');
  await dialog.getByRole('combobox', { name: 'Line 1: qube' }).selectOption({ label: 'Groceries' });
  await dialog.getByRole('textbox', { name: 'Line 1: amount' }).fill('100');
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await dialog.getByRole('combobox', { name: 'Line 2: kind' }).selectOption({ label: 'Fill to budget' });
  await dialog.getByRole('combobox', { name: 'Line 2: qube' }).selectOption({ label: 'Dining Out' });

  // The preview beside the form: alex's last three paychecks from Acme Corp Payroll, split.
  const preview = dialog.getByRole('region', { name: 'Last three paychecks' });
  await expect(preview.getByRole('table')).toHaveCount(3);
  await expect(preview.getByRole('table').first()).toContainText('Acme Corp Payroll');
  await expect(preview.getByRole('table').first()).toContainText('Rest to Cloud');
  await expectNoAxeViolations(page, 'the Add Paycheck Rule dialog');

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your paycheck rule is saved.')).toBeVisible();
  await expect(card.getByRole('listitem', { name: 'Rule for Acme Corp' })).toContainText('$100.00 to Groceries');
  await expectNoAxeViolations(page, 'Planning with a paycheck rule');

  await page.goto('/dashboard');
  await expect(page.getByLabel('Groceries qube', { exact: true })).toContainText('$320.00');
  await expect(page.getByLabel('Dining Out qube', { exact: true })).toContainText('$80.00');

  const landed = await landDirectDeposit(await accountIdOf(email), 'ACME CORP PAYROLL', '2400.00');
  expect(landed).toMatchObject({ status: 'landed', allocation: { to_qubes: '170.00', to_cloud: '2230.00' } });

  // No reload: the overview follows the account's live update.
  await expect(page.getByLabel('Groceries qube', { exact: true })).toContainText('$420.00');
  await expect(page.getByLabel('Dining Out qube', { exact: true })).toContainText('$150.00');
});

test('ADR 0105 a paycheck whose delivery was lost lands at the reconciliation, once, live on the overview and in the notifications', async ({ page }) => {
  const email = await freshDemoUser('alex@demo.qube');
  const accountId = await accountIdOf(email);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);
  await page.goto('/dashboard');
  const cloud = page.getByText('Cloud', { exact: true }).locator('..');
  await expect(cloud).toContainText('$');
  const cents = async () => Math.round(Number((await cloud.innerText()).replace(/[^0-9.]/g, '')) * 100);
  const before = await cents();

  // The network takes the paycheck; its delivery never reaches us, and nothing lands.
  const lost = await landDirectDeposit(accountId, 'Lost Paycheck Co', '1500.00', `lost_e2e_${accountId}`);
  expect(lost).toMatchObject({ status: 'delivery_lost', allocation: null });
  await page.reload();
  await expect(cloud).toContainText('$');
  expect(await cents()).toBe(before);

  // The reconciliation reads the network's report and lands it: the overview follows without a reload.
  const found = await devPost<{ counts: { landed_late: number } }>('/api/dev/direct-deposits/reconcile', {});
  expect(found.counts.landed_late).toBeGreaterThanOrEqual(1);
  await expect.poll(cents).toBe(before + 150_000);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('$1500.00 from Lost Paycheck Co arrived in Cloud.')).toBeVisible();
  await page.keyboard.press('Escape');

  // A second reconciliation moves nothing.
  expect((await devPost<{ counts: { landed_late: number } }>('/api/dev/direct-deposits/reconcile', {})).counts.landed_late).toBe(0);
  await page.reload();
  await expect(cloud).toContainText('$');
  expect(await cents()).toBe(before + 150_000);
});
