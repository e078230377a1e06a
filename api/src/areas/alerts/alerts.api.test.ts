import { and, eq } from 'drizzle-orm';
import { ALERT_KINDS } from '@qube/contract/alerts';
import { fromCents, toCents } from '@qube/contract/core/money';
import { addDays, billDueDates } from '@qube/contract/core/repeat';
import { accountMembers, notifications, qubes, scheduledOrders, users } from '../../platform/db/schema';
import { isoDate } from '../../platform/dates';
import type { Mailer, OutgoingMessage } from '../../platform/mail/mailer';
import { setupTestApi } from '../../test/helpers';
import { queueAlertDeliveries, sendAlertDeliveries, DELIVERY_ATTEMPTS } from './alertDelivery';
import { alertKindOf } from './alertKinds';
import { runDailyAlertChecks } from './alertsWorker';
import { checkForecastAlerts } from './forecastAlerts';
import { alertDeliveries } from './schema';

const api = setupTestApi();
afterEach(() => api.clock.reset());

type Login = { token: string; accountId: number; email: string };
const settingsPath = (user: Login) => `/api/alerts/settings/?account_id=${user.accountId}`;
const qubeList = async (user: Login) => ((await api.call('GET', `/api/qubes/?account_id=${user.accountId}`, { token: user.token })).json() as { results: { id: number; name: string; type: string; balance: string }[] }).results;
const stopSeededOrders = (user: Login) => api.database.db.update(scheduledOrders).set({ isActive: false }).where(eq(scheduledOrders.accountId, user.accountId));
const notificationsOf = (user: Login, type: string) => api.database.db.select().from(notifications).where(and(eq(notifications.accountId, user.accountId), eq(notifications.type, type)));
const capture = () => {
  const sent: OutgoingMessage[] = [];
  const mailer: Mailer = { send: async (message) => void sent.push(message) };
  return { sent, mailer };
};
const ORIGIN = 'http://localhost:8080';

/** Makes the account's first bill qube due `inDays` from today for its balance plus `extra` cents. */
const shortBill = async (user: Login, inDays: number, extra = 10_000n) => {
  await stopSeededOrders(user);
  const bill = (await qubeList(user)).find((q) => q.type === 'billing');
  if (!bill) throw new Error('no bill qube');
  const today = isoDate(api.clock.now());
  const dueDay = Number(addDays(today, inDays).slice(8, 10));
  await api.database.db.update(qubes).set({ dueDay, billAmount: fromCents(toCents(bill.balance) + extra), paymentFrequency: 'monthly', paymentInterval: 1, isPaused: false }).where(eq(qubes.id, bill.id));
  // Only this bill: the account's other bill qubes are paused, so their own due dates cannot alert in these tests.
  for (const other of (await qubeList(user)).filter((q) => q.type === 'billing' && q.id !== bill.id)) await api.database.db.update(qubes).set({ isPaused: true }).where(eq(qubes.id, other.id));
  const [due] = billDueDates({ dueDay, paymentFrequency: 'monthly', paymentInterval: 1 }, today, 1);
  return { bill, due: due ?? today };
};

