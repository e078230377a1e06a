/**
 * The domain's own errors (issue 23 §1, ADR 0086): what a rule refuses, named by kind, not by HTTP status. The error
 * plugin (platform/http/errors.ts) is the one place that turns a kind into a status; the body it answers is
 * `{fallback_message, code?, fields?}` exactly as given here, so a `code` is sent only when one is passed.
 */
export type DomainErrorKind = 'invalid' | 'forbidden' | 'not_found' | 'gone' | 'conflict' | 'unprocessable' | 'too_many';

export type ErrorFields = Record<string, string>;

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly fallbackMessage: string,
    readonly code?: string,
    readonly fields?: ErrorFields,
  ) {
    super(fallbackMessage);
  }
}

/** The request breaks a rule of its own (a bad amount, a missing field). */
export class InvalidError extends DomainError {
  constructor(message: string, code?: string, fields?: ErrorFields) {
    super('invalid', message, code, fields);
  }
}

/** The user may not do this on this account. */
export class ForbiddenError extends DomainError {
  constructor(message: string, code?: string, fields?: ErrorFields) {
    super('forbidden', message, code, fields);
  }
}

/** The thing asked for does not exist (or is not the user's to see). */
export class NotFoundError extends DomainError {
  constructor(message: string, code?: string, fields?: ErrorFields) {
    super('not_found', message, code, fields);
  }
}

/** The thing asked for existed but is no longer usable, for good (an invitation link used or expired). */
export class GoneError extends DomainError {
  constructor(message: string, code?: string, fields?: ErrorFields) {
    super('gone', message, code, fields);
  }
}

/** The request is sound but the state forbids it now (not enough money, already done, taken). */
export class ConflictError extends DomainError {
  constructor(message: string, code?: string, fields?: ErrorFields) {
    super('conflict', message, code, fields);
  }
}

/** The same idempotency key came back with a different request. */
export class UnprocessableError extends DomainError {
  constructor(message: string, code?: string, fields?: ErrorFields) {
    super('unprocessable', message, code, fields);
  }
}

/** A rule's own limit on attempts or sends was reached (not the rate-limit plugin's per-route limits). */
export class TooManyError extends DomainError {
  constructor(message: string, code?: string, fields?: ErrorFields) {
    super('too_many', message, code, fields);
  }
}
