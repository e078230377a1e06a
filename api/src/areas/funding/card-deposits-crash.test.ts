import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { cardDeposits, sandboxCardIntents } from '../../platform/db/schema';
import { CARD_INTENT_ABANDONED_MS } from './cardDeposits';
import { SANDBOX_PROVIDERS } from '../../test/sandboxProviders.testkit';
import { confirmSandboxIntent, sandboxCardPaymentProvider } from '../../platform/providers/cardPayments/sandboxCardPaymentProvider';
import { SANDBOX_TEST_CARDS } from '../../platform/providers/cardPayments/sandboxCards';
import { setupTestApi } from '../../test/helpers';
import { inTransaction } from '../../platform/db/transactions';
import { schedulerTick } from '../../scheduler/scheduler';

// Crash safety of card deposits (docs/adr/0039-crash-safety-of-two-step-money-flows.md): the charge (the provider's
// commit) and the credit (ours) are two commits. Each test runs the provider's step alone, as an instance killed
// between the two would leave it, and then what completes it: a retried confirm, a scheduler tick, two ticks at once
// (two API instances).
const api = setupTestApi();
afterEach(() => api.clock.reset());

type Login = { token: string; accountId: number; email: string };
type Intent = { id: string; stripe_client_secret: string };

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const GOOD_CARD = { number: SANDBOX_TEST_CARDS.succeeds, expMonth: 12, expYear: NEXT_YEAR, cvc: '123' };

const intentOf = async (user: Login, amount: string): Promise<Intent> => {
  const res = await api.call('POST', '/api/deposits/stripe-deposits/', { token: user.token, body: { account_id: user.accountId, amount, idempotency_key: crypto.randomUUID() } });
  if (res.statusCode !== 201) throw new Error(`create ${res.statusCode} ${res.body}`);
  return res.json();
};
/** The provider's step alone: the card is charged and committed; the instance dies before the webhook credits Cloud. */
const chargeThenCrash = (intent: Intent) =>
  inTransaction(api.database.db, (tx) => confirmSandboxIntent(tx, { intentId: intent.id, clientSecret: intent.stripe_client_secret, card: GOOD_CARD, at: api.clock.now() }));
const cloudOf = async (user: Login): Promise<string> =>
  (await api.call('GET', `/api/accounts/${user.accountId}/updates/`, { token: user.token })).json().cloud_qube_total_balance;
const statusOf = async (intentId: string) => (await api.database.db.select().from(cardDeposits).where(eq(cardDeposits.paymentIntentId, intentId)))[0]?.status;
const cardDepositActivities = async (accountId: number) => {
  const { rows } = (await api.database.db.execute(sql`select count(*)::int as n from activities where account_id = ${accountId} and transaction_type = 'card_deposit'`)) as unknown as { rows: { n: number }[] };
  return Number(rows[0]?.n ?? 0);
};
const expectLedgerBalanced = async () => {
  const unbalanced = await api.database.db.execute(sql`select movement_id from ledger_entries group by movement_id having sum(amount) <> 0`);
  expect((unbalanced as unknown as { rows: unknown[] }).rows).toEqual([]);
};

