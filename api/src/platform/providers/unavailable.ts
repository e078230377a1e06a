import { ErrorAnswer } from '@qube/contract/common';
import { ApiError } from '../http/errors';
import { PROVIDER_LABELS, PROVIDER_UNAVAILABLE } from './providerChoice';

/** The kinds whose routes refuse with 503 while they have no provider. */
export type RefusingKind = keyof typeof PROVIDER_UNAVAILABLE;

/** The 503 of a feature whose provider is off: its message for the screens, code 'provider_unavailable'. */
export const providerUnavailable = (kind: RefusingKind) => new ApiError(503, PROVIDER_UNAVAILABLE[kind], 'provider_unavailable');

/** The provider, or the 503 when there is none. */
export const requireProvider = <T>(provider: T | null, kind: RefusingKind): T => {
  if (provider === null) throw providerUnavailable(kind);
  return provider;
};

/** The OpenAPI answer of that 503, for a route's `response`. */
export const unavailableResponse = (kind: RefusingKind) => ({ 503: ErrorAnswer(`No ${PROVIDER_LABELS[kind]} provider is configured: ${PROVIDER_UNAVAILABLE[kind]}`) });

/** A route's preHandler (after sign-in and validation, before the route's own checks) answering the 503 without a provider. */
export const needsProvider = (provider: unknown, kind: RefusingKind) => async () => {
  if (provider === null) throw providerUnavailable(kind);
};
