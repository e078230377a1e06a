/**
 * In-process measure of the hot reads (the Overview, the spend-qube list, the first Activity page): an in-memory PGlite
 * with the demo data, the app, and app.inject calls in batches that alternate with batches against an in-process copy
 * of the one-read ceiling (bench/lib/ceiling-server.mjs), so both see the same machine load; prints CPU ms per request
 * and the ratio ceiling/read and, with BENCH_TRACE=1, the statements each request runs (count and ms). Steadier than
 * the HTTP bench on a loaded machine; bench/api-reads.mjs is the figure that counts.
 *   pnpm --filter @qube/api exec tsx src/bench/hot-reads.ts [count=2000]   (BENCH_ONLY=overview,spendQubes to pick)
 */
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { BENCH_CSRF as CSRF, openBenchApp, runBench } from './benchApp';

const BATCH = 50;
/** The one-read ceiling of bench/lib/ceiling-server.mjs, in this process: one primary-key read per request. */
const ceilingApp = async () => {
  const db = await PGlite.create();
  await db.exec(`
    create table items (id integer primary key, name text not null, amount numeric(14,2) not null, updated_at timestamptz not null default now());
    insert into items (id, name, amount) select n, 'Item ' || n, n * 1.25 from generate_series(1, 100) as n;
  `);
  const app = Fastify({ logger: false });
  app.get<{ Params: { id: string } }>('/item/:id', async (request) =>
    (await db.query('select id, name, amount::text as amount, updated_at from items where id = $1', [Number(request.params.id)])).rows[0]);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
};

/** CPU ms of BATCH sequential runs. */
const batch = (run: () => Promise<unknown>) => async () => {
  const start = process.cpuUsage();
  for (let n = 0; n < BATCH; n += 1) await run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

const main = async () => {
  const count = Number(process.argv[2] ?? 2000);
  const { app, trace, close } = await openBenchApp({ unit: 'req', digits: 3, isExecTraced: true, keyOf: (text) => text.replace(/\s+/g, ' ').slice(0, 110) });
  const ceiling = await ceilingApp();
  try {
    const base = { 'x-api-version': '15', 'x-company-header-id': '1', cookie: `qube_csrftoken=${CSRF}` };
    const login = await app.inject({ method: 'POST', url: '/api/web/users/login/', headers: { ...base, 'x-csrftoken': CSRF }, payload: { email: 'alex@demo.qube', password: 'Demo!2345' } });
    const { token, account_id: accountId } = login.json() as { token: string; account_id: number };
    const headers = { ...base, authorization: `Token ${token}` };
    const reads: [string, string][] = [
      ['overview', `/api/accounts/${accountId}/updates/`],
      ['spendQubes', `/api/qubes/spend-qubes/?account_id=${accountId}`],
      ['activityFirstPage', `/api/search/transactions/?account_id=${accountId}&limit=20&offset=0&filter_date_range=all`],
    ];
    const ceilingBatch = batch(() => ceiling.app.inject({ method: 'GET', url: '/item/42' }));
    for (const [name, url] of reads) {
      if (process.env.BENCH_ONLY && !process.env.BENCH_ONLY.split(',').includes(name)) continue;
      const readBatch = batch(async () => {
        const res = await app.inject({ method: 'GET', url, headers });
        if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      });
      for (let n = 0; n < 4; n += 1) {
        await ceilingBatch();
        await readBatch();
      }
      trace?.reset();
      let ceilingMs = 0;
      let readMs = 0;
      for (let n = 0; n < count / BATCH; n += 1) {
        ceilingMs += await ceilingBatch();
        readMs += await readBatch();
      }
      const per = (ms: number) => (ms / count).toFixed(3);
      console.log(`${name}: ${per(readMs)} ms CPU per request; ceiling ${per(ceilingMs)} ms; ratio ${(ceilingMs / readMs).toFixed(3)}`);
      trace?.print(count);
    }
  } finally {
    await ceiling.close();
    await close();
  }
};

runBench(main);
