import { is } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from '../../platform/db/client';

/**
 * The card authorization's statements (areas/cards/purchases.ts), each planned once per connection: a swipe is the API's
 * hottest write (budget: 300 a second on PGlite, bench/card-auth.mjs), and on PGlite a statement's planning and its
 * six-message protocol exchange cost more than its work. So an authorization is five round trips: BEGIN, the account's
 * row lock, one read of everything the decision needs, one write of everything it books (a data-modifying WITH), COMMIT
 * (four on PGlite, where the lock and the read are one statement).
 * PostgreSQL: node-postgres named statements (prepared once per pooled connection). PGlite: PREPARE once per database,
 * outside any transaction, then EXECUTE with literal values (escaped as node-postgres escapes them) through the
 * transaction's own connection, as platform/db/preparedSelect.ts does for the hot reads.
 */

export type Values = Record<string, number | string | boolean | Date | null>;
type Row = Record<string, unknown>;
type Statement = { name: string; text: string; order: string[] };

/** `@name` placeholders → `$n` (each name one position, so a value used twice is sent once). */
const statement = (name: string, template: string): Statement => {
  const order: string[] = [];
  const text = template.replace(/@([a-z_]+)/g, (_match, key: string) => {
    let index = order.indexOf(key);
    if (index < 0) index = order.push(key) - 1;
    return `$${index + 1}`;
  });
  return { name, text: text.replace(/\s+/g, ' ').trim(), order };
};

/** Locks the account's row for the transaction (swipes of one account are decided one after another) and reads its card. */
export const LOCK_ACCOUNT = statement('card_auth_lock', `
  SELECT has_banking_features, is_aggregate FROM accounts WHERE id = @account::int FOR UPDATE`);

/** What the decision reads: the select list of SNAPSHOT and LOCKED_SNAPSHOT. */
const SNAPSHOT_COLUMNS = `
    (SELECT json_build_object('id', c.id, 'account_id', c.account_id, 'network_reference', c.network_reference, 'outcome', c.outcome,
        'reason', c.reason, 'message', c.message, 'merchant', c.merchant_name, 'amount', c.amount::text, 'qube_id', c.qube_id,
        'activity_id', c.activity_id, 'notification_type', c.notification_type, 'paid_by', c.paid_by)
      FROM card_authorizations c WHERE c.network = @network::text AND c.network_reference = @reference::text) AS seen,
    (SELECT json_build_object('qube_id', o.qube_id, 'expires_at', o.expires_at, 'remaining_purchases', o.remaining_purchases,
        'close_after_next_purchase', o.close_after_next_purchase, 'name', q.name, 'is_archived', q.is_archived,
        'balance', coalesce(b.balance, 0)::text)
      FROM open_qubes o JOIN qubes q ON q.id = o.qube_id
      LEFT JOIN pocket_balances b ON b.account_id = o.account_id AND b.pocket = o.qube_id
      WHERE o.account_id = @account::int) AS open,
    (SELECT coalesce(b.balance, 0)::text FROM pocket_balances b WHERE b.account_id = @account::int AND b.pocket = 0) AS cloud_balance,
    (SELECT coalesce(sum(b.balance), 0)::text FROM pocket_balances b WHERE b.account_id = @account::int) AS account_total,
    (SELECT coalesce(json_agg(json_build_object('id', a.id, 'amount', a.amount::text, 'qube_id', a.qube_id, 'name', q.name,
        'balance', coalesce(b.balance, 0)::text) ORDER BY a.id), '[]'::json)
      FROM activities a
      LEFT JOIN qubes q ON q.id = a.qube_id
      LEFT JOIN pocket_balances b ON b.account_id = a.account_id AND b.pocket = coalesce(a.qube_id, 0)
      WHERE @with_preauths::boolean AND a.account_id = @account::int AND a.source_type = 'preapproved_payment'
        AND a.result = 'pending' AND lower(a.merchant_name) = @merchant_lower::text) AS preauths`;

/**
 * Everything the decision reads, after the lock (PostgreSQL: a statement of its own, because a statement's snapshot
 * is taken when it starts, so reads in the locking statement itself could predate the swipe that held the lock): the
 * network reference seen before, the open qube with its qube and balance, Cloud's balance, the account's total (what can
 * leave it at most, issue 22 §3), and the pending pre-auths at
 * the merchant with their qube's name and balance. Money as text, so it stays exact.
 */
export const SNAPSHOT = statement('card_auth_snapshot', `SELECT ${SNAPSHOT_COLUMNS}`);

/**
 * PGlite: the lock and the read in one statement. PGlite is one connection running one transaction at a time, so the
 * lock never waits and the read cannot predate another swipe's commit: one round trip fewer on the hot path.
 */
export const LOCKED_SNAPSHOT = statement('card_auth_locked_snapshot', `
  SELECT has_banking_features, is_aggregate, ${SNAPSHOT_COLUMNS} FROM accounts WHERE id = @account::int FOR UPDATE`);

/** The notification and the authorization, written with every outcome (the tail of each write below). */
const BOOK = (activity: string) => `
  n AS (INSERT INTO notifications (account_id, type, title, body, description, amount, qube_id, activity_id, created_at)
    SELECT @account::int, @notification_type::text, @notification_title::text, @message::text, @merchant::text, @amount::numeric,
      @pocket::int, ${activity}, @at::timestamptz ${activity === 'a.id' ? 'FROM a' : ''}),
  c AS (INSERT INTO card_authorizations (account_id, network, network_reference, merchant_name, amount, outcome, reason, message,
      paid_by, qube_id, activity_id, notification_type, created_at)
    SELECT @account::int, @network::text, @reference::text, @merchant::text, @amount::numeric, @outcome::text, @reason::text,
      @message::text, @paid_by::text, @pocket::int, ${activity}, @notification_type::text, @at::timestamptz ${activity === 'a.id' ? 'FROM a' : ''}
    RETURNING id, activity_id)
  SELECT id, activity_id FROM c`;

