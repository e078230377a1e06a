import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { buildApp } from '../../app';
import { compilersOnFirstUse } from './schemaCompilers';
import { callerOf, createTestApi, type TestApi } from '../../test/helpers';

let api: TestApi;
let atStart: FastifyInstance;
beforeAll(async () => {
  api = await createTestApi(); // schemas compiled on first use
  atStart = await buildApp(api.database, { env: 'test', now: api.clock.now, processEnv: {}, compileSchemas: 'at-start' });
}, 60_000);
afterAll(async () => {
  await atStart?.close();
  await api?.close();
});

describe('schemas compiled on first use (the tests\' app) answer as schemas compiled at start (the real API)', () => {
  it('the same 400s with the same messages and fields, the same coercions, the same serialised answers', async () => {
    const { token, accountId } = await api.login('alex@demo.qube');
    const requests: [Parameters<TestApi['call']>[0], string, Parameters<TestApi['call']>[2]][] = [
      ['POST', '/api/web/users/login/', { body: { email: 'alex@demo.qube' } }],
      ['POST', '/api/web/users/login/', { body: { email: 'alex@demo.qube', password: 'x', trust_device: false, extra: 1 } }],
      ['POST', '/api/orders/', { token, body: { account_id: accountId, from_qube: 'cloud', to_qube: 'cloud', amount: 'abc', recurring: 'sometimes' } }],
      ['POST', '/api/orders/', { token, body: { account_id: String(accountId), from_qube: 'cloud', to_qube: 99999999, amount: 5, recurring: 'none', type: 'transfer', scheduled_date: 'today', days_in_calendar: [], idempotency_key: 'same-in-both' } }],
      ['GET', `/api/qubes/?account_id=${accountId}`, { token }],
      ['GET', '/api/qubes/?account_id=not-a-number', { token }],
      ['GET', `/api/accounts/${accountId}/updates/`, { token }],
      ['GET', '/api/health', {}],
    ];
    const atStartCall = callerOf(atStart);
    for (const [method, url, options] of requests) {
      const onFirstUse = await api.call(method, url, options);
      const compiledAtStart = await atStartCall(method, url, options);
      expect({ url, status: compiledAtStart.statusCode, body: compiledAtStart.json() as unknown }).toEqual({ url, status: onFirstUse.statusCode, body: onFirstUse.json() as unknown });
    }
  });
});

describe('a headers schema', () => {
  it('stops an app with schemas compiled on first use from starting, as fastify would not lower-case its keys there', async () => {
    const app = Fastify({ schemaController: { compilersFactory: compilersOnFirstUse() } });
    app.get('/with-headers', { schema: { headers: { type: 'object', properties: { 'X-Api-Version': { type: 'string' } } } } }, async () => ({}));
    await expect(app.ready()).rejects.toThrow('GET /with-headers declares a headers schema');
    await app.close();
  });

  it('is declared by no route of the API, so its tests\' app starts', async () => {
    await expect(api.call('GET', '/api/health')).resolves.toMatchObject({ statusCode: 200 });
  });
});
