import { PGlite, types } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { localAccountEvents, postgresAccountEvents, type AccountEvents } from '../events';
import type { ReplicaReads } from './replica';
import * as schema from './schema';

/** The Drizzle database both drivers produce (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: the Drizzle handle plus raw multi-statement exec (for migrations) and close. */
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up log line. */
  location: string;
  exec: (sqlText: string) => Promise<void>;
  /**
   * Runs fn on one connection held until it settles (PostgreSQL: a pooled client), so a session-level advisory lock
   * taken there is released on the same session. Absent on PGlite, which is one session in one process.
   */
  onOneConnection?: <T>(fn: (query: (sqlText: string) => Promise<{ rows: Record<string, unknown>[] }>) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** Account-changed events of this database (in process on PGlite, LISTEN/NOTIFY on PostgreSQL). */
  events: AccountEvents;
  /** The PGlite instance when kind is pglite (tests clone it). */
  pglite?: PGlite;
  /** Sees every statement sent to this database while set (a test counting round trips per request). */
  statementLog: StatementLog;
  /** The replicas for lag-tolerant reads (replica.ts), when configured; absent: every read goes to `db`. */
  replica?: ReplicaReads;
};

/** The types drizzle reads as raw text from PGlite (it maps them itself): dates, times, intervals and their arrays. */
const RAW_TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

type Queryable = { query: PGlite['query']; exec: PGlite['exec'] };

/**
 * Sees every statement sent to one database, when set; unset it costs one check per statement. On PGlite a
 * transaction's BEGIN and COMMIT are reported too, as they are round trips.
 */
export type StatementLog = { onStatement: ((text: string) => void) | null };

const statementLogs = new WeakMap<Db, StatementLog>();

/** The statement log of the database a Drizzle handle belongs to (for raw statements sent past drizzle). */
export const statementLogOf = (db: Db): StatementLog | undefined => statementLogs.get(db);

const withStatementLog = (database: Omit<Database, 'statementLog'>, statementLog: StatementLog): Database => {
  statementLogs.set(database.db, statementLog);
  return { ...database, statementLog };
};

/**
 * drizzle passes these parsers with every query, and PGlite then copies its 318-entry parser map per query (~0.2 ms,
 * half the cost of a small query). So the instance gets them once, and drizzle's per-query copy is dropped: the same
 * values come back. Raw queries on this PGlite instance (tests' dumps, the bench's trace) see those types as text too.
 */
const withInstanceParsers = (client: PGlite, statementLog: StatementLog): PGlite => {
  for (const type of RAW_TEXT_TYPES) client.parsers[type] = (value: string) => value;
  const wrap = <T extends Queryable>(target: T): T => new Proxy(target, {
    get(object, property) {
      if (property === 'query') {
        return (text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) => {
          statementLog.onStatement?.(text);
          return object.query(text, params, options?.parsers ? { ...options, parsers: undefined } : options);
        };
      }
      if (property === 'exec') {
        return (text: string, options?: Parameters<PGlite['exec']>[1]) => {
          statementLog.onStatement?.(text);
          return object.exec(text, options);
        };
      }
      if (property === 'transaction') {
        return (fn: (tx: Queryable) => Promise<unknown>) => {
          statementLog.onStatement?.('BEGIN');
          return (object as unknown as PGlite).transaction((tx) => fn(wrap(tx))).finally(() => statementLog.onStatement?.('COMMIT'));
        };
      }
      const value: unknown = Reflect.get(object, property, object);
      // PGlite keeps its state in private fields: its methods must run on the instance, not on the proxy.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
  return wrap(client);
};

/** Wraps an existing PGlite instance (in memory for tests, or a data folder). */
export const fromPglite = (client: PGlite, location = 'memory'): Database => {
  const statementLog: StatementLog = { onStatement: null };
  return withStatementLog({
    db: drizzlePglite({ client: withInstanceParsers(client, statementLog), schema }) as unknown as Db,
    kind: 'pglite',
    location,
    exec: async (text) => {
      await client.exec(text);
    },
    close: () => client.close(),
    events: localAccountEvents(),
    pglite: client,
  }, statementLog);
};

/** Opens PGlite on a data folder (created by PGlite if missing; parents must exist). */
export const openPglite = async (dataDir?: string): Promise<Database> => {
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  return fromPglite(client, dataDir ?? 'memory');
};

/** Opens a real PostgreSQL server through node-postgres. */
export const openPostgres = async (url: string, { poolMax = 10 }: { poolMax?: number } = {}): Promise<Database> => {
  // keepAlive: a connection whose server vanished without a word (a machine gone) fails instead of hanging.
  // connectionTimeoutMillis: with no primary behind the balancer (a failover), a request waits at most this long for a
  // connection, then answers 503 (platform/db/unavailable.ts) instead of hanging. A client that broke mid-query is not reused:
  // pg-pool drops every released client that is no longer queryable, so the next query connects again.
  const pool = new pg.Pool({ connectionString: url, max: poolMax, keepAlive: true, connectionTimeoutMillis: 10_000 });
  // An idle client the server ends (a restart, a dropped test database) is replaced by the pool on the next query;
  // without a listener its 'error' event would be unhandled and end the process.
  pool.on('error', () => undefined);
  // A client in use (inside a transaction, between two of its statements) whose server goes away emits 'error' too,
  // and pg-pool listens only while a client is idle: without this the process ends on a failover. The statement in
  // flight, or the next one, fails with the same error (503, platform/db/unavailable.ts) and the pool drops the client.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const client = await pool.connect();
  client.release();
  const events = postgresAccountEvents(pool, url);
  const statementLog: StatementLog = { onStatement: null };
  return withStatementLog({
    // drizzle's logger sees every statement, a transaction's BEGIN and COMMIT included.
    db: drizzlePg({ client: pool, schema, logger: { logQuery: (text) => statementLog.onStatement?.(text) } }) as unknown as Db,
    kind: 'postgres',
    location: url.replace(/\/\/[^@]*@/, '//***@'),
    exec: async (text) => {
      await pool.query(text);
    },
    onOneConnection: async (fn) => {
      const connection = await pool.connect();
      let failed = false;
      try {
        return await fn(async (text) => ({ rows: (await connection.query(text)).rows as Record<string, unknown>[] }));
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        // A connection whose work failed may still hold session state (a lock, an open transaction): discard it.
        connection.release(failed);
      }
    },
    events,
    close: async () => {
      await events.close();
      await pool.end();
    },
  }, statementLog);
};
