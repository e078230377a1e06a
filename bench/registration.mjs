// Issue 11 §5: the time from the landing to a finished registration, driven by Playwright as a person would go
// (Lite plan, virtual card, no deposit: nothing to pay), on the bench's own servers. Each step's time runs from the
// click on its Continue (or the landing's 'Get Started', the identity check's buttons, 'Open My Account') until the
// next page's heading is visible; the budget is 1 s per step. Typing and reading the code from the development outbox
// are outside the step times but inside the total.
import { API_URL, SHELL_URL } from './lib/servers.mjs';

const TIMEOUT = 30_000;
// The sandbox identity provider's passing test SSN (api/README.md "Registration sandbox").
const PASSING_SSN = '123-45-6789';

/** The consent choice made (necessary only), so the cookie banner does not cover the steps (as in the e2e suite). */
const consentCookie = {
  name: 'qube_consent', value: encodeURIComponent(JSON.stringify({ necessary: true, analytics: false, ads: false })),
  domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: true, sameSite: 'Lax',
};

/** The newest 5-digit code texted to `phone` (development outbox; QUBE_ENV=test). */
async function codeFor(phone) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${API_URL}/api/dev/outbox?to=${encodeURIComponent(phone)}`);
    const code = /code is (\d{5})/.exec((await res.json()).results?.[0]?.body ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code texted to ${phone}`);
}

/**
 * Registers one stranger from /register/begin to /dashboard. Returns { totalMs, steps: [{ step, ms }], slowestMs }.
 */
export async function timeRegistration(browser, { log = () => {} } = {}) {
  const context = await browser.newContext({ baseURL: SHELL_URL });
  await context.addCookies([consentCookie]);
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT);
  const digits = `${Date.now()}`.slice(-7);
  const phone = `(312) ${digits.slice(0, 3)}-${digits.slice(3)}`;
  const steps = [];
  /** Clicks `button` once it shows and measures until `next` (a locator) is visible. */
  const timed = async (step, button, next) => {
    // The clock starts when the person can click: the landing itself is still loading its area when goto() returns.
    await button.waitFor({ state: 'visible' });
    const start = performance.now();
    await button.click();
    await next.waitFor({ state: 'visible' });
    const ms = performance.now() - start;
    steps.push({ step, ms: Math.round(ms) });
    log(`  ${step}: ${Math.round(ms)} ms`);
  };
  const heading = (name) => page.getByRole('heading', { name, exact: true });
  const continueButton = () => page.getByRole('button', { name: 'Continue' });
  // The last questions are native selects (the steps are plain markup): an option by its words.
  const choose = (label, option) => page.getByLabel(label).selectOption({ label: option });
  try {
    const start = performance.now();
    await page.goto('/register/begin');
    await timed('landing → start', page.getByRole('button', { name: 'Get Started' }), heading("Let's get started"));
    await page.getByLabel('Legal First Name').fill('Bench');
    await page.getByLabel('Legal Last Name').fill('Mark');
    await page.getByLabel('Email').fill(`bench.${Date.now()}@example.test`);
    await page.getByLabel('Phone Number').pressSequentially(phone.replace(/\D/g, ''));
    await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
    await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
    await timed('start → phone', continueButton(), heading('Verify your phone'));
    await page.getByLabel('Verification Code').fill(await codeFor(phone));
    await timed('phone → delivery', continueButton(), heading('Your home address'));
    await page.getByLabel('Street Address').fill('1 Main St');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State').fill('TX');
    await page.getByLabel('Zip Code').fill('78701');
    await timed('delivery → identity', continueButton(), heading('Verify your identity'));
    await page.getByLabel('Date of Birth').fill('1990-04-12');
    await page.getByLabel('Social Security Number').fill(PASSING_SSN);
    await timed('identity → password', continueButton(), heading('Create a password'));
    await page.getByLabel('Password', { exact: true }).fill('Tangerine!Kite42');
    await page.getByLabel('Confirm Password').fill('Tangerine!Kite42');
    await timed('password → plans', continueButton(), heading('Choose your plan'));
    await page.getByRole('radio', { name: /^Lite/ }).check();
    await timed('plans → cards', continueButton(), heading('Your debit card'));
    await page.getByRole('radio', { name: 'Virtual card only (free)' }).check();
    await timed('cards → deposit', continueButton(), heading('Initial deposit'));
    await timed('deposit → summary', continueButton(), heading('Summary'));
    await timed('summary → identity check', continueButton(), heading('Identity check'));
    await timed('identity check → provider page', page.getByRole('button', { name: 'Verify My Identity' }), page.getByText('Sandbox identity provider'));
    await timed('provider page → last questions', page.getByRole('button', { name: 'Confirm' }), heading('A few last questions'));
    await choose('Main Source of Income', 'Employment');
    await choose('Annual Income', '$50,000 to $100,000');
    await page.getByLabel('What Do You Do for Work?').fill('Analyst');
    await choose('How Did You Hear About Qube?', 'A friend');
    await timed('Open My Account → dashboard', page.getByRole('button', { name: 'Open My Account' }), page.getByRole('heading', { name: 'Overview', level: 1 }));
    const totalMs = Math.round(performance.now() - start);
    return { totalMs, steps, slowestMs: Math.max(...steps.map((s) => s.ms)) };
  } finally {
    await context.close();
  }
}

/**
 * run.mjs's step (one line there): adds the budgets, runs one registration and records its figures. A step over 1 s
 * fails its budget; the total has none (typing is inside it).
 */
export async function benchRegistration(browser, { log, figures, details, budgets }) {
  Object.assign(budgets, {
    registrationSlowestStepMs: { label: 'Registration: slowest step, Continue to next page', unit: 'ms', text: '≤ 1000 ms', ok: (v) => v <= 1000 },
    registrationTotalMs: { label: 'Registration: landing to dashboard (Playwright, typing included)', unit: 'ms', text: '— (no budget)', ok: null },
  });
  const r = await timeRegistration(browser, { log });
  figures.registrationSlowestStepMs = r.slowestMs;
  figures.registrationTotalMs = r.totalMs;
  details.registration = r;
}
