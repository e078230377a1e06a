import { ErrorResponses, IdParams, MoneyErrorResponses } from '@qube/contract/common';
import {
  AccountLimits,
  CardDepositAmountInput,
  CardDepositCancelInput,
  CardDepositCancelled,
  CardDepositInput,
  CardDepositIntent,
  PaymentIntentParams,
} from '@qube/contract/cardDeposits';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { loadAccountForUser, requireCardDeposit, runMoneyPost, withAnswerVersion, loadPermittedAccount } from '../accounts';
import {
  cancelCardDeposit,
  CARD_DEPOSIT_MAXIMUM_CENTS,
  CARD_DEPOSIT_MINIMUM_CENTS,
  cardAmountError,
  changeCardDepositAmount,
  createCardDeposit,
  INTENT_MISMATCH,
  type CardDepositRow,
} from './cardDeposits';
import { AMOUNT_INVALID, fromCents, isMoney, toCents } from '@qube/contract/core/money';
import { MESSAGES } from '../../platform/validation';
import { requireAuth } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import { selectCardPaymentProvider } from '../../platform/providers/cardPayments/selectCardPaymentProvider';
import { needsProvider, requireProvider, unavailableResponse } from '../../platform/providers/unavailable';
import type { RouteOptions } from '../../platform/http/routeTypes';

export { AMOUNT_INVALID };

/** The amount in cents within the card limits, else 400 with fields.amount. */
const parseCardAmount = (value: string | number): bigint => {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  // A negative amount is no amount to deposit (the browser's mask allows no minus either).
  if (!isMoney(text) || text.startsWith('-')) {
    const message = text === '' ? MESSAGES.required : AMOUNT_INVALID;
    throw new ApiError(400, message, 'invalid', { amount: message });
  }
  const cents = toCents(text);
  const outside = cardAmountError(cents);
  if (outside) throw new ApiError(400, outside, 'invalid', { amount: outside });
  return cents;
};

const intentJson = (row: CardDepositRow): CardDepositIntent => ({
  id: row.paymentIntentId,
  stripe_client_secret: row.clientSecret,
  amount: fromCents(toCents(row.amount)),
  deposit_fee: fromCents(toCents(row.fee)),
  total_amount: fromCents(toCents(row.total)),
  // A text column holding only the contract's statuses (areas/funding/cardDeposits.ts writes them).
  status: row.status as CardDepositIntent['status'],
});

/** The spec sends the intent in the path and again in the body: they must agree. */
const requireSameIntent = (path: string, body: string | undefined) => {
  if (body !== undefined && body !== path) throw new ApiError(400, INTENT_MISMATCH, 'invalid', { payment_intent_id: INTENT_MISMATCH });
};

/**
 * Card deposits into Cloud (MM-105 to MM-111, API-45, API-46): POST deposits/stripe-deposits/ makes the provider's
 * payment intent for the amount plus our fee (none the first time), update-amount/ changes it before paying,
 * cancel-request/ cancels it ('abandoned' when the dialog closes). The card never reaches these calls: the browser pays
 * the intent with the provider, whose completion credits Cloud (areas/funding/cardDeposits.ts). GET accounts/{id}/limits/
 * answers the limits. Without a configured provider (production unless QUBE_CARD_PAYMENTS_PROVIDER names one) the
 * deposit calls answer 503. Account-scoped.
 */