describe('card deposits survive a crash between the charge and the credit', () => {
  it('API-45 a retried confirm of an intent the card already paid credits Cloud once and answers as the first confirm', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const intent = await intentOf(alex, '40.00');
    expect((await chargeThenCrash(intent)).kind).toBe('approved');
    expect(await cloudOf(alex)).toBe('2500.00');
    // The browser retries on the other instance (twice at once, as an impatient client would).
    const retries = await Promise.all([0, 1].map(() => api.call('POST', `/api/sandbox/card-payments/${intent.id}/confirm/`, {
      body: { client_secret: intent.stripe_client_secret, card: { number: GOOD_CARD.number, exp_month: 12, exp_year: NEXT_YEAR, cvc: '123' } },
    })));
    for (const retry of retries) {
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual({ id: intent.id, status: 'succeeded', amount: '40.00', card_brand: 'Visa', card_last4: '4242' });
    }
    expect(await cloudOf(alex)).toBe('2540.00');
    expect(await statusOf(intent.id)).toBe('succeeded');
    expect(await cardDepositActivities(alex.accountId)).toBe(1);
    // A confirm with a wrong secret still learns nothing and credits nothing.
    const wrong = await api.call('POST', `/api/sandbox/card-payments/${intent.id}/confirm/`, { body: { client_secret: `${intent.id}_secret_x`, card: { number: GOOD_CARD.number, exp_month: 12, exp_year: NEXT_YEAR, cvc: '123' } } });
    expect(wrong.statusCode).toBe(404);
    expect(await cloudOf(alex)).toBe('2540.00');
    await expectLedgerBalanced();
  });

  it('API-45 the scheduler credits a deposit paid at the provider but never completed, once, also with two ticks at once (two instances)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const paid = await intentOf(alex, '75.00');
    const open = await intentOf(alex, '20.00');
    await chargeThenCrash(paid);
    expect(await cloudOf(alex)).toBe('2500.00');
    const now = api.clock.now();
    await Promise.all([schedulerTick(api.database, now, SANDBOX_PROVIDERS), schedulerTick(api.database, now, SANDBOX_PROVIDERS)]);
    expect(await cloudOf(alex)).toBe('2575.00');
    expect(await statusOf(paid.id)).toBe('succeeded');
    // The unpaid one is left alone (the person may still pay it).
    expect(await statusOf(open.id)).toBe('requires_payment');
    await schedulerTick(api.database, now, SANDBOX_PROVIDERS);
    expect(await cloudOf(alex)).toBe('2575.00');
    expect(await cardDepositActivities(alex.accountId)).toBe(1);
    await expectLedgerBalanced();
  });

  it('API-45 a cancel cut short after the provider cancelled is finished by the tick; an intent unpaid for a day is cancelled at the provider and here', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const cutShort = await intentOf(alex, '30.00');
    const forgotten = await intentOf(alex, '25.00');
    // The provider's side of a cancel committed alone (a real provider's HTTP call, our transaction lost).
    await inTransaction(api.database.db, (tx) => sandboxCardPaymentProvider.cancelIntent(tx, { intentId: cutShort.id, reason: 'abandoned', at: api.clock.now() }));
    expect(await statusOf(cutShort.id)).toBe('requires_payment');
    await schedulerTick(api.database, api.clock.now(), SANDBOX_PROVIDERS);
    expect(await statusOf(cutShort.id)).toBe('canceled');
    expect(await statusOf(forgotten.id)).toBe('requires_payment');
    const tomorrow = new Date(api.clock.now().getTime() + CARD_INTENT_ABANDONED_MS);
    await Promise.all([schedulerTick(api.database, tomorrow, SANDBOX_PROVIDERS), schedulerTick(api.database, tomorrow, SANDBOX_PROVIDERS)]);
    expect(await statusOf(forgotten.id)).toBe('canceled');
    const [atProvider] = await api.database.db.select().from(sandboxCardIntents).where(eq(sandboxCardIntents.id, forgotten.id));
    expect(atProvider?.status).toBe('canceled');
    expect(await cloudOf(alex)).toBe('2500.00');
  });

  it('API-45 ticks without a configured card-payments provider (production unless named) neither credit nor cancel a card deposit; with it they do', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const paid = await intentOf(alex, '45.00');
    const forgotten = await intentOf(alex, '15.00');
    await chargeThenCrash(paid);
    const tomorrow = new Date(api.clock.now().getTime() + CARD_INTENT_ABANDONED_MS);
    const noCardPayments = { ...SANDBOX_PROVIDERS, cardPayments: [] };
    await Promise.all([schedulerTick(api.database, tomorrow, noCardPayments), schedulerTick(api.database, tomorrow, noCardPayments)]);
    expect(await cloudOf(alex)).toBe('2500.00');
    expect([await statusOf(paid.id), await statusOf(forgotten.id)]).toEqual(['requires_payment', 'requires_payment']);
    const [atProvider] = await api.database.db.select().from(sandboxCardIntents).where(eq(sandboxCardIntents.id, forgotten.id));
    expect(atProvider?.status).not.toBe('canceled');
    // The same tick with the provider configured finishes both.
    await schedulerTick(api.database, tomorrow, SANDBOX_PROVIDERS);
    expect(await cloudOf(alex)).toBe('2545.00');
    expect([await statusOf(paid.id), await statusOf(forgotten.id)]).toEqual(['succeeded', 'canceled']);
    await expectLedgerBalanced();
  });
});
