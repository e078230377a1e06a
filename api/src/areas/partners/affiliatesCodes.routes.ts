import { ErrorResponses } from '@qube/contract/common';
import type { ProgramType } from '@qube/contract/company';
import {
  AffiliateCode, AffiliateCodeInput, AffiliateCodeList, AffiliateCodePatch, PARTNER_URL_MESSAGE, Personalization, PersonalizationPatch,
} from '@qube/contract/partners';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { webOrigin } from '../../platform/origins';
import { requirePartner } from './partnerAccess';
import { codeJson, createCode, listCodes, updateCode } from './partnerCodes';
import { httpUrl } from './partnerValidation';
import { findPersonalization, savePersonalization } from './partnerPersonalization';
import { requireAuth } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import type { RouteOptions } from '../../platform/http/routeTypes';

const tags = ['affiliates'];

/**
 * Codes and personalization (CO-16). affiliates/dashboard/codes and tune/affiliate-codes/ are two names for the same
 * codes (the spec lists both): POST on either creates one, PATCH tune/affiliate-codes/ edits one by id.
 */
export const affiliateCodeRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, now, env, processEnv }) => {
  const { db } = database;
  const origin = (header: string | undefined) => webOrigin(header, env, processEnv);

  app.get('/affiliates/dashboard/codes/', {
    schema: { operationId: 'listAffiliateCodes', tags, summary: "The partner's codes with their share links and sign-ups", response: { 200: AffiliateCodeList, ...ErrorResponses } },
  }, async (request) => {
    const partner = await requirePartner(db, requireAuth(request.auth).user);
    return { results: await listCodes(db, partner.user.id, origin(request.headers.origin)) };
  });

  for (const url of ['/affiliates/dashboard/codes', '/affiliates/dashboard/codes/', '/tune/affiliate-codes/']) {
    app.post(url, {
      schema: {
        operationId: url.startsWith('/tune') ? 'createTuneAffiliateCode' : url.endsWith('/') ? 'createAffiliateCodeSlash' : 'createAffiliateCode', tags,
        summary: 'Creates a code (4 to 20 letters, digits, - or _; unique site-wide, any case)', body: AffiliateCodeInput,
        response: { 201: AffiliateCode, ...ErrorResponses },
      },
    }, async (request, reply) => {
      const partner = await requirePartner(db, requireAuth(request.auth).user);
      const row = await createCode(db, partner.user.id, request.body, now());
      return reply.status(201).send(codeJson(row, origin(request.headers.origin), 0));
    });
  }

  app.patch('/tune/affiliate-codes/', {
    schema: {
      operationId: 'updateTuneAffiliateCode', tags, summary: "Edits one of the partner's codes (id in the body; another partner's id is 404)",
      body: AffiliateCodePatch, response: { 200: AffiliateCode, ...ErrorResponses },
    },
  }, async (request) => {
    const partner = await requirePartner(db, requireAuth(request.auth).user);
    await updateCode(db, partner.user.id, request.body);
    const all = await listCodes(db, partner.user.id, origin(request.headers.origin));
    const code = all.find((c) => c.id === request.body.id);
    if (!code) throw new ApiError(404, 'Code not found.', 'not_found');
    return code;
  });

  const personalizationOf = async (partnerUserId: number, programType: string) => {
    const row = await findPersonalization(db, partnerUserId);
    return {
      // A text column holding only the contract's program types (the seed writes them).
      affiliate_type: programType as ProgramType,
      message: row?.message ?? '',
      image_url: row?.imageUrl ?? null,
      updated_at: row ? row.updatedAt.toISOString() : null,
    };
  };

  app.get('/tune/affiliates/personalization/', {
    schema: { operationId: 'getAffiliatePersonalization', tags, summary: 'The message and image the onboarding landing shows with the partner’s codes', response: { 200: Personalization, ...ErrorResponses } },
  }, async (request) => {
    const partner = await requirePartner(db, requireAuth(request.auth).user);
    return personalizationOf(partner.user.id, partner.profile.programType);
  });

  app.patch('/tune/affiliates/personalization/', {
    schema: {
      operationId: 'updateAffiliatePersonalization', tags, body: PersonalizationPatch,
      summary: 'Saves the landing message (at most 500 characters) and image URL (http or https; null clears)',
      response: { 200: Personalization, ...ErrorResponses },
    },
  }, async (request) => {
    const partner = await requirePartner(db, requireAuth(request.auth).user);
    const body = request.body;
    let imageUrl: string | null | undefined;
    if (body.image_url !== undefined) {
      const text = body.image_url?.trim() ?? '';
      imageUrl = text === '' ? null : httpUrl(text);
      if (imageUrl === undefined) throw new ApiError(400, PARTNER_URL_MESSAGE, 'invalid', { image_url: PARTNER_URL_MESSAGE });
    }
    const current = await personalizationOf(partner.user.id, partner.profile.programType);
    const values = {
      partnerUserId: partner.user.id,
      message: body.message === undefined ? current.message : body.message.trim(),
      imageUrl: imageUrl === undefined ? current.image_url : imageUrl,
      updatedAt: now(),
    };
    await savePersonalization(db, values);
    return personalizationOf(partner.user.id, partner.profile.programType);
  });
};
