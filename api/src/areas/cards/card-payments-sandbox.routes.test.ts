import { selectCardPaymentProvider } from '../../platform/providers/cardPayments/selectCardPaymentProvider';
import { createTestApi, type TestApi } from '../../test/helpers';

/**
 * Which card-payment provider a start gets (selectCardPaymentProvider): production has none unless
 * QUBE_CARD_PAYMENTS_PROVIDER names one, and the sandbox's confirm call exists only while the sandbox is the provider.
 */
describe('card payments sandbox in production', () => {
  const started: TestApi[] = [];
  const start = async (processEnv: NodeJS.ProcessEnv) => {
    const api = await createTestApi({ processEnv, app: { env: 'production', mailer: { send: async () => undefined } } });
    started.push(api);
    return api;
  };
  afterAll(async () => {
    for (const api of started) await api.close();
  });

  it('API-45 without a configured provider the card-deposit calls answer 503 with a fallback_message and the sandbox confirm does not exist; limits still answer', async () => {
    const api = await start({});
    const alex = await api.login('alex@demo.qube');
    const res = await api.call('POST', '/api/deposits/stripe-deposits/', { token: alex.token, body: { account_id: alex.accountId, amount: '40.00', idempotency_key: 'k' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().fallback_message).toBe('Card payments are not available right now.');
    const confirm = await api.call('POST', '/api/sandbox/card-payments/pi_AAAAAAAAAAAAAAAAAAAAAAAA/confirm/', { body: { client_secret: 'x', card: { number: '4242424242424242', exp_month: 1, exp_year: 2099, cvc: '123' } } });
    expect(confirm.statusCode).toBe(404);
    expect(confirm.json().fallback_message).toBe('Not found.');
    const openapi = (await api.call('GET', '/api/openapi.json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(openapi.paths).some((p) => p.startsWith('/api/sandbox/'))).toBe(false);
    expect((await api.call('GET', `/api/accounts/${alex.accountId}/limits/`, { token: alex.token })).json()).toEqual({ card_deposit_minimum: '10.00', card_deposit_maximum: '2500.00' });
  }, 60_000);

  it('API-45 QUBE_CARD_PAYMENTS_PROVIDER=sandbox in production brings the sandbox and its confirm call; an unknown provider name stops the start', async () => {
    const api = await start({ QUBE_CARD_PAYMENTS_PROVIDER: 'sandbox' });
    const alex = await api.login('alex@demo.qube');
    const made = await api.call('POST', '/api/deposits/stripe-deposits/', { token: alex.token, body: { account_id: alex.accountId, amount: '40.00', idempotency_key: 'k' } });
    expect(made.statusCode).toBe(201);
    const confirm = await api.call('POST', `/api/sandbox/card-payments/${made.json().id}/confirm/`, { body: { client_secret: made.json().stripe_client_secret, card: { number: '4000000000000002', exp_month: 1, exp_year: 2040, cvc: '123' } } });
    expect(confirm.statusCode).toBe(402);
    expect(confirm.json().fallback_message).toBe('Your card was declined.');
    expect(() => selectCardPaymentProvider('production', { QUBE_CARD_PAYMENTS_PROVIDER: 'nope' })).toThrow("Unknown card payments provider 'nope' (QUBE_CARD_PAYMENTS_PROVIDER: sandbox, none)");
    expect(selectCardPaymentProvider('development', {})?.id).toBe('sandbox');
    expect(selectCardPaymentProvider('production', {})).toBeNull();
  }, 60_000);
});
