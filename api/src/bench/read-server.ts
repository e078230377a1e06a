/**
 * The API for the hot-read bench (bench/lib/api-reads.mjs): a fresh in-memory PGlite with the demo data, the real app
 * (test mode, logger off as `npm start` has it), listening on PORT. In memory like the bench's one-read ceiling, so the
 * two differ only by what the API does per request. Stops on SIGTERM/SIGINT.
 * With QUBE_BENCH_CPU_PROFILE=<folder>, each SIGUSR2 starts or stops a V8 CPU profile (the same .cpuprofile as
 * `node --cpu-prof`, but of the measured window only: no start-up, no seeding, no idle time while the ceiling runs).
 *   PORT=9192 pnpm --filter @qube/api exec tsx src/bench/read-server.ts
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { buildApp } from '../app';
import { openPglite } from '../platform/db/client';
import { defaultMigrationsDir, migrate } from '../platform/db/migrate';
import { seed } from '../seed/seed';

/** SIGUSR2 toggles a CPU profile written to `folder` (hot-reads-<n>.cpuprofile). */
const profileOnSignal = (folder: string) => {
  const session = new Session();
  session.connect();
  let running = false;
  let count = 0;
  process.on('SIGUSR2', () => {
    void (async () => {
      if (!running) {
        running = true;
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: 200 });
        await session.post('Profiler.start');
        return;
      }
      running = false;
      const { profile } = await session.post('Profiler.stop');
      count += 1;
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, `hot-reads-${process.pid}-${count}.cpuprofile`), JSON.stringify(profile));
    })().catch((error: unknown) => console.error('profile failed', error));
  });
};

const main = async () => {
  if (process.env.QUBE_BENCH_CPU_PROFILE) profileOnSignal(process.env.QUBE_BENCH_CPU_PROFILE);
  const port = Number.parseInt(process.env.PORT ?? '9192', 10);
  const database = await openPglite();
  await migrate(database, defaultMigrationsDir());
  await seed(database.db);
  const app = await buildApp(database, { env: 'test' });
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  await app.listen({ port, host: '127.0.0.1' });
  console.log(`hot-read API listening on http://127.0.0.1:${port} (PGlite in memory)`);
};

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
