import { ErrorAnswer, ErrorResponses, IdParams } from '@qube/contract/common';
import { CreateLimitedUserInput, CreateLimitedUserQuery, LimitedUserSession } from '@qube/contract/guests';
import { JointInvitationAnswer, JointInvitationResult } from '@qube/contract/invitations';
import {
  ApplicationForm,
  DiscountCodeInput,
  type PlanList,
  ProveRedirect,
  ProveRedirectInput,
  RegistrationAddressInput,
  RegistrationApplied,
  RegistrationApplyInput,
  RegistrationBirthDateSsnInput,
  RegistrationCardInput,
  RegistrationChecked,
  RegistrationCodeSent,
  RegistrationNamesEmailInput,
  RegistrationPaymentInput,
  RegistrationPlanInput,
  RegistrationPlanOffer,
  RegistrationPlanQuery,
  RegistrationStartInput,
  RegistrationVerifyInput,
} from '@qube/contract/registration';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions, LightMyRequestResponse } from 'fastify';
import { promoByCode } from '../plans';
import { checkNamesAndEmail, FieldErrors, MESSAGES as FORM_MESSAGES, isBlank } from '../../platform/validation';
import { ApiError } from '../../platform/http/errors';
import { unavailableResponse } from '../../platform/providers/unavailable';
import type { RouteOptions } from '../../platform/http/routeTypes';

const tags = ['registration'];

/**
 * Onboarding calls that name a step served elsewhere: v1's calls (ON-14) that v2 renamed, and v2's limited-user/ and
 * limited-user-plus/ (ON-24), which are the guest's sign-up (users/create-limited-user/). One implementation per step: each v1 call is answered by the v2 step
 * of the same meaning, run in-process with the caller's headers and address (so the application cookie, the company
 * and the rate limits are the caller's), and its answer (status, body, cookies) is passed back unchanged. v1's calls
 * that kept their name (passcode/, summary/, collect-payment-information/, promo-code/verify/) are served once, where
 * they are. docs/adr/0043-registration-steps-and-endpoints.md lists the pairs.
 */
