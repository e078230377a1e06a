import { ErrorAnswer, ErrorResponses } from '@qube/contract/common';
import {
  AnonymousSession,
  AnonymousUserInput,
  CreateLimitedUserInput,
  CreateLimitedUserQuery,
  LimitedUserCodeSent,
  LimitedUserPhoneInput,
  LimitedUserSession,
  LimitedUserTempToken,
  LimitedUserVerifyInput,
} from '@qube/contract/guests';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createGuest, findGuest, playgroundOf, touchGuest } from './guests';
import { convertGuest, GUEST_MESSAGES, sendGuestCode, verifyGuestCode } from './guestsSignup';
import { passwordProblem, hashPassword } from '../identity';
import { decryptPassword, registrationKeyPair } from './registrationPassword';
import { promoByCode } from '../plans';
import { EMAIL_RE, FieldErrors, isBlank, MESSAGES, PHONE_RE } from '../../platform/validation';
import { requireAuth, startSession, type AuthContext } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import { needsProvider, requireProvider, unavailableResponse } from '../../platform/providers/unavailable';
import type { RouteOptions } from '../../platform/http/routeTypes';

const GUEST_NOT_FOUND = 'We could not find this playground.';
const GUEST_TAKEN = 'We could not start a playground with these ids. Please try again.';

/** The guest's own session, or 403: the sign-up dialog's calls are for guests only. */
const requireGuest = (auth: AuthContext | null) => {
  const context = requireAuth(auth);
  if (context.user.userType !== 'anonymous_user') throw new ApiError(403, GUEST_MESSAGES.onlyGuests, 'not_a_guest');
  return context;
};

const phoneOf = (value: string) => {
  const phone = value.trim();
  if (phone === '') throw new ApiError(400, MESSAGES.required, 'invalid', { phone_number: MESSAGES.required });
  if (!PHONE_RE.test(phone)) throw new ApiError(400, MESSAGES.phone, 'invalid', { phone_number: MESSAGES.phone });
  return phone;
};

/**
 * Guests (issue 11 section 2): POST users/ and users/authenticate-anonymous/ start a guest's session (API-14, ON-34);
 * users/limited-user/, its verify-phone-number/ and create-limited-user/ are the anonymous sign-up dialog (API-15,
 * API-16). Rate limits: platform/http/rateLimits.ts. Decisions: docs/adr/0077-guests-and-financial-playground.md.
 */
