import { count, sql } from 'drizzle-orm';
import type { OutgoingMessage } from './platform/mail/mailer';
import { unavailableCalls } from './productionProviders.testkit';
import { linkSandboxBank } from './platform/providers/bankLink/sandboxLink.testkit';
import { directDepositRequests } from './platform/db/schema';
import { PROVIDER_UNAVAILABLE } from './platform/providers/providerChoice';
import { createTestApi, type TestApi } from './test/helpers';
import { startJobs } from './scheduler/jobs';

/** A production API on the seeded test database: what a production start exposes (issue 9, part 1). */
describe('production mode', () => {
  let api: TestApi;
  const sent: OutgoingMessage[] = [];
  const warnings: string[] = [];

  beforeAll(async () => {
    // No provider variable at all: what a production start gets when nobody names a provider.
    api = await createTestApi({ app: { env: 'production', mailer: { send: async (message) => void sent.push(message) }, warn: (message) => void warnings.push(message) } });
   }, 120_000);
  afterAll(() => api.close());

  it.each([
    ['POST', '/api/dev/demo-users/copy'],
    ['GET', '/api/dev/outbox'],
    ['GET', '/api/dev/metrics'],
    ['GET', '/api/dev/monitoring/errors'],
    ['POST', '/api/dev/card-network/swipe'],
    ['GET', '/api/dev/card-network/'],
    ['POST', '/api/dev/card-network/'],
  ] as const)('has no development route: %s %s answers 404', async (method, url) => {
    const res = await api.call(method, url, { body: method === 'POST' ? { email: 'alex@demo.qube' } : undefined });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ fallback_message: 'Not found.', code: 'not_found' });
  });

  it('sends a reset mail through the mailer and stores nothing in the outbox', async () => {
    const res = await api.call('POST', '/api/users/forgot-password/', { body: { email: 'alex@demo.qube' } });
    expect(res.statusCode).toBe(200);
    // The mail goes out after the answer (forgot-password does the same work before it for any address).
    for (let waited = 0; sent.length === 0 && waited < 10_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'alex@demo.qube', subject: 'Reset your Qube password' });
    const { rows } = (await api.database.db.execute(sql`select count(*)::int as n from outbox`)) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(0);
  });

  it('puts the security headers on every API answer and keeps JSON out of caches', async () => {
    for (const [method, url] of [['GET', '/api/health'], ['GET', '/api/users/me/'], ['GET', '/api/nowhere']] as const) {
      const res = await api.call(method, url);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS when the trusted proxy says the request came over HTTPS, and not when a client says so directly', async () => {
    const viaProxy = await api.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '127.0.0.1' });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const direct = await api.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '6.6.6.6' }, remoteAddress: '203.0.113.9' });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });

  describe('with no provider configured (issue 22 §1)', () => {
    // One sign-in for the block: production's limits allow 10 per e-mail per 15 minutes.
    let alex: { token: string; accountId: number };
    beforeAll(async () => {
      alex = await api.login('alex@demo.qube');
    });

    it('turns off the flags of every feature that needs a provider, for every account', async () => {
      const flags = (await api.call('GET', '/api/users/me/', { token: alex.token })).json().feature_flags as Record<string, boolean>;
      expect(flags).toMatchObject({ web_move_money_ach_in: false, web_move_money_ach_out: false, web_move_money_card_deposit: false, web_open_qube_top_banner: false });
      // Flags no provider serves stay as stored (alex has every flag).
      expect(flags).toMatchObject({ web_move_money_internal: true, web_move_money_p2p: true, card_fund: true });
    });

    it.each(['bankLink', 'cardPayments', 'cardIssuer', 'texts', 'address', 'directDeposit'] as const)('answers the %s calls with 503 and the fallback_message', async (kind) => {
      for (const call of unavailableCalls(api, alex)[kind]) {
        const res = await call();
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ fallback_message: PROVIDER_UNAVAILABLE[kind], code: 'provider_unavailable' });
      }
    });

    it('refuses to start a registration without a texts provider (it texts a code), and stores nothing', async () => {
      const res = await api.call('POST', '/api/v2/onboarding/go/', { body: { first_name: 'New', last_name: 'Person', email: 'new@example.com', phone_number: '(555) 010-0188', agree_terms: true, agree_privacy: true } });
      expect(res.statusCode).toBe(503);
      expect(res.json().fallback_message).toBe(PROVIDER_UNAVAILABLE.texts);
      const { rows } = (await api.database.db.execute(sql`select count(*)::int as n from registration_applications`)) as unknown as { rows: { n: number }[] };
      expect(rows[0]?.n).toBe(0);
    });

    it.each([
      ['GET', '/api/plaid/sandbox/institutions/'],
      ['POST', '/api/plaid/sandbox/sign-in/'],
      ['POST', '/api/plaid/sandbox/complete/'],
      ['POST', '/api/sandbox/card-payments/pi_AAAAAAAAAAAAAAAAAAAAAAAA/confirm/'],
      ['GET', '/api/dev/card-network/'],
      ['POST', '/api/dev/sandbox-bank/advance'],
    ] as const)('has no sandbox route: %s %s answers 404', async (method, url) => {
      const res = await api.call(method, url, { token: alex.token, body: method === 'POST' ? {} : undefined });
      expect(res.statusCode).toBe(404);
    });

    it('declares the 503s in the OpenAPI document and no sandbox path', async () => {
      const doc = (await api.call('GET', '/api/openapi.json')).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
      expect(Object.keys(doc.paths).filter((p) => p.includes('/sandbox/') || p.startsWith('/api/dev/'))).toEqual([]);
      for (const [path, method] of [['/api/plaid/generate-link-token/', 'post'], ['/api/deposits/ach-deposits/', 'post'], ['/api/orders/bank-transfers/', 'post'], ['/api/deposits/stripe-deposits/', 'post'], ['/api/accounts/{id}/card-image/', 'get'], ['/api/v2/accounts/{id}/card-iframe/', 'get'], ['/api/users/add-new-phone-number/', 'post'], ['/api/v2/onboarding/go/', 'post'], ['/api/v2/onboarding/upload-documents/', 'put'], ['/api/address/autocomplete/', 'post'], ['/api/direct/blank-form-request/', 'post'], ['/api/direct/completed-form-request/', 'post']] as const) {
        expect(Object.keys(doc.paths[path]?.[method]?.responses ?? {})).toContain('503');
      }
    });

    it('logs no sandbox warning, and its scheduler settles no sandbox deposit', async () => {
      expect(warnings).toEqual([]);
      // Alex's seeded deposit is the sandbox's and pending: a tick a month on, with no bank-link provider, leaves it so.
      const later = new Date(Date.now() + 30 * 86_400_000);
      const jobs = await startJobs(api.database, { connectionString: api.databaseUrl, now: () => later, schedule: false, pollingIntervalSeconds: 0.5 });
      try {
        await jobs.idle(); // the start's tick: every step's job ran
      } finally {
        await jobs.stop();
      }
      const { rows } = (await api.database.db.execute(sql`select status from ach_deposits where provider = 'sandbox'`)) as unknown as { rows: { status: string }[] };
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.status === 'pending')).toBe(true);
    });
  });
});

