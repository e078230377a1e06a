import { sql } from 'drizzle-orm';
import pg from 'pg';
import { setupTestApi } from '../../test/helpers';
import { preparedSequence } from './preparedSelect';
import { accounts } from './schema';

const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

// On PostgreSQL a sequence is SQL-PREPAREd once per pooled connection, then sent as EXECUTEs (ADR 0103): no statement
// is parsed and planned anew on each call. A pool has several connections and loses them (a failover, a restart), so
// this proves the two things that can go wrong: a connection asked to EXECUTE what it never prepared, and a PREPARE
// sent twice on one connection (PostgreSQL refuses a name it has).
describeOnPostgres('preparedSequence on PostgreSQL (ADR 0103)', () => {
  const api = setupTestApi();

  const sequence = () => preparedSequence(api.database.db, [
    { name: 'test_pg_seq_bump', query: sql`update accounts set display_name = display_name where id = ${sql.placeholder('id')} returning id` },
    { name: 'test_pg_seq_read', query: sql`select ${sql.placeholder('note')}::text as note, id from accounts where id = ${sql.placeholder('id')}` },
  ]);

  const logged = async <T>(run: () => Promise<T>) => {
    const seen: string[] = [];
    api.database.statementLog.onStatement = (text) => seen.push(text);
    try {
      return { result: await run(), seen };
    } finally {
      api.database.statementLog.onStatement = null;
    }
  };

  it('prepares on a connection once, then sends only EXECUTEs, one message per call', async () => {
    const [account] = await api.database.db.select({ id: accounts.id }).from(accounts).limit(1);
    const id = account?.id ?? 0;
    const run = sequence();
    // More calls at once than the pool has connections: every connection prepares once, none twice.
    const first = await logged(() => Promise.all(Array.from({ length: 30 }, (_, i) => run({ id, note: `call ${i}` }))));
    first.result.forEach(([bumped, read], i) => {
      expect(bumped).toEqual([{ id }]);
      expect(read).toEqual([{ note: `call ${i}`, id }]);
    });
    const prepares = first.seen.filter((text) => text.startsWith('PREPARE '));
    expect(prepares.length).toBeGreaterThan(0);
    expect(prepares.length).toBeLessThanOrEqual(10);
    expect(first.seen.filter((text) => text.startsWith('EXECUTE test_pg_seq_bump('))).toHaveLength(30);

    const again = await logged(() => run({ id, note: "it's $1" }));
    expect(again.result[1]).toEqual([{ note: "it's $1", id }]);
    expect(again.seen).toEqual([`EXECUTE test_pg_seq_bump(${id});\nEXECUTE test_pg_seq_read('it''s $1', ${id})`]);
  });

  it('a connection lost (its session ended) is replaced, and the new one prepares again', async () => {
    const [account] = await api.database.db.select({ id: accounts.id }).from(accounts).limit(1);
    const id = account?.id ?? 0;
    const run = sequence();
    await run({ id, note: 'before' });
    const admin = new pg.Client(api.databaseUrl);
    await admin.connect();
    try {
      // Ends every session of the pool, as a failover or a restart of the database does.
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = $1', ['client backend']);
    } finally {
      await admin.end();
    }
    // The pool may still hand out an ended connection once: that call fails and its connection is dropped.
    let answer: Record<string, unknown>[][] | undefined;
    for (let attempt = 0; attempt < 12 && !answer; attempt += 1) {
      answer = await run({ id, note: 'after' }).catch(() => undefined);
    }
    expect(answer?.[1]).toEqual([{ note: 'after', id }]);
    const later = await logged(() => run({ id, note: 'later' }));
    expect(later.result[1]).toEqual([{ note: 'later', id }]);
  });
});
