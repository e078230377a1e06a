import { is, Placeholder, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import * as drizzleUtils from 'drizzle-orm/utils';
import pg from 'pg';
import { statementLogOf, type Db, type StatementLog } from './client';

/** Placeholder values of a prepared read: integers, text, booleans, dates (as timestamps) and null. */
export type PreparedValues = Record<string, number | string | boolean | Date | null>;
export type PreparedRead<T> = {
  /** Every row, mapped as drizzle maps the query's own rows (whole tables, nested objects, sql`` with their decoders). */
  all(values: PreparedValues): Promise<T[]>;
  /** The first row, or undefined. */
  first(values: PreparedValues): Promise<T | undefined>;
};

type Fields = unknown[];
/** drizzle's own row mapper: exported at run time, left out of its published types (internal). */
const { mapResultRow } = drizzleUtils as unknown as { mapResultRow: (fields: Fields, row: unknown[], joinsNotNullableMap?: Record<string, boolean>) => unknown };

/** The drizzle prepared query's internals we run ourselves on PGlite (fields and join nullability drive the mapping). */
type DrizzlePrepared<T> = { execute(values?: Record<string, unknown>): Promise<T[]> };
type DrizzleInternals = {
  queryString: string;
  params: unknown[];
  fields?: Fields;
  joinsNotNullableMap?: Record<string, boolean>;
};
type RawClient = { exec: (text: string, options?: { rowMode?: 'array' }) => Promise<{ rows: unknown[] }[]> };

/** PREPARE per PGlite instance and name: the promise, so concurrent first calls wait for one PREPARE instead of racing. */
const preparedOn = new WeakMap<object, Map<string, Promise<unknown>>>();

/** PREPAREs `name` on this PGlite instance the first time it is asked for (SQL PREPARE lives as long as the connection). */
const prepareOnce = (client: RawClient, name: string, text: string): Promise<unknown> => {
  let names = preparedOn.get(client);
  if (!names) preparedOn.set(client, (names = new Map()));
  let done = names.get(name);
  if (!done) {
    done = client.exec(`PREPARE ${name} AS ${text}`);
    names.set(name, done);
    done.catch(() => names.delete(name));
  }
  return done;
};

/** A value of an EXECUTE: a safe integer as digits, text and dates as quoted literals (node-postgres escapes them). */
const literal = (value: unknown): string => {
  if (value === null) return 'NULL';
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  throw new Error(`preparedQuery: unsupported parameter ${typeof value}`);
};

/**
 * A hot read (a drizzle select whose varying values are sql.placeholder) that PostgreSQL parses and plans once per
 * connection, and whose SQL text drizzle builds once. On PostgreSQL this is drizzle's own named prepared statement
 * (node-postgres prepares it once per pooled connection). PGlite cannot bind parameters to a named statement, and
 * there planning is most of a small query's cost (the session lookup: 1.3 ms a request, 0.55 ms prepared), so on PGlite
 * it is an SQL PREPARE, run with EXECUTE and literal values (integers, booleans, or text escaped as node-postgres does),
 * its rows mapped by drizzle's own row mapper, so the answer is the one drizzle gives for the same query.
 * `name` must be unique per query text (node-postgres refuses one name for two texts).
 */
export const preparedQuery = <T>(db: Db, name: string, query: { prepare(name: string): DrizzlePrepared<T> }): PreparedRead<T> => {
  if (!is(db, PgliteDatabase)) {
    const statement = query.prepare(name);
    const all = (values: PreparedValues) => statement.execute(values);
    return { all, first: async (values) => (await all(values))[0] };
  }
  const client = (db as unknown as { $client: RawClient }).$client;
  // drizzle builds the SQL text and field list here, once; the statement itself is made by PREPARE below.
  const { queryString, params, fields, joinsNotNullableMap } = query.prepare(name) as unknown as DrizzleInternals;
  const valuesOf = (values: PreparedValues) => params.map((param) => {
    if (!is(param, Placeholder)) return literal(param);
    if (!(param.name in values)) throw new Error(`preparedQuery ${name}: no value for ${param.name}`);
    return literal(values[param.name]);
  });
  const prepare = () => prepareOnce(client, name, queryString);
  const all = async (values: PreparedValues): Promise<T[]> => {
    const args = valuesOf(values);
    await prepare();
    // The simple protocol (exec): one round trip into PGlite where query() makes six (parse, describe, bind, describe,
    // execute, sync), 0.2 ms of a 0.4 ms statement. The values are literals already; exec still runs under PGlite's
    // query lock, so it never lands inside another request's transaction.
    const [result] = await client.exec(args.length ? `EXECUTE ${name}(${args.join(', ')})` : `EXECUTE ${name}`, { rowMode: 'array' });
    // rowMode 'array': each row is the list of its columns.
    const rows = (result?.rows ?? []) as unknown[][];
    // Drizzle's own mapper: the same decoders (dates, numerics, json) and left-join nulls as an unprepared run.
    return fields ? rows.map((row) => mapResultRow(fields, row, joinsNotNullableMap) as T) : (rows as T[]);
  };
  return { all, first: async (values) => (await all(values))[0] };
};

/**
 * Reads built once per database (a WeakMap, so a test's PGlite and its queries go away together): `build` makes the
 * drizzle queries and prepared reads of one database.
 */
export const perDatabase = <T>(build: (db: Db) => T): ((db: Db) => T) => {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let built = cache.get(db);
    if (!built) {
      built = build(db);
      cache.set(db, built);
    }
    return built;
  };
};

