import { ErrorAnswer, ErrorResponses } from '@qube/contract/common';
import {
  AuthorizedUserAddress,
  AuthorizedUserAddressInput,
  AuthorizedUserApplication,
  AuthorizedUserBirthDateInput,
  AuthorizedUserCardInput,
  AuthorizedUserFinished,
  AuthorizedUserNameInput,
  AuthorizedUserOpenInput,
  AuthorizedUserPasscodeInput,
  AuthorizedUserPhoneInput,
  AuthorizedUserSummaryInput,
  AuthorizedUserVerifyInput,
  type AuthorizedUserStep,
} from '@qube/contract/authorizedUsers';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { emailHasUser, inviterOf, phoneHasUser, saveInvitationStep, takeInvitationCodeAttempt } from './authorizedUsersOnboarding';
import { parseMailingAddress } from './mailingAddress';
import { passwordProblem, newPhoneCode, PHONE_CODE_INVALID, PHONE_CODE_LIFETIME_MS, phoneCodeMatches, textPhoneCode, hashPassword } from '../identity';
import { decryptPassword, registrationKeyPair } from './registrationPassword';
import { checkNamesAndEmail, FieldErrors, MESSAGES as FORM_MESSAGES, PHONE_RE, isBlank } from '../../platform/validation';
import { hashToken, startSession } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import { routeLimiter } from '../../platform/http/routeLimiter';
import {
  applicationView,
  assertReached,
  AU_MESSAGES,
  authorizedBirthDateProblem,
  invitationByToken,
  resendAfter,
  stepIndexOf,
  type AuthorizedUserForm,
  type InvitationRow,
} from './authorizedUsersApplication';
import { clearInvitationCookie, loadInvitation, setInvitationCookie } from './authorizedUsersApplication.http';
import { finishAuthorizedUser } from './authorizedUsersFinish';
import { AUTHORIZED_USER_LIMITS } from './authorizedUsersLimits.http';
import { needsProvider, requireProvider, unavailableResponse } from '../../platform/providers/unavailable';
import type { RouteOptions } from '../../platform/http/routeTypes';

/**
 * Authorized-user onboarding (ON-72): the nine calls of spec 002 (POST unless noted), plus our two that open the
 * mailed link and read the application back. All public: the invited person is not signed in; the invitation rides in
 * its cookie (areas/registration/authorizedUsersApplication.http.ts). Each save answers the application, like registration's steps.
 */