/** A production start that names the sandbox bank link (issue 22 §1): that sandbox works, says so, and nothing else comes on. */
describe('production mode with QUBE_BANK_LINK_PROVIDER=sandbox', () => {
  let api: TestApi;
  const warnings: string[] = [];

  beforeAll(async () => {
    api = await createTestApi({ processEnv: { QUBE_BANK_LINK_PROVIDER: 'sandbox' }, app: { env: 'production', mailer: { send: async () => undefined }, warn: (message) => void warnings.push(message) } });
   }, 120_000);
  // A production app compiles every schema at start: on a busy machine that takes a while.
  afterAll(() => api?.close());

  it('logs a warning naming the sandbox at start', () => {
    expect(warnings).toEqual(['Sandbox providers in production: bank link (QUBE_BANK_LINK_PROVIDER=sandbox). They are test stand-ins: never let real customers use them.']);
  });

  it('links a sandbox bank and starts a deposit; the bank flags are on and the others stay off', async () => {
    const alex = await api.login('alex@demo.qube');
    const flags = (await api.call('GET', '/api/users/me/', { token: alex.token })).json().feature_flags as Record<string, boolean>;
    expect(flags).toMatchObject({ web_move_money_ach_in: true, web_move_money_ach_out: true, web_move_money_card_deposit: false, web_open_qube_top_banner: false });
    const [bank] = await linkSandboxBank(api, alex);
    const res = await api.call('POST', '/api/deposits/ach-deposits/', { token: alex.token, body: { account_id: alex.accountId, amount: '25.00', plaid_account: bank?.id, scheduled_date: 'today', recurring: 'none', idempotency_key: 'sandbox-1' } });
    expect(res.statusCode).toBe(201);
    expect((await api.call('POST', '/api/deposits/stripe-deposits/', { token: alex.token, body: { account_id: alex.accountId, amount: '40.00', idempotency_key: 'k' } })).statusCode).toBe(503);
  }, 60_000);

  it('MM-117 MM-116 makes no direct deposit form while no direct-deposit provider is configured (money in from a bank is on), and records none', async () => {
    const alex = await api.login('alex@demo.qube');
    const flags = (await api.call('GET', '/api/users/me/', { token: alex.token })).json().feature_flags as Record<string, boolean>;
    expect(flags.web_move_money_ach_in).toBe(true);
    for (const call of unavailableCalls(api, alex).directDeposit) {
      const res = await call();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ fallback_message: PROVIDER_UNAVAILABLE.directDeposit, code: 'provider_unavailable' });
    }
    expect(await api.database.db.select({ n: count() }).from(directDepositRequests)).toEqual([{ n: 0 }]);
    // What the dialog asks before it shows the account's numbers: money paid to them would never arrive.
    const availability = await api.call('GET', '/api/direct/availability/', { token: alex.token });
    expect({ status: availability.statusCode, body: availability.json() }).toEqual({ status: 200, body: { available: false, fallback_message: PROVIDER_UNAVAILABLE.directDeposit } });
  });
});