/** SQL types whose JSON form is the value the drivers give (numbers, booleans, text, JSON); any other goes as text. */
const JSON_NATIVE = /^(integer|serial|smallint|smallserial|boolean|text|varchar.*|character varying.*|json|jsonb)$/;

type Decoded<C extends Record<string, AnyColumn>> = { [K in keyof C]: C[K]['_']['notNull'] extends true ? C[K]['_']['data'] : C[K]['_']['data'] | null };

/**
 * Several columns as one value: PostgreSQL builds a JSON array of them, and each is decoded by its own column as
 * drizzle would (dates, numerics, bigints). On PGlite every column of a result costs ~5 µs in the WebAssembly
 * protocol path whatever its size, so a wide row as one JSON value costs less than half (46 columns × 20 rows:
 * 1.6 ms as columns, 0.7 ms packed). Values whose JSON form would differ from the driver's text (numeric, timestamps,
 * dates, bigint) are packed as text, so money stays exact. `nullWhen`: a left-joined table's key, the whole value is
 * null when it is (no match).
 */
export function packedRow<C extends Record<string, AnyColumn>>(columns: C): SQL<Decoded<C>>;
export function packedRow<C extends Record<string, AnyColumn>>(columns: C, nullWhen: AnyColumn): SQL<Decoded<C> | null>;
export function packedRow<C extends Record<string, AnyColumn>>(columns: C, nullWhen?: AnyColumn): SQL<Decoded<C> | null> {
  const entries = Object.entries(columns);
  const items = sql.join(entries.map(([, column]) => (JSON_NATIVE.test(column.getSQLType()) ? sql`${column}` : sql`${column}::text`)), sql`, `);
  const packed = nullWhen ? sql`case when ${nullWhen} is null then null else json_build_array(${items}) end` : sql`json_build_array(${items})`;
  return packed.mapWith((value: unknown) => {
    // PGlite and node-postgres both parse json; text only if a driver did not.
    const array = (typeof value === 'string' ? JSON.parse(value) : value) as unknown[] | null;
    if (array === null) return null;
    const out: Record<string, unknown> = {};
    entries.forEach(([key, column], i) => {
      const raw = array[i];
      out[key] = raw === null || raw === undefined ? null : column.mapFromDriverValue(raw);
    });
    return out as Decoded<C>;
  }) as SQL<Decoded<C> | null>;
}

/** `EXECUTE name(args…)`, the values already SQL literals. */
const executeOf = (name: string, args: string[]) => (args.length ? `EXECUTE ${name}(${args.join(', ')})` : `EXECUTE ${name}`);

