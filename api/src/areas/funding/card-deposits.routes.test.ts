import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { cardDeposits, ledgerEntries, users } from '../../platform/db/schema';
import { completeCardDeposit } from './cardDeposits';
import { fromCents, toCents } from '@qube/contract/core/money';
import { confirmSandboxIntent } from '../../platform/providers/cardPayments/sandboxCardPaymentProvider';
import { SANDBOX_TEST_CARDS } from '../../platform/providers/cardPayments/sandboxCards';
import { setupTestApi } from '../../test/helpers';
import { inTransaction } from '../../platform/db/transactions';

const api = setupTestApi();
afterEach(() => api.clock.reset());

type Login = { token: string; accountId: number; email: string };
type Intent = { id: string; stripe_client_secret: string; amount: string; deposit_fee: string; total_amount: string; status: string };
type Item = { id: number; transaction_type: string; result: string; amount: string; title: string; merchant: { merchant_name: string } | null; qube: { id: number | string } };

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const card = (number: string, overrides: Record<string, unknown> = {}) => ({ number, exp_month: 12, exp_year: NEXT_YEAR, cvc: '123', ...overrides });

const create = (user: Login, body: Record<string, unknown>) =>
  api.call('POST', '/api/deposits/stripe-deposits/', { token: user.token, body: { account_id: user.accountId, idempotency_key: crypto.randomUUID(), ...body } });
const intentOf = async (user: Login, amount: string): Promise<Intent> => {
  const res = await create(user, { amount });
  if (res.statusCode !== 201) throw new Error(`create ${res.statusCode} ${res.body}`);
  return res.json();
};
const updateAmount = (user: Login, id: string, body: Record<string, unknown>) =>
  api.call('POST', `/api/deposits/stripe-deposits/${id}/update-amount/`, { token: user.token, body: { account_id: user.accountId, payment_intent_id: id, ...body } });
const cancel = (user: Login, id: string, body: Record<string, unknown> = {}) =>
  api.call('POST', `/api/deposits/stripe-deposits/${id}/cancel-request/`, { token: user.token, body: { account_id: user.accountId, payment_intent_id: id, stripe_cancellation_reason: 'abandoned', ...body } });
/** The sandbox element's confirm: no session, the client secret authorises it. */
const confirm = (intent: Pick<Intent, 'id' | 'stripe_client_secret'>, cardBody: Record<string, unknown>) =>
  api.call('POST', `/api/sandbox/card-payments/${intent.id}/confirm/`, { body: { client_secret: intent.stripe_client_secret, card: cardBody } });
const cloudOf = async (user: Login): Promise<string> =>
  (await api.call('GET', `/api/accounts/${user.accountId}/updates/`, { token: user.token })).json().cloud_qube_total_balance;
const transactions = async (user: Login): Promise<Item[]> =>
  (await api.call('GET', `/api/search/transactions/?account_id=${user.accountId}&limit=50`, { token: user.token })).json().results;
const rowOf = async (intentId: string) => (await api.database.db.select().from(cardDeposits).where(eq(cardDeposits.paymentIntentId, intentId)))[0];
const movementOf = async (activityId: number) => {
  const [entry] = await api.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.activityId, activityId));
  const movement = await api.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.movementId, entry?.movementId ?? 0));
  return movement.map((e) => [e.amount, e.counterparty]).sort();
};
const expectLedgerBalanced = async () => {
  const unbalanced = await api.database.db.execute(sql`select movement_id from ledger_entries group by movement_id having sum(amount) <> 0`);
  expect((unbalanced as unknown as { rows: unknown[] }).rows).toEqual([]);
};
const plus = (a: string, b: string) => fromCents(toCents(a) + toCents(b));

