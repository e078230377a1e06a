import { MAX_ID, MONEY_MAX } from '@qube/contract/common';
import { setupTestApi } from '../test/helpers';

// Hardening part 2: bad input answers a 4xx with a fallback_message, never a 500. The rules live in @qube/contract.
const api = setupTestApi();
let alex: { token: string; accountId: number };
beforeAll(async () => {
  alex = await api.freshLogin('alex@demo.qube');
});

type Doc = { paths: Record<string, Record<string, unknown>> };
const HUGE = '99999999999999999999';

describe('input rules', () => {
  it('a path id beyond the PostgreSQL integer range answers 4xx with a fallback_message on every route with an {id}', async () => {
    const doc = (await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
    const routes = Object.entries(doc.paths)
      .filter(([url]) => url.includes('{id}'))
      .flatMap(([url, item]) => Object.keys(item).map((method) => ({ method: method.toUpperCase(), url })));
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const { method, url } of routes) {
      const concrete = url.replace('{id}', HUGE).replace('{statementId}', '202401');
      const res = await api.call(method as 'GET', `${concrete}?account_id=${alex.accountId}`, { token: alex.token, ...(method === 'GET' || method === 'DELETE' ? {} : { body: { account_id: alex.accountId } }) });
      const body = res.json() as { fallback_message?: unknown };
      if (res.statusCode < 400 || res.statusCode >= 500 || typeof body.fallback_message !== 'string') failures.push(`${method} ${url} → ${res.statusCode} ${res.body}`);
    }
    expect(failures).toEqual([]);
    // The largest id is still an id: an unknown one is a 404, not a 400.
    const largest = await api.call('GET', `/api/qubes/${MAX_ID}/?account_id=${alex.accountId}`, { token: alex.token });
    expect(largest.statusCode).toBe(404);
  });

  it('a path the router refuses (bad percent-encoding, a parameter past the router\'s length) answers JSON with a fallback_message', async () => {
    const tooLong = await api.call('GET', `/api/accounts/${'9'.repeat(200)}/`, { token: alex.token });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ fallback_message: 'This address is too long.', code: 'uri_too_long' });
    expect(tooLong.headers['cache-control']).toBe('no-store');
    const malformed = await api.call('GET', '/api/accounts/%E0%A4%A/', { token: alex.token });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ fallback_message: 'This address is not valid.' });
  });

  it('an unknown body property answers 400 with a fallback_message', async () => {
    const res = await api.call('PATCH', `/api/accounts/${alex.accountId}/`, { token: alex.token, body: { display_name: 'Main', surprise: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fallback_message: expect.any(String), code: 'invalid' });
  });

  it(`a money amount above ${MONEY_MAX} answers 400 with a fallback_message, as a string or a number`, async () => {
    for (const amount of ['100000000.00', '  123456789 ', 100_000_000]) {
      const res = await api.call('POST', '/api/orders/', {
        token: alex.token,
        body: { account_id: alex.accountId, from_qube: 'cloud', to_qube: 'cloud', amount, recurring: 'none', idempotency_key: `cap-${String(amount)}`, scheduled_date: 'today' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fallback_message: expect.any(String), fields: { amount: expect.any(String) } });
    }
    // The cap itself passes the schema (the route then judges the transfer).
    const atCap = await api.call('POST', '/api/orders/', {
      token: alex.token,
      body: { account_id: alex.accountId, from_qube: 'cloud', to_qube: 'cloud', amount: MONEY_MAX, recurring: 'none', idempotency_key: 'cap-max', scheduled_date: 'today' },
    });
    expect(atCap.json().fields?.amount).toBeUndefined();
  });

  it('a string longer than its maxLength answers 400', async () => {
    const res = await api.call('POST', '/api/search/transactions/1/notes/?account_id=' + alex.accountId, { token: alex.token, body: { notes: 'x'.repeat(10_001) } });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().fallback_message).toBe('string');
  });
});
