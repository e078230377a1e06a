// The one-read ceiling of bench/lib/api-reads.mjs: the least an API on this stack can do per request. A bare Fastify
// app on an in-memory PGlite with one small table; each GET /item/:id is one parameterised primary-key read whose row
// is answered as JSON. No hooks, no auth, no schema: whatever the real API answers below this is its own per-request work.
//   PORT=9191 node bench/lib/ceiling-server.mjs
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Fastify and PGlite are the API's dependencies: the same copies the API runs on.
const require = createRequire(path.join(root, 'api/package.json'));
const { default: Fastify } = await import(pathToFileURL(require.resolve('fastify')).href);
const { PGlite } = await import(pathToFileURL(require.resolve('@electric-sql/pglite')).href);

const port = Number.parseInt(process.env.PORT ?? '9191', 10);
const db = await PGlite.create();
await db.exec(`
  create table items (id integer primary key, name text not null, amount numeric(14,2) not null, updated_at timestamptz not null default now());
  insert into items (id, name, amount) select n, 'Item ' || n, n * 1.25 from generate_series(1, 100) as n;
`);
const app = Fastify({ logger: false });
app.get('/item/:id', async (request, reply) => {
  const { rows } = await db.query('select id, name, amount::text as amount, updated_at from items where id = $1', [Number(request.params.id)]);
  if (!rows[0]) return reply.status(404).send({ fallback_message: 'Not found.' });
  return rows[0];
});
const stop = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
await app.listen({ port, host: '127.0.0.1' });
console.log(`one-read ceiling listening on http://127.0.0.1:${port}`);
