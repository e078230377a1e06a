import { EventEmitter } from 'node:events';
import { ACCOUNT_CHANGED_CHANNEL, NOTIFY_ACCOUNTS_SQL, listenerRetryDelay, postgresAccountEvents, type ListenerClient } from './events';

/** A LISTEN connection as the events see it: a pg.Client whose connect can be refused and which can be cut. */
class FakeClient extends EventEmitter implements ListenerClient {
  queries: string[] = [];
  ended = false;
  constructor(private readonly refuse: boolean) {
    super();
  }
  connect = async () => {
    if (this.refuse) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5440'), { code: 'ECONNREFUSED' });
  };
  query = async (text: string) => {
    this.queries.push(text);
  };
  end = async () => {
    this.ended = true;
  };
  /** The server went away (a failover): node-postgres emits 'error' then 'end'. */
  cut() {
    this.emit('error', new Error('Connection terminated unexpectedly'));
    this.emit('end');
  }
  notify(accountId: number) {
    this.emit('notification', { channel: ACCOUNT_CHANGED_CHANNEL, payload: String(accountId), processId: 1 });
  }
}

const waitFor = async (check: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('LISTEN/NOTIFY events across a failover (issue 24 §1)', () => {
  it('waits 0.5 s, then doubles up to 5 s between attempts', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(listenerRetryDelay)).toEqual([500, 1000, 2000, 4000, 5000, 5000, 5000]);
  });

  it('a lost listener connection is replaced, also through refused attempts (no primary yet), and LISTENs again; subscribers hear a resync, then the new connection\'s notifications', async () => {
    // The first connection works, the next two are refused (the balancer has no primary), the fourth works.
    const plan = [false, true, true, false];
    const clients: FakeClient[] = [];
    const events = postgresAccountEvents({ query: async () => ({}) } as never, 'postgres://unused', () => {
      const client = new FakeClient(plan[clients.length] ?? false);
      clients.push(client);
      return client;
    });
    const heard: number[] = [];
    let resyncs = 0;
    events.subscribe((accountId) => heard.push(accountId));
    events.subscribeResync(() => {
      resyncs += 1;
    });
    try {
      await events.start();
      expect(clients[0]?.queries).toEqual([`LISTEN ${ACCOUNT_CHANGED_CHANNEL}`]);
      clients[0]?.notify(7);
      expect(heard).toEqual([7]);
      expect(resyncs).toBe(0);

      clients[0]?.cut();
      expect(events.listening()).toBe(false);
      expect(clients[0]?.ended).toBe(true);
      // 0.5 s + 1 s + 2 s of refused attempts, then the fourth connection LISTENs.
      await waitFor(() => events.listening());
      expect(clients).toHaveLength(4);
      expect(clients[1]?.queries).toEqual([]);
      expect(clients[3]?.queries).toEqual([`LISTEN ${ACCOUNT_CHANGED_CHANNEL}`]);
      expect(resyncs).toBe(1);
      clients[3]?.notify(8);
      // The old connection is ended; whatever it might still emit is not the hub's.
      expect(heard).toEqual([7, 8]);
    } finally {
      await events.close();
    }
    expect(clients.every((client) => client.ended)).toBe(true);
  }, 20_000);

  it('close stops the retries', async () => {
    const clients: FakeClient[] = [];
    const events = postgresAccountEvents({ query: async () => ({}) } as never, 'postgres://unused', () => {
      const client = new FakeClient(clients.length > 0);
      clients.push(client);
      return client;
    });
    await events.start();
    clients[0]?.cut();
    await events.close();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(clients).toHaveLength(1);
  });
});

describe('publishing account events on PostgreSQL (ADR 0099)', () => {
  /** A pool whose NOTIFYs answer when the test says so, as a commit waiting for the synchronous replica does. */
  const slowPool = () => {
    const sent: { text: string; values: unknown[]; answer: () => void }[] = [];
    const query = (text: string, values: unknown[]) => new Promise<void>((resolve) => {
      sent.push({ text, values, answer: resolve });
    });
    return { sent, pool: { query } as never };
  };

  it('publishes of one turn go as one NOTIFY statement, each account once; those made while it is in flight go together when it answers', async () => {
    const { sent, pool } = slowPool();
    const events = postgresAccountEvents(pool, 'postgres://unused', () => new FakeClient(false));
    events.publish(7);
    events.publish(8);
    events.publish(7);
    await waitFor(() => sent.length === 1);
    expect(sent[0]?.text).toBe(NOTIFY_ACCOUNTS_SQL);
    expect(sent[0]?.values).toEqual([ACCOUNT_CHANGED_CHANNEL, ['7', '8']]);
    events.publish(9);
    events.publish(10);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(1);
    sent[0]?.answer();
    await waitFor(() => sent.length === 2);
    expect(sent[1]?.values).toEqual([ACCOUNT_CHANGED_CHANNEL, ['9', '10']]);
    sent[1]?.answer();
    await events.close();
    expect(sent).toHaveLength(2);
  });

  it('a NOTIFY that fails loses only its own publishes (fire and forget): the next publish is sent', async () => {
    const sent: unknown[][] = [];
    let fail = true;
    const pool = {
      query: async (_text: string, values: unknown[]) => {
        sent.push(values);
        if (fail) throw new Error('Connection terminated unexpectedly');
      },
    } as never;
    const events = postgresAccountEvents(pool, 'postgres://unused', () => new FakeClient(false));
    events.publish(1);
    await waitFor(() => sent.length === 1);
    fail = false;
    events.publish(2);
    await waitFor(() => sent.length === 2);
    expect(sent[1]).toEqual([ACCOUNT_CHANGED_CHANNEL, ['2']]);
    await events.close();
  });
});

describe('own account events (ADR 0099)', () => {
  it('subscribeOwn hears this instance\'s publishes at once, and not the notifications of other instances', async () => {
    const listener = new FakeClient(false);
    const events = postgresAccountEvents({ query: async () => ({}) } as never, 'postgres://unused', () => listener);
    const own: number[] = [];
    const all: number[] = [];
    events.subscribeOwn((accountId) => own.push(accountId));
    events.subscribe((accountId) => all.push(accountId));
    await events.start();
    events.publish(5);
    expect(own).toEqual([5]);
    listener.notify(6); // another instance's change
    listener.notify(5); // this instance's own, back through LISTEN
    expect(all).toEqual([6, 5]);
    expect(own).toEqual([5]);
    await events.close();
  });
});
