import { expect, request, test } from '@playwright/test';
import { accountIdOf, freshDemoUser } from '../pages/api';
import { expectNoAxeViolations } from '../pages/axe';
import { SignInPage } from '../pages/SignInPage';

/** Lands a sandbox direct deposit through the development-only route (the sandbox network's delivery). */
async function landDirectDeposit(accountId: number, payerName: string, amount: string, baseURL = 'http://127.0.0.1:8090') {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { 'X-API-Version': '15' } });
  try {
    const csrf = await context.get('/api/csrf/');
    const token = ((await csrf.json()) as { csrf_token: string }).csrf_token;
    const landed = await context.post('/api/dev/direct-deposits/', { data: { account_id: accountId, payer_name: payerName, amount }, headers: { 'X-CSRFToken': token } });
    if (!landed.ok()) throw new Error(`Could not land a direct deposit: ${landed.status()} ${await landed.text()}`);
    return (await landed.json()) as { status: string; allocation: { to_qubes: string; to_cloud: string } | null };
  } finally {
    await context.dispose();
  }
}

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
