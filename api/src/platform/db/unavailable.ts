/**
 * The database went away under a request (issue 24 §1): the primary was killed or switched over, HAProxy cut the
 * session, or there is no primary for a few seconds while Patroni promotes the replica. Such a request answers 503 with
 * Retry-After, never 500: its transaction did not commit (or, lost during COMMIT, committed whole and a retry with the
 * same idempotency key replays its answer), and the pool discards the broken connection (pg-pool drops a client that
 * is no longer queryable), so the next request connects again through the balancer.
 */

/** Seconds a client should wait before retrying (Patroni promotes within loop_wait + a few seconds: README "Cluster"). */
export const DATABASE_RETRY_AFTER_SECONDS = 3;

export const DATABASE_UNAVAILABLE_MESSAGE = 'We could not reach our database for a moment. Please try again in a few seconds.';

/**
 * SQLSTATEs that say this connection or this server is gone or not the primary any more: class 08 (connection
 * exception: 08000, 08003, 08006, …), 57P01 admin_shutdown (a fast shutdown or a switchover ended the session),
 * 57P02 crash_shutdown (another backend crashed), 57P03 cannot_connect_now (starting up or shutting down), and 25006
 * read_only_sql_transaction (the balancer still routed us to a node just demoted to replica).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '25006']);

/** Socket errors of a connection to the database or the balancer in front of it. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED', 'EAI_AGAIN']);

/** node-postgres and pg-pool say a connection ended in words, without a code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // 'Connection terminated unexpectedly', '… due to connection timeout'
  /is not queryable$/, // 'Client has encountered a connection error and is not queryable', 'Client was closed and is not queryable'
  /^timeout exceeded when trying to connect$/, // pg-pool's connectionTimeoutMillis
  /^Query read timeout$/,
];

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

const isUnavailableItself = (error: ErrorLike): boolean => {
  const code = typeof error.code === 'string' ? error.code : '';
  if (/^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_SQLSTATES.has(code) || SOCKET_CODES.has(code)) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
};

/**
 * True when the error, or what it wraps (drizzle's DrizzleQueryError keeps the driver's error as `cause`; a refused
 * connection to a name with two addresses is an AggregateError), says the database connection was lost or refused.
 */
export const isDatabaseUnavailable = (error: unknown, depth = 0): boolean => {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const item = error as ErrorLike;
  if (isUnavailableItself(item)) return true;
  if (Array.isArray(item.errors) && item.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(item.cause, depth + 1);
};
