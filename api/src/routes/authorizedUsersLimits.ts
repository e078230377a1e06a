import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../plugins/errors';

const MINUTE = 60_000;

/** Who a counter counts: the address, the phone of the body, the signed-in user, or the invitation of the cookie. */
type CountedBy = 'ip' | 'phone' | 'user' | 'invitation';
export type AuthorizedUserLimit = { name: string; by: CountedBy; max: number; windowMs: number };

/**
 * The abuse-sensitive steps of ON-72 and their limits. Texts and code checks use registration's counter names
 * (plugins/rateLimits.ts), so a phone or an address has one budget across registration and authorized users; the
 * owner's invitations share the other invitations' budget (routes/invitations.ts).
 */
export const AUTHORIZED_USER_LIMITS = {
  open: [{ name: 'authorized-user-open', by: 'ip', max: 30, windowMs: 15 * MINUTE }],
  sendCode: [
    { name: 'registration-code-send', by: 'ip', max: 20, windowMs: 60 * MINUTE },
    { name: 'registration-code-send', by: 'phone', max: 5, windowMs: 60 * MINUTE },
    { name: 'authorized-user-code-send', by: 'invitation', max: 5, windowMs: 60 * MINUTE },
  ],
  checkCode: [
    { name: 'registration-code-check', by: 'ip', max: 30, windowMs: 15 * MINUTE },
    { name: 'authorized-user-code-check', by: 'invitation', max: 10, windowMs: 15 * MINUTE },
  ],
  finish: [{ name: 'registration-apply', by: 'ip', max: 10, windowMs: 60 * MINUTE }],
  invite: [
    { name: 'invite-send', by: 'user', max: 10, windowMs: 60 * MINUTE },
    { name: 'invite-send', by: 'ip', max: 30, windowMs: 60 * MINUTE },
  ],
} satisfies Record<string, AuthorizedUserLimit[]>;

/** The invitation a request was counted for (requests are not ours to extend; a WeakMap lets them go). */
const invitationOf = new WeakMap<FastifyRequest, number>();

const keyOf = (limit: AuthorizedUserLimit, request: FastifyRequest, invitationId: number | undefined): string => {
  const body = request.body as { phone_number?: unknown } | null | undefined;
  if (limit.by === 'phone' && typeof body?.phone_number === 'string') return `${limit.name}:phone:${body.phone_number.replace(/\D/g, '')}`;
  if (limit.by === 'user' && request.auth) return `${limit.name}:user:${request.auth.user.id}`;
  if (limit.by === 'invitation' && invitationId !== undefined) return `${limit.name}:invitation:${invitationId}`;
  return `${limit.name}:ip:${request.ip}`;
};

/**
 * Counters for a list of limits (the API's database store, so every instance counts together): the returned check
 * throws 429 with a fallback_message once any is exceeded. Called inside the handler, because the invitation a
 * counter names is known only after its cookie was read.
 */
export const limiterOf = (app: FastifyInstance, limits: readonly AuthorizedUserLimit[], message = 'Too many attempts') => {
  const counters = limits.map((limit) =>
    app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: (request) => keyOf(limit, request, invitationOf.get(request)) }));
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
