import { ErrorAnswer, ErrorResponses } from '@qube/contract/common';
import { PaymentIntentParams, SandboxConfirmInput, SandboxConfirmResult } from '@qube/contract/cardDeposits';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { completeCardDeposit } from '../funding';
import { fromCents } from '@qube/contract/core/money';
import { ApiError } from '../../platform/http/errors';
import { confirmSandboxIntent, sandboxCardPaymentProvider } from '../../platform/providers/cardPayments/sandboxCardPaymentProvider';
import type { RouteOptions } from '../../platform/http/routeTypes';
import { inTransaction } from '../../platform/db/transactions';

/**
 * The sandbox card-payment provider's own servers, which its payment element talks to (a real provider's element talks
 * to the provider, never to us): confirm an intent with a card. Registered only while the sandbox is the configured
 * provider (app.ts). The client secret, not a session, authorises it, as with Stripe's publishable-key calls. Once the
 * card is charged (its own transaction, committed), the provider "sends its webhook": the completion credits Cloud
 * before the element hears back, so the screen that says paid finds the money there. A crash between the two commits
 * is completed by a retried confirm (answered as the first) or by the scheduler's `reconcileCardDeposits`.
 */
export const cardPaymentsSandboxRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, now }) => {
  app.post('/sandbox/card-payments/:payment_intent_id/confirm/', {
    config: { isPublic: true },
    schema: {
      operationId: 'sandboxConfirmCardPayment', tags: ['deposits'],
      summary: "Sandbox card-payment provider: pays a payment intent with a card (test cards in api/README.md); a declined card answers 402 with the provider's message",
      params: PaymentIntentParams,
      body: SandboxConfirmInput,
      response: { 200: SandboxConfirmResult, ...ErrorResponses, 402: ErrorAnswer("The card was declined: fallback_message is the provider's message, code card_declined or insufficient_funds") },
    },
  }, async (request) => {
    const intentId = request.params.payment_intent_id;
    const { client_secret: clientSecret, card } = request.body;
    const at = now();
    const outcome = await inTransaction(database.db, (tx) =>
      confirmSandboxIntent(tx, { intentId, clientSecret, card: { number: card.number, expMonth: card.exp_month, expYear: card.exp_year, cvc: card.cvc }, at }));
    if (outcome.kind === 'not_found') throw new ApiError(404, outcome.message, 'resource_missing');
    if (outcome.kind === 'already_paid') {
      // A retry of a confirm whose answer was lost (the instance died after the charge committed, maybe before the
      // webhook): the webhook is sent again, so the money is in Cloud, and the retry gets the first answer, as a request
      // retried with its idempotency key does at Stripe. The element then shows the success it missed.
      await completeCardDeposit(database, { providerId: sandboxCardPaymentProvider.id, intentId, at });
      return { id: intentId, status: 'succeeded' as const, amount: fromCents(outcome.amountCents), card_brand: outcome.brand, card_last4: outcome.last4 };
    }
    if (outcome.kind === 'unexpected_state') throw new ApiError(400, outcome.message, 'payment_intent_unexpected_state');
    if (outcome.kind === 'invalid') throw new ApiError(400, outcome.message, 'invalid_card', { [outcome.field]: outcome.message });
    if (outcome.kind === 'declined') throw new ApiError(402, outcome.message, outcome.code);
    await completeCardDeposit(database, { providerId: sandboxCardPaymentProvider.id, intentId, at });
    return { id: intentId, status: 'succeeded' as const, amount: fromCents(outcome.amountCents), card_brand: outcome.brand, card_last4: outcome.last4 };
  });
};
