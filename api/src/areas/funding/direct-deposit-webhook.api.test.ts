/**
 * Direct deposits in production (issue 25 §3, ADR 0098): the bank partner's signed webhook. Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL (real concurrency: each concurrent delivery gets its own connection).
 */
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { openPostgres } from '../../platform/db/client';
import { readConfig } from '../../platform/config';
import { ConfigError } from '../../platform/configError';
import { accounts, activities, directDeposits, ledgerEntries, paycheckRuns, qubes } from '../../platform/db/schema';
import { directDepositNetworkById } from '../../platform/providers/directDeposit/provider';
import { signatureHeader } from '../../platform/providers/directDeposit/webhookSignature';
import { isoDate } from '../../platform/dates';
import { callerOf, ledgerViolations, setupTestApi } from '../../test/helpers';
import { accountNumbersOf } from './directDeposits';

const SECRET = 'whsec-test-0123456789abcdef0123456789abcdef';
const WEBHOOK_ENV = { QUBE_DIRECT_DEPOSIT_PROVIDER: 'webhook', QUBE_DIRECT_DEPOSIT_WEBHOOK_SECRET: SECRET, QUBE_DIRECT_DEPOSIT_REPORT_URL: 'https://partner.example/credits' };
const URL = '/api/webhooks/direct-deposits/';
const INVALID = { fallback_message: 'Invalid signature.', code: 'invalid_signature' };

const api = setupTestApi({ processEnv: WEBHOOK_ENV });
afterEach(() => api.clock.reset());

type Delivery = { deposit_id: string; routing_number: string; account_number: string; payer_name: string; amount: string; effective_date: string };
type SendOptions = { secret?: string; at?: number; header?: string | null; contentType?: string; raw?: string };

const unixNow = () => Math.floor(api.clock.now().getTime() / 1000);
const today = () => isoDate(api.clock.now());

/** A delivery as the partner sends it: no session, cookie, CSRF or API version header; the raw body signed. */
const send = (body: unknown, options: SendOptions = {}) => {
  const raw = options.raw ?? JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': options.contentType ?? 'application/json' };
  const header = options.header === undefined ? signatureHeader(options.secret ?? SECRET, options.at ?? unixNow(), raw) : options.header;
  if (header !== null) headers['qube-signature'] = header;
  return api.app.inject({ method: 'POST', url: URL, headers, payload: raw });
};

/** A fresh copy of alex (its own random account number) and a credit addressed to it. */
const account = async () => {
  const login = await api.freshLogin('alex@demo.qube');
  const numbers = await accountNumbersOf(api.database.db, login.accountId);
  const credit = (depositId: string, extra: Partial<Delivery> = {}): Delivery => ({
    deposit_id: depositId, routing_number: numbers.routingNumber, account_number: numbers.accountNumber,
    payer_name: 'Acme Corp Payroll', amount: '2400.00', effective_date: today(), ...extra,
  });
  return { ...login, numbers, credit };
};

const cloudCents = async (accountId: number) => {
  const { rows } = (await api.database.db.execute(sql`select coalesce(sum(amount), 0)::text as total from ledger_entries where account_id = ${accountId} and counterparty is null and qube_id is null`)) as unknown as { rows: { total: string }[] };
  return Math.round(Number(rows[0]?.total ?? '0') * 100);
};
const depositRows = (depositId: string) => api.database.db.select().from(directDeposits).where(eq(directDeposits.providerDepositId, depositId));
const ledgerRowCount = async (accountId: number) => (await api.database.db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId))).length;

