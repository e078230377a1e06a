import rateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import { RateLimited } from '@qube/contract/common';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';
import type { Clock } from './auth';
import { ApiError } from './errors';
import { databaseRateLimitStore } from './rateLimitStore';

/**
 * Who a limit counts: the client's address (as the trusted proxy reports it), the e-mail or phone a form names, the
 * signed-in user, or a sender for one target: the address together with the phone ('ip-phone') or e-mail ('ip-email')
 * it names.
 */
type CountedBy = 'ip' | 'email' | 'user' | 'phone' | 'ip-phone' | 'ip-email';
/**
 * A limit: `max` requests per `windowMs`; with `backoff`, each request over it doubles the wait. With `beforeBody`, it
 * counts when the request arrives, before its body is read (by the address only): a webhook whose signature is checked
 * as its body is read counts its refused deliveries too.
 */
export type Limit = { name: string; by: CountedBy; max: number; windowMs: number; backoff: boolean; beforeBody?: boolean };

const MINUTE = 60_000;
/**
 * Sign-in requests per address, successes included: sized for an office, a campus or a mobile carrier behind one address
 * (600 requests per 15 minutes is about 1,200 sign-ins an hour, each a check and a login). It stops a flood only; failed
 * sign-ins are counted much tighter and lead to a challenge, never a refusal (areas/identity/signInGuard.ts). There is no
 * limit per e-mail: anyone who knows an e-mail could spend it and lock its owner out.
 */
const signInByIp: Limit = { name: 'sign-in', by: 'ip', max: 600, windowMs: 15 * MINUTE, backoff: false };

/**
 * A texted code's budgets (registration's and the guest sign-up's; ASVS 5.0 V6.3.1, issue 22 §6 "throttle the sender,
 * never lock the person"). Sending costs money and texts a person, so the sender is counted first: 20 texts an hour per
 * address, and 5 an hour per sender and target (an address with the phone or e-mail it names, a signed-in guest). The
 * target alone (a phone, an e-mail) has a wider cap, 10 an hour, which only stops many senders together from flooding
 * one phone: one sender, a stranger who knows the number, meets its own limit first (5 < 10), so the owner still gets a
 * code from their own device. A sender over its limit is refused before the target's counter, so its refusals spend
 * nothing of the owner's budget. Checking is guessing: 30 tries per 15 minutes per address and 10 per sender and target,
 * 30 per target (each code takes at most 5 tries, and the sends bound the codes).
 */
export const SENDER_SENDS_PER_HOUR = 5;
export const TARGET_SENDS_PER_HOUR = 10;
const codeSendLimits = (name: string, senders: CountedBy[], targets: CountedBy[]): Limit[] => [
  { name, by: 'ip', max: 20, windowMs: 60 * MINUTE, backoff: true },
  ...senders.map((by): Limit => ({ name, by, max: SENDER_SENDS_PER_HOUR, windowMs: 60 * MINUTE, backoff: true })),
  ...targets.map((by): Limit => ({ name, by, max: TARGET_SENDS_PER_HOUR, windowMs: 60 * MINUTE, backoff: true })),
];
const codeCheckLimits = (name: string, sender: CountedBy, target?: CountedBy): Limit[] => [
  { name, by: 'ip', max: 30, windowMs: 15 * MINUTE, backoff: true },
  { name, by: sender, max: 10, windowMs: 15 * MINUTE, backoff: true },
  ...(target ? [{ name, by: target, max: 30, windowMs: 15 * MINUTE, backoff: true }] : []),
];

/**
 * The abuse-sensitive routes and their limits (ASVS 5.0 V6.3.1: brute force, credential stuffing; V2.4.1: anti-automation).
 * Counters with the same name are shared by routes (check-credentials and login count one sign-in budget).
 */
