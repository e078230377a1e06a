import pg from 'pg';
import { ACCOUNT_CHANGED_CHANNEL, NOTIFY_ACCOUNTS_SQL } from './events';

const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/** The batched NOTIFY on a real server (ADR 0099): heard by a listener, and its asynchronous commit stays its own. */
describeOnPostgres('the accounts NOTIFY on PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  let sender: pg.Client;
  let listener: pg.Client;

  beforeAll(async () => {
    sender = new pg.Client(url);
    listener = new pg.Client(url);
    await Promise.all([sender.connect(), listener.connect()]);
    await listener.query(`LISTEN ${ACCOUNT_CHANGED_CHANNEL}`);
  });

  afterAll(async () => {
    await Promise.all([sender.end(), listener.end()]);
  });

  it('every account of the batch is heard once', async () => {
    const heard: string[] = [];
    listener.on('notification', (message) => {
      if (message.channel === ACCOUNT_CHANGED_CHANNEL && message.payload) heard.push(message.payload);
    });
    await sender.query(NOTIFY_ACCOUNTS_SQL, [ACCOUNT_CHANGED_CHANNEL, ['41', '42']]);
    for (let i = 0; i < 50 && heard.length < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard.sort()).toEqual(['41', '42']);
  });

  it('commits without waiting for the flush, and the connection\'s next transaction (a money move) commits synchronously again', async () => {
    const { rows: [before] } = await sender.query<{ synchronous_commit: string }>('SHOW synchronous_commit');
    await sender.query(NOTIFY_ACCOUNTS_SQL, [ACCOUNT_CHANGED_CHANNEL, ['43']]);
    const { rows: [after] } = await sender.query<{ synchronous_commit: string }>('SHOW synchronous_commit');
    expect(after?.synchronous_commit).toBe(before?.synchronous_commit);
    expect(after?.synchronous_commit).not.toBe('off');
    // Inside the NOTIFY's own transaction the setting is off (what makes its commit asynchronous).
    await sender.query('BEGIN');
    try {
      const { rows } = await sender.query<{ setting: string }>(
        `SELECT current_setting('synchronous_commit') AS setting FROM (${NOTIFY_ACCOUNTS_SQL}) AS notified`,
        [ACCOUNT_CHANGED_CHANNEL, ['44']],
      );
      expect(rows.map((r) => r.setting)).toEqual(['off']);
    } finally {
      await sender.query('ROLLBACK');
    }
  });
});
