import { ErrorResponses } from '@qube/contract/common';
import type { ProgramType } from '@qube/contract/company';
import {
  COACH_EMAIL_MESSAGE, COACH_PHONE_MESSAGE, COACH_PRICE_MAX, COACH_PRICE_MESSAGE, CoachProfile, CoachProfilePatch, ManagedProgram,
  ManagedProgramPatch, PARTNER_URL_MESSAGE, type ProgramFormat,
} from '@qube/contract/partners';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromCents, isMoney, moneyOrNull, toCents } from '@qube/contract/core/money';
import { requireFeature, requirePartner, type Partner } from './partnerAccess';
import { findCoachProfile, ownActiveCode, saveCoachProfile, type CoachProfileChanges } from './coachProfiles';
import { findProgram, saveProgram } from './partnerProgram';
import { httpUrl } from './partnerValidation';
import { EMAIL_RE, FieldErrors } from '../../platform/validation';
import { requireAuth } from '../../platform/http/auth';
import type { RouteOptions } from '../../platform/http/routeTypes';

const tags = ['affiliates'];
export const NOT_YOUR_CODE = 'Choose one of your own active codes.';
export const PROGRAM_NAME_REQUIRED = 'Enter a program name.';
export const FEATURE_NAME_REQUIRED = 'Each feature needs a name.';
export const FEATURES_DIFFERENT = 'Each feature must be different.';

const PRICE_FIELDS = { power_session: 'powerSession', group_pricing: 'groupPricing', individual_pricing: 'individualPricing' } as const;
const LINK_FIELDS = {
  discovery_calendar: 'discoveryCalendar', power_user_webinar: 'powerUserWebinar', group_calendar: 'groupCalendar', individual_calendar: 'individualCalendar',
} as const;

/** A US phone number in the platform's mask (###) ###-####, from 10 digits (or 11 starting with 1) in any punctuation. */
const normalisePhone = (text: string): string | null => {
  if (!/^[\d\s().+-]+$/.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10 || /^[01]/.test(digits)) return null;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
};

