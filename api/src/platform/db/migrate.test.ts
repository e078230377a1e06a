/**
 * Two API instances starting together on an empty PostgreSQL database (issue 22 §4). Needs a real server: the
 * PostgreSQL case runs only when TEST_DATABASE_URL is set (locally: bash scripts/ensure-postgres.sh, then
 * TEST_DATABASE_URL=postgres://qube:qube@127.0.0.1:5432/postgres). PGlite is one process per data folder (platform/db/lock.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from './client';
import { defaultMigrationsDir, migrate } from './migrate';

const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const journalTags = () =>
  (JSON.parse(fs.readFileSync(path.join(defaultMigrationsDir(), 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] }).entries.map((e) => e.tag);

describeOnPostgres('migrations on PostgreSQL', () => {
  it('two instances migrating an empty database at once apply each migration once: one migrates, the other waits and finds them done', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `qube_migrate_race_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const first = await openPostgres(url.toString());
    const second = await openPostgres(url.toString());
    try {
      const [a, b] = await Promise.all([migrate(first), migrate(second)]);
      const tags = journalTags();
      // Exactly one of them applied everything, in journal order; the other found nothing left to do.
      expect([a, b].map((applied) => applied.length).sort((x, y) => x - y)).toEqual([0, tags.length]);
      expect([...a, ...b]).toEqual(tags.slice().sort((x, y) => x.localeCompare(y)));
      const { rows } = (await first.db.execute('SELECT name, count(*)::int AS n FROM qube_migrations GROUP BY name')) as unknown as { rows: { name: string; n: number }[] };
      expect(rows.length).toBe(tags.length);
      expect(rows.every((r) => r.n === 1)).toBe(true);
      // The lock was given back: a third start migrates nothing and does not wait.
      expect(await migrate(first)).toEqual([]);
    } finally {
      await first.close();
      await second.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});

describe('migrations on PGlite', () => {
  it('apply every journal entry once, and a second run applies nothing', async () => {
    const database = await openPglite();
    try {
      expect(await migrate(database)).toEqual(journalTags());
      expect(await migrate(database)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
