import { ErrorResponses } from '@qube/contract/common';
import {
  AccountPlanState, OnboardingPromoCodeInput, PlanAccountParams, PlanChangeInput, PlanChangeResult, PromoCodeDetails, PromoCodeInput, RefundCheck,
} from '@qube/contract/plans';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applyPromo, changePlan, checkPlanChange, loadPlanAccount, planState, verifyPromo } from '../domain/plansAccount';
import { PLAN_MESSAGES, type PlanCall } from '../domain/plans';
import { promoByCode } from '../domain/registrationPricing';
import { requireAuth } from '../plugins/auth';
import { ApiError } from '../plugins/errors';
import type { RouteOptions } from './types';

const tags = ['plans'];
const MINUTE = 60_000;

/** The plan-change calls of ON-66, each with its check-refund/ (ON-67). */
const CHANGES: { path: string; call: PlanCall; name: string; summary: string }[] = [
  { path: 'upgrade-from-basic-to-premium', call: 'upgrade', name: 'UpgradeFromBasicToPremium', summary: 'Lite (basic) to Premium, or to Family with plan_name' },
  { path: 'downgrade-from-premium-to-basic', call: 'downgrade', name: 'DowngradeFromPremiumToBasic', summary: 'Premium or Family to Lite (basic)' },
  { path: 'make-plus-account', call: 'make_plus', name: 'MakePlusAccount', summary: 'Lite, Premium or Family to Qube+' },
  { path: 'change-plan', call: 'change', name: 'ChangePlan', summary: 'Any plan change between Lite, Premium and Family (plan_name)' },
];

/**
 * Promo codes can be guessed: 20 tries per 15 minutes per user and 60 per address (a code only gives free days, but
 * a guessable list is still a list). The onboarding variant has no user: the address counts.
 */
const promoLimiter = (app: FastifyInstance) => {
  const limits = [
    { by: 'user', max: 20 },
    { by: 'ip', max: 60 },
  ] as const;
  const counters = limits.map((limit) => app.createRateLimit({
    max: limit.max,
    timeWindow: 15 * MINUTE,
    keyGenerator: (request: FastifyRequest) => (limit.by === 'user' ? `promo-code:user:${request.auth?.user.id ?? 0}` : `promo-code:ip:${request.ip}`),
  }));
  return async (request: FastifyRequest) => {
    for (const count of counters) {
      const result = await count(request);
      if (result.isAllowed || !result.isExceeded) continue;
      const wait = Math.max(1, Math.ceil(result.ttl / MINUTE));
      throw new ApiError(429, `Too many attempts. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`, 'rate_limited');
    }
  };
};

/**
 * Plans of an existing account (ON-65 to ON-69, API-57). GET accounts/plans/ (the price list) is registration's route;
 * these read and change one account's plan. Not household-scoped: a household account stays on Qube+.
 */
export const planRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, now }) => {
  const { db } = database;
  const limitPromo = promoLimiter(app);

  app.get('/web/accounts/:id/plan/', {
    schema: {
      operationId: 'getAccountPlan', tags,
      summary: 'The account\'s plan now: its monthly fee with the Lite plan\'s extra qubes, the billing period, free days and the plans it can change to',
      params: PlanAccountParams,
      response: { 200: AccountPlanState, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    return planState(db, await loadPlanAccount(db, user.id, request.companyId, request.params.id), now());
  });

  for (const change of CHANGES) {
    app.post(`/web/accounts/:id/${change.path}/check-refund/`, {
      schema: {
        operationId: `check${change.name}Refund`, tags,
        summary: `Refund check of ${change.summary}: the prorated refund and charge for the days left in the billing period; nothing changes`,
        params: PlanAccountParams,
        body: PlanChangeInput,
        response: { 200: RefundCheck, ...ErrorResponses },
      },
    }, async (request) => {
      const { user } = requireAuth(request.auth);
      const target = await loadPlanAccount(db, user.id, request.companyId, request.params.id);
      return checkPlanChange(db, target, change.call, request.body?.plan_name, now());
    });

    app.post(`/web/accounts/:id/${change.path}/`, {
      schema: {
        operationId: change.name.charAt(0).toLowerCase() + change.name.slice(1), tags,
        summary: `${change.summary}: the refund check's net amount is taken from or given back to Cloud and the plan changes`,
        params: PlanAccountParams,
        body: PlanChangeInput,
        response: { 200: PlanChangeResult, ...ErrorResponses },
      },
    }, async (request) => {
      const { user } = requireAuth(request.auth);
      const target = await loadPlanAccount(db, user.id, request.companyId, request.params.id);
      return changePlan(db, target, change.call, request.body?.plan_name, user.id, now());
    });
  }

  app.post('/web/promo-codes/verify/', {
    schema: {
      operationId: 'verifyPromoCode', tags,
      summary: 'What a promo code gives the account (free days); nothing changes',
      body: PromoCodeInput,
      response: { 200: PromoCodeDetails, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    await limitPromo(request);
    const target = await loadPlanAccount(db, user.id, request.companyId, request.body.account_id);
    return verifyPromo(db, target, request.body.code, now());
  });

  app.post('/web/promo-codes/apply/', {
    schema: {
      operationId: 'applyPromoCode', tags,
      summary: 'Applies a promo code to the account: its free days follow the ones the account has; once per code',
      body: PromoCodeInput,
      response: { 200: PromoCodeDetails, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    await limitPromo(request);
    const target = await loadPlanAccount(db, user.id, request.companyId, request.body.account_id);
    return applyPromo(db, target, request.body.code, user.id, now());
  });

  app.post('/onboarding/promo-code/verify/', {
    config: { isPublic: true },
    schema: {
      operationId: 'verifyOnboardingPromoCode', tags,
      summary: 'Onboarding variant (v1): whether a promo code exists and what it gives, before an account exists (registration applies codes with v2/onboarding/apply-discount-code/)',
      body: OnboardingPromoCodeInput,
      response: { 200: PromoCodeDetails, ...ErrorResponses },
    },
  }, async (request) => {
    await limitPromo(request);
    const promo = promoByCode(request.body.code);
    if (!promo) throw new ApiError(400, PLAN_MESSAGES.promoInvalid, 'invalid', { code: PLAN_MESSAGES.promoInvalid });
    return { code: promo.code, description: promo.description, free_days: promo.freeDays ?? 0, free_until: null, is_applied: false, message: promo.description };
  });
};
