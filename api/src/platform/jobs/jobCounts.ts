import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/*
 * The job queue's counts for GET /api/health (issue 24 §3, docs/adr/0094-job-queue.md): how many jobs wait, run and
 * failed, read from the queue's own table (pg-boss keeps it in its schema; completed jobs are deleted after an hour, so
 * the table stays small). Counts only: the endpoint is public.
 */

/** The schema the job queue (pg-boss) keeps its tables in; scheduler/jobs.ts starts it there. */
export const JOBS_SCHEMA = 'pgboss';

export type JobCounts = { waiting: number; running: number; failed: number };

const NONE: JobCounts = { waiting: 0, running: 0, failed: 0 };

/** How long the health answer waits for a fresh count before it answers the last one (a balancer's check is short). */
const FRESH_WAIT_MS = 300;

type Reader = { last: JobCounts; tablePresent: boolean; pending: Promise<JobCounts> | null };

const readers = new WeakMap<Db, Reader>();

const readCounts = async (db: Db, reader: Reader): Promise<JobCounts> => {
  if (!reader.tablePresent) {
    // A database the queue never started on (a test app, a tool) has no job table: nothing waits there.
    const { rows } = (await db.execute(sql`select to_regclass(${`${JOBS_SCHEMA}.job`}) is not null as present`)) as unknown as { rows: { present: boolean }[] };
    if (!rows[0]?.present) return NONE;
    reader.tablePresent = true;
  }
  const { rows } = (await db.execute(sql`select
      count(*) filter (where state in ('created', 'retry'))::int as waiting,
      count(*) filter (where state = 'active')::int as running,
      count(*) filter (where state = 'failed')::int as failed
    from ${sql.identifier(JOBS_SCHEMA)}.job`)) as unknown as { rows: { waiting: number; running: number; failed: number }[] };
  const row = rows[0];
  return row ? { waiting: Number(row.waiting), running: Number(row.running), failed: Number(row.failed) } : NONE;
};

/**
 * The job counts now, for the health answer. A read that fails or takes longer than FRESH_WAIT_MS (the database
 * moving to another node) answers the last counts read instead: health stays a liveness answer that never waits on the
 * database. Reads of one database share one query in flight.
 */
export const jobCounts = async (db: Db): Promise<JobCounts> => {
  let reader = readers.get(db);
  if (!reader) {
    reader = { last: NONE, tablePresent: false, pending: null };
    readers.set(db, reader);
  }
  const current = reader;
  current.pending ??= readCounts(db, current)
    .then((counts) => {
      current.last = counts;
      return counts;
    })
    .catch(() => current.last)
    .finally(() => {
      current.pending = null;
    });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<JobCounts>((resolve) => {
    timer = setTimeout(() => resolve(current.last), FRESH_WAIT_MS);
  });
  try {
    return await Promise.race([current.pending, late]);
  } finally {
    clearTimeout(timer);
  }
};
