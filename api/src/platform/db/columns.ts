import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

// The column kinds every area's tables use (money, instants, bytes): one definition, so a money column is the same
// NUMERIC everywhere.

/** Money columns: exact NUMERIC(14,2), read back as strings by both drivers. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/**
 * A row's own time (created, updated, seen): the database's now() for rows written by SQL alone, but the app's clock for
 * rows it writes, so one instant rules a request and the rows it makes (and tests on a fixed clock agree with them).
 */
export const stampedAt = (name: string) => ts(name).notNull().defaultNow().$defaultFn(() => new Date());
/** Raw bytes (PostgreSQL bytea): node-postgres reads a Buffer, PGlite a Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