describe('the direct-deposit webhook (ADR 0098)', () => {
  it('PAY-30 a signed delivery lands once in Cloud against the webhook clearing, runs the paycheck rule, and a repeat moves nothing; no cookie or CSRF is asked or set', async () => {
    const alex = await account();
    const [rent] = await api.database.db.select({ id: qubes.id }).from(qubes).where(and(eq(qubes.accountId, alex.accountId), eq(qubes.name, 'Rent')));
    const saved = await api.call('POST', `/api/accounts/${alex.accountId}/paycheck-rules/`, { token: alex.token, body: { payer_name: 'acme corp', lines: [{ kind: 'fixed', qube_id: rent?.id ?? 0, amount: '600' }] } });
    expect(saved.statusCode).toBe(201);
    const cloudBefore = await cloudCents(alex.accountId);

    const first = await send(alex.credit('acme-2026-001', { payer_name: '  ACME   Corp Payroll ' }));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'landed', deposit_id: 'acme-2026-001' });
    expect(first.headers['set-cookie']).toBeUndefined();
    const [row] = await depositRows('acme-2026-001');
    expect(row).toMatchObject({ accountId: alex.accountId, provider: 'webhook', payerName: 'ACME Corp Payroll', amount: '2400.00', effectiveDate: today() });
    const entries = await api.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.activityId, row?.activityId ?? 0));
    const movement = await api.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.movementId, entries[0]?.movementId ?? 0));
    expect(movement.map((e) => [e.amount, e.counterparty]).sort()).toEqual([['-2400.00', 'clearing:direct_deposit_webhook'], ['2400.00', null]]);
    // The rule ran on it: 600.00 to Rent, the rest stayed in Cloud.
    const runs = await api.database.db.select().from(paycheckRuns).where(eq(paycheckRuns.depositActivityId, row?.activityId ?? 0));
    expect(runs.map((r) => [r.toQubes, r.toCloud])).toEqual([['600.00', '1800.00']]);
    expect(await cloudCents(alex.accountId) - cloudBefore).toBe(180000);

    const again = await send(alex.credit('acme-2026-001', { payer_name: '  ACME   Corp Payroll ' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'already_landed', deposit_id: 'acme-2026-001' });
    expect(await depositRows('acme-2026-001')).toHaveLength(1);
    expect(await cloudCents(alex.accountId) - cloudBefore).toBe(180000);
    expect(await api.database.db.select().from(paycheckRuns).where(eq(paycheckRuns.accountId, alex.accountId))).toHaveLength(1);
    expect(await ledgerViolations(api.database.db)).toEqual({ unbalanced: [], emptyMovements: 0, driftedBalances: 0 });
  });

  it('PAY-31 five concurrent deliveries of one deposit land it once and allocate it once', async () => {
    const alex = await account();
    const [rent] = await api.database.db.select({ id: qubes.id }).from(qubes).where(and(eq(qubes.accountId, alex.accountId), eq(qubes.name, 'Rent')));
    await api.call('POST', `/api/accounts/${alex.accountId}/paycheck-rules/`, { token: alex.token, body: { payer_name: 'Acme', lines: [{ kind: 'fixed', qube_id: rent?.id ?? 0, amount: '100' }] } });
    const cloudBefore = await cloudCents(alex.accountId);
    const credit = alex.credit('acme-race-1', { amount: '1000.00' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(credit)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.json().status).sort()).toEqual(['already_landed', 'already_landed', 'already_landed', 'already_landed', 'landed']);
    expect(await depositRows('acme-race-1')).toHaveLength(1);
    expect(await api.database.db.select().from(paycheckRuns).where(eq(paycheckRuns.accountId, alex.accountId))).toHaveLength(1);
    expect(await cloudCents(alex.accountId) - cloudBefore).toBe(90000);
    expect(await ledgerViolations(api.database.db)).toEqual({ unbalanced: [], emptyMovements: 0, driftedBalances: 0 });
  });

  // Two API instances on one PostgreSQL database (the scale-out path): PGlite has one process per data folder.
  (process.env.TEST_DATABASE_URL ? it : it.skip)('PAY-38 the same delivery at two instances at once lands once and is allocated once', async () => {
    if (!api.databaseUrl) throw new Error('expected a PostgreSQL test database');
    const database = await openPostgres(api.databaseUrl);
    const other = await buildApp(database, { env: 'test', now: api.clock.now, processEnv: WEBHOOK_ENV });
    try {
      const alex = await account();
      const [rent] = await api.database.db.select({ id: qubes.id }).from(qubes).where(and(eq(qubes.accountId, alex.accountId), eq(qubes.name, 'Rent')));
      await api.call('POST', `/api/accounts/${alex.accountId}/paycheck-rules/`, { token: alex.token, body: { payer_name: 'Acme', lines: [{ kind: 'fixed', qube_id: rent?.id ?? 0, amount: '250' }] } });
      const raw = JSON.stringify(alex.credit('acme-two-instances'));
      const headers = { 'content-type': 'application/json', 'qube-signature': signatureHeader(SECRET, unixNow(), raw) };
      const answers = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => (i % 2 === 0 ? api.app : other).inject({ method: 'POST', url: URL, headers, payload: raw })));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(answers.filter((a) => a.json().status === 'landed')).toHaveLength(1);
      expect(await depositRows('acme-two-instances')).toHaveLength(1);
      expect((await api.database.db.select().from(paycheckRuns).where(eq(paycheckRuns.accountId, alex.accountId))).map((r) => r.toQubes)).toEqual(['250.00']);
      expect(await ledgerViolations(api.database.db)).toEqual({ unbalanced: [], emptyMovements: 0, driftedBalances: 0 });
    } finally {
      await other.close();
      await database.close();
    }
  });

  it('PAY-32 a wrong secret, a tampered body, a missing or malformed header, an old or a future timestamp answer 401 alike, and nothing lands', async () => {
    const alex = await account();
    const ledgerBefore = await ledgerRowCount(alex.accountId);
    const credit = alex.credit('acme-forged-1');
    const raw = JSON.stringify(credit);
    const signedRaw = signatureHeader(SECRET, unixNow(), raw);
    const refused = [
      await send(credit, { secret: 'another-secret-0123456789abcdef0123456789' }),
      // Signed, then changed on the way: the amount, or one byte of whitespace.
      await send(null, { raw: raw.replace('2400.00', '9400.00'), header: signedRaw }),
      await send(null, { raw: `${raw} `, header: signedRaw }),
      await send(credit, { header: null }),
      await send(credit, { header: '' }),
      await send(credit, { header: 'v1=abc' }),
      await send(credit, { header: `t=${unixNow()}` }),
      await send(credit, { header: `t=${unixNow()},v1=${'0'.repeat(64)}` }),
      await send(credit, { at: unixNow() - 301 }),
      await send(credit, { at: unixNow() + 301 }),
      // No body at all: it never reaches the parser, and is refused the same.
      await api.app.inject({ method: 'POST', url: URL }),
    ];
    for (const res of refused) {
      expect([res.statusCode, res.json()]).toEqual([401, INVALID]);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await depositRows('acme-forged-1')).toEqual([]);
    expect(await ledgerRowCount(alex.accountId)).toBe(ledgerBefore);
    // Within the 5 minutes either way it lands; a second v1 (the partner rotating its secret) may be the one that matches.
    expect((await send(alex.credit('acme-early-1'), { at: unixNow() + 290 })).json().status).toBe('landed');
    const rotated = JSON.stringify(alex.credit('acme-rotated-1'));
    const t = unixNow() - 290;
    const both = `${signatureHeader('old-secret-0123456789abcdef0123456789ab', t, rotated)},${signatureHeader(SECRET, t, rotated).split(',')[1]}`;
    expect((await send(null, { raw: rotated, header: both })).json().status).toBe('landed');
  });

  it('PAY-33 a signed malformed, huge or wrong-typed body answers 400 (413 when huge) with the field messages, and the server keeps answering', async () => {
    const alex = await account();
    const ledgerBefore = await ledgerRowCount(alex.accountId);
    const malformed = await send(null, { raw: '{"deposit_id": "x",' });
    expect([malformed.statusCode, malformed.json()]).toEqual([400, { fallback_message: 'The body is not valid JSON.', code: 'invalid_json' }]);
    expect((await send(null, { raw: '{"__proto__": {"admin": true}, "deposit_id": "p"}' })).statusCode).toBe(400);
    const huge = await send(alex.credit('acme-huge-1', { payer_name: 'x'.repeat(20_000) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().fallback_message).toEqual(expect.any(String));
    const notJson = await send(null, { raw: 'deposit_id=x', contentType: 'application/x-www-form-urlencoded' });
    expect([notJson.statusCode, notJson.json().code]).toEqual([415, 'unsupported_media_type']);
    // Never coerced: a number is not money here (no floats), and a long account number as a number would be rounded.
    const typed = JSON.stringify({ ...alex.credit('acme-types-1'), amount: 2400, account_number: 0, routing_number: null, payer_name: ['x'] });
    const wrongTypes = await send(null, { raw: typed.replace('"account_number":0', '"account_number":40012100000012345') });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().fields).toEqual({ amount: 'Must be a JSON string.', account_number: 'Must be a JSON string.', routing_number: 'Must be a JSON string.', payer_name: 'Must be a JSON string.' });
    expect((await send([alex.credit('acme-array-1')])).statusCode).toBe(400);
    const missing = await send({ deposit_id: 'acme-missing-1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({ routing_number: 'This Field is required!' });
    const badValues = await send({ deposit_id: 'no spaces allowed', routing_number: '12345678', account_number: '12 34', payer_name: ' ', amount: '12.345', effective_date: '2026-02-30' });
    expect(badValues.statusCode).toBe(400);
    expect(badValues.json().fields).toEqual({
      deposit_id: 'Must be 1 to 100 letters, digits, or . _ : - (starting with a letter or digit).',
      routing_number: 'Must be 9 digits.',
      account_number: 'Must be 1 to 17 letters, digits or hyphens.',
      payer_name: 'This Field is required!',
      amount: 'Enter a valid amount.',
      effective_date: 'Enter a valid date (YYYY-MM-DD).',
    });
    const amounts = await Promise.all(['0.00', '-5.00', '100000000.00', '1e3', ' '].map((amount) => send(alex.credit('acme-amount', { amount }))));
    expect(amounts.map((res) => res.json().fields?.amount)).toEqual(['Amount must be greater than 0.', 'Amount must be greater than 0.', 'Amount must be at most 99999999.99.', 'Enter a valid amount.', 'This Field is required!']);
    expect((await send(alex.credit('acme-old', { effective_date: '2001-01-01' }))).json().fields).toEqual({ effective_date: 'Must be within the last year or the next 7 days.' });
    expect(await ledgerRowCount(alex.accountId)).toBe(ledgerBefore);
    // Still answering, and a well-formed credit lands; a field the partner added later is ignored.
    expect((await send({ ...alex.credit('acme-after-1'), trace_number: '084106760000001' })).json()).toEqual({ status: 'landed', deposit_id: 'acme-after-1' });
  });

  it('PAY-40 a deposit id delivered again with another amount, payer or account is refused (409 deposit_mismatch) and moves nothing', async () => {
    const alex = await account();
    const other = await account();
    expect((await send(alex.credit('acme-mismatch-1'))).json().status).toBe('landed');
    const before = await cloudCents(alex.accountId);
    const rows = await ledgerRowCount(alex.accountId);
    const otherRows = await ledgerRowCount(other.accountId);
    const variants = [
      alex.credit('acme-mismatch-1', { amount: '2400.01' }),
      alex.credit('acme-mismatch-1', { payer_name: 'Another Payroll' }),
      { ...other.credit('acme-mismatch-1') },
    ];
    for (const variant of variants) {
      const answer = await send(variant);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'deposit_mismatch', fallback_message: 'This deposit id was delivered before with another account, amount or payer.' });
    }
    expect(await cloudCents(alex.accountId)).toBe(before);
    expect(await ledgerRowCount(alex.accountId)).toBe(rows);
    expect(await ledgerRowCount(other.accountId)).toBe(otherRows);
    expect(await depositRows('acme-mismatch-1')).toHaveLength(1);
    // The true repeat still answers as before.
    expect((await send(alex.credit('acme-mismatch-1'))).json()).toEqual({ status: 'already_landed', deposit_id: 'acme-mismatch-1' });
  });

  it('PAY-34 a credit addressed to no account, or to numbers several accounts share, is returned (422) and recorded nowhere', async () => {
    const alex = await account();
    // Another account given alex's numbers: which one is meant cannot be known, so neither gets it.
    const other = await api.freshLogin('alex@demo.qube');
    await api.database.db.update(accounts).set({ accountNumber: alex.numbers.accountNumber, routingNumber: alex.numbers.routingNumber }).where(eq(accounts.id, other.accountId));
    const activityCount = async (accountId: number) => (await api.database.db.select({ id: activities.id }).from(activities).where(eq(activities.accountId, accountId))).length;
    const before = [await activityCount(alex.accountId), await activityCount(other.accountId), await ledgerRowCount(alex.accountId), await ledgerRowCount(other.accountId)];
    const nobody = await send(alex.credit('acme-nobody-1', { account_number: '99999999999999999' }));
    expect([nobody.statusCode, nobody.json()]).toEqual([422, { status: 'returned', reason: 'no_account' }]);
    const shared = await send(alex.credit('acme-shared-1'));
    expect([shared.statusCode, shared.json()]).toEqual([422, { status: 'returned', reason: 'ambiguous_account' }]);
    expect(await depositRows('acme-nobody-1')).toEqual([]);
    expect(await depositRows('acme-shared-1')).toEqual([]);
    expect([await activityCount(alex.accountId), await activityCount(other.accountId), await ledgerRowCount(alex.accountId), await ledgerRowCount(other.accountId)]).toEqual(before);
    const { rows } = (await api.database.db.execute(sql`select count(*)::int as n from ledger_entries where counterparty = 'clearing:direct_deposit_webhook' and account_id in (${alex.accountId}, ${other.accountId})`)) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(0);
  });

  it('PAY-35 bad-signature deliveries are counted by the webhook\'s own rate limit before their body is read', async () => {
    const key = 'direct-deposit-webhook:ip:127.0.0.1';
    const hits = async () => {
      const { rows } = (await api.database.db.execute(sql`select hits from rate_limits where key = ${key}`)) as unknown as { rows: { hits: number }[] };
      return Number(rows[0]?.hits ?? 0);
    };
    const before = await hits();
    for (let i = 0; i < 3; i++) expect((await send({}, { header: null })).statusCode).toBe(401);
    expect(await hits()).toBe(before + 3);
  });
});

