/**
 * The scheduler's steps as jobs on the job queue (issue 24 §3, docs/adr/0094-job-queue.md): on PGlite and on
 * PostgreSQL (TEST_DATABASE_URL), the jobs run the due work once however often they run, the health endpoint counts the
 * queue's jobs, and on PostgreSQL two API instances' workers share the jobs.
 */
import crypto from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { openPostgres } from '../platform/db/client';
import { activities, qubes, scheduledOrders } from '../platform/db/schema';
import { isoDate } from '../platform/dates';
import { addDays } from '@qube/contract/core/repeat';
import { fromCents, toCents } from '@qube/contract/core/money';
import { setupTestApi } from '../test/helpers';
import { startJobs, type JobRunner } from './jobs';
import { schedulerTick, NO_PROVIDERS } from './scheduler';
import { runDueOrders } from '../areas/transfers';

const api = setupTestApi();
afterEach(() => api.clock.reset());

const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const startHere = () => startJobs(api.database, { connectionString: api.databaseUrl, now: api.clock.now, schedule: false, pollingIntervalSeconds: 0.5 });

const health = async () => (await api.app.inject({ method: 'GET', url: '/api/health' })).json() as { ok: boolean; jobs: { waiting: number; running: number; failed: number } };

/** Polls until `check` holds (the queue's workers poll every half second). */
const eventually = async (check: () => Promise<boolean>, ms = 20_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/**
 * Active orders of `count` per account, `amount` each from `from` (default Cloud) to the account's first qube, all due
 * on `day`, repeating as `recurring`.
 */
const dueOrders = async (accountIds: number[], count: number, day: string, options: { from?: number; amount?: string; recurring?: string } = {}) => {
  const { rows } = (await api.database.db.execute(sql`
    insert into ${scheduledOrders} (account_id, from_qube_id, to_qube_id, amount, title, recurring, start_date, next_date)
    select a.id, ${options.from ?? null}::int, (select min(q.id) from ${qubes} q where q.account_id = a.id and not q.is_archived),
      ${options.amount ?? '0.01'}::numeric, 'Bench', ${options.recurring ?? 'none'}, ${day}::date, ${day}::date
    from unnest(${`{${accountIds.join(',')}}`}::int[]) as a(id), generate_series(1, ${count})
    returning id`)) as unknown as { rows: { id: number }[] };
  return rows.map((row) => Number(row.id));
};

const cloudOf = async (user: { token: string; accountId: number }): Promise<string> =>
  (await api.call('GET', `/api/accounts/${user.accountId}/updates/`, { token: user.token })).json().cloud_qube_total_balance;

/** How many activities each of `ids` wrote (a transfer writes one per side). */
const runsPerOrder = async (ids: number[]) => {
  const rows = await api.database.db
    .select({ order: activities.scheduledOrderId, n: sql<number>`count(*)::int` })
    .from(activities)
    .where(inArray(activities.scheduledOrderId, ids))
    .groupBy(activities.scheduledOrderId);
  return new Map(rows.map((row) => [Number(row.order), Number(row.n)]));
};

describe('the job queue', () => {
  let jobs: JobRunner | undefined;
  afterEach(async () => {
    await jobs?.stop();
    jobs = undefined;
  });

  it('API-32 every queue retries a failed job with exponential backoff (and the job of a worker gone quiet), and the start puts one job of each step in', async () => {
    jobs = await startHere();
    await jobs.idle();
    const queues = await jobs.boss.getQueues();
    expect(queues.map((queue) => queue.name).sort()).toEqual([
      'scheduler-alerts', 'scheduler-bank-deposits', 'scheduler-bank-transfers', 'scheduler-billing', 'scheduler-card-deposits',
      'scheduler-direct-deposits', 'scheduler-idempotency-keys', 'scheduler-open-qubes', 'scheduler-orders', 'scheduler-orders-drain', 'scheduler-registration-payments',
    ]);
    for (const queue of queues) expect(queue).toMatchObject({ retryLimit: 5, retryDelay: 5, retryBackoff: true, retryDelayMax: 300, heartbeatSeconds: 30, policy: 'stately' });
    // Ten steps plus the order drains they fanned out to.
    expect(jobs.stats.jobs).toBeGreaterThanOrEqual(11);
  });

  it('API-32 due orders run once: the orders job run again, two ticks at once, or a tick beside it moves nothing twice', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    await api.database.db.update(scheduledOrders).set({ isActive: false }).where(eq(scheduledOrders.accountId, alex.accountId));
    const tomorrow = addDays(isoDate(api.clock.now()), 1);
    const ids = await dueOrders([alex.accountId], 30, tomorrow);
    jobs = await startHere();
    await jobs.idle();
    expect((await runsPerOrder(ids)).size).toBe(0); // not due yet
    const cloudBefore = await cloudOf(alex);
    api.clock.advance(86_400_000);
    await Promise.all([jobs.tick(), jobs.tick()]);
    await jobs.idle();
    await jobs.tick();
    await schedulerTick(api.database, api.clock.now(), NO_PROVIDERS);
    await jobs.idle();
    const runs = await runsPerOrder(ids);
    expect(runs.size).toBe(ids.length);
    for (const n of runs.values()) expect(n).toBe(2); // one transfer = one activity per side
    Object.assign(alex, await api.login(alex.email)); // the clock moved past the session's idle lifetime
    expect(await cloudOf(alex)).toBe(fromCents(toCents(cloudBefore) - 30n)); // 30 orders of 0.01, each once
    const left = await api.database.db.select({ n: sql<number>`count(*)::int` }).from(scheduledOrders).where(sql`${inArray(scheduledOrders.id, ids)} and ${scheduledOrders.isActive}`);
    expect(Number(left[0]?.n)).toBe(0); // one-time orders end after their occurrence
  });

  it('API-32 a job that fails is retried with backoff, and its retry does the work once', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    await api.database.db.update(scheduledOrders).set({ isActive: false }).where(eq(scheduledOrders.accountId, alex.accountId));
    jobs = await startHere();
    await jobs.idle();
    const ids = await dueOrders([alex.accountId], 3, isoDate(api.clock.now()));
    // The first move of an order fails (a sequence is not rolled back with the failed transaction, so only once).
    await api.database.exec(`CREATE SEQUENCE jobs_test_fail_once;
      CREATE FUNCTION jobs_test_fail_once() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF nextval('jobs_test_fail_once') = 1 THEN RAISE EXCEPTION 'the database failed once'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER jobs_test_fail_once BEFORE UPDATE ON scheduled_orders FOR EACH ROW EXECUTE FUNCTION jobs_test_fail_once();`);
    try {
      await jobs.boss.send('scheduler-orders-drain', {}, { singletonKey: 'drain-0' });
      await jobs.idle();
      const { rows } = (await api.database.db.execute(sql`select state::text as state, retry_count from pgboss.job
        where name = 'scheduler-orders-drain' and retry_count > 0`)) as unknown as { rows: { state: string; retry_count: number }[] };
      expect(rows).toEqual([{ state: 'completed', retry_count: 1 }]);
    } finally {
      await api.database.exec('DROP TRIGGER jobs_test_fail_once ON scheduled_orders; DROP FUNCTION jobs_test_fail_once(); DROP SEQUENCE jobs_test_fail_once;');
    }
    const runs = await runsPerOrder(ids);
    for (const id of ids) expect(runs.get(id)).toBe(2);
  }, 60_000);

  it("API-02 /api/health counts the queue's waiting, running and failed jobs (counts only), and the counts move", async () => {
    jobs = await startHere();
    await jobs.idle();
    const before = await health();
    expect(Object.keys(before)).toEqual(['ok', 'jobs']);
    expect(Object.keys(before.jobs)).toEqual(['waiting', 'running', 'failed']);
    expect(before.jobs).toMatchObject({ waiting: 0, running: 0 });
    const { boss } = jobs;
    const probe = `probe-${crypto.randomUUID().slice(0, 8)}`;
    await boss.createQueue(`${probe}-waiting`);
    await boss.send(`${probe}-waiting`, {});
    await eventually(async () => (await health()).jobs.waiting === 1);

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await boss.createQueue(`${probe}-running`);
    await boss.work(`${probe}-running`, { pollingIntervalSeconds: 0.5 }, async () => held);
    await boss.send(`${probe}-running`, {});
    await eventually(async () => (await health()).jobs.running === 1);

    await boss.createQueue(`${probe}-failing`, { retryLimit: 0 });
    await boss.work(`${probe}-failing`, { pollingIntervalSeconds: 0.5 }, async () => {
      throw new Error('a job that fails');
    });
    await boss.send(`${probe}-failing`, {});
    await eventually(async () => (await health()).jobs.failed === before.jobs.failed + 1);

    release();
    await eventually(async () => (await health()).jobs.running === 0);
    expect((await health()).jobs).toEqual({ waiting: 1, running: 0, failed: before.jobs.failed + 1 });
    // The probes go (the waiting job would keep later tests' idle() waiting).
    for (const kind of ['waiting', 'running', 'failing']) {
      await boss.offWork(`${probe}-${kind}`).catch(() => undefined);
      await boss.deleteQueue(`${probe}-${kind}`);
    }
    expect((await health()).jobs).toMatchObject({ waiting: 0, running: 0, failed: before.jobs.failed });
  });
});

