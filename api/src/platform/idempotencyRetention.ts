import { sql } from 'drizzle-orm';
import type { Db } from './db/client';

/**
 * How long a key keeps answering its retries after its last change (its answer, or its claim): 30 days. The browser
 * retries a money call within seconds or minutes of the first try, under one key per form submission; Stripe keeps
 * keys 24 hours and Adyen at least 7 days. A month is far past any honest retry, and bounds a table every money call
 * writes a row to (issue 24: 1 GB on the bench's cluster). Past it, the same key runs as a new request
 * (docs/adr/0104-idempotency-key-retention.md).
 */
export const IDEMPOTENCY_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;
/** Keys looked at per statement: one short transaction each, so the purge never holds many row locks at once. */
export const PURGE_BATCH = 1000;

type BatchRow = { last: number | null; seen: number; old: number; deleted: number };

/**
 * Deletes the keys untouched for IDEMPOTENCY_RETENTION_DAYS, oldest first, in batches along the primary key: ids grow
 * with time, so the walk stops at the first batch holding no key that old and never scans the young part of the table
 * (no index beyond the primary key, nothing added to the money calls' inserts). The age is checked on the row being
 * deleted (`k.updated_at`), which PostgreSQL re-reads if the row changed while the delete waited for its lock: a key
 * a retry has just taken over, or completed, is younger than the cutoff and stays.
 */
export const purgeIdempotencyKeys = async (db: Db, now: Date, batch = PURGE_BATCH): Promise<{ purged: number }> => {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * DAY_MS).toISOString();
  let after = 0;
  let purged = 0;
  for (;;) {
    const result = (await db.execute(sql`
      with batch as (select id, updated_at from idempotency_keys where id > ${after} order by id limit ${batch}),
      gone as (
        delete from idempotency_keys k using batch b
        where k.id = b.id and k.updated_at < ${cutoff}::timestamptz
        returning k.id
      )
      select (select max(id) from batch)::int as last,
             (select count(*) from batch)::int as seen,
             (select count(*) from batch where updated_at < ${cutoff}::timestamptz)::int as old,
             (select count(*) from gone)::int as deleted`)) as unknown as { rows: BatchRow[] };
    const row = result.rows[0];
    if (!row) break;
    purged += Number(row.deleted);
    // An empty batch is the table's end; a batch with nothing old means the rest is younger still.
    if (Number(row.seen) === 0 || Number(row.old) === 0 || row.last === null) break;
    after = Number(row.last);
  }
  return { purged };
};