export const cardDepositRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, env, households, now, processEnv }) => {
  const { db } = database;
  const provider = selectCardPaymentProvider(env, processEnv);
  const requireCardProvider = () => requireProvider(provider, 'cardPayments');
  const unavailable = unavailableResponse('cardPayments');
  // Before the route's own checks: without a provider the card-deposit flag is off for everyone, and 503 says why.
  const preHandler = needsProvider(provider, 'cardPayments');

  app.get('/accounts/:id/limits/', {
    schema: {
      operationId: 'getAccountLimits', tags: ['accounts'],
      summary: 'The limits of an account: a card deposit lies between card_deposit_minimum and card_deposit_maximum (MM-106)',
      params: IdParams,
      response: { 200: AccountLimits, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    await loadAccountForUser(db, user.id, request.companyId, request.params.id, { households });
    return { card_deposit_minimum: fromCents(CARD_DEPOSIT_MINIMUM_CENTS), card_deposit_maximum: fromCents(CARD_DEPOSIT_MAXIMUM_CENTS) };
  });

  app.post('/deposits/stripe-deposits/', {
    preHandler,
    config: { authWithBodyAccount: true },
    schema: {
      operationId: 'createCardDeposit', tags: ['deposits'],
      summary: "A card deposit into Cloud: the provider's payment intent for the amount plus the fee (none the first time), to pay with a card (MM-107)",
      body: CardDepositInput,
      response: { 201: CardDepositIntent, ...MoneyErrorResponses, ...unavailable },
    },
  }, async (request, reply) => {
    const body = request.body;
    const { user, account } = await loadPermittedAccount(db, request, body.account_id, { households, permit: requireCardDeposit });
    const cardProvider = requireCardProvider();
    const amountCents = parseCardAmount(body.amount);
    const at = now();
    // No live update: nothing moved yet (the money arrives when the card pays the intent).
    const post = { accountId: account.id, userId: user.id, call: 'card-deposit' as const, idempotencyKey: body.idempotency_key, body, at, status: 201 as const, publish: [] };
    const result = await runMoneyPost(database, post, async (tx): Promise<CardDepositIntent> => (
      intentJson(await createCardDeposit(tx, cardProvider, { accountId: account.id, userId: user.id, amountCents, idempotencyKey: body.idempotency_key, at }))
    ));
    // A replay answers what this route stored under the key: its own 201 intent (only successes are stored), with the
    // account version stamped in the key's transaction, so the first answer and its replays are the same.
    return reply.status(result.statusCode as 201).send(await withAnswerVersion(db, account.id, result));
  });

  /** What both calls on an existing intent check first: the caller's account, the card-deposit rules, one intent id. */
  const intentCall = async (request: { auth: FastifyRequest['auth']; companyId: number; params: { payment_intent_id: string }; body: { account_id: number; payment_intent_id?: string } }) => {
    const { user } = requireAuth(request.auth);
    const intentId = request.params.payment_intent_id;
    const account = await loadAccountForUser(db, user.id, request.companyId, request.body.account_id, { households });
    requireCardDeposit(user, account);
    const cardProvider = requireCardProvider();
    requireSameIntent(intentId, request.body.payment_intent_id);
    return { account, cardProvider, intentId };
  };

  app.post('/deposits/stripe-deposits/:payment_intent_id/update-amount/', {
    preHandler,
    schema: {
      operationId: 'updateCardDepositAmount', tags: ['deposits'],
      summary: 'A new amount for a card deposit not paid yet: the fee is priced again and the intent changed (MM-108)',
      params: PaymentIntentParams,
      body: CardDepositAmountInput,
      response: { 200: CardDepositIntent, ...ErrorResponses, ...unavailable },
    },
  }, async (request) => {
    const { account, cardProvider, intentId } = await intentCall(request);
    const amountCents = parseCardAmount(request.body.amount);
    return intentJson(await changeCardDepositAmount(db, cardProvider, { accountId: account.id, intentId, amountCents, at: now() }));
  });

  app.post('/deposits/stripe-deposits/:payment_intent_id/cancel-request/', {
    preHandler,
    schema: {
      operationId: 'cancelCardDeposit', tags: ['deposits'],
      summary: "Cancels a card deposit not paid yet, with Stripe's reason ('abandoned' when the dialog closes, MM-109); again answers the same",
      params: PaymentIntentParams,
      body: CardDepositCancelInput,
      response: { 200: CardDepositCancelled, ...ErrorResponses, ...unavailable },
    },
  }, async (request) => {
    const { account, cardProvider, intentId } = await intentCall(request);
    const row = await cancelCardDeposit(database, cardProvider, { accountId: account.id, intentId, reason: request.body.stripe_cancellation_reason, at: now() });
    return { id: row.paymentIntentId, status: row.status as CardDepositCancelled['status'] };
  });
};