export const guestRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, env, now, mailer, texts, processEnv }) => {
  const { db } = database;
  const tags = ['guests'];

  app.post('/users/', {
    config: { isPublic: true },
    schema: {
      operationId: 'createAnonymousUser', tags,
      summary: 'Creates a guest (anonymous user) with its Financial Playground and starts its session (201); the same ids again re-authenticate (200)',
      body: AnonymousUserInput,
      response: { 200: AnonymousSession, 201: AnonymousSession, ...ErrorResponses, 409: ErrorAnswer('The ids are taken'), 429: ErrorAnswer('Too many attempts') },
    },
  }, async (request, reply) => {
    const { uuid_1: uuid1, uuid_2: uuid2 } = request.body;
    const at = now();
    // A repeated create (a double click, a retry after a lost answer) is the guest it made, not a second one.
    const known = await findGuest(db, request.companyId, uuid1, uuid2);
    if (known) {
      const accountId = await playgroundOf(db, known.user.id);
      if (accountId === null) throw new ApiError(404, GUEST_NOT_FOUND, 'guest_not_found');
      await touchGuest(db, known.user.id, at);
      return reply.status(200).send({ token: await startSession(db, reply, known.user, false, at), account_id: accountId, user_type: 'anonymous_user' as const });
    }
    // A code the landing carried is kept for checkout only when it is one of ours; an unknown one never blocks trying.
    const discountCode = promoByCode(request.body.discount_code ?? null)?.code ?? null;
    let created;
    try {
      created = await createGuest(db, { companyId: request.companyId, uuid1, uuid2, discountCode, at });
    } catch (error) {
      const code = (error as { code?: unknown; cause?: { code?: unknown } } | null);
      if (code?.code === '23505' || code?.cause?.code === '23505') throw new ApiError(409, GUEST_TAKEN, 'guest_taken');
      throw error;
    }
    const token = await startSession(db, reply, created.user, false, at);
    return reply.status(201).send({ token, account_id: created.accountId, user_type: 'anonymous_user' as const });
  });

  app.post('/users/authenticate-anonymous/', {
    config: { isPublic: true },
    schema: {
      operationId: 'authenticateAnonymousUser', tags,
      summary: 'Starts a new session for a guest from its two ids (a guest that signed up or was removed is not found)',
      body: AnonymousUserInput,
      response: { 200: AnonymousSession, ...ErrorResponses, 429: ErrorAnswer('Too many attempts') },
    },
  }, async (request, reply) => {
    const guest = await findGuest(db, request.companyId, request.body.uuid_1, request.body.uuid_2);
    const accountId = guest ? await playgroundOf(db, guest.user.id) : null;
    if (!guest || accountId === null) throw new ApiError(404, GUEST_NOT_FOUND, 'guest_not_found');
    const at = now();
    await touchGuest(db, guest.user.id, at);
    return { token: await startSession(db, reply, guest.user, false, at), account_id: accountId, user_type: 'anonymous_user' as const };
  });

  app.post('/users/limited-user/', {
    preHandler: needsProvider(texts, 'texts'),
    schema: {
      operationId: 'startLimitedUser', tags,
      summary: 'Anonymous sign-up step 0 (ON-40): texts a 5-digit code to the phone; a repeat within 50 s answers the seconds left',
      body: LimitedUserPhoneInput,
      response: { 200: LimitedUserCodeSent, ...ErrorResponses, 429: ErrorAnswer('Too many attempts'), ...unavailableResponse('texts') },
    },
  }, async (request) => {
    const { user } = requireGuest(request.auth);
    const phone = phoneOf(request.body.phone_number);
    const sent = await sendGuestCode(db, requireProvider(texts, 'texts'), { userId: user.id, phone, at: now(), env, processEnv });
    return { detail: `We sent a verification code to ${phone}.`, phone_number: phone, resend_after_seconds: sent.resendAfter, expires_in_seconds: sent.expiresIn };
  });

  app.post('/users/limited-user/verify-phone-number/', {
    schema: {
      operationId: 'verifyLimitedUserPhone', tags,
      summary: 'Anonymous sign-up step 1 (ON-41): checks the code and answers the temp_token of the details step',
      body: LimitedUserVerifyInput,
      response: { 200: LimitedUserTempToken, ...ErrorResponses, 429: ErrorAnswer('Too many attempts') },
    },
  }, async (request) => {
    const { user } = requireGuest(request.auth);
    const phone = phoneOf(request.body.phone_number);
    const params = request.body.url_params?.trim() || null;
    const tempToken = await verifyGuestCode(db, { userId: user.id, phone, code: request.body.verification_code.trim(), urlParams: params, at: now() });
    return { temp_token: tempToken };
  });

  app.post('/users/create-limited-user/', {
    schema: {
      operationId: 'createLimitedUser', tags,
      summary: 'Anonymous sign-up step 2 (ON-46, API-16): the guest becomes a limited user in its playground account, which keeps everything; starts the new session',
      querystring: CreateLimitedUserQuery,
      body: CreateLimitedUserInput,
      response: { 200: LimitedUserSession, ...ErrorResponses, 409: ErrorAnswer('The phone or e-mail cannot be used'), 429: ErrorAnswer('Too many attempts') },
    },
  }, async (request, reply) => {
    const { user } = requireGuest(request.auth);
    const b = request.body;
    const playground = await playgroundOf(db, user.id);
    if (playground !== request.query.account_id) throw new ApiError(404, GUEST_MESSAGES.notPlayground, 'account_not_found');
    const errors = new FieldErrors();
    const email = b.email.trim().toLowerCase();
    const phone = b.phone_number.trim();
    if (!PHONE_RE.test(phone)) errors.add('phone_number', MESSAGES.phone);
    if (isBlank(email)) errors.add('email', MESSAGES.required);
    else if (!EMAIL_RE.test(email)) errors.add('email', MESSAGES.email);
    if (isBlank(b.first_name)) errors.add('first_name', MESSAGES.required);
    if (isBlank(b.last_name)) errors.add('last_name', MESSAGES.required);
    if (!b.accepted_terms_and_conditions || !b.accepted_privacy_policy) errors.add(b.accepted_terms_and_conditions ? 'agree_privacy' : 'agree_terms', GUEST_MESSAGES.terms);
    errors.throwIfAny();
    const { privateKey } = await registrationKeyPair(processEnv);
    const password = decryptPassword(privateKey, b.encrypted_password);
    if (password === null) throw new ApiError(400, GUEST_MESSAGES.password, 'invalid', { password: GUEST_MESSAGES.password });
    const problem = passwordProblem(password, email);
    if (problem) throw new ApiError(400, problem, 'invalid', { password: problem });
    const at = now();
    await convertGuest(db, mailer, {
      userId: user.id, companyId: request.companyId, accountId: playground,
      details: { phone, email, firstName: b.first_name.trim(), lastName: b.last_name.trim(), passwordHash: await hashPassword(password, env), tempToken: b.temp_token.trim() },
      at,
    });
    // The spec's trust_device true: a person who just made their password on this device keeps the longer idle time.
    const token = await startSession(db, reply, user, b.trust_device ?? true, at);
    return { token, account_id: playground };
  });
};
