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
  /** Ready to receive (PostgreSQL: LISTEN is active). Idempotent. */
  start: () => Promise<void>;
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
  return { publish: hub.emit, subscribe: hub.subscribe, start: async () => {}, close: async () => {} };
};

/**
 * PostgreSQL: publish is a NOTIFY through the pool; one dedicated connection per instance LISTENs and hands every
 * notification (its own instance's included, so there is one path for all) to the local subscribers. A lost listener
 * connection reconnects after a second; changes in between are not pushed (the next one is).
 */
export const postgresAccountEvents = (pool: pg.Pool, connectionString: string): AccountEvents => {
  const hub = emitterHub();
  let client: pg.Client | null = null;
  let starting: Promise<void> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    const listener = new pg.Client({ connectionString });
    listener.on('notification', (message) => {
      const accountId = Number(message.payload);
      if (message.channel === ACCOUNT_CHANGED_CHANNEL && Number.isSafeInteger(accountId)) hub.emit(accountId);
    });
    listener.on('error', () => {
      if (client === listener) client = null;
      void listener.end().catch(() => undefined);
      if (!closed && !retry) {
        retry = setTimeout(() => {
          retry = null;
          starting = connect().catch(() => undefined);
        }, 1000);
        retry.unref();
      }
    });
    await listener.connect();
    await listener.query(`LISTEN ${ACCOUNT_CHANGED_CHANNEL}`);
    if (closed) {
      await listener.end();
      return;
    }
    client = listener;
  };

  return {
    publish: (accountId) => {
      // Fire and forget: the movement has committed already; a lost push only delays the client's refresh.
      pool.query('SELECT pg_notify($1, $2)', [ACCOUNT_CHANGED_CHANNEL, String(accountId)]).catch(() => undefined);
    },
    subscribe: hub.subscribe,
    start: () => {
      starting ??= connect();
      return starting;
    },
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      await starting?.catch(() => undefined);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
};