export const authorizedUserOnboardingRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, env, now, texts, processEnv }) => {
  const { db } = database;
  const config = { isPublic: true };
  const tags = ['registration'];
  const base = '/onboarding/authorized-user';
  const limitOpen = routeLimiter(app, AUTHORIZED_USER_LIMITS.open);
  const limitSend = routeLimiter(app, AUTHORIZED_USER_LIMITS.sendCode);
  const limitCheck = routeLimiter(app, AUTHORIZED_USER_LIMITS.checkCode);
  const limitFinish = routeLimiter(app, AUTHORIZED_USER_LIMITS.finish);
  const answers = (extra: Record<number, ReturnType<typeof ErrorAnswer>> = {}) => ({
    200: AuthorizedUserApplication, ...ErrorResponses, 409: ErrorAnswer('Step not reached'), 410: ErrorAnswer('The invitation expired or was used'), ...extra,
  });

  /** Saves a step the person reached: the columns change and the index moves on to at least the next step. */
  const saveStep = async (
    request: FastifyRequest,
    step: AuthorizedUserStep,
    change: (row: InvitationRow) => Promise<Partial<InvitationRow>> | Partial<InvitationRow>,
    nextIndex?: (row: InvitationRow) => number,
  ) => {
    const at = now();
    const row = await loadInvitation(db, request, at);
    assertReached(row, step);
    const columns = await change(row);
    const index = nextIndex ? nextIndex(row) : Math.max(row.completedStepIndex, stepIndexOf(step) + 1);
    const updated = await saveInvitationStep(db, row.id, { ...columns, completedStepIndex: index, updatedAt: at });
    if (!updated) throw new ApiError(404, AU_MESSAGES.invalidLink, 'invalid_invitation');
    return applicationView(db, updated, at);
  };
  const formOf = (row: InvitationRow) => ({ ...(row.form as AuthorizedUserForm) });

  app.post(`${base}/invitation/`, {
    config,
    schema: {
      operationId: 'openAuthorizedUserInvitation', tags,
      summary: 'Opens the invitation of the mailed link (?invite=): sets its cookie and answers the application (ON-72, ours)',
      body: AuthorizedUserOpenInput, response: answers({ 429: ErrorAnswer('Too many attempts') }),
    },
  }, async (request, reply) => {
    await limitOpen(request);
    const at = now();
    const token = request.body.invite_token.trim();
    const row = await invitationByToken(db, token, request.companyId, at);
    setInvitationCookie(reply, token, row, at);
    return applicationView(db, row, at);
  });

  app.get(`${base}/`, {
    config,
    schema: { operationId: 'getAuthorizedUserApplication', tags, summary: 'The application of this browser\'s invitation cookie: what was entered and the step to continue at (ON-72, ours)', response: answers() },
  }, async (request) => applicationView(db, await loadInvitation(db, request, now()), now()));

  app.post(`${base}/first-name-last-name-email/`, {
    config,
    schema: {
      operationId: 'saveAuthorizedUserName', tags,
      summary: 'ON-72: legal first and last name and the e-mail address, which must be the invited one',
      body: AuthorizedUserNameInput, response: answers(),
    },
  }, async (request) => {
    const b = request.body;
    const errors = checkNamesAndEmail(new FieldErrors(), b);
    errors.throwIfAny();
    return saveStep(request, 'first-name-last-name-email', async (row) => {
      if (b.email.trim().toLowerCase() !== row.email) throw new ApiError(400, AU_MESSAGES.emailMismatch, 'invalid', { email: AU_MESSAGES.emailMismatch });
      // The person holds the mailbox (the link was mailed there), so saying the address is a customer's tells no one new.
      if (await emailHasUser(db, row.email)) throw new ApiError(409, AU_MESSAGES.emailTaken, 'email_taken', { email: AU_MESSAGES.emailTaken });
      return { firstName: b.first_name.trim(), lastName: b.last_name.trim() };
    });
  });

  app.post(`${base}/birth-date/`, {
    config,
    schema: { operationId: 'saveAuthorizedUserBirthDate', tags, summary: 'ON-72: the birth date (YYYY-MM-DD; at least 13 years old)', body: AuthorizedUserBirthDateInput, response: answers() },
  }, async (request) => {
    const value = request.body.birth_date;
    const problem = isBlank(value) ? FORM_MESSAGES.required : authorizedBirthDateProblem(value, now());
    if (problem) throw new ApiError(400, problem, 'invalid', { birth_date: problem });
    return saveStep(request, 'birth-date', (row) => ({ form: { ...formOf(row), birth_date: value.trim() } }));
  });

  app.post(`${base}/phone-numbers/`, {
    config,
    preHandler: needsProvider(texts, 'texts'),
    schema: {
      operationId: 'sendAuthorizedUserPhoneCode', tags,
      summary: 'ON-72: the mobile number; texts a 5-digit code (10 minutes, 5 tries, another after 50 s) as registration does',
      body: AuthorizedUserPhoneInput, response: answers({ 429: ErrorAnswer('Too many attempts'), ...unavailableResponse('texts') }),
    },
  }, async (request) => {
    const phone = request.body.phone_number.trim();
    if (isBlank(phone)) throw new ApiError(400, FORM_MESSAGES.required, 'invalid', { phone_number: FORM_MESSAGES.required });
    if (!PHONE_RE.test(phone)) throw new ApiError(400, FORM_MESSAGES.phone, 'invalid', { phone_number: FORM_MESSAGES.phone });
    const at = now();
    const row = await loadInvitation(db, request, at);
    assertReached(row, 'phone-numbers');
    // The code sent moments ago to this number still counts: no second text, the page's countdown goes on.
    if (row.phoneNumber === phone && !row.isPhoneVerified && resendAfter(row, at) > 0) return applicationView(db, row, at);
    await limitSend(request, row.id);
    const code = newPhoneCode(env, processEnv);
    const view = await saveStep(request, 'phone-numbers', () => ({
      phoneNumber: phone, isPhoneVerified: false, codeHash: hashToken(code), codeSentAt: at,
      codeExpiresAt: new Date(at.getTime() + PHONE_CODE_LIFETIME_MS), codeAttempts: 0,
    }), () => stepIndexOf('phone-numbers-verify'));
    await textPhoneCode(requireProvider(texts, 'texts'), phone, code, at);
    return view;
  });

  app.post(`${base}/phone-numbers/verify/`, {
    config,
    schema: {
      operationId: 'verifyAuthorizedUserPhone', tags,
      summary: 'ON-72: checks the texted code (each wrong try counted in place; 5 spend the code)',
      body: AuthorizedUserVerifyInput, response: answers({ 429: ErrorAnswer('Too many attempts') }),
    },
  }, async (request) => {
    const code = request.body.verification_code.trim();
    const at = now();
    const row = await loadInvitation(db, request, at);
    assertReached(row, 'phone-numbers-verify');
    await limitCheck(request, row.id);
    const invalid = () => new ApiError(400, PHONE_CODE_INVALID, 'invalid_code', { verification_code: PHONE_CODE_INVALID });
    // One try is taken atomically before the code is compared, so parallel guesses cannot share one attempt.
    const tried = await takeInvitationCodeAttempt(db, row.id, at);
    if (!tried?.codeHash || !tried.phoneNumber || !phoneCodeMatches(code, tried.codeHash)) throw invalid();
    const phone = tried.phoneNumber;
    if (await phoneHasUser(db, phone, request.companyId)) throw new ApiError(409, AU_MESSAGES.phoneTaken, 'phone_taken', { phone_number: AU_MESSAGES.phoneTaken });
    return saveStep(request, 'phone-numbers-verify', () => ({ isPhoneVerified: true, codeHash: null, codeExpiresAt: null }));
  });

  app.post(`${base}/passcode/`, {
    config,
    schema: {
      operationId: 'saveAuthorizedUserPassword', tags,
      summary: 'ON-72: the password, encrypted with GET v2/onboarding/public-key/ (ON-47); registration\'s rules; only a slow hash is kept',
      body: AuthorizedUserPasscodeInput, response: answers(),
    },
  }, async (request) => {
    const { privateKey } = await registrationKeyPair(processEnv);
    const password = decryptPassword(privateKey, request.body.encrypted_password);
    if (password === null) throw new ApiError(400, AU_MESSAGES.password, 'invalid', { password: AU_MESSAGES.password });
    return saveStep(request, 'passcode', async (row) => {
      const problem = passwordProblem(password, row.email);
      if (problem) throw new ApiError(400, problem, 'invalid', { password: problem });
      return { passwordHash: await hashPassword(password, env) };
    });
  });

  app.post(`${base}/debit-card-selection/`, {
    config,
    schema: {
      operationId: 'saveAuthorizedUserCard', tags,
      summary: 'ON-72: the authorized user\'s own card: virtual only, or a physical Classic card too (both free)',
      body: AuthorizedUserCardInput, response: answers(),
    },
  }, async (request) => {
    const { virtual_card_selected: isVirtual, debit_card_design: design } = request.body;
    if (!isVirtual && !design) throw new ApiError(400, AU_MESSAGES.design, 'invalid', { debit_card_design: AU_MESSAGES.design });
    return saveStep(request, 'debit-card-selection', (row) => ({
      form: { ...formOf(row), virtual_card_selected: isVirtual, debit_card_design: isVirtual ? null : 'classic' },
    }));
  });

  app.get(`${base}/confirm-mailing-address/`, {
    config,
    schema: {
      operationId: 'getAuthorizedUserAddress', tags,
      summary: 'ON-72: the mailing address to confirm: the one saved, else the account owner\'s (prefill)',
      response: { 200: AuthorizedUserAddress, ...ErrorResponses, 409: ErrorAnswer('Step not reached'), 410: ErrorAnswer('The invitation expired or was used') },
    },
  }, async (request) => {
    const row = await loadInvitation(db, request, now());
    assertReached(row, 'confirm-mailing-address');
    const form = formOf(row);
    if (form.address_street) {
      return {
        address_street: form.address_street, address_apartment_no: form.address_apartment_no ?? null, address_city: form.address_city ?? null,
        address_state: form.address_state ?? null, address_postal_code: form.address_postal_code ?? null, source: 'yours' as const,
      };
    }
    const owner = await inviterOf(db, row);
    const hasOwnerAddress = Boolean(owner?.addressStreet);
    return {
      address_street: owner?.addressStreet ?? null, address_apartment_no: owner?.addressApartmentNo ?? null, address_city: owner?.addressCity ?? null,
      address_state: owner?.addressState ?? null, address_postal_code: owner?.addressPostalCode ?? null, source: hasOwnerAddress ? 'owner' as const : 'none' as const,
    };
  });

  app.post(`${base}/confirm-mailing-address/`, {
    config,
    schema: {
      operationId: 'confirmAuthorizedUserAddress', tags,
      summary: 'ON-72: confirms or changes the mailing address (registration\'s address rules)',
      body: AuthorizedUserAddressInput, response: answers(),
    },
  }, async (request) => {
    const address = parseMailingAddress(request.body);
    return saveStep(request, 'confirm-mailing-address', (row) => ({ form: { ...formOf(row), ...address } }));
  });

  app.get(`${base}/summary/`, {
    config,
    schema: { operationId: 'getAuthorizedUserSummary', tags, summary: 'ON-72: everything entered, to confirm (the summary step)', response: answers() },
  }, async (request) => {
    const at = now();
    const row = await loadInvitation(db, request, at);
    assertReached(row, 'summary');
    return applicationView(db, row, at);
  });

  app.post(`${base}/summary/`, {
    config,
    schema: {
      operationId: 'finishAuthorizedUser', tags,
      summary: 'ON-72: confirms the summary: the user, their membership of the owner\'s account and their card are made, the invitation is used, and the person is signed in',
      body: AuthorizedUserSummaryInput,
      response: { 200: AuthorizedUserFinished, ...ErrorResponses, 409: ErrorAnswer('Earlier steps missing, or the e-mail or phone cannot be used'), 410: ErrorAnswer('The invitation expired or was used'), 429: ErrorAnswer('Too many attempts') },
    },
  }, async (request, reply) => {
    if (!request.body.confirmed) throw new ApiError(400, AU_MESSAGES.confirm, 'invalid', { confirmed: AU_MESSAGES.confirm });
    const at = now();
    const row = await loadInvitation(db, request, at);
    assertReached(row, 'summary');
    await limitFinish(request);
    const user = await finishAuthorizedUser(db, row.id, request.companyId, at);
    clearInvitationCookie(reply);
    const token = await startSession(db, reply, user, request.body.trust_device ?? false, at);
    return { token, account_id: row.accountId };
  });
};