describe('card deposits (stripe-deposits)', () => {
  it('MM-106 API-46 GET accounts/{id}/limits/ answers card_deposit_minimum 10.00 and card_deposit_maximum 2500.00; another person\'s account 404', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const res = await api.call('GET', `/api/accounts/${alex.accountId}/limits/`, { token: alex.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ card_deposit_minimum: '10.00', card_deposit_maximum: '2500.00' });
    const other = await api.freshLogin('alex@demo.qube');
    const foreign = await api.call('GET', `/api/accounts/${other.accountId}/limits/`, { token: alex.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().fallback_message).toBe('Account not found.');
  });

  it('MM-105 MM-107 API-45 the first card deposit makes a payment intent with no fee: {id, stripe_client_secret, amount, deposit_fee 0.00, total_amount}', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const res = await create(alex, { amount: '40' });
    expect(res.statusCode).toBe(201);
    const intent = res.json() as Intent;
    expect(intent).toMatchObject({ amount: '40.00', deposit_fee: '0.00', total_amount: '40.00', status: 'requires_payment' });
    expect(intent.id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(intent.stripe_client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    // Nothing moved yet.
    expect(await cloudOf(alex)).toBe('2500.00');
  });

  it('MM-106 MM-110 amounts outside the limits or malformed answer 400 with fallback_message and fields.amount', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const cases: [unknown, string][] = [
      ['9.99', 'The minimum card deposit is $10.00.'],
      ['2500.01', 'The maximum card deposit is $2,500.00.'],
      ['0', 'The minimum card deposit is $10.00.'],
      ['-20', 'Enter a valid amount.'],
      ['12.345', 'Enter a valid amount.'],
      ['abc', 'Enter a valid amount.'],
      ['  ', 'This Field is required!'],
      [9.5, 'The minimum card deposit is $10.00.'],
    ];
    for (const [amount, message] of cases) {
      const res = await create(alex, { amount });
      expect([res.statusCode, res.json().fallback_message, res.json().fields?.amount]).toEqual([400, message, message]);
    }
    expect((await create(alex, { amount: '10.00' })).statusCode).toBe(201);
    expect((await create(alex, { amount: 2500 })).statusCode).toBe(201);
    expect((await create(alex, { amount: 12.5 })).json()).toMatchObject({ amount: '12.50' });
  });

  it('API-45 the same idempotency_key replays the first intent (sequential and concurrent); other details → 422', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const body = { amount: '25.00', idempotency_key: 'card-key' };
    const first = await create(alex, body);
    const again = await create(alex, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(first.json().account_version).toEqual(expect.any(Number));
    const concurrent = await Promise.all([1, 2, 3].map(() => create(alex, { amount: '30.00', idempotency_key: 'card-key-2' })));
    const ids = new Set(concurrent.filter((r) => r.statusCode === 201).map((r) => r.json().id));
    expect(ids.size).toBe(1);
    expect(concurrent.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const other = await create(alex, { ...body, amount: '26.00' });
    expect(other.statusCode).toBe(422);
    expect(other.json().fallback_message).toBe('This request was already made with different details.');
    const rows = await api.database.db.select().from(cardDeposits).where(eq(cardDeposits.accountId, alex.accountId));
    expect(rows).toHaveLength(2);
  });

  it('MM-108 update-amount prices the new amount and changes the intent; the body\'s intent must match the path; unknown or another person\'s intent 404', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const intent = await intentOf(alex, '40.00');
    const res = await updateAmount(alex, intent.id, { amount: '55.50' });
    expect(res.statusCode).toBe(200);
    const { account_version: _version, ...made } = intent as Intent & { account_version?: number };
    expect(res.json()).toEqual({ ...made, amount: '55.50', deposit_fee: '0.00', total_amount: '55.50' });
    expect((await updateAmount(alex, intent.id, { amount: '5.00' })).json().fields.amount).toBe('The minimum card deposit is $10.00.');
    const mismatch = await updateAmount(alex, intent.id, { amount: '20.00', payment_intent_id: 'pi_000000000000000000000000' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fallback_message).toBe('payment_intent_id must be the one in the path.');
    const other = await api.freshLogin('alex@demo.qube');
    const foreign = await api.call('POST', `/api/deposits/stripe-deposits/${intent.id}/update-amount/`, { token: other.token, body: { account_id: other.accountId, amount: '20.00' } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().fallback_message).toBe('Card deposit not found.');
    // The card pays the changed amount.
    const paid = await confirm(intent, card(SANDBOX_TEST_CARDS.succeeds));
    expect(paid.json()).toMatchObject({ status: 'succeeded', amount: '55.50' });
    expect(await cloudOf(alex)).toBe('2555.50');
    const late = await updateAmount(alex, intent.id, { amount: '20.00' });
    expect(late.statusCode).toBe(400);
    expect(late.json().fallback_message).toBe('This card deposit is already paid.');
  });

  it("MM-109 cancel-request with 'abandoned' cancels at the provider: again answers the same, the card can no longer pay it, nor can the amount change", async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const intent = await intentOf(alex, '40.00');
    const res = await cancel(alex, intent.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: intent.id, status: 'canceled' });
    expect((await rowOf(intent.id))?.cancellationReason).toBe('abandoned');
    expect((await cancel(alex, intent.id)).json()).toEqual({ id: intent.id, status: 'canceled' });
    const pay = await confirm(intent, card(SANDBOX_TEST_CARDS.succeeds));
    expect(pay.statusCode).toBe(400);
    expect(pay.json().fallback_message).toBe('You cannot confirm this PaymentIntent because it has a status of canceled.');
    expect((await updateAmount(alex, intent.id, { amount: '20.00' })).json().fallback_message).toBe('This card deposit was cancelled.');
    expect((await cancel(alex, intent.id, { stripe_cancellation_reason: 'because' })).statusCode).toBe(400);
    expect(await cloudOf(alex)).toBe('2500.00');
  });

  it('MM-105 API-45 a paid intent credits Cloud at once: a card_deposit activity, a stripe_deposit notification, one movement against clearing:sandbox_card that sums to zero', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const intent = await intentOf(alex, '40.00');
    const paid = await confirm(intent, card('4242 4242 4242 4242'));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ id: intent.id, status: 'succeeded', amount: '40.00', card_brand: 'Visa', card_last4: '4242' });
    expect(await cloudOf(alex)).toBe('2540.00');
    const row = await rowOf(intent.id);
    expect(row).toMatchObject({ status: 'succeeded', amount: '40.00', fee: '0.00', total: '40.00', cardLast4: '4242' });
    const item = (await transactions(alex)).find((a) => a.id === row?.activityId);
    expect(item).toMatchObject({ transaction_type: 'card_deposit', result: 'success', amount: '40.00', title: 'Card Deposit', qube: { id: 'cloud' }, merchant: { merchant_name: 'Visa ••4242' } });
    const notes = (await api.call('GET', `/api/notifications/?account_id=${alex.accountId}`, { token: alex.token })).json();
    expect(notes.results[0]).toMatchObject({ type: 'stripe_deposit', amount: '40.00', activity_id: row?.activityId });
    expect(await movementOf(row?.activityId ?? 0)).toEqual([['-40.00', 'clearing:sandbox_card'], ['40.00', null]]);
    await expectLedgerBalanced();
    // Paid: the dialog closing afterwards cannot cancel it.
    const late = await cancel(alex, intent.id);
    expect(late.statusCode).toBe(400);
    expect(late.json().fallback_message).toBe('This card deposit is already paid.');
    // A second confirm is a retry (its first answer may have been lost): it answers the same and moves nothing more.
    const twice = await confirm(intent, card(SANDBOX_TEST_CARDS.succeeds));
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toMatchObject({ id: intent.id, status: 'succeeded', amount: '40.00' });
    expect(await cloudOf(alex)).toBe('2540.00');
  });

  it('MM-105 API-45 after the first paid card deposit the fee is 2.9 % rounded up to the cent, shown before paying; the card pays amount + fee, Cloud gets the amount', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    // Two intents made before any payment are both priced as the first (the price shown is the price paid).
    const first = await intentOf(alex, '40.00');
    await confirm(first, card(SANDBOX_TEST_CARDS.succeeds));
    const second = await intentOf(alex, '40.00');
    expect(second).toMatchObject({ amount: '40.00', deposit_fee: '1.16', total_amount: '41.16' });
    // 10.01 × 2.9 % = 0.29029 → 0.30 (rounded up, exact cents).
    expect(await intentOf(alex, '10.01')).toMatchObject({ deposit_fee: '0.30', total_amount: '10.31' });
    expect(await intentOf(alex, '2500.00')).toMatchObject({ deposit_fee: '72.50', total_amount: '2572.50' });
    expect((await updateAmount(alex, second.id, { amount: '100.00' })).json()).toMatchObject({ deposit_fee: '2.90', total_amount: '102.90' });
    const paid = await confirm(second, card(SANDBOX_TEST_CARDS.succeedsMastercard));
    expect(paid.json()).toMatchObject({ amount: '102.90', card_brand: 'Mastercard' });
    expect(await cloudOf(alex)).toBe(plus('2540.00', '100.00'));
    const row = await rowOf(second.id);
    expect(await movementOf(row?.activityId ?? 0)).toEqual([['-102.90', 'clearing:sandbox_card'], ['100.00', null], ['2.90', 'fees:card_deposit']]);
    await expectLedgerBalanced();
  });

  it("API-45 the provider's completion arriving twice, or three times at once, credits Cloud exactly once", async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const intent = await intentOf(alex, '75.00');
    // The card pays at the provider, but its completion has not arrived yet.
    const outcome = await inTransaction(api.database.db, (tx) =>
      confirmSandboxIntent(tx, { intentId: intent.id, clientSecret: intent.stripe_client_secret, card: { number: SANDBOX_TEST_CARDS.succeeds, expMonth: 12, expYear: NEXT_YEAR, cvc: '123' }, at: new Date() }));
    expect(outcome.kind).toBe('approved');
    expect(await cloudOf(alex)).toBe('2500.00');
    const at = new Date();
    const results = await Promise.all([1, 2, 3].map(() => completeCardDeposit(api.database, { providerId: 'sandbox', intentId: intent.id, at })));
    expect(results.map((r) => r.status).sort()).toEqual(['already_credited', 'already_credited', 'credited']);
    expect((await completeCardDeposit(api.database, { providerId: 'sandbox', intentId: intent.id, at })).status).toBe('already_credited');
    expect(await cloudOf(alex)).toBe('2575.00');
    expect((await transactions(alex)).filter((a) => a.transaction_type === 'card_deposit')).toHaveLength(1);
    // An intent not paid, or one nobody knows, moves nothing.
    const open = await intentOf(alex, '20.00');
    expect((await completeCardDeposit(api.database, { providerId: 'sandbox', intentId: open.id, at })).status).toBe('not_paid');
    expect((await completeCardDeposit(api.database, { providerId: 'sandbox', intentId: 'pi_unknown000000000000000', at })).status).toBe('unknown');
    expect(await cloudOf(alex)).toBe('2575.00');
    await expectLedgerBalanced();
  });

  it("API-45 a completion that never arrived is made when the closing dialog's cancel finds the intent paid: Cloud is credited and the cancel answers 'already paid'", async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const intent = await intentOf(alex, '15.00');
    await inTransaction(api.database.db, (tx) =>
      confirmSandboxIntent(tx, { intentId: intent.id, clientSecret: intent.stripe_client_secret, card: { number: SANDBOX_TEST_CARDS.succeeds, expMonth: 1, expYear: NEXT_YEAR, cvc: '1234' }, at: new Date() }));
    const res = await cancel(alex, intent.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().fallback_message).toBe('This card deposit is already paid.');
    expect(await cloudOf(alex)).toBe('2515.00');
  });

  it("MM-105 the sandbox's test cards: 4000…0002 is declined ('Your card was declined.'), 4000…9995 lacks funds ('Your card has insufficient funds.'); the intent stays open for another card", async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const intent = await intentOf(alex, '40.00');
    const declined = await confirm(intent, card('4000 0000 0000 0002'));
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ fallback_message: 'Your card was declined.', code: 'card_declined' });
    const poor = await confirm(intent, card(SANDBOX_TEST_CARDS.insufficientFunds));
    expect(poor.statusCode).toBe(402);
    expect(poor.json()).toMatchObject({ fallback_message: 'Your card has insufficient funds.', code: 'insufficient_funds' });
    const unknown = await confirm(intent, card('4111111111111111'));
    expect(unknown.statusCode).toBe(402);
    expect(await cloudOf(alex)).toBe('2500.00');
    expect((await confirm(intent, card(SANDBOX_TEST_CARDS.succeeds))).statusCode).toBe(200);
    expect(await cloudOf(alex)).toBe('2540.00');
  });

  it('MM-105 the sandbox checks the card like the element: Luhn, expiry in the future, CVC of 3 or 4 digits (400 naming the field); a wrong client secret is 404', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const intent = await intentOf(alex, '40.00');
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 15));
    const cases: [Record<string, unknown>, string, string][] = [
      [card('4242424242424241'), 'number', 'Your card number is invalid.'],
      [card('4242 4242'), 'number', 'Your card number is incomplete.'],
      [card('4242-4242-4242-424x'), 'number', 'Your card number is invalid.'],
      [card(SANDBOX_TEST_CARDS.succeeds, { exp_month: lastMonth.getUTCMonth() + 1, exp_year: lastMonth.getUTCFullYear() }), 'exp_year', "Your card's expiration date is in the past."],
      [card(SANDBOX_TEST_CARDS.succeeds, { cvc: '12' }), 'cvc', "Your card's security code is invalid."],
      [card(SANDBOX_TEST_CARDS.succeeds, { cvc: '12345' }), 'cvc', "Your card's security code is invalid."],
    ];
    for (const [body, field, message] of cases) {
      const res = await confirm(intent, body);
      expect([res.statusCode, res.json().fallback_message, res.json().fields?.[field]]).toEqual([400, message, message]);
    }
    // Two-digit years are read as 20YY.
    const wrongSecret = await confirm({ id: intent.id, stripe_client_secret: `${intent.id}_secret_wrong` }, card(SANDBOX_TEST_CARDS.succeeds));
    expect(wrongSecret.statusCode).toBe(404);
    expect((await confirm(intent, card(SANDBOX_TEST_CARDS.succeeds, { exp_year: NEXT_YEAR % 100 }))).statusCode).toBe(200);
    expect(await cloudOf(alex)).toBe('2540.00');
  });

  it('MM-38 MM-39 API-45 card deposits are refused (403 with fallback_message) to limited and anonymous users and without web_move_money_card_deposit or card_fund', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const intent = await intentOf(alex, '40.00');
    const [row] = await api.database.db.select().from(users).where(eq(users.email, alex.email));
    const setUser = (values: Partial<typeof users.$inferInsert>) => api.database.db.update(users).set(values).where(eq(users.email, alex.email));
    await setUser({ userType: 'limited_user' });
    const limited = await create(alex, { amount: '20.00' });
    expect(limited.statusCode).toBe(403);
    expect(limited.json().fallback_message).toBe('Get your Qube debit card to move money in and out of Qube.');
    expect((await updateAmount(alex, intent.id, { amount: '20.00' })).statusCode).toBe(403);
    await setUser({ userType: 'anonymous_user' });
    expect((await create(alex, { amount: '20.00' })).statusCode).toBe(403);
    for (const flag of ['web_move_money_card_deposit', 'card_fund']) {
      await setUser({ userType: 'regular_user', featureFlags: { ...row?.featureFlags, [flag]: false } });
      const denied = await create(alex, { amount: '20.00' });
      expect(denied.statusCode).toBe(403);
      expect(denied.json().fallback_message).toBe('Moving money is not available for this account.');
      expect((await cancel(alex, intent.id)).statusCode).toBe(403);
    }
  });

  it('API-45 twenty card payments at once, each confirmed while another internal transfer runs: Cloud and the clearing pocket agree with what the cards paid, and the ledger sums to zero', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const intents = await Promise.all(Array.from({ length: 20 }, (_, i) => intentOf(alex, `${10 + i}.00`)));
    const qubes = (await api.call('GET', `/api/qubes/?account_id=${alex.accountId}`, { token: alex.token })).json().results as { id: number; name: string }[];
    const groceries = qubes.find((q) => q.name === 'Groceries')?.id;
    const transfers = Array.from({ length: 5 }, (_, i) => api.call('POST', '/api/orders/', {
      token: alex.token,
      body: { account_id: alex.accountId, from_qube: 'cloud', to_qube: groceries, amount: '1.00', recurring: 'none', scheduled_date: 'today', idempotency_key: `noop-${i}`, days_in_calendar: [] },
    }));
    const paid = await Promise.all([...intents.map((intent) => confirm(intent, card(SANDBOX_TEST_CARDS.succeeds))), ...transfers]);
    expect(paid.map((r) => r.statusCode)).toEqual([...Array<number>(20).fill(200), ...Array<number>(5).fill(201)]);
    // Each completion arrives once more, all at once: nothing moves again.
    const again = await Promise.all(intents.map((intent) => completeCardDeposit(api.database, { providerId: 'sandbox', intentId: intent.id, at: new Date() })));
    expect(again.every((r) => r.status === 'already_credited')).toBe(true);
    // All were made before any was paid, so all are free: 10 + 11 + … + 29 = 390; five dollars went to Groceries.
    expect(await cloudOf(alex)).toBe('2885.00');
    const clearing = await api.database.db.execute(sql`select coalesce(sum(amount), 0)::numeric(14,2)::text as total from ledger_entries where account_id = ${alex.accountId} and counterparty = 'clearing:sandbox_card'`);
    expect((clearing as unknown as { rows: { total: string }[] }).rows[0]?.total).toBe('-390.00');
    await expectLedgerBalanced();
  });

  it('API-45 probes: malformed ids, bodies and amounts answer 4xx with a fallback_message, never 5xx', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const intent = await intentOf(alex, '40.00');
    const probes: [string, string, unknown][] = [
      ['POST', '/api/deposits/stripe-deposits/', { account_id: alex.accountId, amount: '20.00' }],
      ['POST', '/api/deposits/stripe-deposits/', { account_id: alex.accountId, amount: '20.00', idempotency_key: 'k', extra: 1 }],
      ['POST', '/api/deposits/stripe-deposits/', { account_id: 2147483648, amount: '20.00', idempotency_key: 'k' }],
      ['POST', '/api/deposits/stripe-deposits/', { account_id: -1, amount: '20.00', idempotency_key: 'k' }],
      ['POST', '/api/deposits/stripe-deposits/', { account_id: alex.accountId, amount: '1e3', idempotency_key: 'k' }],
      ['POST', '/api/deposits/stripe-deposits/', { account_id: alex.accountId, amount: '999999999999999', idempotency_key: 'k' }],
      ['POST', '/api/deposits/stripe-deposits/', { account_id: alex.accountId, amount: 1e300, idempotency_key: 'k' }],
      ['POST', '/api/deposits/stripe-deposits/', { account_id: alex.accountId, amount: null, idempotency_key: 'k' }],
      ['POST', '/api/deposits/stripe-deposits/', { account_id: alex.accountId, amount: '20.00', idempotency_key: 'x'.repeat(101) }],
      ['POST', '/api/deposits/stripe-deposits/', 'not json'],
      ['POST', '/api/deposits/stripe-deposits/', []],
      ['POST', '/api/deposits/stripe-deposits/pi_1/update-amount/', { account_id: alex.accountId, amount: '20.00' }],
      ['POST', '/api/deposits/stripe-deposits/%00/update-amount/', { account_id: alex.accountId, amount: '20.00' }],
      ['POST', `/api/deposits/stripe-deposits/${'pi_'.padEnd(90, 'a')}/update-amount/`, { account_id: alex.accountId, amount: '20.00' }],
      ['POST', "/api/deposits/stripe-deposits/pi_'%20or%201=1--/cancel-request/", { account_id: alex.accountId, stripe_cancellation_reason: 'abandoned' }],
      ['POST', `/api/deposits/stripe-deposits/${intent.id}/cancel-request/`, { account_id: alex.accountId }],
      ['POST', `/api/deposits/stripe-deposits/${intent.id}/cancel-request/`, { account_id: alex.accountId, stripe_cancellation_reason: 'abandoned', payment_intent_id: 7 }],
      ['POST', `/api/deposits/stripe-deposits/${intent.id}/update-amount/`, { account_id: '1;drop', amount: '20.00' }],
      ['POST', '/api/deposits/stripe-deposits/pi_AAAAAAAAAAAAAAAAAAAAAAAA/update-amount/', { account_id: alex.accountId, amount: '20.00' }],
      ['GET', '/api/accounts/0/limits/', undefined],
      ['GET', '/api/accounts/2147483648/limits/', undefined],
      ['GET', '/api/accounts/abc/limits/', undefined],
      ['POST', `/api/sandbox/card-payments/${intent.id}/confirm/`, { client_secret: intent.stripe_client_secret }],
      ['POST', `/api/sandbox/card-payments/${intent.id}/confirm/`, { client_secret: intent.stripe_client_secret, card: { number: 4242, exp_month: 12, exp_year: NEXT_YEAR, cvc: '123' } }],
      ['POST', `/api/sandbox/card-payments/${intent.id}/confirm/`, { client_secret: intent.stripe_client_secret, card: { ...card(SANDBOX_TEST_CARDS.succeeds), exp_month: 13 } }],
      ['POST', `/api/sandbox/card-payments/${intent.id}/confirm/`, { client_secret: intent.stripe_client_secret, card: { ...card(SANDBOX_TEST_CARDS.succeeds), exp_year: 99999 } }],
      ['POST', `/api/sandbox/card-payments/${intent.id}/confirm/`, { client_secret: intent.stripe_client_secret, card: { ...card(SANDBOX_TEST_CARDS.succeeds), pin: '1234' } }],
      ['POST', `/api/sandbox/card-payments/${intent.id}/confirm/`, { client_secret: intent.stripe_client_secret, card: card('4'.repeat(24)) }],
      ['POST', '/api/sandbox/card-payments/pi_nothing0000000000000000/confirm/', { client_secret: 'x', card: card(SANDBOX_TEST_CARDS.succeeds) }],
      ['POST', '/api/sandbox/card-payments/../../dev/demo-users/confirm/', { client_secret: 'x', card: card(SANDBOX_TEST_CARDS.succeeds) }],
    ];
    for (const [method, url, body] of probes) {
      const res = await api.call(method as 'GET' | 'POST', url, { token: alex.token, body, ...(typeof body === 'string' ? { headers: { 'content-type': 'application/json' } } : {}) });
      expect({ url, body, status: res.statusCode < 500 && res.statusCode >= 400, hasMessage: Boolean(res.json().fallback_message) }).toEqual({ url, body, status: true, hasMessage: true });
    }
    // Without a session: the deposit calls 401, the provider's confirm judges by its client secret alone.
    expect((await api.call('POST', '/api/deposits/stripe-deposits/', { body: { account_id: alex.accountId, amount: '20.00', idempotency_key: 'k' } })).statusCode).toBe(401);
    expect((await api.call('GET', `/api/accounts/${alex.accountId}/limits/`)).statusCode).toBe(401);
    expect(await cloudOf(alex)).toBe('2500.00');
  });
});