/** The coach profile (CO-21) and the partner's program (CO-22). */
export const coachingProfileRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, now }) => {
  const { db } = database;
  const coach = async (auth: Parameters<typeof requireAuth>[0]) => requireFeature(await requirePartner(db, requireAuth(auth).user), 'coach_profile');

  const profileOf = async (partner: Partner): Promise<CoachProfile> => {
    const row = await findCoachProfile(db, partner.user.id);
    return {
      active_clients: row?.activeClients ?? 0,
      pricing: { power_session: moneyOrNull(row?.powerSession), group_pricing: moneyOrNull(row?.groupPricing), individual_pricing: moneyOrNull(row?.individualPricing) },
      links: {
        discovery_calendar: row?.discoveryCalendar ?? null, power_user_webinar: row?.powerUserWebinar ?? null,
        group_calendar: row?.groupCalendar ?? null, individual_calendar: row?.individualCalendar ?? null,
      },
      is_taking_new_clients: row?.isTakingNewClients ?? true,
      phone_number: row ? row.phoneNumber : partner.user.phoneNumber,
      email: row?.email ?? partner.user.email,
      tune_affiliate_code: row?.tuneAffiliateCode ?? null,
    };
  };

  app.get('/coaching/profile/me/', {
    schema: { operationId: 'getCoachProfile', tags, summary: "The coach's profile (CO-21)", response: { 200: CoachProfile, ...ErrorResponses } },
  }, async (request) => profileOf(await coach(request.auth)));

  app.patch('/coaching/profile/me/', {
    schema: {
      operationId: 'updateCoachProfile', tags, body: CoachProfilePatch,
      summary: "Saves any part of the coach's profile; each bad field answers 400 with its message in fields (CO-21)",
      response: { 200: CoachProfile, ...ErrorResponses },
    },
  }, async (request) => {
    const partner = await coach(request.auth);
    const body = request.body;
    const errors = new FieldErrors();
    const set: CoachProfileChanges = {};
    if (body.active_clients !== undefined) set.activeClients = body.active_clients;
    for (const [field, column] of Object.entries(PRICE_FIELDS) as [keyof typeof PRICE_FIELDS, (typeof PRICE_FIELDS)[keyof typeof PRICE_FIELDS]][]) {
      const value = body.pricing?.[field];
      if (value === undefined) continue;
      if (value === null || (typeof value === 'string' && value.trim() === '')) {
        set[column] = null;
        continue;
      }
      const text = typeof value === 'number' ? (Number.isFinite(value) && Number.isInteger(value * 100) ? value.toFixed(2) : '') : value.trim();
      if (!isMoney(text) || toCents(text) < 0n || toCents(text) > toCents(COACH_PRICE_MAX)) errors.add(`pricing.${field}`, COACH_PRICE_MESSAGE);
      else set[column] = fromCents(toCents(text));
    }
    for (const [field, column] of Object.entries(LINK_FIELDS) as [keyof typeof LINK_FIELDS, (typeof LINK_FIELDS)[keyof typeof LINK_FIELDS]][]) {
      const value = body.links?.[field];
      if (value === undefined) continue;
      const text = value?.trim() ?? '';
      if (text === '') {
        set[column] = null;
        continue;
      }
      const url = httpUrl(text);
      if (url === undefined) errors.add(`links.${field}`, PARTNER_URL_MESSAGE);
      else set[column] = url;
    }
    if (body.is_taking_new_clients !== undefined) set.isTakingNewClients = body.is_taking_new_clients;
    if (body.phone_number !== undefined) {
      const text = body.phone_number?.trim() ?? '';
      const phone = text === '' ? null : normalisePhone(text);
      if (text !== '' && phone === null) errors.add('phone_number', COACH_PHONE_MESSAGE);
      else set.phoneNumber = phone;
    }
    if (body.email !== undefined) {
      const email = body.email.trim().toLowerCase();
      if (!EMAIL_RE.test(email)) errors.add('email', COACH_EMAIL_MESSAGE);
      else set.email = email;
    }
    if (body.tune_affiliate_code !== undefined) {
      const text = body.tune_affiliate_code?.trim() ?? '';
      if (text === '') set.tuneAffiliateCode = null;
      else {
        const own = await ownActiveCode(db, partner.user.id, text);
        if (own === undefined) errors.add('tune_affiliate_code', NOT_YOUR_CODE);
        else set.tuneAffiliateCode = own;
      }
    }
    errors.throwIfAny();
    const current = await profileOf(partner);
    const at = now();
    await saveCoachProfile(db, partner.user.id, { phoneNumber: current.phone_number, email: current.email }, set, at);
    return profileOf(partner);
  });

  const programOf = async (partner: Partner) => {
    const row = await findProgram(db, partner.user.id);
    return {
      id: partner.profile.id,
      name: row?.name ?? `${partner.user.firstName} ${partner.user.lastName} Program`.trim(),
      description: row?.description ?? '',
      // Text columns holding only the contract's values (the routes and the seed write them).
      format: (row?.format ?? 'individual') as ProgramFormat,
      features: row?.features ?? [],
      program_type: partner.profile.programType as ProgramType,
      affiliate_features: partner.profile.affiliateFeatures,
      updated_at: row?.updatedAt ? row.updatedAt.toISOString() : null,
    };
  };

  app.get('/coaching/program/', {
    schema: { operationId: 'getManagedProgram', tags, summary: "The partner's program: name, description, format and features (CO-22)", response: { 200: ManagedProgram, ...ErrorResponses } },
  }, async (request) => programOf(await requirePartner(db, requireAuth(request.auth).user)));

  app.patch('/coaching/program/', {
    schema: {
      operationId: 'updateManagedProgram', tags, body: ManagedProgramPatch,
      summary: "Saves the program's name, description, format and features (CO-22); program_type and affiliate_features are Qube's",
      response: { 200: ManagedProgram, ...ErrorResponses },
    },
  }, async (request) => {
    const partner = await requirePartner(db, requireAuth(request.auth).user);
    const body = request.body;
    const errors = new FieldErrors();
    const current = await programOf(partner);
    const name = body.name === undefined ? current.name : body.name.trim();
    if (name === '') errors.add('name', PROGRAM_NAME_REQUIRED);
    const features = body.features === undefined ? current.features : body.features.map((f) => f.trim());
    if (features.some((f) => f === '')) errors.add('features', FEATURE_NAME_REQUIRED);
    else if (new Set(features.map((f) => f.toLowerCase())).size !== features.length) errors.add('features', FEATURES_DIFFERENT);
    errors.throwIfAny();
    const values = {
      name, features,
      description: body.description === undefined ? current.description : body.description.trim(),
      format: body.format ?? current.format,
      updatedAt: now(),
    };
    await saveProgram(db, partner.user.id, values);
    return programOf(partner);
  });
};
