import { api } from '@qube/shared';
import type { CardDepositIntentAnswer, CardDepositLimits } from '@qube/shared/payments/cardDeposit';
import { createSandboxCardPaymentProvider } from '@qube/shared/payments/sandboxCardPaymentProvider';

/**
 * The browser side of the card-payment provider this site uses: the sandbox's (its element confirms with the sandbox's
 * stand-in servers through the page's API client). A real provider's element replaces it here only.
 */
export const cardPayments = createSandboxCardPaymentProvider(api);

/** GET accounts/{id}/limits/ (MM-106). */
export async function loadCardLimits(accountId: number): Promise<CardDepositLimits> {
  return (await api.get<CardDepositLimits>(`accounts/${accountId}/limits/`)).data;
}

/** POST deposits/stripe-deposits/ (MM-107): the payment intent for an amount; muted: the dialog shows a 400 itself (MM-110). */
export async function createCardDeposit(input: { account_id: number; idempotency_key: string; amount: string }): Promise<CardDepositIntentAnswer> {
  return (await api.post<CardDepositIntentAnswer>('deposits/stripe-deposits/', input, { mute: true })).data;
}

/** POST deposits/stripe-deposits/{payment_intent_id}/update-amount/ (MM-108). */
export async function updateCardDepositAmount(input: { account_id: number; payment_intent_id: string; amount: string }): Promise<CardDepositIntentAnswer> {
  return (await api.post<CardDepositIntentAnswer>(`deposits/stripe-deposits/${encodeURIComponent(input.payment_intent_id)}/update-amount/`, input, { mute: true })).data;
}

/** POST deposits/stripe-deposits/{payment_intent_id}/cancel-request/ with 'abandoned' (MM-109): the dialog closed unpaid. */
export async function abandonCardDeposit(input: { account_id: number; payment_intent_id: string }): Promise<void> {
  await api.post(`deposits/stripe-deposits/${encodeURIComponent(input.payment_intent_id)}/cancel-request/`, { ...input, stripe_cancellation_reason: 'abandoned' }, { mute: true });
}
