import crypto from 'node:crypto';
import { ErrorAnswer, ErrorResponses } from '@qube/contract/common';
import { ApplicationForm, DeviceRiskInput, DeviceRiskSession, ProveFinishInput, ProveRedirect, ProveRedirectInput } from '@qube/contract/registration';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { webOrigin } from '../../platform/origins';
import { applicationView, MESSAGES, stepIndex, type RegistrationFormData } from './registration';
import { hashToken } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import { selectIdentityProvider } from '../../platform/providers/identity/selectIdentityProvider';
import { loadApplication } from './registrationSession.http';
import { findIdentityCheck, finishIdentityCheck, startIdentityCheck } from './identityChecks';
import { updateApplication } from './registrationStore';
import type { RouteOptions } from '../../platform/http/routeTypes';

/** Where the provider sends the browser back (ON-29): only this page of our own site. */
export const PROVE_FINISH_PATH = '/register/prove/finish/';
/** A started check must come back within 15 minutes. */
export const IDENTITY_CHECK_LIFETIME_MS = 15 * 60 * 1000;

export const PROVE_MESSAGES = {
  notEligible: "We're sorry, but we can't open an account for you at this time.",
  failed: 'We could not complete the identity check. Please try again.',
  expired: 'This identity check has expired. Please try again.',
  unavailable: 'Identity checks are not available right now. Please try again later.',
  alreadyVerified: 'Your identity has already been verified.',
  target: 'final_target_url must be the identity check page of this site.',
} as const;

/**
 * The identity check (ON-26, ON-29 to ON-32, API-56) through the provider interface (api/src/platform/providers/identity/), and
 * the device-risk session. Public like the other registration routes: the application is the cookie's.
 */
