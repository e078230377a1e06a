import crypto from 'node:crypto';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './unavailable';
import { setupTestApi } from '../../test/helpers';

/** An error as node-postgres raises it for a server's ErrorResponse: a SQLSTATE in `code`. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });
/** A socket error as Node raises it. */
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5440`), { code, syscall: 'connect' });

/** The failures a failover shows the API (issue 24 §1), each as the driver raises it. */
const LOST = {
  '57P01 admin_shutdown': () => pgError('57P01', 'terminating connection due to administrator command'),
  '08006 connection_failure': () => pgError('08006', 'connection failure'),
  'Connection terminated unexpectedly': () => new Error('Connection terminated unexpectedly'),
  ECONNREFUSED: () => socketError('ECONNREFUSED'),
};

describe('isDatabaseUnavailable', () => {
  it.each(Object.entries(LOST))('says %s is the database going away', (_name, make) => {
    expect(isDatabaseUnavailable(make())).toBe(true);
  });

  it('sees through what wraps the driver error (drizzle, AggregateError) and knows the other lost-connection shapes', () => {
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], LOST['57P01 admin_shutdown']()))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')], 'connect failed'))).toBe(true);
    for (const code of ['08000', '08003', '08001', '57P02', '57P03', '25006']) expect(isDatabaseUnavailable(pgError(code, 'x'))).toBe(true);
    for (const message of ['Connection terminated', 'Connection terminated due to connection timeout', 'Client has encountered a connection error and is not queryable', 'timeout exceeded when trying to connect']) {
      expect(isDatabaseUnavailable(new Error(message))).toBe(true);
    }
  });

  it('leaves every other error alone (they stay 4xx or 500)', () => {
    for (const error of [pgError('23505', 'duplicate key'), pgError('40P01', 'deadlock detected'), pgError('22P02', 'invalid input'), new Error('boom'), new TypeError('x is undefined'), null, undefined, 'Connection terminated', { cause: null }]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
    expect(isDatabaseUnavailable(new DrizzleQueryError('insert …', [], pgError('23505', 'duplicate key')))).toBe(false);
  });
});

describe('a request whose database goes away (issue 24 §1)', () => {
  const api = setupTestApi();
  afterEach(() => {
    api.database.statementLog.onStatement = null;
  });

  type Login = { token: string; accountId: number };
  const balances = async (user: Login) => {
    const overview = (await api.call('GET', `/api/accounts/${user.accountId}/updates/`, { token: user.token })).json();
    const qubes = (await api.call('GET', `/api/qubes/?account_id=${user.accountId}`, { token: user.token })).json().results as { id: number; name: string; balance: string }[];
    return { total: overview.account_balance as string, cloud: overview.cloud_qube_total_balance as string, qubes: Object.fromEntries(qubes.map((q) => [q.name, q.balance])) };
  };
  const transfer = (user: Login, to: number, key: string) =>
    api.call('POST', '/api/orders/', {
      token: user.token,
      body: { account_id: user.accountId, from_qube: 'cloud', to_qube: to, amount: '7.25', recurring: 'none', type: 'transfer', scheduled_date: 'today', days_in_calendar: [], idempotency_key: key },
    });
  /** Fails the statements matching `pattern` (all of them, or the first `times`) with the error `make` builds. */
  const failStatements = (pattern: RegExp, make: () => Error, times = Infinity) => {
    let left = times;
    api.database.statementLog.onStatement = (text) => {
      if (left > 0 && pattern.test(text)) {
        left -= 1;
        throw make();
      }
    };
  };

  it.each(Object.entries(LOST))('a transfer whose connection is lost (%s) answers 503 with Retry-After and moves nothing; the same key then moves it once', async (_name, make) => {
    const alex = await api.freshLogin('alex@demo.qube');
    const before = await balances(alex);
    const vacation = (await api.call('GET', `/api/qubes/?account_id=${alex.accountId}`, { token: alex.token })).json().results.find((q: { name: string }) => q.name === 'Vacation');
    const key = crypto.randomUUID();
    // The keyed transfer is one statement (qube_transfer claims the key, moves and completes it): lost, it committed
    // whole or not at all.
    failStatements(/^(EXECUTE qube_transfer_keyed|select qube_transfer\()/i, make);
    const lost = await transfer(alex, vacation.id, key);
    expect(lost.statusCode).toBe(503);
    expect(lost.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(lost.json()).toEqual({ fallback_message: expect.stringMatching(/try again/), code: 'database_unavailable' });
    api.database.statementLog.onStatement = null;
    expect(await balances(alex)).toEqual(before);

    const retried = await transfer(alex, vacation.id, key);
    expect(retried.statusCode).toBe(201);
    const replayed = await transfer(alex, vacation.id, key);
    expect(replayed.statusCode).toBe(201);
    expect(replayed.json()).toEqual(retried.json());
    const after = await balances(alex);
    expect(after.total).toBe(before.total);
    expect(Math.round((Number(after.qubes.Vacation) - Number(before.qubes.Vacation)) * 100)).toBe(725);
  });

  it('a connection lost mid-transaction, after the money moved inside it, leaves nothing; the key, whose release failed too, is released once the database answers', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const scheduled = (await api.call('GET', `/api/search/scheduled/?account_id=${alex.accountId}`, { token: alex.token })).json().results;
    const monthly = scheduled.find((i: { recurring: string }) => i.recurring === 'monthly');
    const before = await balances(alex);
    const execute = (key: string) => api.call('POST', `/api/orders/${monthly.id}/execute/?account_id=${alex.accountId}`, { token: alex.token, body: { idempotency_key: key } });
    const key = crypto.randomUUID();
    let deletes = 0;
    api.database.statementLog.onStatement = (text) => {
      // Inside the transaction, after qube_transfer moved the money: the order's next date.
      if (/^update "scheduled_orders"/i.test(text)) throw LOST['57P01 admin_shutdown']();
      // And no primary yet when the key is given back.
      if (/^delete from "idempotency_keys"/i.test(text) && (deletes += 1) === 1) throw LOST.ECONNREFUSED();
    };
    const lost = await execute(key);
    expect(lost.statusCode).toBe(503);
    expect(lost.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    api.database.statementLog.onStatement = null;
    expect(await balances(alex)).toEqual(before);
    const after = (await api.call('GET', `/api/search/scheduled/${monthly.id}/?account_id=${alex.accountId}`, { token: alex.token })).json();
    expect(after.scheduled_date).toBe(monthly.scheduled_date);
    // Still held right after (as a request still running would be: 409), released within about a second.
    expect((await execute(key)).statusCode).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const run = await execute(key);
    expect(run.statusCode).toBe(200);
    expect((await execute(key)).json()).toEqual(run.json());
    expect(Math.round((Number(before.cloud) - Number((await balances(alex)).cloud)) * 100)).toBe(10_000);
  });

  it('a read, whose sign-in hook is the first to meet the lost database, answers 503 too, never 500', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    failStatements(/./, LOST.ECONNREFUSED);
    const res = await api.call('GET', `/api/accounts/${alex.accountId}/updates/`, { token: alex.token });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(res.json().code).toBe('database_unavailable');
  });

  it('OpenAPI declares the 503 wherever the shared error answers are declared', async () => {
    const doc = (await api.call('GET', '/api/openapi.json')).json();
    const responses = doc.paths['/api/orders/'].post.responses;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['400', '401', '404', '503']));
  });
});
