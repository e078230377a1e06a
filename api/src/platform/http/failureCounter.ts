import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

type Row = { hits: number };
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * Failure counts (wrong passwords, unknown codes) in the rate-limit table, so every API instance counts together. Unlike
 * the request limits of platform/http/rateLimits.ts, only failures are counted and a success can clear a count: a person who
 * gets in is not held back by an attacker's misses (ASVS 5.0 V6.3.1). A window starts with the first failure.
 */
export const failureCounter = (db: Db) => ({
  /** Adds one failure to `key` and returns the count in the current window. */
  async add(key: string, windowMs: number, now: Date): Promise<number> {
    const at = now.toISOString();
    const expired = sql`r.window_start + r.window_ms * interval '1 millisecond' <= ${at}::timestamptz`;
    const result = await db.execute(sql`
      insert into rate_limits as r (key, hits, window_start, window_ms) values (${key}, 1, ${at}::timestamptz, ${windowMs}::bigint)
      on conflict (key) do update set
        hits = case when ${expired} then 1 else r.hits + 1 end,
        window_start = case when ${expired} then ${at}::timestamptz else r.window_start end,
        window_ms = ${windowMs}::bigint
      returning hits`);
    return rowsOf(result)[0]?.hits ?? 1;
  },

  /** The failures of `key` in its current window (0 once it has passed). */
  async count(key: string, now: Date): Promise<number> {
    const result = await db.execute(sql`
      select hits from rate_limits
      where key = ${key} and window_start + window_ms * interval '1 millisecond' > ${now.toISOString()}::timestamptz`);
    return rowsOf(result)[0]?.hits ?? 0;
  },

  /** Forgets the failures of `key` (a successful sign-in clears its account's count). */
  async clear(key: string): Promise<void> {
    await db.execute(sql`delete from rate_limits where key = ${key}`);
  },
});
