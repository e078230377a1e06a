import { EventEmitter } from 'node:events';
import pg from 'pg';

/**
 * Account events: money movements publish the account id after their transaction commits; the live-updates socket
 * pushes a fresh overview to that account's subscribers. Each open database has its own hub, so two API instances
 * share events only through their database (PostgreSQL LISTEN/NOTIFY), exactly as two processes would.
 */
export type AccountEvents = {
  publish: (accountId: number) => void;
  subscribe: (listener: (accountId: number) => void) => () => void;
  /**
   * Hears only this instance's own publishes, as they are made (no round trip). For work that one instance does for
   * the whole cluster when an account changes (the forecast's alerts): every change is published by the instance that
   * made it, so each is heard once in the cluster instead of once per instance (ADR 0099). Absent: use subscribe.
   */
  subscribeOwn?: (listener: (accountId: number) => void) => () => void;
  /** Ready to receive (PostgreSQL: LISTEN is active). Idempotent. */
  start: () => Promise<void>;
  /**
   * Hears each time the events resume after a gap in which some were lost (PostgreSQL: the LISTEN connection was
   * lost and is back, maybe on another node). Absent where events are never lost (in process).
   */
  subscribeResync?: (listener: () => void) => () => void;
  close: () => Promise<void>;
};

export const ACCOUNT_CHANGED_CHANNEL = 'qube_account_changed';

const emitterHub = () => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (accountId: number) => emitter.emit('changed', accountId),
    subscribe: (listener: (accountId: number) => void) => {
      emitter.on('changed', listener);
      return () => {
        emitter.off('changed', listener);
      };
    },
  };
};

/** PGlite (one process owns the data folder): events stay in process. */
export const localAccountEvents = (): AccountEvents => {
  const hub = emitterHub();
  return { publish: hub.emit, subscribe: hub.subscribe, subscribeOwn: hub.subscribe, start: async () => {}, close: async () => {} };
};

/** The part of a pg.Client the listener uses (a fake in tests). */
export type ListenerClient = {
  on: (event: 'notification' | 'error' | 'end', listener: (message: pg.Notification | Error) => void) => unknown;
  connect: () => Promise<unknown>;
  query: (text: string) => Promise<unknown>;
  end: () => Promise<unknown>;
};

/**
 * The NOTIFY of a batch of accounts. Its transaction commits asynchronously (`synchronous_commit` off for it alone,
 * set_config's is_local): a notice carries no money and is worth nothing after a crash (listeners resync when they
 * reconnect), so it need not wait for the WAL flush nor for the synchronous replica. On the cluster that wait was a
 * fifth of the hot path's commits (ADR 0099). The setting ends with the statement's transaction: the pool's
 * connection commits the next money move synchronously again (events.postgres.test.ts).
 */
export const NOTIFY_ACCOUNTS_SQL = "SELECT pg_notify($1, id) FROM set_config('synchronous_commit', 'off', true), unnest($2::text[]) AS id";

/** How long the listener waits before its next attempt: 0.5 s, then doubling up to 5 s (a failover takes seconds). */
export const listenerRetryDelay = (attempt: number) => Math.min(5000, 500 * 2 ** Math.max(0, attempt - 1));

/**
 * PostgreSQL: publish is a NOTIFY through the pool; one dedicated connection per instance LISTENs and hands every
 * notification (its own instance's included, so there is one path for all) to the local subscribers.
 *
 * A NOTIFY is a transaction of its own that writes a commit record: on the cluster it waits for the synchronous
 * replica like a money move does, so one per transfer doubled the commits of the hot path (ADR 0099). The publishes of
 * one instance are therefore sent together: those made while no NOTIFY is in flight go at the next turn of the event
 * loop, those made while one is in flight go in one statement when it answers (each account once: a subscriber only
 * needs to hear that the account changed). A publish is heard at most one commit later than alone.
 *
 * A lost listener connection (the primary killed or switched over: issue 24 §1) is replaced: the next attempt comes
 * after 0.5 s, then 1, 2, 4, 5, 5 … s until a connection through the balancer LISTENs again, on whichever node is the
 * primary then. Notifications sent while nobody listened are lost, so after each reconnection the `resync` subscribers
 * hear it (the live-updates sockets push a fresh overview to every subscriber).
 */
export const postgresAccountEvents = (
  pool: Pick<pg.Pool, 'query'>,
  connectionString: string,
  newClient: () => ListenerClient = () => new pg.Client({ connectionString, keepAlive: true }),
): AccountEvents & { subscribeOwn: (listener: (accountId: number) => void) => () => void; subscribeResync: (listener: () => void) => () => void; listening: () => boolean } => {
  const hub = emitterHub();
  const own = emitterHub();
  const resync = new EventEmitter();
  resync.setMaxListeners(0);
  let client: ListenerClient | null = null;
  let starting: Promise<void> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let attempt = 0;
  let everListened = false;
  /** Accounts published and not yet sent; the NOTIFY in flight (or about to be sent), if any. */
  const pending = new Set<string>();
  let sending: Promise<void> | null = null;

  /** Sends what is pending, then again while more arrived meanwhile; one statement at a time per instance. */
  const sendPending = async (): Promise<void> => {
    while (pending.size > 0) {
      const accountIds = [...pending];
      pending.clear();
      // Fire and forget: the movements have committed already; a lost push only delays the clients' refresh.
      await pool.query(NOTIFY_ACCOUNTS_SQL, [ACCOUNT_CHANGED_CHANNEL, accountIds]).catch(() => undefined);
    }
    sending = null;
  };

  const scheduleRetry = () => {
    if (closed || retry) return;
    attempt += 1;
    retry = setTimeout(() => {
      retry = null;
      starting = connect().catch(() => scheduleRetry());
    }, listenerRetryDelay(attempt));
    retry.unref();
  };

  const connect = async () => {
    const listener = newClient();
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (client === listener) client = null;
      void listener.end().catch(() => undefined);
      scheduleRetry();
    };
    listener.on('notification', (message) => {
      const { channel, payload } = message as pg.Notification;
      const accountId = Number(payload);
      if (channel === ACCOUNT_CHANGED_CHANNEL && Number.isSafeInteger(accountId)) hub.emit(accountId);
    });
    listener.on('error', onLost);
    listener.on('end', onLost);
    try {
      await listener.connect();
      await listener.query(`LISTEN ${ACCOUNT_CHANGED_CHANNEL}`);
    } catch (error) {
      lost = true;
      void listener.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await listener.end();
      return;
    }
    if (lost) throw new Error('The listener connection ended while it started');
    client = listener;
    attempt = 0;
    if (everListened) resync.emit('resync');
    everListened = true;
  };

  return {
    publish: (accountId) => {
      try {
        own.emit(accountId);
      } catch (error) {
        // The move has committed: a listener's failure is logged, never the caller's answer.
        console.error('account events: a listener failed', error);
      }
      pending.add(String(accountId));
      if (!sending) sending = new Promise<void>((resolve) => setImmediate(resolve)).then(sendPending);
    },
    subscribe: hub.subscribe,
    subscribeOwn: own.subscribe,
    subscribeResync: (listener) => {
      resync.on('resync', listener);
      return () => {
        resync.off('resync', listener);
      };
    },
    listening: () => client !== null,
    start: () => {
      // The first attempt's failure is the caller's (the API does not start without its database); later ones retry.
      starting ??= connect();
      return starting;
    },
    close: async () => {
      // What was published before the close is still sent (the pool closes after this).
      await sending;
      closed = true;
      if (retry) clearTimeout(retry);
      await starting?.catch(() => undefined);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
};
