import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/unavailable';
import { DomainError, type DomainErrorKind } from '../errors';

/** The error body every failing call returns. */
export type ApiErrorBody = { fallback_message: string; code?: string; fields?: Record<string, string> };

/** Thrown by routes, hooks and providers (the HTTP side; the domain throws platform/errors' DomainError); turned into `{fallback_message, code?, fields?}` with its status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly fallbackMessage: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(fallbackMessage);
  }
}

export const badRequest = (message: string, code = 'invalid', fields?: Record<string, string>) =>
  new ApiError(400, message, code, fields);
export const notFound = (message = 'Not found.') => new ApiError(404, message, 'not_found');
export const forbidden = (message = 'You do not have permission to perform this action.') =>
  new ApiError(403, message, 'permission_denied');

/** The one place a domain error's kind becomes an HTTP status (ADR 0086). */
const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  gone: 410,
  conflict: 409,
  unprocessable: 422,
  too_many: 429,
};

/** An expected refusal, from a route (ApiError) or from the domain (DomainError): what callers catch to react to one. */
export type Refusal = ApiError | DomainError;

export const isRefusal = (error: unknown): error is Refusal => error instanceof ApiError || error instanceof DomainError;

/** The HTTP status a refusal answers with. */
export const statusOf = (error: Refusal): number => (error instanceof ApiError ? error.statusCode : STATUS_OF_KIND[error.kind]);

type ValidationItem = { instancePath?: string; message?: string; params?: Record<string, unknown> };

const fieldName = (item: ValidationItem): string => {
  const missing = item.params?.missingProperty;
  if (typeof missing === 'string') return missing;
  const fromPath = (item.instancePath ?? '').split('/').filter(Boolean).join('.');
  return fromPath || 'request';
};

/** Turns Ajv validation items into {field: message} and one readable sentence. */
const describeValidation = (items: ValidationItem[], context: string | undefined) => {
  const fields: Record<string, string> = {};
  for (const item of items) {
    const name = fieldName(item);
    if (fields[name]) continue;
    fields[name] = typeof item.params?.missingProperty === 'string'
      ? 'This Field is required!'
      : `${item.message ?? 'is invalid'}`;
  }
  const [first] = Object.entries(fields);
  const where = context && context !== 'body' ? ` (${context})` : '';
  const sentence = first
    ? first[1] === 'This Field is required!'
      ? `${first[0]} is required${where}.`
      : `${first[0]} ${first[1]}${where}.`
    : 'The request is invalid.';
  return { fields, message: `Invalid request: ${sentence}` };
};

/**
 * Installs the error and not-found handlers: every error leaves as JSON with fallback_message. `onServerError` also
 * hears each unexpected error (the tests' app has no log, and a 500 must still say why in a failing test).
 */
export const installErrorHandlers = (app: FastifyInstance, onServerError?: (error: unknown) => void) => {
  app.setErrorHandler((error: FastifyError | Refusal, request, reply) => {
    if (isRefusal(error)) {
      const body: ApiErrorBody = { fallback_message: error.fallbackMessage };
      if (error.code) body.code = error.code;
      if (error.fields) body.fields = error.fields;
      return reply.status(statusOf(error)).send(body);
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const { fields, message } = describeValidation(fastifyError.validation as ValidationItem[], fastifyError.validationContext);
      return reply.status(400).send({ fallback_message: message, code: 'invalid', fields });
    }
    // The database went away mid-request (a failover, issue 24 §1): 503 with Retry-After, never 500. Nothing was half
    // done (each movement is one transaction), and the retry of a money call with the same idempotency key replays
    // the first answer when the lost COMMIT had in fact committed.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ fallback_message: DATABASE_UNAVAILABLE_MESSAGE, code: 'database_unavailable' });
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      onServerError?.(error);
      return reply.status(500).send({ fallback_message: 'Something went wrong on our side. Please try again.', code: 'server_error' });
    }
    return reply.status(status).send({ fallback_message: fastifyError.message, code: fastifyError.code ?? 'error' });
  });
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ fallback_message: 'Not found.', code: 'not_found' });
  });
};

/**
 * The router's own refusals (a path that is not valid percent-encoding, a path parameter longer than the router keeps)
 * happen before any route or hook: answered here with the same JSON as every other error, not Fastify's own shape.
 * No hook runs for them, so the headers every API answer carries are set here too.
 */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .status(tooLong ? 414 : 400)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send({ fallback_message: tooLong ? 'This address is too long.' : 'This address is not valid.', code: tooLong ? 'uri_too_long' : 'bad_url' });
};