export const LIMITS: Record<string, Limit[]> = {
  'POST /api/web/users/login/check-credentials/': [signInByIp],
  'POST /api/web/users/login/': [signInByIp],
  // A sign-in link is a sign-in: it spends the same budget per address (its code names no e-mail to count by); its
  // failures (unknown codes) are counted per address by the route itself (areas/identity/login-codes.routes.ts).
  'POST /api/users/login-codes/exchange/': [signInByIp],
  // Per address only, the sender: mails to one e-mail are capped silently where they are sent (areas/identity/recovery.routes.ts), so
  // a stranger asking for someone's reset link never stops the owner from asking for one.
  'POST /api/users/forgot-password/': [{ name: 'forgot-password', by: 'ip', max: 30, windowMs: 60 * MINUTE, backoff: true }],
  'POST /api/users/forgot-password/change/': [{ name: 'reset-password', by: 'ip', max: 10, windowMs: 15 * MINUTE, backoff: true }],
  // Guessing the current password from a stolen session: the same budget per account as sign-in.
  'POST /api/users/change-password/': [{ name: 'change-password', by: 'user', max: 10, windowMs: 15 * MINUTE, backoff: true }],
  'POST /api/users/add-new-phone-number/': [{ name: 'phone-code-send', by: 'user', max: 5, windowMs: 60 * MINUTE, backoff: true }],
  'POST /api/users/verify-new-phone-number/': [{ name: 'phone-code-check', by: 'user', max: 10, windowMs: 15 * MINUTE, backoff: true }],
  // Registration (issue 11): texts cost money and codes are guessable, so per address, per sender and phone or e-mail
  // (go/ has no session yet: the sender is its address), and per phone and e-mail with a wider cap.
  'POST /api/v2/onboarding/go/': codeSendLimits('registration-code-send', ['ip-phone', 'ip-email'], ['phone', 'email']),
  'POST /api/v2/onboarding/verify-phone/': codeCheckLimits('registration-code-check', 'ip-phone', 'phone'),
  'POST /api/v2/onboarding/verify-discount-code/': [{ name: 'registration-discount', by: 'ip', max: 30, windowMs: 15 * MINUTE, backoff: true }],
  'PUT /api/v2/onboarding/apply-discount-code/': [{ name: 'registration-discount', by: 'ip', max: 30, windowMs: 15 * MINUTE, backoff: true }],
  'POST /api/prove/authenticate-by-redirect/': [{ name: 'registration-prove', by: 'ip', max: 10, windowMs: 60 * MINUTE, backoff: true }],
  'POST /api/prove/authenticate-by-redirect-finish/': [{ name: 'registration-prove-finish', by: 'ip', max: 20, windowMs: 60 * MINUTE, backoff: true }],
  'POST /api/v2/onboarding/apply/': [{ name: 'registration-apply', by: 'ip', max: 10, windowMs: 60 * MINUTE, backoff: true }],
  // Address autocomplete (ON-17): public, each lookup a call to the provider; a person types a few prefixes per address.
  'POST /api/address/autocomplete/': [{ name: 'address-lookup', by: 'ip', max: 60, windowMs: MINUTE, backoff: false }],
  // Guests (issue 11 section 2): each creation makes a user and a playground, so per address; the sign-up dialog's
  // codes like registration's, per guest, phone and address.
  'POST /api/users/': [{ name: 'guest-create', by: 'ip', max: 20, windowMs: 60 * MINUTE, backoff: true }],
  'POST /api/users/authenticate-anonymous/': [{ name: 'guest-authenticate', by: 'ip', max: 30, windowMs: 15 * MINUTE, backoff: true }],
  'POST /api/users/limited-user/': codeSendLimits('guest-code-send', ['user', 'ip-phone'], ['phone']),
  'POST /api/users/limited-user/verify-phone-number/': codeCheckLimits('guest-code-check', 'user'),
  'POST /api/users/create-limited-user/': [{ name: 'guest-convert', by: 'ip', max: 10, windowMs: 60 * MINUTE, backoff: true }],
  // The public Qube+ beta form (ON-49): each sign-up takes one of a few hundred places, so per address.
  'POST /api/v2/bank-transition/beta-sign-up/': [{ name: 'beta-sign-up', by: 'ip', max: 10, windowMs: 60 * MINUTE, backoff: true }],
  // The full card number and CVV (MM-136): a person looks a few times; a stolen session must not read it in a loop.
  'GET /api/v2/accounts/:id/card-iframe/': [{ name: 'card-details', by: 'user', max: 30, windowMs: 60 * MINUTE, backoff: true }],
  'GET /api/households/v2/accounts/:id/card-iframe/': [{ name: 'card-details', by: 'user', max: 30, windowMs: 60 * MINUTE, backoff: true }],
  'POST /api/metrics/': [{ name: 'telemetry', by: 'ip', max: 120, windowMs: MINUTE, backoff: false }],
  'POST /api/monitoring/errors/': [{ name: 'telemetry', by: 'ip', max: 120, windowMs: MINUTE, backoff: false }],
  // The bank partner's direct-deposit webhook (ADR 0098): a payroll day delivers thousands of credits from a few
  // addresses, so a wide budget; a partner retries what is refused, and bad signatures count before the body is read.
  'POST /api/webhooks/direct-deposits/': [{ name: 'direct-deposit-webhook', by: 'ip', max: 1200, windowMs: MINUTE, backoff: false, beforeBody: true }],
};

