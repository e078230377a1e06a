import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { localAccountEvents, postgresAccountEvents, type AccountEvents } from '../domain/events';
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
  close: () => Promise<void>;
  /** Account-changed events of this database (in process on PGlite, LISTEN/NOTIFY on PostgreSQL). */
  events: AccountEvents;
  /** The PGlite instance when kind is pglite (tests clone it). */
  pglite?: PGlite;
};

/** Wraps an existing PGlite instance (in memory for tests, or a data folder). */
export const fromPglite = (client: PGlite, location = 'memory'): Database => ({
  db: drizzlePglite({ client, schema }) as unknown as Db,
  kind: 'pglite',
  location,
  exec: async (text) => {
    await client.exec(text);
  },
  close: () => client.close(),
  events: localAccountEvents(),
  pglite: client,
});

/** Opens PGlite on a data folder (created by PGlite if missing; parents must exist). */
export const openPglite = async (dataDir?: string): Promise<Database> => {
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  return fromPglite(client, dataDir ?? 'memory');
};

/** Opens a real PostgreSQL server through node-postgres. */
export const openPostgres = async (url: string): Promise<Database> => {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const client = await pool.connect();
  client.release();
  const events = postgresAccountEvents(pool, url);
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    kind: 'postgres',
    location: url.replace(/\/\/[^@]*@/, '//***@'),
    exec: async (text) => {
      await pool.query(text);
    },
    events,
    close: async () => {
      await events.close();
      await pool.end();
    },
  };
};
