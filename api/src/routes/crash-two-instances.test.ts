import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { linkedBankAccounts, pocketBalances, scheduledOrders } from '../db/schema';
import { fromCents, toCents } from '@qube/contract/core/money';
import { CSRF, PASSWORD, createTestApi, type TestApi } from '../test/helpers';

/**
 * Issue 22 §8: two real API processes on one PostgreSQL database; clients send money calls (transfers, sends to a
 * friend, transfers to a bank) to the first, which is SIGKILLed mid-run; every call that did not get its answer is
 * retried, same key and body, on the second until it answers. Then every pocket equals its start plus each
 * acknowledged call exactly once, every movement and account sums to zero, and no account is below zero.
 * PostgreSQL only (TEST_DATABASE_URL, as CI's second pass): PGlite is one process's folder.
 */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const apiDir = path.resolve(__dirname, '../..');

const freePort = () => new Promise<number>((resolve, reject) => {
  const server = net.createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});

type Instance = { url: string; child: ChildProcess; output: () => string };

const startInstance = async (databaseUrl: string): Promise<Instance> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, QUBE_ENV: 'test', DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const deadline = Date.now() + 90_000;
  while (!output.includes('listening')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`API instance did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `http://127.0.0.1:${port}`, child, output: () => output };
};

type Who = { token: string; accountId: number; email: string };
type Call = { who: Who; url: string; body: Record<string, unknown>; effects: [number, number, bigint][] };

