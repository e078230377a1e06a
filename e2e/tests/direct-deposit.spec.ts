import { expect, request, test, type Page } from '@playwright/test';
import { freshDemoUser } from '../pages/api';
import { expectNoAxeViolations } from '../pages/axe';
import { SignInPage } from '../pages/SignInPage';

const API = 'http://127.0.0.1:8090';

async function signIn(page: Page, email: string) {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signInAndWait(email);
}

/** The newest outbox mail to `to` and the bytes of its first attachment (development outbox). */
async function newestMailWithAttachment(to: string) {
  const context = await request.newContext({ baseURL: API });
  try {
    for (let tries = 0; tries < 40; tries += 1) {
      const mails = ((await (await context.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { results: { id: number; subject: string; body: string }[] }).results;
      const mail = mails[0];
      if (mail) {
        const files = ((await (await context.get(`/api/dev/outbox/${mail.id}/attachments/`)).json()) as { results: { filename: string; content_type: string; url: string }[] }).results;
        const file = files[0];
        if (file) return { mail, file, bytes: Buffer.from(await (await context.get(file.url)).body()) };
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`No mail with an attachment to ${to}`);
  } finally {
    await context.dispose();
  }
}

test("MM-112 MM-113 MM-115 MM-116 MM-118 API-47 a person fills out the direct deposit form and finds the PDF in the outbox", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = await freshDemoUser('alex@demo.qube');
  await signIn(page, email);
  await page.getByRole('main').getByRole('button', { name: 'Move Money' }).click();
  await page.getByRole('list', { name: 'Ways to move money' }).getByRole('button', { name: /Direct Deposit/ }).click();

  const info = page.getByRole('dialog', { name: 'Direct Deposit' });
  await expect(info.getByText('Routing number')).toBeVisible();
  await expectNoAxeViolations(page, 'Direct Deposit, account info');
  await info.getByRole('button', { name: 'Copy routing number' }).click();
  await expect(page.getByText('Copied to clipboard!')).toBeVisible();
  await info.getByRole('button', { name: 'Fill Out Form' }).click();

  const form = page.getByRole('dialog', { name: 'Direct Deposit Form' });
  await expect(form.getByText('Get paid up to 2 days early (subject to employer terms).')).toBeVisible();
  await form.getByRole('radio', { name: 'A partial amount' }).check();
  await form.getByRole('textbox', { name: 'Amount per paycheck' }).fill('250');
  await form.getByLabel('Employer or payer name').fill('Acme Corp');
  await form.getByLabel('Signature').fill('Alex Rivera');
  await expectNoAxeViolations(page, 'Direct Deposit, form');
  await form.getByRole('button', { name: 'Submit' }).click();

  const done = page.getByRole('dialog', { name: "You've Got Mail!" });
  await expect(done.getByText(email)).toBeVisible();
  const { mail, file, bytes } = await newestMailWithAttachment(email);
  expect(mail.subject).toBe('Your Qube direct deposit form');
  expect(file).toMatchObject({ filename: 'qube-direct-deposit-form.pdf', content_type: 'application/pdf' });
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.4')).toBe(true);
  expect(text).toContain('(Employer: Acme Corp) Tj');
  expect(text).toContain('(Deposit: $250.00 of each paycheck) Tj');
  expect(text).toMatch(/\(Routing number: \d{9}\) Tj/);
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(done).toBeHidden();
});

test("MM-135 MM-136 a person opens the card dialog from the Overview and sees their card; details show only when asked", async ({ page }) => {
  const email = await freshDemoUser('alex@demo.qube');
  await signIn(page, email);
  await page.getByRole('main').getByRole('button', { name: 'Qube Card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Qube Card Number' });
  const card = dialog.getByRole('figure', { name: 'Qube card' });
  await expect(card.getByText(/^•••• •••• •••• \d{4}$/)).toBeVisible();
  await expect(card.getByRole('img', { name: 'Qube card design' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Show card details' }).click();
  await expect(card.getByText(/^4000 00\d\d \d{4} \d{4}$/)).toBeVisible();
  await expect(card.getByText(/^CVV \d{3}$/)).toBeVisible();
  await expectNoAxeViolations(page, 'Qube Card Number');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
});