describe('the direct-deposit provider choice (ADR 0098)', () => {
  const production = { DATABASE_URL: 'postgres://qube:qube@127.0.0.1:5432/qube', QUBE_WEB_ORIGINS: 'https://app.example', QUBE_SIGNING_SECRET: 's'.repeat(32), QUBE_COURSES_SECRET: 'c'.repeat(32) };

  it('PAY-36 production with the webhook and no secret (or a short one), or no report URL (ADR 0105), fails at start; with it, the webhook is the network and no sandbox is used', async () => {
    expect(() => readConfig({ ...production, QUBE_DIRECT_DEPOSIT_PROVIDER: 'webhook' }, '/api')).toThrow('QUBE_DIRECT_DEPOSIT_PROVIDER=webhook needs QUBE_DIRECT_DEPOSIT_WEBHOOK_SECRET');
    expect(() => readConfig({ ...production, QUBE_DIRECT_DEPOSIT_PROVIDER: 'webhook', QUBE_DIRECT_DEPOSIT_WEBHOOK_SECRET: 'short' }, '/api')).toThrow('QUBE_DIRECT_DEPOSIT_WEBHOOK_SECRET must be at least 32 characters.');
    // ADR 0105: without the partner's report a delivery that never arrived would never land.
    const secretOnly = { QUBE_DIRECT_DEPOSIT_PROVIDER: 'webhook', QUBE_DIRECT_DEPOSIT_WEBHOOK_SECRET: SECRET };
    expect(() => readConfig({ ...production, ...secretOnly }, '/api')).toThrow('QUBE_DIRECT_DEPOSIT_PROVIDER=webhook needs QUBE_DIRECT_DEPOSIT_REPORT_URL');
    expect(() => readConfig({ ...production, ...secretOnly, QUBE_DIRECT_DEPOSIT_REPORT_URL: 'http://partner.example/credits' }, '/api')).toThrow('QUBE_DIRECT_DEPOSIT_REPORT_URL must be https (plain http only to this machine).');
    expect(() => readConfig({ ...production, ...secretOnly, QUBE_DIRECT_DEPOSIT_REPORT_URL: 'not a url' }, '/api')).toThrow('QUBE_DIRECT_DEPOSIT_REPORT_URL is not a URL.');
    await expect(buildApp(api.database, { env: 'production', processEnv: secretOnly })).rejects.toBeInstanceOf(ConfigError);
    expect(() => readConfig({ ...production, QUBE_DIRECT_DEPOSIT_PROVIDER: 'plaid' }, '/api')).toThrow("Unknown direct deposit provider 'plaid' (QUBE_DIRECT_DEPOSIT_PROVIDER: sandbox, webhook, none)");
    expect(readConfig({ ...production, ...WEBHOOK_ENV }, '/api').providers.directDeposit).toBe('webhook');
    await expect(buildApp(api.database, { env: 'production', processEnv: { QUBE_DIRECT_DEPOSIT_PROVIDER: 'webhook' } })).rejects.toBeInstanceOf(ConfigError);
    const warnings: string[] = [];
    const app = await buildApp(api.database, { env: 'production', processEnv: WEBHOOK_ENV, compileSchemas: 'on-first-use', warn: (message) => void warnings.push(message) });
    try {
      expect((await app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'application/json' }, payload: '{}' })).statusCode).toBe(401);
      expect((await callerOf(app)('POST', '/api/dev/direct-deposits/', { body: { account_id: 1, payer_name: 'X', amount: '1' } })).statusCode).toBe(404);
      expect(warnings).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('PAY-37 production without QUBE_DIRECT_DEPOSIT_PROVIDER has no webhook route and no sandbox; development and test get the sandbox; an unknown stored network is an error naming it', async () => {
    expect(readConfig(production, '/api').providers.directDeposit).toBeNull();
    expect(readConfig({ QUBE_ENV: 'test' }, '/api').providers.directDeposit).toBe('sandbox');
    expect(readConfig({ QUBE_ENV: 'development', QUBE_DIRECT_DEPOSIT_PROVIDER: 'none' }, '/api').providers.directDeposit).toBeNull();
    const call = async (processEnv: NodeJS.ProcessEnv, env: 'production' | 'test', url: string, body: unknown) => {
      const app = await buildApp(api.database, { env, processEnv, compileSchemas: 'on-first-use' });
      try {
        // With the browser's headers (CSRF, API version): the route is missing, not refused.
        return (await callerOf(app)('POST', url, { body, headers: { 'qube-signature': signatureHeader(SECRET, unixNow(), JSON.stringify(body)) } })).statusCode;
      } finally {
        await app.close();
      }
    };
    const alex = await account();
    expect(await call({}, 'production', URL, alex.credit('acme-prod-1'))).toBe(404);
    expect(await call({}, 'production', '/api/dev/direct-deposits/', { account_id: alex.accountId, payer_name: 'X', amount: '1' })).toBe(404);
    // A test start with the sandbox (no variable) has the development route and no webhook.
    expect(await call({}, 'test', URL, alex.credit('acme-test-1'))).toBe(404);
    expect(await call({}, 'test', '/api/dev/direct-deposits/', { account_id: alex.accountId, payer_name: 'X', amount: '1' })).toBe(200);
    expect(await depositRows('acme-prod-1')).toEqual([]);
    expect(directDepositNetworkById('sandbox').clearingCounterparty).toBe('clearing:sandbox_direct_deposit');
    expect(directDepositNetworkById('webhook').clearingCounterparty).toBe('clearing:direct_deposit_webhook');
    expect(() => directDepositNetworkById('acmebank')).toThrow("Unknown direct-deposit network 'acmebank'");
    expect(() => directDepositNetworkById('toString')).toThrow("Unknown direct-deposit network 'toString'");
  });
});
