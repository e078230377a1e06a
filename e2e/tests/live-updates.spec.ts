import { expect, test } from '@playwright/test';
import { freshDemoUser } from '../pages/api';
import { MoveMoneyDialog } from '../pages/MoveMoneyDialog';
import { SignInPage } from '../pages/SignInPage';

test('API-28 a transfer in one tab reaches another tab of the same person through the shell\'s live-updates socket, opened with a ticket, not the token', async ({ page, context }) => {
  const email = await freshDemoUser('alex@demo.qube');
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait(email);

  const other = await context.newPage();
  const sockets: string[] = [];
  other.on('websocket', (socket) => sockets.push(socket.url()));
  await other.goto('/dashboard');
  await expect(other.getByLabel('Groceries qube', { exact: true })).toContainText('$320.00');
  await expect.poll(() => sockets.length).toBe(1);
  expect(sockets[0]).toMatch(/\/api\/accounts\/\d+\/updates\/\?ticket=[0-9a-f]{64}&company=1$/);
  // The second tab resumed from the cookies: its token is the HttpOnly session cookie, never in the socket URL.
  const token = (await context.cookies()).find((cookie) => cookie.name === '__Host-qube_token')?.value;
  expect(token).toMatch(/^[0-9a-f]{64}$/);
  expect(sockets[0]).not.toContain(token);

  await page.bringToFront();
  await new MoveMoneyDialog(page).openFromOverview();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Cloud \$2,500\.00/ }).click();
  await dialog.getByRole('button', { name: /^Groceries \$320\.00/ }).click();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('30');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Internal Transfer Submitted')).toBeVisible();

  // The other tab was not reloaded: its balances follow the push.
  await expect(other.getByLabel('Groceries qube', { exact: true })).toContainText('$350.00');
  await expect(other.getByText('$2,470.00')).toBeVisible();
});
