import { ErrorAnswer, ErrorResponses } from '@qube/contract/common';
import { ApplicationForm, RegistrationDocumentsInput } from '@qube/contract/registration';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { applicationView, MESSAGES, stepIndex, type ApplicationRow, type RegistrationFormData } from './registration';
import { updateApplication } from './registrationStore';
import { decodeDocuments, DOCUMENT_MESSAGES } from './registrationDocuments';
import { ApiError } from '../../platform/http/errors';
import { selectDocumentCheck } from './selectDocumentCheck';
import { providerUnavailable, unavailableResponse } from '../../platform/providers/unavailable';
import { PROVE_MESSAGES } from './registrationProve.routes';
import { loadApplication } from './registrationSession.http';
import type { RouteOptions } from '../../platform/http/routeTypes';

/** Two photos of up to 3 MB each, in base64, plus the JSON around them. */
const DOCUMENTS_BODY_LIMIT = 9 * 1024 * 1024;

/**
 * PUT v2/onboarding/upload-documents/ (ON-24): the way on after an identity check the provider could not complete
 * (v1's /register/begin?prove=false). The documents go to the provider's document check and are not kept. Each upload
 * needs a fresh failed check (a failed document check clears it), so uploads are limited as identity checks are.
 */
export const registrationDocumentRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, env, now, processEnv }) => {
  const { db } = database;
  // None in production unless QUBE_DOCUMENTS_PROVIDER names one: the upload then answers 503.
  const check = selectDocumentCheck(env, processEnv);

  app.put('/v2/onboarding/upload-documents/', {
    config: { isPublic: true },
    bodyLimit: DOCUMENTS_BODY_LIMIT,
    schema: {
      operationId: 'uploadRegistrationDocuments', tags: ['registration'],
      summary: 'After a failed identity check: photos of an identity document for the provider\'s document check (200 verified, 400 not eligible or unreadable); nothing is kept',
      body: RegistrationDocumentsInput,
      response: { 200: ApplicationForm, ...ErrorResponses, 409: ErrorAnswer('Step not reached, no failed check, or already verified'), ...unavailableResponse('documents') },
    },
  }, async (request) => {
    const row = await loadApplication(db, request);
    if (row.status !== 'open') throw new ApiError(409, MESSAGES.closed, 'application_closed');
    if (row.completedStepIndex < stepIndex('processing')) throw new ApiError(409, MESSAGES.earlierSteps, 'step_not_reached');
    const form = row.form as RegistrationFormData;
    if (form.prove === true) throw new ApiError(409, PROVE_MESSAGES.alreadyVerified, 'already_verified');
    if (form.prove !== false) throw new ApiError(409, DOCUMENT_MESSAGES.noFailedCheck, 'no_failed_check');
    if (!check) throw providerUnavailable('documents');
    const sides = request.body.documents.map((d) => d.side);
    if (!sides.includes('front') || new Set(sides).size !== sides.length) throw new ApiError(400, DOCUMENT_MESSAGES.twoSides, 'invalid', { documents: DOCUMENT_MESSAGES.twoSides });
    const documents = decodeDocuments(request.body);
    if (!documents) throw new ApiError(400, DOCUMENT_MESSAGES.notAFile, 'invalid', { documents: DOCUMENT_MESSAGES.notAFile });
    const verdict = await check(documents);
    const at = now();
    const save = async (change: Partial<ApplicationRow>) => {
      const updated = await updateApplication(db, row.id, { ...change, updatedAt: at });
      if (!updated) throw new ApiError(404, MESSAGES.noApplication, 'no_application');
      return updated;
    };
    if (verdict.outcome === 'verified') {
      // As a verified identity check: the SSN is erased (last four kept) and the next step opens.
      const updated = await save({ form: { ...form, prove: true, prove_error: null }, ssn: null, completedStepIndex: Math.max(row.completedStepIndex, stepIndex('payment')) });
      return applicationView(updated, at);
    }
    if (verdict.outcome === 'not_eligible') {
      await save({ form: { ...form, prove: false, prove_error: 'not eligible (documents)' }, status: 'not_eligible', ssn: null });
      throw new ApiError(400, PROVE_MESSAGES.notEligible, 'not_eligible');
    }
    // Unreadable: another upload needs another (failed) identity check first.
    const { prove: _prove, ...rest } = form;
    await save({ form: { ...rest, prove_error: 'unreadable documents' } });
    throw new ApiError(400, DOCUMENT_MESSAGES.unreadable, 'invalid', { documents: DOCUMENT_MESSAGES.unreadable });
  });
};