/**
 * 'strict' is the real policy (production and development). 'lenient' multiplies every limit by 1000: the end-to-end
 * suite signs in hundreds of times from one address, and the API tests' own rate-limit tests ask for 'strict'.
 */
export type RateLimitPolicy = 'strict' | 'lenient';
const LENIENT_FACTOR = 1000;

const keyOf = (limit: Limit, request: FastifyRequest): string => {
  const body = request.body as { email?: unknown; phone_number?: unknown } | null | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : null;
  // Registration counts per phone by its digits, so '(555) 123-4567' and '5551234567' share one budget.
  const phone = typeof body?.phone_number === 'string' ? body.phone_number.replace(/\D/g, '') : null;
  if (limit.by === 'email' && email !== null) return `${limit.name}:email:${email}`;
  if (limit.by === 'phone' && phone !== null) return `${limit.name}:phone:${phone}`;
  if (limit.by === 'ip-email' && email !== null) return `${limit.name}:ip-email:${request.ip}:${email}`;
  if (limit.by === 'ip-phone' && phone !== null) return `${limit.name}:ip-phone:${request.ip}:${phone}`;
  if (limit.by === 'user' && request.auth) return `${limit.name}:user:${request.auth.user.id}`;
  return `${limit.name}:ip:${request.ip}`;
};

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE));

/** Counts the routes of LIMITS in the database (all API instances together) and answers 429 with a fallback_message. */
export const installRateLimits = async (app: FastifyInstance, db: Db, clock: Clock, policy: RateLimitPolicy) => {
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db, clock) });
  const checks = new Map<Limit, preHandlerAsyncHookHandler>();
  const checkOf = (limit: Limit): preHandlerAsyncHookHandler => {
    const known = checks.get(limit);
    if (known) return known;
    // exponentialBackoff is honoured by createRateLimit (its options are merged into the store's) but missing from its type.
    const options: CreateRateLimitOptions & { exponentialBackoff: boolean } = {
      max: policy === 'strict' ? limit.max : limit.max * LENIENT_FACTOR,
      timeWindow: limit.windowMs,
      exponentialBackoff: limit.backoff,
      keyGenerator: (request) => keyOf(limit, request),
    };
    const count = app.createRateLimit(options);
    const check: preHandlerAsyncHookHandler = async (request, reply) => {
      const result = await count(request);
      if (result.isAllowed || !result.isExceeded) return;
      const wait = minutes(result.ttl);
      reply.header('retry-after', result.ttlInSeconds);
      throw new ApiError(429, `Too many attempts. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`, 'rate_limited');
    };
    checks.set(limit, check);
    return check;
  };
  // Added to the routes as they are registered (so installRateLimits runs before them): one list, no route file to edit.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const limits = methods.flatMap((method) => LIMITS[`${method} ${route.url}`] ?? []);
    if (!limits.length) return;
    // Every limited route declares its 429 in the OpenAPI document (api/src/openapi.test.ts holds every route to it).
    const schema = (route.schema ??= {});
    const response = (schema.response ??= {}) as Record<string, unknown>;
    response[429] ??= RateLimited;
    const listOf = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
    const early = limits.filter((limit) => limit.beforeBody);
    const late = limits.filter((limit) => !limit.beforeBody);
    // A preHandler and an onRequest hook have the same (request, reply) signature; the limit reads only the address then.
    if (early.length) route.onRequest = [...listOf(route.onRequest), ...early.map(checkOf)];
    if (late.length) route.preHandler = [...listOf(route.preHandler), ...late.map(checkOf)];
  });
};
