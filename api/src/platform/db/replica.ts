import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db, StatementLog } from './client';
import * as schema from './schema';
import { isDatabaseUnavailable } from './unavailable';

/*
 * Reads that may lag (issue 24 §4, docs/adr/0097-replica-reads.md): statements, monthly reports and the reports page
 * tolerate a second of replication lag, so they read from a replica when one is configured (QUBE_REPLICA_DATABASE_URL,
 * HAProxy's replicas port on the cluster). Everything that moves money, checks who may see an account, or shows a
 * balance after a move reads the primary (`database.db`).
 */

/** pg_stat_activity's application_name of the replica pool's sessions. */
export const REPLICA_APPLICATION_NAME = 'qube-api-lag-tolerant-reads';

/** A read-only connection pool to the replicas, with its own statement log (a test sees which reads went there). */
export type ReplicaReads = { db: Db; statementLog: StatementLog; close: () => Promise<void> };

/**
 * SQLSTATE 40001 on a hot standby: "canceling statement due to conflict with recovery" (the replica replayed a change
 * the query still needed). The primary answers the same read.
 */
const RECOVERY_CONFLICT = '40001';

const isRecoveryConflict = (error: unknown, depth = 0): boolean => {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return code === RECOVERY_CONFLICT || isRecoveryConflict(cause, depth + 1);
};

/**
 * Opens the replicas' pool lazily: a replica that is down at start (a failover in progress) must not stop the API.
 * It fails fast (2 s to connect) because every read it cannot serve falls back to the primary.
 */
export const openReplica = (url: string): ReplicaReads => {
  // The application name lets an operator (and test:cluster) see these sessions on whichever node serves them.
  const pool = new pg.Pool({ connectionString: url, max: 5, keepAlive: true, connectionTimeoutMillis: 2_000, application_name: REPLICA_APPLICATION_NAME });
  // The same reasons as the primary's pool (client.ts): an idle or busy client whose server left must not end the process.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const statementLog: StatementLog = { onStatement: null };
  return {
    db: drizzlePg({ client: pool, schema, logger: { logQuery: (text) => statementLog.onStatement?.(text) } }) as unknown as Db,
    statementLog,
    close: () => pool.end(),
  };
};

/**
 * Runs a lag-tolerant read on the replica when there is one, else on the primary. A replica that cannot answer (none
 * healthy behind the balancer during a failover, or a recovery conflict) costs one retry on the primary, never an error.
 */
export const readLagTolerant = async <T>(database: Pick<Database, 'db' | 'replica'>, read: (db: Db) => Promise<T>): Promise<T> => {
  if (!database.replica) return read(database.db);
  try {
    return await read(database.replica.db);
  } catch (error) {
    if (isDatabaseUnavailable(error) || isRecoveryConflict(error)) return read(database.db);
    throw error;
  }
};
