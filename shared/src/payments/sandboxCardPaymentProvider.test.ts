import { ApiError } from '../api/apiClient';
import { createSandboxCardPaymentProvider, PROVIDER_UNREACHABLE } from './sandboxCardPaymentProvider';

const INTENT = { id: 'pi_abcdefgh12345678', clientSecret: 'pi_abcdefgh12345678_secret_x' };
const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };

describe('the sandbox card-payment provider (browser side)', () => {
  it('MM-105 confirms with the sandbox servers by the client secret only, not on a household path, and answers the card that paid', async () => {
    const post = jest.fn().mockResolvedValue({ data: { id: INTENT.id, status: 'succeeded', amount: '40.00', card_brand: 'Visa', card_last4: '4242' } });
    const provider = createSandboxCardPaymentProvider({ post });
    expect(await provider.confirmCardPayment(INTENT, CARD)).toEqual({ status: 'succeeded', cardBrand: 'Visa', cardLast4: '4242' });
    expect(post).toHaveBeenCalledWith(
      'sandbox/card-payments/pi_abcdefgh12345678/confirm/',
      { client_secret: INTENT.clientSecret, card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } },
      { mute: true, householdsOff: true },
    );
  });

  it("MM-105 a decline answers the provider's message; a field the provider refused names the field; a network failure says so", async () => {
    const failing = (error: unknown) => createSandboxCardPaymentProvider({ post: jest.fn().mockRejectedValue(error) });
    expect(await failing(new ApiError(402, { fallback_message: 'Your card was declined.', code: 'card_declined' })).confirmCardPayment(INTENT, CARD))
      .toEqual({ status: 'failed', message: 'Your card was declined.' });
    expect(await failing(new ApiError(400, { fallback_message: "Your card's security code is invalid.", fields: { cvc: "Your card's security code is invalid." } })).confirmCardPayment(INTENT, CARD))
      .toEqual({ status: 'failed', message: "Your card's security code is invalid.", field: 'cvc' });
    expect(await failing(new ApiError(0, null)).confirmCardPayment(INTENT, CARD)).toEqual({ status: 'failed', message: PROVIDER_UNREACHABLE });
    expect(await failing(new Error('boom')).confirmCardPayment(INTENT, CARD)).toEqual({ status: 'failed', message: PROVIDER_UNREACHABLE });
  });
});
