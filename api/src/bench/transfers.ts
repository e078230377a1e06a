/**
 * In-process measure of POST orders/ (immediate transfers): an in-memory PGlite, the app, N sequential app.inject
 * transfers; prints wall and CPU ms per transfer per batch (steadier than the HTTP bench on a loaded machine).
 *   pnpm --filter @qube/api exec tsx src/bench/transfers.ts [count=1000] [batch=250]
 */
import crypto from 'node:crypto';
import { BENCH_CSRF as CSRF, openBenchApp, runBench } from './benchApp';

const headers = (token?: string) => ({
  'x-api-version': '15', 'x-company-header-id': '1', cookie: `qube_csrftoken=${CSRF}`, 'x-csrftoken': CSRF,
  ...(token ? { authorization: `Token ${token}` } : {}),
});

const main = async () => {
  const count = Number(process.argv[2] ?? 1000);
  const batch = Number(process.argv[3] ?? 250);
  const { app, trace, close } = await openBenchApp({
    unit: 'transfer', digits: 2, isTransactionTraced: true,
    keyOf: (text) => text.replace(/\s+/g, ' ').replace(/^(execute q_\w+).*/, '$1').slice(0, 90),
  });
  try {
    const copy = await app.inject({ method: 'POST', url: '/api/dev/demo-users/copy', payload: { email: 'alex@demo.qube' } });
    const { email, password } = copy.json() as { email: string; password: string };
    const login = await app.inject({ method: 'POST', url: '/api/web/users/login/', headers: headers(), payload: { email, password } });
    const { token, account_id: accountId } = login.json() as { token: string; account_id: number };
    const qubesRes = await app.inject({ method: 'GET', url: `/api/qubes/?account_id=${accountId}`, headers: headers(token) });
    const qubes = (qubesRes.json() as { results: { id: number; name: string }[] }).results;
    const pockets: (number | 'cloud')[] = ['cloud', ...qubes.filter((q) => ['Groceries', 'Rent', 'Vacation', 'Emergency Fund'].includes(q.name)).map((q) => q.id)];
    let wall = performance.now();
    let cpu = process.cpuUsage();
    for (let n = 1; n <= count; n += 1) {
      const from = pockets[n % pockets.length];
      const to = pockets[(n + 1 + (Math.floor(n / pockets.length) % (pockets.length - 1))) % pockets.length];
      const body = { account_id: accountId, from_qube: from, to_qube: to, amount: '1.00', recurring: 'none', type: 'transfer', scheduled_date: 'today', days_in_calendar: [], idempotency_key: crypto.randomUUID() };
      const res = await app.inject({ method: 'POST', url: '/api/orders/', headers: headers(token), payload: body });
      if (res.statusCode !== 201) throw new Error(`transfer ${n}: ${res.statusCode} ${res.body}`);
      if (n === 1) trace?.reset();
      if (n % batch === 0) {
        const used = process.cpuUsage(cpu);
        const now = performance.now();
        console.log(`transfers ${n - batch + 1}-${n}: ${((now - wall) / batch).toFixed(2)} ms wall, ${((used.user + used.system) / 1000 / batch).toFixed(2)} ms CPU per transfer`);
        wall = now;
        cpu = process.cpuUsage();
      }
    }
    trace?.print(count - 1);
  } finally {
    await close();
  }
};

runBench(main);