/** The statements SQL-PREPAREd on each pooled PostgreSQL connection (a new one, after a failover too, has none). */
const preparedOnPg = new WeakMap<pg.PoolClient, Set<string>>();

/**
 * PREPAREs on this connection the statements it has not prepared yet, in one round trip, once per connection: a
 * prepared statement lives as long as its session. Marked only once PREPARE answered; a connection that fails is
 * dropped by the pool, so nothing prepared is ever assumed on a connection that lacks it.
 */
const prepareOnConnection = async (client: pg.PoolClient, statements: { name: string; text: string }[], log: StatementLog | undefined) => {
  const done = preparedOnPg.get(client) ?? new Set<string>();
  const missing = statements.filter(({ name }) => !done.has(name));
  if (missing.length === 0) return;
  const text = missing.map(({ name, text: statement }) => `PREPARE ${name} AS ${statement}`).join(';\n');
  log?.onStatement?.(text);
  await client.query(text);
  for (const { name } of missing) done.add(name);
  preparedOnPg.set(client, done);
};

/** One statement of a prepared sequence: its name (unique per text, as for preparedQuery) and its SQL with placeholders. */
export type PreparedStatement = { name: string; query: SQL };

const dialect = new PgDialect();

/**
 * Raw statements (a function call, a JSON read) run one after another with one set of values, in ONE round trip and
 * one implicit transaction (one simple-protocol message), so a later statement sees what an earlier one wrote and all
 * commit together; each answers its rows as objects. They are SQL PREPAREd once per connection (PGlite's one, or each
 * pooled PostgreSQL connection) and go as one message `EXECUTE a(…); EXECUTE b(…)` with the values as literals
 * (escaped as node-postgres escapes them): one round trip and one commit where the extended protocol would cost one of
 * each per statement (on the cluster each round trip crosses HAProxy twice; ADR 0099), and no statement parsed and
 * planned anew each time (ADR 0103: 6.7 % of the cluster's CPU under the transfer load when the message was the
 * statements' own text).
 */
export const preparedSequence = (db: Db, statements: PreparedStatement[]): ((values: PreparedValues) => Promise<Record<string, unknown>[][]>) => {
  const built = statements.map(({ name, query }) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return { name, text, params };
  });
  const valuesOf = (name: string, params: unknown[], values: PreparedValues) => params.map((param) => {
    if (!is(param, Placeholder)) return param;
    if (!(param.name in values)) throw new Error(`preparedSequence ${name}: no value for ${param.name}`);
    return values[param.name];
  });
  if (!is(db, PgliteDatabase)) {
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    const statementLog = statementLogOf(db);
    return async (values) => {
      const executes = built.map(({ name, params }) => executeOf(name, valuesOf(name, params, values).map(literal))).join(';\n');
      const client = await pool.connect();
      let answered: pg.QueryResult | pg.QueryResult[];
      try {
        await prepareOnConnection(client, built, statementLog);
        statementLog?.onStatement?.(executes); // drizzle's logger sees only its own queries
        answered = (await client.query(executes)) as unknown as pg.QueryResult | pg.QueryResult[];
      } catch (error) {
        // As pg-pool's own query(): a connection that failed is not used again (its successor prepares afresh).
        client.release(error as Error);
        throw error;
      }
      client.release();
      // node-postgres answers one result for one statement, a list for several.
      const results = Array.isArray(answered) ? answered : [answered];
      return results.map((result) => result.rows as Record<string, unknown>[]);
    };
  }
  const client = (db as unknown as { $client: RawClient }).$client;
  const prepare = () => Promise.all(built.map(({ name, text }) => prepareOnce(client, name, text)));
  return async (values) => {
    const text = built.map(({ name, params }) => executeOf(name, valuesOf(name, params, values).map(literal))).join('; ');
    await prepare();
    const results = await client.exec(text);
    return results.map((result) => result.rows as Record<string, unknown>[]);
  };
};
