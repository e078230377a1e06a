import crypto from 'node:crypto';
import { fromPglite, type StatementLog } from '../../platform/db/client';
import { openReplica, type ReplicaReads } from '../../platform/db/replica';
import { setupTestApi } from '../../test/helpers';

/*
 * Issue 24 §4: statements and reports read from a replica when one is configured; what moves money or shows a balance
 * after a move reads the primary. The "replica" here is a second connection to this file's database with its own
 * statement log (a second pool on PostgreSQL, a second handle on PGlite), so the test sees which reads went where.
 */
const api = setupTestApi();

type Login = Awaited<ReturnType<typeof api.freshLogin>>;

const recording = (log: StatementLog) => {
  const seen: string[] = [];
  log.onStatement = (text) => { seen.push(text); };
  return { seen, stop: () => { log.onStatement = null; } };
};

const sameDatabaseReplica = (): ReplicaReads => {
  if (api.databaseUrl) return openReplica(api.databaseUrl);
  const handle = fromPglite(api.database.pglite!);
  return { db: handle.db, statementLog: handle.statementLog, close: async () => undefined };
};

/** Reads (and writes) of one request, split by where they went. */
const watched = async <T>(run: () => Promise<T>) => {
  const replica = api.database.replica!;
  const onReplica = recording(replica.statementLog);
  const onPrimary = recording(api.database.statementLog);
  try {
    const result = await run();
    return { result, replica: onReplica.seen.filter((s) => /select/i.test(s)), primary: onPrimary.seen.filter((s) => /select/i.test(s)) };
  } finally {
    onReplica.stop();
    onPrimary.stop();
  }
};

const transfer = (user: Login, to: number, amount: string) =>
  api.call('POST', '/api/orders/', { token: user.token, body: { account_id: user.accountId, from_qube: 'cloud', to_qube: to, amount, recurring: 'none', type: 'transfer', days_in_calendar: [], scheduled_date: 'today', idempotency_key: crypto.randomUUID() } });

describe('lag-tolerant reads on a replica (issue 24 §4)', () => {
  let replica: ReplicaReads;
  beforeAll(() => {
    replica = sameDatabaseReplica();
    api.database.replica = replica;
  });
  afterAll(async () => {
    delete api.database.replica;
    await replica.close();
  });

  it('reads a statement and its list from the replica; the membership check stays on the primary', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const list = await watched(() => api.call('GET', `/api/accounts/${alex.accountId}/statements/`, { token: alex.token }));
    expect(list.result.statusCode).toBe(200);
    expect(list.replica.length).toBeGreaterThan(0);
    expect(list.primary.some((s) => /account_members/.test(s))).toBe(true);
    expect(list.primary.some((s) => /from "activities"|from activities/i.test(s))).toBe(false);

    const id = (list.result.json() as { results: { id: number }[] }).results[0]!.id;
    const detail = await watched(() => api.call('GET', `/api/accounts/${alex.accountId}/statements/${id}/`, { token: alex.token }));
    expect(detail.result.statusCode).toBe(200);
    expect(detail.replica.some((s) => /activities/.test(s))).toBe(true);
  });

  it('reads a monthly report from the replica', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const months = (await api.call('GET', `/api/reports/list-monthly-reports/?account_id=${alex.accountId}`, { token: alex.token })).json() as { results: { month: string }[] };
    const report = await watched(() => api.call('POST', '/api/reports/get-monthly-report/', { token: alex.token, body: { account_id: alex.accountId, month: months.results[0]!.month } }));
    expect(report.result.statusCode).toBe(200);
    expect(report.replica.length).toBeGreaterThan(0);
  });

  it('moves money and shows the balance after it on the primary alone', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const qubes = (await api.call('GET', `/api/qubes/spend-qubes/?account_id=${alex.accountId}`, { token: alex.token })).json() as { results: { id: number }[] };
    const moved = await watched(() => transfer(alex, qubes.results[0]!.id, '1.00'));
    expect(moved.result.statusCode).toBe(201);
    expect(moved.replica).toEqual([]);
    for (const url of [`/api/accounts/${alex.accountId}/updates/`, `/api/qubes/spend-qubes/?account_id=${alex.accountId}`, `/api/accounts/${alex.accountId}/`]) {
      const balance = await watched(() => api.call('GET', url, { token: alex.token }));
      expect(balance.result.statusCode).toBe(200);
      expect(balance.replica).toEqual([]);
    }
  });

  it('answers from the primary when no replica can be reached (a failover in progress)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const expected = (await api.call('GET', `/api/accounts/${alex.accountId}/statements/`, { token: alex.token })).json();
    // Port 1 on loopback refuses at once: the replicas' balancer with no healthy replica behind it.
    const unreachable = openReplica('postgres://qube:qube@127.0.0.1:1/qube');
    api.database.replica = unreachable;
    try {
      const res = await api.call('GET', `/api/accounts/${alex.accountId}/statements/`, { token: alex.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expected);
    } finally {
      api.database.replica = replica;
      await unreachable.close();
    }
  });
});