export const registrationV1Routes: FastifyPluginAsyncTypebox<RouteOptions> = async (app) => {
  const config = { isPublic: true };
  const root = app as unknown as FastifyInstance;

  /** The caller's headers for the step (cookies, host, forwarded address), with a JSON body of the step's own length. */
  const forwarded = (request: FastifyRequest) => {
    const { 'content-length': _length, 'transfer-encoding': _encoding, ...headers } = request.headers;
    return { ...headers, 'content-type': 'application/json' };
  };

  /** Sends the step's answer as it is (already serialized with the step's own schema), its cookies included. */
  const sendAnswer = async (reply: FastifyReply, answer: LightMyRequestResponse) => {
    const cookies = answer.headers['set-cookie'];
    if (cookies) reply.header('set-cookie', cookies);
    await reply.code(answer.statusCode).type('application/json').send(answer.body);
  };

  /** Runs `method url` (under /api) for this request and answers with what it answered. */
  const relay = async (request: FastifyRequest, reply: FastifyReply, method: InjectOptions['method'], url: string, payload?: unknown) => {
    const answer = await root.inject({
      method, url: `/api${url}`, headers: forwarded(request), remoteAddress: request.socket.remoteAddress,
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    await sendAnswer(reply, answer);
  };

  app.post('/onboarding/first-name-last-name-email/', {
    config,
    schema: {
      operationId: 'checkRegistrationNamesEmail', tags,
      summary: 'v1 (ON-14, ON-25): checks the names and e-mail with the start form\'s rules; stores nothing (the phone is not proven yet); all empty is accepted',
      body: RegistrationNamesEmailInput, response: { 200: RegistrationChecked, ...ErrorResponses },
    },
  }, async (request) => {
    const b = request.body;
    if ([b.first_name, b.last_name, b.email].every((value) => isBlank(value))) return { detail: 'Nothing to check.' };
    const errors = checkNamesAndEmail(new FieldErrors(), b);
    errors.throwIfAny();
    return { detail: 'Your details look right.' };
  });

  app.post('/onboarding/phone-numbers/', {
    config,
    schema: { operationId: 'startRegistrationV1', tags, summary: 'v1 (ON-14): v2/onboarding/go/, texts the code', body: RegistrationStartInput, response: { 200: RegistrationCodeSent, ...ErrorResponses, 429: ErrorAnswer('Too many attempts'), ...unavailableResponse('texts') } },
  }, (request, reply) => relay(request, reply, 'POST', '/v2/onboarding/go/', request.body));

  app.post('/onboarding/phone-numbers/verify/', {
    config,
    schema: { operationId: 'verifyRegistrationPhoneV1', tags, summary: 'v1 (ON-14): v2/onboarding/verify-phone/', body: RegistrationVerifyInput, response: { 200: ApplicationForm, ...ErrorResponses, 409: ErrorAnswer('The phone or e-mail cannot be used'), 429: ErrorAnswer('Too many attempts') } },
  }, (request, reply) => relay(request, reply, 'POST', '/v2/onboarding/verify-phone/', request.body));

  app.post('/onboarding/mailing-address/', {
    config,
    schema: { operationId: 'saveRegistrationAddressV1', tags, summary: 'v1 (ON-14): PUT v2/onboarding/address/', body: RegistrationAddressInput, response: { 200: ApplicationForm, ...ErrorResponses, 409: ErrorAnswer('Step not reached or locked') } },
  }, (request, reply) => relay(request, reply, 'PUT', '/v2/onboarding/address/', request.body));

  app.post('/onboarding/birth-date-ssn/', {
    config,
    schema: { operationId: 'saveRegistrationIdentityV1', tags, summary: 'v1 (ON-14): PATCH v2/onboarding/name-birthdate/ then PUT v2/onboarding/ssn/', body: RegistrationBirthDateSsnInput, response: { 200: ApplicationForm, ...ErrorResponses, 409: ErrorAnswer('Step not reached or locked') } },
  }, async (request, reply) => {
    const { ssn, ...names } = request.body;
    // The SSN is checked first, so a wrong one changes nothing (name-birthdate/ alone does not complete the step).
    if (!/^(\d{9}|\d{3}-\d{2}-\d{4})$/.test(ssn.trim())) throw new ApiError(400, isBlank(ssn) ? FORM_MESSAGES.required : 'SSN must be 9 digits', 'invalid', { ssn: isBlank(ssn) ? FORM_MESSAGES.required : 'SSN must be 9 digits' });
    const named = await root.inject({ method: 'PATCH', url: '/api/v2/onboarding/name-birthdate/', headers: forwarded(request), remoteAddress: request.socket.remoteAddress, payload: JSON.stringify(names) });
    if (named.statusCode !== 200) return sendAnswer(reply, named);
    return relay(request, reply, 'PUT', '/v2/onboarding/ssn/', { ssn });
  });

  app.get('/onboarding/plan/', {
    config,
    schema: { operationId: 'listPlansV1', tags, summary: 'v1 (ON-14): the plans of accounts/plans/, with what ?coupon= gives (400 for an unknown one)', querystring: RegistrationPlanQuery, response: { 200: RegistrationPlanOffer, ...ErrorResponses } },
  }, async (request) => {
    const coupon = request.query.coupon?.trim() ?? '';
    const promo = coupon ? promoByCode(coupon) : null;
    if (coupon && !promo) throw new ApiError(400, 'This discount code is not valid.', 'invalid_discount_code', { coupon: 'This discount code is not valid.' });
    const plans = await root.inject({ method: 'GET', url: '/api/accounts/plans/', headers: forwarded(request), remoteAddress: request.socket.remoteAddress });
    // accounts/plans/ answers its PlanList schema (it has no error answer).
    return { ...(plans.json() as PlanList), coupon: promo ? { discount_code: promo.code, description: promo.description } : null };
  });

  app.post('/onboarding/plan/', {
    config,
    schema: { operationId: 'saveRegistrationPlanV1', tags, summary: 'v1 (ON-14): PUT v2/onboarding/plan-selection/', body: RegistrationPlanInput, response: { 200: ApplicationForm, ...ErrorResponses, 409: ErrorAnswer('Step not reached') } },
  }, (request, reply) => relay(request, reply, 'PUT', '/v2/onboarding/plan-selection/', request.body));

  app.post('/onboarding/debit-card-selection/', {
    config,
    schema: { operationId: 'saveRegistrationCardV1', tags, summary: 'v1 (ON-14): PUT v2/onboarding/card-design/', body: RegistrationCardInput, response: { 200: ApplicationForm, ...ErrorResponses, 409: ErrorAnswer('Step not reached') } },
  }, (request, reply) => relay(request, reply, 'PUT', '/v2/onboarding/card-design/', request.body));

  app.post('/onboarding/promo-code/', {
    config,
    schema: { operationId: 'applyDiscountCodeV1', tags, summary: 'v1 (ON-14): PUT v2/onboarding/apply-discount-code/', body: DiscountCodeInput, response: { 200: ApplicationForm, ...ErrorResponses, 409: ErrorAnswer('Step not reached'), 429: ErrorAnswer('Too many attempts') } },
  }, (request, reply) => relay(request, reply, 'PUT', '/v2/onboarding/apply-discount-code/', request.body));

  app.post('/onboarding/payment/', {
    config,
    schema: { operationId: 'saveRegistrationPaymentV1', tags, summary: 'v1 (ON-14): PUT v2/onboarding/payment-info/', body: RegistrationPaymentInput, response: { 200: ApplicationForm, ...ErrorResponses, 409: ErrorAnswer('Nothing due, or step not reached'), 503: ErrorAnswer('No card-payment provider') } },
  }, (request, reply) => relay(request, reply, 'PUT', '/v2/onboarding/payment-info/', request.body));

  app.post('/onboarding/identify/', {
    config,
    schema: { operationId: 'startIdentityCheckV1', tags, summary: 'v1 (ON-14): prove/authenticate-by-redirect/', body: ProveRedirectInput, response: { 200: ProveRedirect, ...ErrorResponses, 409: ErrorAnswer('Step not reached, or already verified'), 429: ErrorAnswer('Too many attempts'), 503: ErrorAnswer('No identity provider') } },
  }, (request, reply) => relay(request, reply, 'POST', '/prove/authenticate-by-redirect/', request.body));

  app.post('/onboarding/questionnaire/', {
    config,
    schema: { operationId: 'applyRegistrationV1', tags, summary: 'v1 (ON-14): v2/onboarding/apply/, the questionnaire opens the account', body: RegistrationApplyInput, response: { 200: RegistrationApplied, ...ErrorResponses, 409: ErrorAnswer('Earlier steps missing, or the phone or e-mail cannot be used'), 429: ErrorAnswer('Too many attempts') } },
  }, (request, reply) => relay(request, reply, 'POST', '/v2/onboarding/apply/', request.body));

  app.post('/onboarding/joint-account-invitations/:id/', {
    schema: { operationId: 'answerJointAccountInvitationV1', tags, summary: 'v1 (ON-14): PUT web/joint-account-invitations/{id}/, the signed-in invited person accepts or declines', params: IdParams, body: JointInvitationAnswer, response: { 200: JointInvitationResult, ...ErrorResponses } },
  }, (request, reply) => relay(request, reply, 'PUT', `/web/joint-account-invitations/${request.params.id}/`, request.body));

  // ON-24: v2's limited-user/ is the Financial Playground guest becoming a limited user (the guest's session, its
  // playground account). limited-user-plus/ is the same from the Qube+ landing: one playground serves both, so both
  // answer the same conversion (docs/adr/0043-registration-steps-and-endpoints.md).
  for (const [url, operationId] of [['/v2/onboarding/limited-user/', 'createLimitedUserV2'], ['/v2/onboarding/limited-user-plus/', 'createLimitedUserPlusV2']] as const) {
    app.post(url, {
      schema: {
        operationId, tags, summary: 'v2 (ON-24): users/create-limited-user/, the signed-in guest becomes a limited user in its playground account',
        querystring: CreateLimitedUserQuery, body: CreateLimitedUserInput,
        response: { 200: LimitedUserSession, ...ErrorResponses, 409: ErrorAnswer('The phone or e-mail cannot be used'), 429: ErrorAnswer('Too many attempts') },
      },
    }, (request, reply) => relay(request, reply, 'POST', `/users/create-limited-user/?account_id=${request.query.account_id}`, request.body));
  }
};