describe('due orders claimed a page at a time', () => {
  it('API-32 a page with an order that cannot run runs one order at a time: its failure is recorded, the others move money, each once', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    await api.database.db.update(scheduledOrders).set({ isActive: false }).where(eq(scheduledOrders.accountId, alex.accountId));
    const [emptyQube] = await api.database.db.execute(sql`select q.id from ${qubes} q left join pocket_balances p on p.account_id = q.account_id and p.pocket = q.id
      where q.account_id = ${alex.accountId} and not q.is_archived and coalesce(p.balance, 0) = 0 order by q.id limit 1`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    if (!emptyQube) throw new Error('expected an empty qube in the demo account');
    const today = isoDate(api.clock.now());
    const fromCloud = await dueOrders([alex.accountId], 5, today);
    const fromEmpty = await dueOrders([alex.accountId], 2, today, { from: Number(emptyQube.id), amount: '5.00' });
    const ran = await runDueOrders(api.database, api.clock.now(), 3);
    expect(ran).toEqual({ executed: 5, failed: 2 });
    const runs = await runsPerOrder([...fromCloud, ...fromEmpty]);
    for (const id of fromCloud) expect(runs.get(id)).toBe(2);
    for (const id of fromEmpty) expect(runs.get(id)).toBe(1); // a failed activity, no ledger entry
    const failed = await api.database.db.select({ result: activities.result, balance: activities.newBalance }).from(activities).where(inArray(activities.scheduledOrderId, fromEmpty));
    expect(failed).toEqual([{ result: 'failed', balance: '0.00' }, { result: 'failed', balance: '0.00' }]);
    expect(await runDueOrders(api.database, api.clock.now(), 3)).toEqual({ executed: 0, failed: 0 });
  });

  it('API-32 a series that missed occurrences catches up one per run, however many pages the run reads', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    await api.database.db.update(scheduledOrders).set({ isActive: false }).where(eq(scheduledOrders.accountId, alex.accountId));
    const today = isoDate(api.clock.now());
    const weekly = await dueOrders([alex.accountId], 4, addDays(today, -14), { recurring: 'weekly' });
    for (const expected of [1, 2, 3]) {
      expect(await runDueOrders(api.database, api.clock.now(), 2)).toEqual({ executed: 4, failed: 0 });
      const runs = await runsPerOrder(weekly);
      for (const id of weekly) expect(runs.get(id)).toBe(2 * expected);
    }
    expect(await runDueOrders(api.database, api.clock.now(), 2)).toEqual({ executed: 0, failed: 0 });
    const rows = await api.database.db.select({ next: scheduledOrders.nextDate }).from(scheduledOrders).where(inArray(scheduledOrders.id, weekly));
    for (const row of rows) expect(row.next).toBe(addDays(today, 7));
  });
});

