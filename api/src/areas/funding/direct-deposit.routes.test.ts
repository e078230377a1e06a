import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accounts, directDepositRequests, users } from '../../platform/db/schema';
import { createTestApi, setupTestApi } from '../../test/helpers';

const api = setupTestApi();

type Login = { token: string; accountId: number; email: string };
type Mail = { id: number; to: string; subject: string; body: string };
type Attachment = { id: number; filename: string; content_type: string; size: number; url: string };

const completed = (user: Login, body: Record<string, unknown> = {}) =>
  api.call('POST', '/api/direct/completed-form-request/', {
    token: user.token,
    body: {
      account_id: user.accountId, idempotency_key: crypto.randomUUID(), transfer_type: 1, deposit_entire_paycheck: true,
      employer_name: 'Acme Corp', is_employer: true, signature: 'Alex Rivera', ...body,
    },
  });
const blank = (user: Login, body: Record<string, unknown> = {}) =>
  api.call('POST', '/api/direct/blank-form-request/', { token: user.token, body: { account_id: user.accountId, ...body } });
const mailsTo = async (email: string) => (await api.call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`)).json().results as Mail[];
const attachmentsOf = async (mailId: number) => (await api.call('GET', `/api/dev/outbox/${mailId}/attachments/`)).json().results as Attachment[];
const accountOf = async (id: number) => (await api.database.db.select().from(accounts).where(eq(accounts.id, id)))[0];

/** The text a PDF shows: the literal strings of its Tj operators, escapes undone. */
const pdfText = (bytes: Buffer): string[] =>
  [...bytes.toString('latin1').matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) => (m[1] ?? '').replace(/\\([\\()])/g, '$1').replace(/\\(\d{3})/g, (_, o: string) => String.fromCharCode(parseInt(o, 8))));

/** Every xref entry points at the start of its object, as a reader expects. */
const xrefIsConsistent = (bytes: Buffer): boolean => {
  const text = bytes.toString('latin1');
  const start = Number(/startxref\n(\d+)/.exec(text)?.[1]);
  if (!text.startsWith('xref', start)) return false;
  const entries = [...text.slice(start).matchAll(/(\d{10}) 00000 n /g)].map((m) => Number(m[1]));
  return entries.length > 0 && entries.every((offset, i) => text.startsWith(`${i + 1} 0 obj`, offset));
};

describe('POST /direct/completed-form-request/ (API-47, MM-114 to MM-116)', () => {
  it('MM-116 API-47 records the form (201) and mails it to the person with the PDF holding the holder, the account and routing numbers, the employer and the amount', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const res = await completed(alex, { transfer_type: 3, deposit_entire_paycheck: false, deposit_amount_paycheck: '250.5', employer_name: 'Acme (West) Corp' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      account_id: alex.accountId, kind: 'completed', transfer_type: 3, deposit_entire_paycheck: false, deposit_percent_paycheck: null,
      deposit_amount_paycheck: '250.50', employer_name: 'Acme (West) Corp', is_employer: true, sent_to: alex.email,
    });
    const [mail] = await mailsTo(alex.email);
    expect(mail?.subject).toBe('Your Qube direct deposit form');
    const account = await accountOf(alex.accountId);
    expect(mail?.body).toContain(`Account number: ${account?.accountNumber}`);
    const [file] = await attachmentsOf(mail?.id ?? 0);
    expect(file).toMatchObject({ filename: 'qube-direct-deposit-form.pdf', content_type: 'application/pdf' });
    const pdf = await api.call('GET', file?.url ?? '');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.rawPayload.length).toBe(file?.size);
    expect(xrefIsConsistent(pdf.rawPayload)).toBe(true);
    expect(pdfText(pdf.rawPayload)).toEqual(expect.arrayContaining([
      'Direct Deposit Authorization',
      `Account holder: ${account?.fullName}`,
      `Account number: ${account?.accountNumber}`,
      `Routing number: ${account?.routingNumber}`,
      'Employer: Acme (West) Corp',
      'Deposit: $250.50 of each paycheck',
      'Signature: Alex Rivera',
      'Get paid up to 2 days early (subject to employer terms).',
    ]));
  });

  it('MM-115 words each type: entire paycheck, a percent, and another payer than an employer', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    expect((await completed(alex)).statusCode).toBe(201);
    expect((await completed(alex, { transfer_type: 2, deposit_entire_paycheck: false, deposit_percent_paycheck: 100, is_employer: false, employer_name: 'State Pension' })).statusCode).toBe(201);
    const mails = await mailsTo(alex.email);
    const texts = await Promise.all(mails.map(async (m) => {
      const [file] = await attachmentsOf(m.id);
      return pdfText((await api.call('GET', file?.url ?? '')).rawPayload);
    }));
    expect(texts[0]).toEqual(expect.arrayContaining(['Payer: State Pension', 'Deposit: 100% of each paycheck']));
    expect(texts[1]).toEqual(expect.arrayContaining(['Employer: Acme Corp', 'Deposit: Entire paycheck']));
  });

  it('API-33 API-47 a repeated idempotency_key answers the first result and records and mails once; other details under it → 422', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const key = crypto.randomUUID();
    const first = await completed(alex, { idempotency_key: key });
    const again = await completed(alex, { idempotency_key: key });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await mailsTo(alex.email)).toHaveLength(1);
    expect(await api.database.db.select().from(directDepositRequests).where(eq(directDepositRequests.accountId, alex.accountId))).toHaveLength(1);
    const other = await completed(alex, { idempotency_key: key, employer_name: 'Other Inc' });
    expect(other.statusCode).toBe(422);
    expect(other.json().fallback_message).toBe('This request was already made with different details.');
  });

  it.each([
    ['type 1 without deposit_entire_paycheck', { deposit_entire_paycheck: false }, 'deposit_entire_paycheck', 'Choose one way to deposit: the entire paycheck, a percent or an amount.'],
    ['type 1 with a percent too', { deposit_percent_paycheck: 50 }, 'deposit_percent_paycheck', 'Choose one way to deposit: the entire paycheck, a percent or an amount.'],
    ['type 2 with an amount too', { transfer_type: 2, deposit_entire_paycheck: false, deposit_percent_paycheck: 10, deposit_amount_paycheck: '5.00' }, 'deposit_amount_paycheck', 'Choose one way to deposit: the entire paycheck, a percent or an amount.'],
    ['type 2 without a percent', { transfer_type: 2, deposit_entire_paycheck: false }, 'deposit_percent_paycheck', 'This Field is required!'],
    ['a percent of 0', { transfer_type: 2, deposit_entire_paycheck: false, deposit_percent_paycheck: 0 }, 'deposit_percent_paycheck', 'Enter a percent from 1 to 100.'],
    ['a percent of 101', { transfer_type: 2, deposit_entire_paycheck: false, deposit_percent_paycheck: 101 }, 'deposit_percent_paycheck', 'Enter a percent from 1 to 100.'],
    ['type 3 without an amount', { transfer_type: 3, deposit_entire_paycheck: false }, 'deposit_amount_paycheck', 'This Field is required!'],
    ['an amount of 0', { transfer_type: 3, deposit_entire_paycheck: false, deposit_amount_paycheck: '0.00' }, 'deposit_amount_paycheck', 'Amount must be greater than 0.'],
    ['an amount of 12.345', { transfer_type: 3, deposit_entire_paycheck: false, deposit_amount_paycheck: '12.345' }, 'deposit_amount_paycheck', 'Enter a valid amount.'],
    ['an amount above the maximum', { transfer_type: 3, deposit_entire_paycheck: false, deposit_amount_paycheck: '50000.01' }, 'deposit_amount_paycheck', 'Amount cannot be more than $50,000.00.'],
    ['no employer', { employer_name: '   ' }, 'employer_name', 'This Field is required!'],
    ['no signature', { signature: '' }, 'signature', 'This Field is required!'],
  ])('MM-115 refuses %s with a 400 naming the field', async (_name, body, field, message) => {
    const alex = await api.freshLogin('alex@demo.qube');
    const res = await completed(alex, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await mailsTo(alex.email)).toHaveLength(0);
  });

  it('API-47 malformed bodies and ids answer 4xx with a fallback_message, never 5xx', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const probes: unknown[] = [
      null, 'text', [], {}, { account_id: 0 }, { account_id: -1 }, { account_id: '1 OR 1=1' },
      { account_id: 'x', idempotency_key: 'k', transfer_type: 1, employer_name: 'A', is_employer: true, signature: 'S' },
      { account_id: 2147483648, idempotency_key: 'k', transfer_type: 1, employer_name: 'A', is_employer: true, signature: 'S' },
      { account_id: alex.accountId, idempotency_key: 'k', transfer_type: 4, employer_name: 'A', is_employer: true, signature: 'S' },
      { account_id: alex.accountId, idempotency_key: 'k', transfer_type: 3, deposit_amount_paycheck: '1e400', employer_name: 'A', is_employer: true, signature: 'S' },
      { account_id: alex.accountId, idempotency_key: 'k', transfer_type: 3, deposit_amount_paycheck: 1e300, employer_name: 'A', is_employer: true, signature: 'S' },
      { account_id: alex.accountId, idempotency_key: 'k', transfer_type: 2, deposit_percent_paycheck: 99999999999, employer_name: 'A', is_employer: true, signature: 'S' },
      { account_id: alex.accountId, idempotency_key: 'k', transfer_type: 2, deposit_percent_paycheck: 10.5, employer_name: 'A', is_employer: true, signature: 'S' },
      { account_id: alex.accountId, idempotency_key: 'k', transfer_type: 1, deposit_entire_paycheck: true, employer_name: 'A'.repeat(101), is_employer: true, signature: 'S' },
      { account_id: alex.accountId, idempotency_key: '', transfer_type: 1, deposit_entire_paycheck: true, employer_name: 'A', is_employer: true, signature: 'S' },
      { account_id: alex.accountId, idempotency_key: 'k', transfer_type: 1, deposit_entire_paycheck: true, employer_name: 'A', is_employer: true, signature: 'S', extra: 1 },
    ];
    for (const body of probes) {
      for (const path of ['/api/direct/completed-form-request/', '/api/direct/blank-form-request/']) {
        const res = await api.call('POST', path, { token: alex.token, body });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(typeof res.json().fallback_message).toBe('string');
      }
    }
  });

  it('API-47 reaches only the person\'s own accounts (404) and not limited users (403 with the Get Debit Card sentence) nor without ACH in', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const lee = await api.freshLogin('lite@demo.qube');
    const other = await completed(alex, { account_id: lee.accountId });
    expect(other.statusCode).toBe(404);
    expect(other.json().fallback_message).toBe('Account not found.');
    expect((await blank(alex, { account_id: lee.accountId })).statusCode).toBe(404);
    const limited = await api.freshLogin('limited@demo.qube');
    const denied = await blank(limited);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().fallback_message).toBe('Get your Qube debit card to move money in and out of Qube.');
    const [row] = await api.database.db.select().from(users).where(eq(users.email, alex.email));
    await api.database.db.update(users).set({ featureFlags: { ...row?.featureFlags, web_move_money_ach_in: false } }).where(eq(users.email, alex.email));
    expect((await completed(alex)).statusCode).toBe(403);
    expect((await api.call('POST', '/api/direct/blank-form-request/', { body: { account_id: alex.accountId } })).statusCode).toBe(401);
  });

  it('API-47 counts forms per hour: the 11th completed form in an hour answers 429 with a fallback_message', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    for (let i = 0; i < 10; i += 1) expect((await completed(alex)).statusCode).toBe(201);
    const over = await completed(alex);
    expect(over.statusCode).toBe(429);
    expect(over.json().fallback_message).toBe('You asked for many forms in the last hour. Please try again later.');
    // An hour later the allowance is back (the rows are moved back in time: moving the clock would end the session).
    await api.database.db.update(directDepositRequests).set({ createdAt: new Date(Date.now() - 61 * 60 * 1000) }).where(eq(directDepositRequests.accountId, alex.accountId));
    expect((await completed(alex)).statusCode).toBe(201);
  });
});

describe('POST /direct/blank-form-request/ (MM-117, API-47)', () => {
  it('MM-117 API-47 records the request (201) and mails a blank form with the account and routing numbers, as a PDF', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const res = await blank(alex);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ account_id: alex.accountId, kind: 'blank', transfer_type: null, sent_to: alex.email });
    const account = await accountOf(alex.accountId);
    const [mail] = await mailsTo(alex.email);
    expect(mail?.body).toContain(`Routing number: ${account?.routingNumber}`);
    const [file] = await attachmentsOf(mail?.id ?? 0);
    expect(file?.filename).toBe('qube-direct-deposit-blank-form.pdf');
    const text = pdfText((await api.call('GET', file?.url ?? '')).rawPayload);
    expect(text).toEqual(expect.arrayContaining([`Account number: ${account?.accountNumber}`, `Routing number: ${account?.routingNumber}`]));
  });

  it('API-47 allows 5 blank forms an hour (then 429)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    for (let i = 0; i < 5; i += 1) expect((await blank(alex)).statusCode).toBe(201);
    expect((await blank(alex)).statusCode).toBe(429);
  });
});

describe('development outbox attachments', () => {
  it('answers 404 for an attachment or message that does not exist, and 4xx for a malformed id', async () => {
    expect((await api.call('GET', '/api/dev/outbox/attachments/2147483647/')).statusCode).toBe(404);
    expect((await api.call('GET', '/api/dev/outbox/2147483647/attachments/')).json()).toEqual({ results: [] });
    for (const id of ['0', '-1', 'x', '2147483648', '1.5']) {
      const res = await api.call('GET', `/api/dev/outbox/attachments/${id}/`);
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('production mode', () => {
  it('has no outbox attachment routes: they answer 404', async () => {
    const production = await createTestApi({ app: { env: 'production', mailer: { send: async () => undefined } } });
    try {
      for (const url of ['/api/dev/outbox/1/attachments/', '/api/dev/outbox/attachments/1/']) {
        const res = await production.call('GET', url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ fallback_message: 'Not found.', code: 'not_found' });
      }
    } finally {
      await production.close();
    }
  }, 60_000);
});

describe('GET /direct/availability/ (the dialog asks before it shows the numbers)', () => {
  it('MM-112 answers available with a direct-deposit network (the sandbox here), and only to a signed-in person', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const res = await api.call('GET', '/api/direct/availability/', { token: alex.token });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: { available: true, fallback_message: null } });
    expect((await api.call('GET', '/api/direct/availability/')).statusCode).toBe(401);
  });
});
