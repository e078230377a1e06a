import type { Db } from '../../platform/db/client';
import { clientErrors, metricsEvents } from '../../platform/db/schema';

/** Metrics events and client error reports as stored (the local stand-in for the third-party monitor). */

export type MetricsEventValues = typeof metricsEvents.$inferInsert;
export type ClientErrorValues = typeof clientErrors.$inferInsert;

/** Stores a metrics event: its id. */
export const recordMetricsEvent = async (db: Db, values: MetricsEventValues): Promise<number> => {
  const [row] = await db.insert(metricsEvents).values(values).returning({ id: metricsEvents.id });
  if (!row) throw new Error('metrics insert failed');
  return row.id;
};

/** Stores a client error report: its id. */
export const recordClientError = async (db: Db, values: ClientErrorValues): Promise<number> => {
  const [row] = await db.insert(clientErrors).values(values).returning({ id: clientErrors.id });
  if (!row) throw new Error('client error insert failed');
  return row.id;
};