describe('alert settings (issue 25 §2)', () => {
  it('answers the defaults: every kind on, by e-mail, no texts, 3 days; saves and reads back a change', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const first = (await api.call('GET', settingsPath(alex), { token: alex.token })).json();
    expect(first.bill_days_before).toBe(3);
    expect(first.kinds).toEqual(ALERT_KINDS.map((kind) => ({ kind, enabled: true, email: true, text: false })));
    // The tests' app has a texts sandbox and Alex a phone number: texts are on offer.
    expect(first.texts_available).toBe(true);
    const kinds = first.kinds.map((k: { kind: string }) => (k.kind === 'deposit_landed' ? { ...k, email: false } : k.kind === 'qube_low' ? { ...k, enabled: false } : k));
    const saved = await api.call('PUT', '/api/alerts/settings/', { token: alex.token, body: { account_id: alex.accountId, bill_days_before: 7, kinds } });
    expect(saved.statusCode).toBe(200);
    const again = (await api.call('GET', settingsPath(alex), { token: alex.token })).json();
    expect(again.bill_days_before).toBe(7);
    expect(again.kinds.find((k: { kind: string }) => k.kind === 'deposit_landed')).toEqual({ kind: 'deposit_landed', enabled: true, email: false, text: false });
    expect(again.kinds.find((k: { kind: string }) => k.kind === 'qube_low')).toMatchObject({ enabled: false });
  });

  it('refuses days out of 1–14, an unknown kind and another account, with a clear message', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const pat = await api.freshLogin('plus@demo.qube');
    const body = (extra: Record<string, unknown>) => ({ account_id: alex.accountId, bill_days_before: 3, kinds: [{ kind: 'bill_short', enabled: true, email: true, text: false }], ...extra });
    for (const bad of [{ bill_days_before: 0 }, { bill_days_before: 15 }, { kinds: [{ kind: 'lottery', enabled: true, email: true, text: false }] }]) {
      const res = await api.call('PUT', '/api/alerts/settings/', { token: alex.token, body: body(bad) });
      expect(res.statusCode).toBe(400);
      expect(res.json().fallback_message).toEqual(expect.any(String));
    }
    expect([403, 404]).toContain((await api.call('PUT', '/api/alerts/settings/', { token: alex.token, body: body({ account_id: pat.accountId }) })).statusCode);
    expect([403, 404]).toContain((await api.call('GET', settingsPath(pat), { token: alex.token })).statusCode);
  });
});

describe('the forecast alerts (issue 25 §2)', () => {
  it('a bill that will be short within 3 days alerts once, with the shortfall and its qube, even when checked concurrently', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const { bill, due } = await shortBill(alex, 2, 12_345n);
    const now = api.clock.now();
    const results = await Promise.all(Array.from({ length: 5 }, () => checkForecastAlerts(api.database, alex.accountId, now)));
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    const rows = (await notificationsOf(alex, 'bill_short')).filter((n) => n.qubeId === bill.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: '123.45', qubeId: bill.id, isSeen: false });
    expect(rows[0]?.title).toMatch(new RegExp(`^${bill.name} will be short on [A-Z][a-z]{2} ${Number(due.slice(8, 10))}$`));
    expect(rows[0]?.body).toContain('$123.45 more');
    expect(await checkForecastAlerts(api.database, alex.accountId, now)).toBe(0);
  });

  it('a short bill further away than the notice days waits; with 14 days chosen it alerts now', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    await shortBill(alex, 10);
    expect(await checkForecastAlerts(api.database, alex.accountId, api.clock.now())).toBe(0);
    const kinds = ALERT_KINDS.map((kind) => ({ kind, enabled: true, email: true, text: false }));
    await api.call('PUT', '/api/alerts/settings/', { token: alex.token, body: { account_id: alex.accountId, bill_days_before: 14, kinds } });
    expect(await checkForecastAlerts(api.database, alex.accountId, api.clock.now())).toBe(1);
  });

  it('a bill topped up before its due date does not alert; a kind switched off by everyone does not alert', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const { bill } = await shortBill(alex, 2, 5_000n);
    const today = isoDate(api.clock.now());
    const topUp = await api.call('POST', '/api/orders/', {
      token: alex.token,
      body: { account_id: alex.accountId, from_qube: 'cloud', to_qube: bill.id, amount: '50.00', recurring: 'none', type: 'transfer', days_in_calendar: [], scheduled_date: addDays(today, 1), idempotency_key: crypto.randomUUID() },
    });
    expect(topUp.statusCode).toBe(201);
    expect(await checkForecastAlerts(api.database, alex.accountId, api.clock.now())).toBe(0);

    const other = await api.freshLogin('alex@demo.qube');
    await shortBill(other, 2);
    const kinds = ALERT_KINDS.map((kind) => ({ kind, enabled: kind !== 'bill_short', email: true, text: false }));
    await api.call('PUT', '/api/alerts/settings/', { token: other.token, body: { account_id: other.accountId, bill_days_before: 3, kinds } });
    expect(await checkForecastAlerts(api.database, other.accountId, api.clock.now())).toBe(0);
  });

  it('a spending qube with less than a fifth of its budget left alerts once per budget period', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = (await qubeList(alex)).find((q) => q.name === 'Groceries');
    if (!groceries) throw new Error('no Groceries');
    // 400.00 budget: move all but 79.99 back to Cloud.
    const out = fromCents(toCents(groceries.balance) - 7_999n);
    const move = await api.call('POST', '/api/orders/', {
      token: alex.token,
      body: { account_id: alex.accountId, from_qube: groceries.id, to_qube: 'cloud', amount: out, recurring: 'none', type: 'transfer', days_in_calendar: [], scheduled_date: 'today', idempotency_key: crypto.randomUUID() },
    });
    expect(move.statusCode).toBe(201);
    await checkForecastAlerts(api.database, alex.accountId, api.clock.now());
    await checkForecastAlerts(api.database, alex.accountId, api.clock.now());
    const rows = (await notificationsOf(alex, 'qube_low')).filter((n) => n.qubeId === groceries.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: 'Groceries is running low', amount: '79.99' });
    expect(rows[0]?.body).toMatch(/^Groceries has \$79\.99 left of its \$400\.00 budget until [A-Z][a-z]{2} \d+\.$/);
  });

  it('the daily sweep checks each account once a day, even with two instances sweeping at once', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const { bill } = await shortBill(alex, 1);
    const now = api.clock.now();
    // Every account of the database is swept in batches; the short bill is found exactly once.
    for (let i = 0; i < 20; i += 1) await Promise.all([runDailyAlertChecks(api.database, now), runDailyAlertChecks(api.database, now)]);
    expect((await notificationsOf(alex, 'bill_short')).filter((n) => n.qubeId === bill.id)).toHaveLength(1);
  });
});

