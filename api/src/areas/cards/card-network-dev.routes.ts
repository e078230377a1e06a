import { ErrorResponses, MONEY_MAX } from '@qube/contract/common';
import { CardAuthorization, CardSwipeInput, MERCHANT_MAX_LENGTH } from '@qube/contract/purchases';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { AMOUNT_INVALID, AMOUNT_NOT_POSITIVE, fromCents, isMoney, toCents } from '@qube/contract/core/money';
import { authorizeCardPurchase } from './purchases';
import { FieldErrors, MESSAGES } from '../../platform/validation';
import { ApiError, isRefusal, statusOf } from '../../platform/http/errors';
import { sandboxCardNetwork } from '../../platform/providers/cardNetwork/sandboxNetwork';
import { swipeErrorPage, swipeFormPage, swipeResultPage, type SwipeFormValues } from '../../platform/providers/cardNetwork/swipePage';
import type { RouteOptions } from '../../platform/http/routeTypes';

export { ACCOUNT_NOT_FOUND, NO_CARD } from './purchases';
export const ACCOUNT_ID_INVALID = 'Enter the account id (a whole number).';

/**
 * The sandbox card network's till (registered only where the sandbox is the card network: by default in development and
 * test, in production only when QUBE_CARD_NETWORK_PROVIDER=sandbox): swipes the account's card at a merchant through
 * the sandbox network, which asks the API to authorize it exactly as a real network would.
 * Answers the outcome (200 even when declined: the swipe happened). No token, like the other /api/dev/ helpers.
 * GET /api/dev/card-network/ is the same swipe as a page for a person (a form posting to itself, answered in HTML).
 */
export const cardNetworkDevRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, now }) => {
  /** One swipe through the configured network, as the JSON endpoint and the page both do it. */
  const swipe = async (input: { accountId: number; merchant: string; amount: string | number; forcePost: boolean; networkReference?: string }): Promise<CardAuthorization> => {
    const errors = new FieldErrors();
    const raw = input.amount;
    const text = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : raw.trim();
    if (!isMoney(text)) errors.add('amount', text === '' ? MESSAGES.required : AMOUNT_INVALID);
    else if (toCents(text) <= 0n) errors.add('amount', AMOUNT_NOT_POSITIVE);
    // The JSON endpoint's schema caps it already; the page's form arrives as free text.
    else if (toCents(text) > toCents(MONEY_MAX)) errors.add('amount', `Amount must be at most ${MONEY_MAX}.`);
    const merchant = input.merchant.trim();
    if (merchant === '') errors.add('merchant', MESSAGES.required);
    else if (merchant.length > MERCHANT_MAX_LENGTH) errors.add('merchant', `At most ${MERCHANT_MAX_LENGTH} characters.`);
    errors.throwIfAny();
    const amount = fromCents(toCents(text));
    // The issuer answers an unknown account (404) or one without a card (400) inside its transaction.
    const result = await sandboxCardNetwork.swipe(
      { accountId: input.accountId, merchant, amount, forcePost: input.forcePost, networkReference: input.networkReference },
      (issuerRequest) => authorizeCardPurchase(database, issuerRequest, now()),
    );
    const { approved: _approved, ...answer } = result;
    return answer;
  };

  app.post('/dev/card-network/swipe', {
    config: { isPublic: true },
    schema: {
      operationId: 'swipeSandboxCard', tags: ['dev'],
      summary: "Swipes the account's card at a merchant for an amount through the sandbox card network",
      body: CardSwipeInput,
      response: { 200: CardAuthorization, ...ErrorResponses, 409: ErrorResponses[400] },
    },
  }, async (request) => {
    const body = request.body;
    return swipe({ accountId: body.account_id, merchant: body.merchant, amount: body.amount, forcePost: body.force_post ?? false, networkReference: body.network_reference });
  });

  // The swipe page's form posts urlencoded; only this plugin's routes parse it (the API speaks JSON everywhere else).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  const sendPage = (reply: FastifyReply, status: number, html: string) => reply.status(status).type('text/html; charset=utf-8').send(html);

  // The page is for a browser, not an API operation: hidden from the OpenAPI document.
  app.get('/dev/card-network/', { config: { isPublic: true }, schema: { hide: true } }, async (request, reply) => {
    return sendPage(reply, 200, swipeFormPage(formValues(request.query)));
  });

  app.post('/dev/card-network/', { config: { isPublic: true }, schema: { hide: true } }, async (request, reply) => {
    const values = formValues(request.body);
    const accountId = /^\d{1,9}$/.test(values.account_id.trim()) ? Number(values.account_id.trim()) : null;
    try {
      if (accountId === null || accountId < 1) throw new ApiError(400, ACCOUNT_ID_INVALID, 'invalid', { account_id: ACCOUNT_ID_INVALID });
      const result = await swipe({ accountId, merchant: values.merchant, amount: values.amount, forcePost: values.force_post });
      return sendPage(reply, 200, swipeResultPage(result, values));
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return sendPage(reply, statusOf(error), swipeErrorPage(error.fallbackMessage, error.fields ?? {}, values));
    }
  });
};

/** The page's fields from a query or a form body (anything else: empty), as typed. */
const formValues = (input: unknown): SwipeFormValues => {
  const source = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const text = (name: string) => (typeof source[name] === 'string' ? (source[name] as string) : '');
  return { account_id: text('account_id'), merchant: text('merchant'), amount: text('amount'), force_post: text('force_post') === 'true' };
};
