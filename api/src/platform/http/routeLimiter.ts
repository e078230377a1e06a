import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

const MINUTE = 60_000;

/**
 * Who a counter counts: the address, the phone of the body, the address with that phone (a sender for one phone), the
 * signed-in user, or an invitation the route names.
 */
export type CountedBy = 'ip' | 'phone' | 'ip-phone' | 'user' | 'invitation';
/** A limit a route checks itself: `max` requests per `windowMs`; counters of the same name share one budget. */
export type RouteLimit = { name: string; by: CountedBy; max: number; windowMs: number };

/** The invitation a request was counted for (requests are not ours to extend; a WeakMap lets them go). */
const invitationOf = new WeakMap<FastifyRequest, number>();

const keyOf = (limit: RouteLimit, request: FastifyRequest): string => {
  const body = request.body as { phone_number?: unknown } | null | undefined;
  if (limit.by === 'phone' && typeof body?.phone_number === 'string') return `${limit.name}:phone:${body.phone_number.replace(/\D/g, '')}`;
  if (limit.by === 'ip-phone' && typeof body?.phone_number === 'string') return `${limit.name}:ip-phone:${request.ip}:${body.phone_number.replace(/\D/g, '')}`;
  // Routes count by user only once signed in; a public one (onboarding's promo check) shares the one "no user" counter.
  if (limit.by === 'user') return `${limit.name}:user:${request.auth?.user.id ?? 0}`;
  const invitationId = invitationOf.get(request);
  if (limit.by === 'invitation' && invitationId !== undefined) return `${limit.name}:invitation:${invitationId}`;
  return `${limit.name}:ip:${request.ip}`;
};

/**
 * Counters for a list of limits that a handler checks itself (platform/http/rateLimits.ts covers whole routes before their
 * handler), in the API's database store so every instance counts together: the returned check throws 429 with a
 * fallback_message (`{message}. Please try again in N minutes.`) once any is exceeded. A handler checks inside, after
 * its own first steps, when the count depends on them (the invitation of a cookie, a signed-in user).
 */
export const routeLimiter = (app: FastifyInstance, limits: readonly RouteLimit[], message = 'Too many attempts') => {
  const counters = limits.map((limit) =>
    app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: (request) => keyOf(limit, request) }));
  return async (request: FastifyRequest, invitationId?: number) => {
    if (invitationId !== undefined) invitationOf.set(request, invitationId);
    for (const count of counters) {
      const result = await count(request);
      if (result.isAllowed || !result.isExceeded) continue;
      const wait = Math.max(1, Math.ceil(result.ttl / MINUTE));
      throw new ApiError(429, `${message}. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`, 'rate_limited');
    }
  };
};