onPostgres('two API instances, one killed mid-run (issue 22 §8)', () => {
  let api: TestApi;
  const instances: Instance[] = [];
  beforeAll(async () => {
    api = await createTestApi();
  }, 120_000);
  afterAll(async () => {
    for (const instance of instances) instance.child.kill('SIGKILL');
    await api.close();
  });

  it('API-33 API-22 every acknowledged call moves money exactly once, retried across the kill; nothing is lost or doubled', async () => {
    const { db } = api.database;
    instances.push(await startInstance(api.databaseUrl as string), await startInstance(api.databaseUrl as string));
    const [first, second] = instances as [Instance, Instance];
    // Signed in through an instance: its clock is the real one (this file's is fixed), and sessions expire by it.
    const headers = { 'content-type': 'application/json', 'x-api-version': '15', 'x-company-header-id': '1', cookie: `qube_csrftoken=${CSRF}`, 'x-csrftoken': CSRF };
    const freshLogin = async (email: string): Promise<Who> => {
      const copy = (await (await fetch(`${second.url}/api/dev/demo-users/copy`, { method: 'POST', headers, body: JSON.stringify({ email }) })).json()) as { email: string };
      const login = (await (await fetch(`${second.url}/api/web/users/login/`, { method: 'POST', headers, body: JSON.stringify({ email: copy.email, password: PASSWORD, trust_device: false }) })).json()) as { token: string; account_id: number };
      return { token: login.token, accountId: login.account_id, email: copy.email };
    };
    const people = [await freshLogin('alex@demo.qube'), await freshLogin('alex@demo.qube')];
    const ids = people.map((p) => p.accountId);
    await db.update(scheduledOrders).set({ isActive: false }).where(inArray(scheduledOrders.accountId, ids));
    const banks = new Map<number, number>();
    for (const p of people) {
      const [row] = await db.insert(linkedBankAccounts).values({
        accountId: p.accountId, provider: 'sandbox', itemId: `item-${crypto.randomUUID()}`, providerAccountId: `acc-${p.accountId}`, institutionId: 'ins_109511',
        institutionName: 'Tartan Bank', name: 'Tartan Checking', mask: '2222', routingNumber: '011401533', accountType: 'depository', verificationStatus: 'automatically_verified',
      }).returning();
      banks.set(p.accountId, row?.id ?? 0);
    }
    const pockets = async () => {
      const rows = await db.select().from(pocketBalances).where(inArray(pocketBalances.accountId, ids));
      return new Map(rows.map((r) => [`${r.accountId}:${r.pocket}`, toCents(r.balance)]));
    };
    const start = await pockets();
    const qubeIds = (accountId: number) => [...start.keys()].filter((k) => k.startsWith(`${accountId}:`)).map((k) => Number(k.split(':')[1])).filter((q) => q !== 0);

    // Small amounts against balances of hundreds: almost every call succeeds, so almost every call must land once.
    const calls: Call[] = [];
    people.forEach((p, i) => {
      const other = people[1 - i] as Who;
      const qubes = qubeIds(p.accountId);
      for (let n = 0; n < 30; n += 1) {
        const to = qubes[n % qubes.length] as number;
        const cents = BigInt(100 + n);
        calls.push({ who: p, url: '/api/orders/', body: { account_id: p.accountId, from_qube: 'cloud', to_qube: to, amount: fromCents(cents), recurring: 'none', type: 'transfer', scheduled_date: 'today', days_in_calendar: [], idempotency_key: crypto.randomUUID() }, effects: [[p.accountId, 0, -cents], [p.accountId, to, cents]] });
      }
      for (let n = 0; n < 10; n += 1) {
        const cents = BigInt(200 + n);
        calls.push({ who: p, url: '/api/orders/send-to-person/', body: { account_id: p.accountId, from_qube: 'cloud', to_account: other.accountId, amount: fromCents(cents), idempotency_key: crypto.randomUUID() }, effects: [[p.accountId, 0, -cents], [other.accountId, 0, cents]] });
      }
      for (let n = 0; n < 6; n += 1) {
        const cents = BigInt(300 + n);
        calls.push({ who: p, url: '/api/orders/bank-transfers/', body: { account_id: p.accountId, from_qube: 'cloud', scheduled_date: 'today', plaid_account: banks.get(p.accountId), amount: fromCents(cents), idempotency_key: crypto.randomUUID() }, effects: [[p.accountId, 0, -cents]] });
      }
    });

    const send = async (instance: Instance, call: Call) => {
      const res = await fetch(`${instance.url}${call.url}`, {
        method: 'POST',
        headers: { ...headers, authorization: `Token ${call.who.token}` },
        body: JSON.stringify(call.body),
      });
      return res.status;
    };
    /** The first instance, then (its answer lost, or a 5xx) the second until it answers: a 409 is a request still held by the killed one. */
    let retried = 0;
    const deliver = async (call: Call): Promise<number> => {
      try {
        const status = await send(first, call);
        if (status < 500) return status;
      } catch {
        // The connection died with the instance: the answer is lost, the call may or may not have landed.
      }
      retried += 1;
      const deadline = Date.now() + 120_000;
      for (;;) {
        const status = await send(second, call).catch(() => 0);
        if (status !== 0 && status !== 409 && status < 500) return status;
        if (Date.now() > deadline) throw new Error(`a retried call never got an answer (last ${status})`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    };

    // Eight clients at a time; the first instance is killed once a third of the calls have gone out.
    const answers = new Map<Call, number>();
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < calls.length) {
        const call = calls[next++] as Call;
        if (!killed && next > calls.length / 3) {
          killed = true;
          first.child.kill('SIGKILL');
        }
        answers.set(call, await deliver(call));
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(killed).toBe(true);
    // The calls in flight when it died, and every one after, went to the second instance.
    expect(retried).toBeGreaterThan(calls.length / 2);

    const expected = new Map(start);
    for (const [call, status] of answers) {
      if (status !== 201) continue;
      for (const [accountId, pocket, cents] of call.effects) expected.set(`${accountId}:${pocket}`, (expected.get(`${accountId}:${pocket}`) ?? 0n) + cents);
    }
    const acknowledged = [...answers.values()].filter((s) => s === 201).length;
    expect(acknowledged).toBeGreaterThan(calls.length * 0.9);
    const actual = await pockets();
    const keys = [...new Set([...actual.keys(), ...expected.keys()])];
    expect(keys.filter((k) => (actual.get(k) ?? 0n) !== (expected.get(k) ?? 0n)).map((k) => `${k}: ${actual.get(k)} vs ${expected.get(k)}`)).toEqual([]);
    const unbalanced = (await db.execute(sql`select movement_id from ledger_entries group by movement_id having sum(amount) <> 0`)) as unknown as { rows: unknown[] };
    const accountsOff = (await db.execute(sql`select account_id from ledger_entries where account_id in ${ids} group by account_id having sum(amount) <> 0`)) as unknown as { rows: unknown[] };
    const below = (await db.execute(sql`select account_id from pocket_balances where account_id in ${ids} group by account_id having sum(balance) < 0`)) as unknown as { rows: unknown[] };
    expect({ unbalanced: unbalanced.rows, accountsOff: accountsOff.rows, below: below.rows }).toEqual({ unbalanced: [], accountsOff: [], below: [] });
  }, 300_000);
});
