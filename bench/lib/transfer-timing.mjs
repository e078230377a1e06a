// Time from Submit in the Internal Transfer to the new balance on the Overview behind the dialog,
// measured inside the page (performance.now() at the click, a MutationObserver for the balance), so
// Playwright's own round trips are not counted.
/* global document, MutationObserver */
import { SHELL_URL } from './servers.mjs';

const TIMEOUT = 30_000;
const cents = (text) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
const dollars = (c) => `$${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Runs one step of the dialog, naming it if it fails (a bare "locator.click: Timeout" said not which). */
async function step(label, action) {
  try {
    await action();
  } catch (error) {
    throw new Error(`${label}: ${error.message.split('\n')[0]}`, { cause: error });
  }
}

async function openTransfer(page) {
  const dialog = page.getByRole('dialog');
  await step('Move Money', () => page.getByRole('main').getByRole('button', { name: 'Move Money' }).click());
  await step('Internal Transfer', () => page.getByRole('list', { name: 'Ways to move money' }).getByRole('button', { name: /Internal Transfer/ }).click());
  await step('from Cloud', () => dialog.getByRole('button', { name: /^Cloud \$/ }).click());
  await step('to Groceries', () => dialog.getByRole('button', { name: /^Groceries \$/ }).click());
  await step('Amount', () => dialog.getByRole('textbox', { name: 'Amount' }).fill('1'));
  await step('Continue', () => dialog.getByRole('button', { name: 'Continue' }).click());
  await step('Submit shown', () => dialog.getByRole('button', { name: 'Submit' }).waitFor({ state: 'visible', timeout: TIMEOUT }));
}

/** Median of `runs` transfers of $1 from Cloud to Groceries, signed in as the bench's user. */
export async function timeSubmitToBalances(browser, storageState, runs) {
  const context = await browser.newContext({ baseURL: SHELL_URL, storageState });
  const page = await context.newPage();
  await page.goto('/dashboard');
  const card = page.getByLabel('Groceries qube', { exact: true });
  await card.waitFor({ state: 'visible', timeout: TIMEOUT });
  const times = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const balance = (await card.textContent()).match(/\$[\d,]+\.\d\d/)[0];
      const expected = dollars(cents(balance) + 100);
      await openTransfer(page);
      const ms = await page.evaluate(
        ({ expected, timeout }) =>
          new Promise((resolve, reject) => {
            const target = document.querySelector('[aria-label="Groceries qube"]');
            const submit = [...document.querySelectorAll('.ant-modal button')].find((b) => b.textContent.trim() === 'Submit');
            if (!target || !submit) return reject(new Error('no Groceries card or Submit button'));
            const start = performance.now();
            const check = () => {
              const card = document.querySelector('[aria-label="Groceries qube"]');
              if (card?.textContent.includes(expected)) {
                observer.disconnect();
                resolve(performance.now() - start);
              }
            };
            const observer = new MutationObserver(check);
            observer.observe(document.body, { subtree: true, childList: true, characterData: true });
            setTimeout(() => reject(new Error(`the balance never became ${expected}`)), timeout);
            submit.click();
          }),
        { expected, timeout: TIMEOUT },
      );
      times.push(ms);
      await step(`Okay after transfer ${i + 1}`, () => page.getByRole('dialog').getByRole('button', { name: 'Okay' }).click());
      await step('dialog closed', () => page.getByRole('dialog').waitFor({ state: 'hidden', timeout: TIMEOUT }));
    }
  } finally {
    await context.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, runs: times.map((t) => Math.round(t)) };
}