describe('alert deliveries (issue 25 §2)', () => {
  const notify = async (user: Login, type: string, title: string, body = 'Sam sent you $25.00. It is in Cloud.') => {
    const [row] = await api.database.db.insert(notifications).values({ accountId: user.accountId, type, title, body, amount: '25.00', createdAt: api.clock.now() }).returning();
    if (!row) throw new Error('insert failed');
    return row;
  };
  const deliveriesOf = (notificationId: number) => api.database.db.select().from(alertDeliveries).where(eq(alertDeliveries.notificationId, notificationId));
  const drain = async () => {
    while ((await queueAlertDeliveries(api.database.db, api.clock.now(), { texts: true })) > 0);
  };

  it('maps each notification type to its alert kind', () => {
    expect(alertKindOf('peer_to_peer_in', 'Money received')).toBe('deposit_landed');
    expect(alertKindOf('ach_deposit', 'Deposit received')).toBe('deposit_landed');
    expect(alertKindOf('ach_deposit', 'Bank deposit started')).toBeNull();
    expect(alertKindOf('stripe_deposit', 'Card deposit received')).toBe('deposit_landed');
    expect(alertKindOf('unsuccessful_authorization', 'Purchase declined')).toBe('purchase_declined');
    expect(alertKindOf('insufficient_funds', 'Purchase declined')).toBe('purchase_declined');
    expect(alertKindOf('insufficient_funds', 'Scheduled transfer failed')).toBe('payment_failed');
    expect(alertKindOf('failed_order', 'Scheduled deposit not started')).toBe('payment_failed');
    expect(alertKindOf('successful_authorization', 'Purchase approved')).toBeNull();
    expect(alertKindOf('bill_short', 'x')).toBe('bill_short');
    expect(alertKindOf('qube_low', 'x')).toBe('qube_low');
  });

  it('a deposit that landed is e-mailed once to each person of the account, even with two instances sending at once', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const row = await notify(alex, 'peer_to_peer_in', 'Money received');
    await Promise.all([drain(), drain()]);
    expect(await deliveriesOf(row.id)).toEqual([expect.objectContaining({ channel: 'email', status: 'queued' })]);
    const { sent, mailer } = capture();
    const channels = { mailer, texts: null, origin: ORIGIN };
    await Promise.all([sendAlertDeliveries(api.database.db, api.clock.now(), channels), sendAlertDeliveries(api.database.db, api.clock.now(), channels)]);
    await sendAlertDeliveries(api.database.db, api.clock.now(), channels);
    const mine = sent.filter((m) => m.to === alex.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ subject: 'Money received' });
    expect(mine[0]?.body).toContain('Sam sent you $25.00. It is in Cloud.');
    expect(mine[0]?.body).toContain(`${ORIGIN}/dashboard`);
    expect((await deliveriesOf(row.id))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('never e-mails secrets: no account or routing number, no code, no token', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    await notify(alex, 'peer_to_peer_in', 'Money received');
    await drain();
    const { sent, mailer } = capture();
    await sendAlertDeliveries(api.database.db, api.clock.now(), { mailer, texts: null, origin: ORIGIN });
    const account = (await api.call('GET', `/api/accounts/${alex.accountId}/`, { token: alex.token })).json();
    for (const message of sent.filter((m) => m.to === alex.email)) {
      for (const secret of [account.account_number, account.routing_number, alex.token].filter(Boolean)) expect(message.body).not.toContain(secret);
    }
  });

  it('a kind whose e-mail is off queues nothing; a text goes only to a person with a phone who chose texts', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const kinds = ALERT_KINDS.map((kind) => ({ kind, enabled: true, email: kind !== 'deposit_landed', text: kind === 'payment_failed' }));
    await api.call('PUT', '/api/alerts/settings/', { token: alex.token, body: { account_id: alex.accountId, bill_days_before: 3, kinds } });
    const landed = await notify(alex, 'peer_to_peer_in', 'Money received');
    const failed = await notify(alex, 'failed_order', 'Scheduled deposit not started', '$25.00 was not pulled from Chase ••1234.');
    const [member] = await api.database.db.select({ userId: accountMembers.userId }).from(accountMembers).where(eq(accountMembers.accountId, alex.accountId));
    await api.database.db.update(users).set({ phoneNumber: '(555) 010-0199' }).where(eq(users.id, member?.userId ?? 0));
    await drain();
    expect(await deliveriesOf(landed.id)).toEqual([]);
    expect((await deliveriesOf(failed.id)).map((d) => d.channel).sort()).toEqual(['email', 'text']);
    const { sent, mailer } = capture();
    await sendAlertDeliveries(api.database.db, api.clock.now(), { mailer, texts: mailer, origin: ORIGIN });
    const text = sent.find((m) => m.to === '(555) 010-0199');
    expect(text?.body).toBe('Qube: $25.00 was not pulled from Chase ••1234.');
  });

  it('a failing send is retried with backoff and marked failed after its attempts; nothing is lost', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const row = await notify(alex, 'peer_to_peer_in', 'Money received');
    await drain();
    const broken: Mailer = { send: async () => { throw new Error('SMTP 451 try later'); } };
    const channels = { mailer: broken, texts: null, origin: ORIGIN };
    await sendAlertDeliveries(api.database.db, api.clock.now(), channels);
    expect((await deliveriesOf(row.id))[0]).toMatchObject({ status: 'queued', attempts: 1, lastError: 'SMTP 451 try later' });
    // Not again before its backoff.
    await sendAlertDeliveries(api.database.db, api.clock.now(), channels);
    expect((await deliveriesOf(row.id))[0]).toMatchObject({ attempts: 1 });
    for (let attempt = 2; attempt <= DELIVERY_ATTEMPTS; attempt += 1) {
      api.clock.advance(60_000 * 2 ** attempt);
      await sendAlertDeliveries(api.database.db, api.clock.now(), channels);
    }
    expect((await deliveriesOf(row.id))[0]).toMatchObject({ status: 'failed', attempts: DELIVERY_ATTEMPTS });
  });

  it('the demo history copied to a new sign-in is not news: none of it is queued', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const rows = await api.database.db.select().from(notifications).where(eq(notifications.accountId, alex.accountId));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((n) => n.alertState === 'none')).toBe(true);
  });
});
