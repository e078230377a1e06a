import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Clock } from './auth';

/** Growing delays stop growing here: an hour between tries is enough to make guessing useless. */
export const MAX_BACKOFF_MS = 60 * 60 * 1000;
/** One call in this many also deletes counters idle for a day, so the table stays small without a job. */
const SWEEP_EVERY = 500;

type Counter = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counter) => void;
/** The limiter's merged options reach the store; exponentialBackoff is among them though the library's types omit it. */
type StoreOptions = { exponentialBackoff?: boolean };

/**
 * A @fastify/rate-limit store on our database: one row per key, counted by one atomic upsert, so every API instance
 * on the same PostgreSQL shares the counts and two requests at once never both pass. With exponential backoff each
 * request over the limit doubles the wait (capped at MAX_BACKOFF_MS), as the library's own stores do.
 */
export const databaseRateLimitStore = (db: Db, clock: Clock): FastifyRateLimitStoreCtor => {
  class DatabaseStore {
    private readonly backoff: boolean;

    constructor(options: object) {
      this.backoff = (options as StoreOptions).exponentialBackoff === true;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      increment(db, clock(), key, timeWindow, max, this.backoff).then((counter) => callback(null, counter), (error: Error) => callback(error));
    }

    read(key: string, callback: Callback, timeWindow: number) {
      peek(db, clock(), key, timeWindow).then((counter) => callback(null, counter), (error: Error) => callback(error));
    }

    child(options: object) {
      return new DatabaseStore(options);
    }
  }
  return DatabaseStore;
};

type Row = { hits: number; ttl: string | number };

const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

const increment = async (db: Db, now: Date, key: string, timeWindow: number, max: number, backoff: boolean): Promise<Counter> => {
  const at = now.toISOString();
  const expired = sql`r.window_start + r.window_ms * interval '1 millisecond' <= ${at}::timestamptz`;
  const over = sql`(${backoff}::boolean and r.hits + 1 > ${max}::int)`;
  const result = await db.execute(sql`
    insert into rate_limits as r (key, hits, window_start, window_ms) values (${key}, 1, ${at}::timestamptz, ${timeWindow}::bigint)
    on conflict (key) do update set
      hits = case when ${expired} then 1 else r.hits + 1 end,
      window_start = case when ${expired} or ${over} then ${at}::timestamptz else r.window_start end,
      window_ms = case
        when ${expired} then ${timeWindow}::bigint
        when ${over} then least(${timeWindow}::bigint * power(2, least(r.hits + 1 - ${max}::int - 1, 40))::bigint, ${MAX_BACKOFF_MS}::bigint)
        else r.window_ms end
    returning hits, extract(epoch from (window_start - ${at}::timestamptz)) * 1000 + window_ms as ttl`);
  if (Math.floor(Math.random() * SWEEP_EVERY) === 0) {
    await db.execute(sql`delete from rate_limits where window_start + window_ms * interval '1 millisecond' < ${at}::timestamptz - interval '1 day'`);
  }
  const [row] = rowsOf(result);
  return { current: row?.hits ?? 1, ttl: Math.max(0, Math.round(Number(row?.ttl ?? timeWindow))) };
};

const peek = async (db: Db, now: Date, key: string, timeWindow: number): Promise<Counter> => {
  const at = now.toISOString();
  const result = await db.execute(sql`
    select hits, extract(epoch from (window_start - ${at}::timestamptz)) * 1000 + window_ms as ttl from rate_limits
    where key = ${key} and window_start + window_ms * interval '1 millisecond' > ${at}::timestamptz`);
  const [row] = rowsOf(result);
  return row ? { current: row.hits, ttl: Math.max(0, Math.round(Number(row.ttl))) } : { current: 0, ttl: Math.min(0, timeWindow) };
};
