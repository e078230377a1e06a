import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../pages/axe';
import { freshDemoUser } from '../pages/api';
import { SignInPage } from '../pages/SignInPage';

test('issue 25 §5: the Reports page shows the months side by side, filters by period and qube, and downloads what it shows', async ({ page }) => {
  const email = await freshDemoUser('alex@demo.qube');
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);

  // From the monthly reports' tab, then with the palette.
  await page.goto('/statements');
  await page.getByRole('tab', { name: 'Monthly Reports' }).click();
  await page.getByRole('link', { name: 'Compare months in Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const spending = page.getByRole('table', { name: 'Spent per month' });
  await expect(spending.getByRole('row', { name: /Groceries/ })).toBeVisible();
  await expectNoAxeViolations(page, 'reports');

  await page.getByRole('combobox', { name: 'Qube' }).selectOption({ label: 'Groceries' });
  await expect(spending.getByRole('row')).toHaveCount(2);
  const firstMonth = (await spending.getByRole('columnheader').nth(1).textContent()) ?? '';
  const firstSpent = (await spending.getByRole('row', { name: /Groceries/ }).getByRole('cell').first().textContent()) ?? '';
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const [header, first] = csv.split('\r\n');
  expect(header).toBe('Month,Money in,Money out,Spent: Groceries');
  expect(first?.startsWith(`${firstMonth},`)).toBe(true);
  expect(first?.endsWith(`,${firstSpent.replace(/[$,]/g, '')}`)).toBe(true);
});