/** The pocket − amount and the network's clearing pocket + amount: one movement that sums to zero. */
const LEDGER = (activity: string) => `
  m AS (INSERT INTO ledger_movements (account_id, created_at) VALUES (@account::int, @at::timestamptz) RETURNING id),
  e AS (INSERT INTO ledger_entries (account_id, qube_id, amount, activity_id, movement_id, counterparty, created_at)
    SELECT @account::int, @pocket::int, -@amount::numeric, ${activity}, m.id, NULL, @at::timestamptz FROM m ${activity === 'a.id' ? ', a' : ''}
    UNION ALL
    SELECT @account::int, NULL, @amount::numeric, NULL, m.id, @clearing::text, @at::timestamptz FROM m),`;

/** A purchase paid from a pocket (a qube, or Cloud into Qubeless): a new activity and its ledger movement. */
export const BOOK_PURCHASE = statement('card_auth_purchase', `
  WITH a AS (INSERT INTO activities (account_id, transaction_type, amount, result, transaction_datetime, title, description,
      merchant_name, qube_id, new_balance, special_bucket)
    VALUES (@account::int, 'purchase', -@amount::numeric, 'success', @at::timestamptz, @merchant::text, '', @merchant::text,
      @pocket::int, @new_balance::numeric, @special_bucket::text) RETURNING id),
  ${LEDGER('a.id')}
  ${BOOK('a.id')}`);

/** A pending pre-auth paid: its own activity becomes the purchase (success, dated now, new_balance) and carries the entry. */
export const BOOK_PREAUTH = statement('card_auth_preauth', `
  WITH u AS (UPDATE activities SET result = 'success', transaction_datetime = @at::timestamptz, new_balance = @new_balance::numeric
    WHERE id = @activity::int),
  ${LEDGER('@activity::int')}
  ${BOOK('@activity::int')}`);

/** A declined swipe: an activity with result failed and the reason in its description; no money moves. */
export const BOOK_DECLINE = statement('card_auth_decline', `
  WITH a AS (INSERT INTO activities (account_id, transaction_type, amount, result, transaction_datetime, title, description,
      merchant_name, qube_id, new_balance)
    VALUES (@account::int, 'purchase', -@amount::numeric, 'failed', @at::timestamptz, @merchant::text, @message::text, @merchant::text,
      @pocket::int, @new_balance::numeric) RETURNING id),
  ${BOOK('a.id')}`);

const ALL = [LOCK_ACCOUNT, SNAPSHOT, LOCKED_SNAPSHOT, BOOK_PURCHASE, BOOK_PREAUTH, BOOK_DECLINE];

type PgliteClient = { exec(text: string, options?: { rowMode?: 'object' }): Promise<{ rows: Row[] }[]> };
type PgClient = { query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Row[] }> };

/** drizzle keeps the driver's connection (PGlite, its transaction, a pg pool or pooled client) on its session. */
const clientOf = (db: Db): unknown => (db as unknown as { session: { client: unknown } }).session.client;
const isPgliteClient = (client: unknown): client is PgliteClient => typeof (client as Partial<PgliteClient>).exec === 'function';

const literal = (value: Values[string]): string => {
  if (value === null) return 'NULL';
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  throw new Error(`card authorization statement: unsupported value ${String(value)}`);
};

const valuesOf = (s: Statement, values: Values): Values[string][] => s.order.map((key) => {
  if (!(key in values)) throw new Error(`${s.name}: no value for ${key}`);
  return values[key] ?? null;
});

/** PREPAREs per PGlite instance (a WeakMap: a test's database and its statements go away together). */
const preparedOn = new WeakMap<object, Promise<void>>();

/**
 * Makes the statements ready on this database, outside any transaction (PGlite runs one statement at a time, and a
 * PREPARE inside a transaction would tie it to that transaction's fate). On PostgreSQL node-postgres prepares them.
 */
export const prepareCardStatements = (db: Db): Promise<void> => {
  if (!is(db, PgliteDatabase)) return Promise.resolve();
  const client = clientOf(db);
  if (!isPgliteClient(client)) return Promise.resolve();
  let done = preparedOn.get(client);
  if (!done) {
    done = client.exec(ALL.map((s) => `PREPARE ${s.name} AS ${s.text};`).join('\n')).then(() => undefined);
    preparedOn.set(client, done);
    done.catch(() => preparedOn.delete(client));
  }
  return done;
};

/** Whether the transaction runs on PGlite (one connection: see LOCKED_SNAPSHOT). */
export const isPgliteTransaction = (tx: Db): boolean => isPgliteClient(clientOf(tx));

/** Runs one of the statements on the transaction's connection (after prepareCardStatements on its database). */
export const runCardStatement = async (tx: Db, s: Statement, values: Values): Promise<Row[]> => {
  const client = clientOf(tx);
  const args = valuesOf(s, values);
  if (isPgliteClient(client)) {
    const [result] = await client.exec(`EXECUTE ${s.name}(${args.map(literal).join(', ')})`);
    return result?.rows ?? [];
  }
  const { rows } = await (client as PgClient).query({ name: s.name, text: s.text, values: args.map((v) => (v instanceof Date ? v.toISOString() : v)) });
  return rows;
};
