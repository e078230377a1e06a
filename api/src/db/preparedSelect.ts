import { getTableColumns, is, type Placeholder, type SQL, type Table } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from './client';

type Selection = Record<string, Table>;
type Row<S extends Selection> = { [K in keyof S]: S[K]['$inferSelect'] };
type ToSql = { toSQL(): { sql: string; params: unknown[] } };
type Runs<S extends Selection> = {
  /** The first row, whole tables as drizzle maps them (a left-joined table without a match is null). */
  first(values: Record<string, number | string>): Promise<Partial<Row<S>> | undefined>;
};
type RawClient = { query: (text: string, params?: unknown[], options?: { rowMode?: 'array' }) => Promise<{ rows: unknown[][] }>; exec: (text: string) => Promise<unknown> };

const preparedOn = new WeakMap<object, Set<string>>();

/** A value of an EXECUTE: a safe integer as digits, text as a quoted literal (node-postgres escapes it). */
const literal = (value: unknown): string => {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string') return pg.escapeLiteral(value);
  throw new Error(`preparedSelect: unsupported parameter ${typeof value}`);
};

/** Maps one result row (array mode) to { key: table row } in drizzle's column order, nullable tables null when unmatched. */
const mapRow = <S extends Selection>(selection: S, nullable: readonly (keyof S)[], raw: unknown[]): Partial<Row<S>> => {
  const out: Record<string, unknown> = {};
  let at = 0;
  for (const [key, table] of Object.entries(selection)) {
    const object: Record<string, unknown> = {};
    let anyValue = false;
    for (const [field, column] of Object.entries(getTableColumns(table))) {
      const value = raw[at++];
      if (value !== null && value !== undefined) anyValue = true;
      object[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    out[key] = !anyValue && nullable.includes(key) ? null : object;
  }
  return out as Partial<Row<S>>;
};

/**
 * A hot select of whole tables (drizzle query with sql.placeholder values) that PostgreSQL parses and plans once.
 * node-postgres does this itself for a named drizzle statement. PGlite cannot bind parameters to a named statement, and
 * planning is most of a small query's cost there (the session lookup: 1.3 ms a request, 0.55 ms prepared), so on
 * PGlite it is an SQL PREPARE, run with EXECUTE and literal values (integers, or text escaped as node-postgres does).
 */
export const preparedSelect = <S extends Selection>(
  db: Db,
  name: string,
  query: ToSql & { prepare(name: string): { execute(values: Record<string, unknown>): Promise<unknown[]> } },
  selection: S,
  nullable: readonly (keyof S)[] = [],
): Runs<S> => {
  if (!is(db, PgliteDatabase)) {
    const statement = query.prepare(name);
    return { first: async (values) => (await statement.execute(values))[0] as Partial<Row<S>> | undefined };
  }
  const client = (db as unknown as { $client: RawClient }).$client;
  const { sql: text, params } = query.toSQL();
  const valueOf = (values: Record<string, number | string>) => params.map((param) => {
    const placeholder = param as Placeholder | SQL | unknown;
    const named = placeholder && typeof placeholder === 'object' && 'name' in placeholder ? (placeholder as Placeholder).name : null;
    return literal(named === null ? param : values[named]);
  });
  return {
    first: async (values) => {
      let names = preparedOn.get(client);
      if (!names) preparedOn.set(client, (names = new Set()));
      if (!names.has(name)) {
        await client.exec(`PREPARE ${name} AS ${text}`);
        names.add(name);
      }
      const { rows } = await client.query(`EXECUTE ${name}(${valueOf(values).join(', ')})`, [], { rowMode: 'array' });
      return rows[0] ? mapRow(selection, nullable, rows[0]) : undefined;
    },
  };
};