export const registrationProveRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, env, now, processEnv }) => {
  const { db } = database;
  const config = { isPublic: true };
  const tags = ['registration'];
  const provider = selectIdentityProvider(env, processEnv);

  app.post('/prove/authenticate-by-redirect/', {
    config,
    schema: {
      operationId: 'startIdentityCheck', tags,
      summary: 'Starts the identity check: the address of the provider\'s page, which returns the browser to /register/prove/finish/ (ON-29)',
      body: ProveRedirectInput, response: { 200: ProveRedirect, ...ErrorResponses, 409: ErrorAnswer('Step not reached, or already verified'), 429: ErrorAnswer('Too many attempts'), 503: ErrorAnswer('No identity provider') },
    },
  }, async (request) => {
    const b = request.body;
    const row = await loadApplication(db, request);
    if (row.id !== b.application_form_id) throw new ApiError(404, MESSAGES.noApplication, 'no_application');
    if (row.status !== 'open') throw new ApiError(409, MESSAGES.closed, 'application_closed');
    if (row.completedStepIndex < stepIndex('processing')) throw new ApiError(409, MESSAGES.earlierSteps, 'step_not_reached');
    const form = row.form as RegistrationFormData;
    if (form.prove === true) throw new ApiError(409, PROVE_MESSAGES.alreadyVerified, 'already_verified');
    if (!provider) throw new ApiError(503, PROVE_MESSAGES.unavailable, 'provider_unavailable');
    // The return address is fixed: a caller-chosen one would make the provider an open redirect.
    let target: URL;
    try {
      target = new URL(b.final_target_url, 'relative:/');
    } catch {
      throw new ApiError(400, PROVE_MESSAGES.target, 'invalid', { final_target_url: PROVE_MESSAGES.target });
    }
    const isRelative = target.protocol === 'relative:';
    const sameSite = isRelative || target.origin === webOrigin(target.origin, env, processEnv);
    if (!sameSite || target.pathname.replace(/\/?$/, '/') !== PROVE_FINISH_PATH || target.search || target.hash) {
      throw new ApiError(400, PROVE_MESSAGES.target, 'invalid', { final_target_url: PROVE_MESSAGES.target });
    }
    const finalTargetUrl = isRelative ? PROVE_FINISH_PATH : `${target.origin}${PROVE_FINISH_PATH}`;
    const sessionToken = crypto.randomBytes(32).toString('hex');
    const at = now();
    const ipAddress = b.ip_address.trim() || request.ip;
    await startIdentityCheck(db, {
      applicationId: row.id, provider: provider.name, sessionHash: hashToken(sessionToken), finalTargetUrl, ipAddress,
      expiresAt: new Date(at.getTime() + IDENTITY_CHECK_LIFETIME_MS),
    }, { form, companyId: request.companyId }, at);
    return { redirect_target_url: provider.redirectTarget({ sessionToken, finalTargetUrl }) };
  });

  app.post('/prove/authenticate-by-redirect-finish/', {
    config,
    schema: {
      operationId: 'finishIdentityCheck', tags,
      summary: 'Finishes the identity check the browser came back from: 200 verified, 400 not eligible (→ /register/prove/non-eligible), else a failure (ON-30, ON-31)',
      body: ProveFinishInput,
      response: { 200: ApplicationForm, ...ErrorResponses, 409: ErrorAnswer('Unknown, used or expired check'), 429: ErrorAnswer('Too many attempts'), 502: ErrorAnswer('The provider failed'), 503: ErrorAnswer('No identity provider') },
    },
  }, async (request) => {
    const row = await loadApplication(db, request);
    if (!provider) throw new ApiError(503, PROVE_MESSAGES.unavailable, 'provider_unavailable');
    const at = now();
    const check = await findIdentityCheck(db, row.id, hashToken(request.body.vfp.trim()));
    if (!check || check.status !== 'pending' || check.expiresAt.getTime() <= at.getTime() || check.provider !== provider.name || row.status !== 'open') {
      throw new ApiError(409, PROVE_MESSAGES.expired, 'prove_expired');
    }
    const form = row.form as RegistrationFormData;
    const result = await provider.finish({
      sessionToken: request.body.vfp.trim(),
      subject: { firstName: form.first_name ?? '', lastName: form.last_name ?? '', birthDate: form.birth_date ?? null, ssn: row.ssn, phoneNumber: row.phoneNumber, postalCode: form.address_postal_code ?? null },
    });
    const finish = (status: string, reason: string | null, change: Parameters<typeof finishIdentityCheck>[4]) =>
      finishIdentityCheck(db, check.id, row.id, { status, reason, expiredMessage: PROVE_MESSAGES.expired }, change, at);
    if (result.outcome === 'verified') {
      // The SSN has served its purpose: it is erased (the last four digits stay for the summary).
      const updated = await finish('verified', null, {
        form: { ...form, prove: true, prove_error: null }, ssn: null, completedStepIndex: Math.max(row.completedStepIndex, stepIndex('payment')),
      });
      if (!updated) throw new ApiError(404, MESSAGES.noApplication, 'no_application');
      return applicationView(updated, at);
    }
    if (result.outcome === 'not_eligible') {
      await finish('not_eligible', result.reason, { form: { ...form, prove: false, prove_error: result.reason }, status: 'not_eligible', ssn: null });
      throw new ApiError(400, PROVE_MESSAGES.notEligible, 'not_eligible');
    }
    await finish('failed', result.reason, { form: { ...form, prove: false, prove_error: result.reason } });
    throw new ApiError(502, PROVE_MESSAGES.failed, 'prove_failed');
  });

  app.post('/lexisnexis/threatmetrix-session/', {
    config,
    schema: {
      operationId: 'startDeviceRiskSession', tags,
      summary: 'Starts the device-risk session of an application (sandbox: an id recorded with the application; ON-26)',
      body: DeviceRiskInput, response: { 200: DeviceRiskSession, ...ErrorResponses },
    },
  }, async (request) => {
    const row = await loadApplication(db, request);
    if (row.id !== request.body.application_form_id) throw new ApiError(404, MESSAGES.noApplication, 'no_application');
    const sessionId = crypto.randomUUID();
    await updateApplication(db, row.id, { form: { ...(row.form as RegistrationFormData), device_risk_session_id: sessionId }, updatedAt: now() });
    return { session_id: sessionId };
  });
};