describeOnPostgres('the job queue on two API instances (one PostgreSQL database)', () => {
  it('API-32 both instances take the jobs, and each due order runs exactly once', async () => {
    if (!api.databaseUrl) throw new Error('expected a PostgreSQL test database');
    const users = await Promise.all([0, 1, 2, 3, 4, 5].map(() => api.freshLogin('alex@demo.qube')));
    const accountIds = users.map((user) => user.accountId);
    await api.database.db.update(scheduledOrders).set({ isActive: false }).where(inArray(scheduledOrders.accountId, accountIds));
    const tomorrow = addDays(isoDate(api.clock.now()), 1);
    const ids = await dueOrders(accountIds, 100, tomorrow);
    const other = await openPostgres(api.databaseUrl);
    const options = { connectionString: api.databaseUrl, now: api.clock.now, schedule: false, pollingIntervalSeconds: 0.5, drainConcurrency: 1 };
    const one = await startJobs(api.database, options);
    const two = await startJobs(other, options);
    try {
      await one.idle();
      api.clock.advance(86_400_000);
      await one.tick();
      await two.tick();
      await one.idle(120_000);
      expect(one.stats.jobs).toBeGreaterThan(0);
      expect(two.stats.jobs).toBeGreaterThan(0);
      expect(one.stats.ordersRun + two.stats.ordersRun).toBe(ids.length);
      const runs = await runsPerOrder(ids);
      expect(runs.size).toBe(ids.length);
      for (const n of runs.values()) expect(n).toBe(2);
    } finally {
      await one.stop();
      await two.stop();
      await other.close();
    }
  }, 180_000);
});
