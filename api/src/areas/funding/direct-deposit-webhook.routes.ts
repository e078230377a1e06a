import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorAnswer, ErrorResponses } from '@qube/contract/common';
import { DirectDepositDelivery, DirectDepositDeliveryLanded, DirectDepositDeliveryReturned } from '@qube/contract/paychecks';
import { ApiError } from '../../platform/http/errors';
import type { RouteOptions } from '../../platform/http/routeTypes';
import { checkSignature, SIGNATURE_HEADER } from '../../platform/providers/directDeposit/webhookSignature';
import { webhookDirectDepositNetwork, webhookSecret } from '../../platform/providers/directDeposit/webhookDirectDeposit';
import { webhookReportUrl } from '../../platform/providers/directDeposit/webhookCreditReport';
import { checkedDelivery, onlyStrings } from './directDepositDelivery';
import { landDirectDeposit, returnReasonOf } from './directDeposits';

/** One credit is a few hundred bytes: anything near this is not a delivery (413 before it is read further). */
export const WEBHOOK_BODY_LIMIT = 16 * 1024;
/** The only answer to a delivery whose signature fails, whatever failed: the partner's logs need no more, an attacker gets no hint. */
export const INVALID_SIGNATURE = 'Invalid signature.';

const invalidSignature = () => new ApiError(401, INVALID_SIGNATURE, 'invalid_signature');

const isJson = (request: FastifyRequest) => (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * The bank partner's direct-deposit webhook (QUBE_DIRECT_DEPOSIT_PROVIDER=webhook, ADR 0098), registered only with that
 * provider. The body is read as bytes and its signature (webhookSignature.ts) checked before it is parsed: an unsigned,
 * tampered, replayed or expired delivery answers 401 and nothing of it is read as JSON. A signed one is checked field by
 * field (400 with a message each) and handed to the one receiver, `landDirectDeposit`: 200 'landed' or, for a repeated
 * delivery, 'already_landed' (it lands once per deposit id); a credit no single account has the numbers of answers 422
 * 'returned' (the partner returns it to the payer) and writes nothing.
 */
export const directDepositWebhookRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, now, processEnv }) => {
  // Read at registration: a start with this provider and no secret stops with a ConfigError.
  const secret = webhookSecret(processEnv);
  // The partner's report is read by the reconciliation (ADR 0105); every instance with the webhook needs it to start.
  webhookReportUrl(processEnv);
  /** The requests whose body the parser verified; one without a body never reaches the parser (preValidation refuses it). */
  const verified = new WeakSet<FastifyRequest>();
  const parseJson = app.getDefaultJsonParser('error', 'error');

  // This plugin's scope only: every content type is read as bytes and verified first; JSON alone is then parsed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (request, body, done) => {
    const raw = typeof body === 'string' ? Buffer.from(body) : body;
    const refusal = checkSignature(request.headers[SIGNATURE_HEADER], raw, secret, now());
    if (refusal !== null) {
      request.log.warn({ refusal }, 'direct-deposit webhook: signature refused');
      done(invalidSignature());
      return;
    }
    verified.add(request);
    if (!isJson(request)) {
      done(new ApiError(415, 'Send the delivery as application/json.', 'unsupported_media_type'));
      return;
    }
    parseJson(request, raw.toString('utf8'), (error, parsed) => {
      done(error ? new ApiError(400, 'The body is not valid JSON.', 'invalid_json') : null, parsed);
    });
  });

  app.post('/webhooks/direct-deposits/', {
    config: { isPublic: true, signedWebhook: true },
    bodyLimit: WEBHOOK_BODY_LIMIT,
    preValidation: async (request) => {
      if (!verified.has(request)) throw invalidSignature();
      onlyStrings(request.body);
    },
    schema: {
      operationId: 'deliverDirectDeposit', tags: ['deposits'],
      summary: "The bank partner's webhook: one ACH credit to an account's routing and account number, landed in its Cloud once per deposit_id",
      description:
        'Called by the direct-deposit network (QUBE_DIRECT_DEPOSIT_PROVIDER=webhook), not by a browser: no token, cookie, '
        + 'CSRF or X-API-Version header. Header `Qube-Signature: t=<unix seconds>,v1=<hex>`: v1 is HMAC-SHA256 with '
        + 'QUBE_DIRECT_DEPOSIT_WEBHOOK_SECRET of `<t>.<raw body>`; t within 5 minutes of our clock. 401 on any signature '
        + 'failure; 422 `{status: returned}` when no single account has the numbers (return the credit to the payer).',
      body: DirectDepositDelivery,
      response: {
        200: DirectDepositDeliveryLanded,
        400: ErrorResponses[400],
        401: ErrorAnswer('The signature is missing, malformed, expired or wrong (code invalid_signature)'),
        413: ErrorAnswer('The body is larger than a delivery'),
        409: ErrorAnswer('This deposit_id was delivered before with another account, amount or payer (code deposit_mismatch): nothing moved'),
        415: ErrorAnswer('The body is not application/json'),
        422: DirectDepositDeliveryReturned,
        503: ErrorResponses[503],
      },
    },
  }, async (request, reply) => {
    const credit = checkedDelivery(request.body, now());
    try {
      const landed = await landDirectDeposit(database, { network: webhookDirectDepositNetwork.id, ...credit }, now());
      return { status: landed.status, deposit_id: landed.depositId };
    } catch (error) {
      const reason = returnReasonOf(error);
      if (reason === null) throw error;
      // The deposit id says which credit; the numbers stay out of the log.
      request.log.warn({ depositId: credit.depositId, reason }, 'direct-deposit webhook: credit returned');
      return reply.status(422).send({ status: 'returned' as const, reason });
    }
  });
};
