import { ErrorResponses } from '@qube/contract/common';
import {
  AccountPlanState, OnboardingPromoCodeInput, PlanAccountParams, PlanChangeInput, PlanChangeResult, PlanInvoiceList, PromoCodeDetails, PromoCodeInput, RefundCheck,
} from '@qube/contract/plans';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { applyPromo, changePlan, checkPlanChange, loadPlanAccount, planState, verifyPromo } from './plansAccount';
import { listInvoices } from './planInvoices';
import { PLAN_MESSAGES, type PlanCall } from './plans';
import { promoByCode } from './registrationPricing';
import { requireAuth } from '../../platform/http/auth';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../platform/http/errors';
import { type RouteLimit, routeLimiter } from '../../platform/http/routeLimiter';
import type { RouteOptions } from '../../platform/http/routeTypes';

const tags = ['plans'];
const MINUTE = 60_000;

/** The plan-change calls of ON-66, each with its check-refund/ (ON-67). */
const CHANGES: { path: string; call: PlanCall; name: string; summary: string }[] = [
  { path: 'upgrade-from-basic-to-premium', call: 'upgrade', name: 'UpgradeFromBasicToPremium', summary: 'Lite (basic) to Premium, or to Family with plan_name' },
  { path: 'downgrade-from-premium-to-basic', call: 'downgrade', name: 'DowngradeFromPremiumToBasic', summary: 'Premium or Family to Lite (basic)' },
  { path: 'make-plus-account', call: 'make_plus', name: 'MakePlusAccount', summary: 'Lite, Premium or Family to Qube+' },
  { path: 'change-plan', call: 'change', name: 'ChangePlan', summary: 'Any plan change between Lite, Premium and Family (plan_name)' },
];

/** The promo-code calls of a signed-in account: what a code would give, and applying it. */
const PROMO_ACTIONS = [
  { path: 'verify', operationId: 'verifyPromoCode', summary: 'What a promo code gives the account (free days); nothing changes' },
  { path: 'apply', operationId: 'applyPromoCode', summary: 'Applies a promo code to the account: its free days follow the ones the account has; once per code' },
] as const;

/**
 * Promo codes can be guessed: 20 tries per 15 minutes per user and 60 per address (a code only gives free days, but
 * a guessable list is still a list). The onboarding variant has no user: the address counts.
 */
const PROMO_LIMITS: readonly RouteLimit[] = [
  { name: 'promo-code', by: 'user', max: 20, windowMs: 15 * MINUTE },
  { name: 'promo-code', by: 'ip', max: 60, windowMs: 15 * MINUTE },
];

/**
 * Plans of an existing account (ON-65 to ON-69, API-57). GET accounts/plans/ (the price list) is registration's route;
 * these read and change one account's plan. Not household-scoped: a household account stays on Qube+.
 */
export const planRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, now, mailer }) => {
  const { db } = database;
  const limitPromo = routeLimiter(app, PROMO_LIMITS);
  /** The signed-in user and the account they name, when its plan is theirs to read (404 otherwise). */
  const planAccountOf = async (request: FastifyRequest, accountId: number) => {
    const { user } = requireAuth(request.auth);
    return { user, target: await loadPlanAccount(db, user, request.companyId, accountId) };
  };

  app.get('/web/accounts/:id/plan/', {
    schema: {
      operationId: 'getAccountPlan', tags,
      summary: 'The account\'s plan now: its monthly fee with the Lite plan\'s extra qubes, the billing period, free days and the plans it can change to',
      params: PlanAccountParams,
      response: { 200: AccountPlanState, ...ErrorResponses },
    },
  }, async (request) => {
    const { target } = await planAccountOf(request, request.params.id);
    return planState(db, target, now());
  });

  app.get('/web/accounts/:id/invoices/', {
    schema: {
      operationId: 'listAccountInvoices', tags,
      summary: 'The account\'s plan invoices (ours, issue 22): one per billing period, newest first, with what was charged, paid and refunded and their lines',
      params: PlanAccountParams,
      response: { 200: PlanInvoiceList, ...ErrorResponses },
    },
  }, async (request) => {
    const { target } = await planAccountOf(request, request.params.id);
    return { results: await listInvoices(db, target.account.id) };
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
      const { target } = await planAccountOf(request, request.params.id);
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
      const { user, target } = await planAccountOf(request, request.params.id);
      return changePlan(db, target, change.call, request.body?.plan_name, user.id, now(), mailer);
    });
  }

  for (const action of PROMO_ACTIONS) {
    app.post(`/web/promo-codes/${action.path}/`, {
      schema: { operationId: action.operationId, tags, summary: action.summary, body: PromoCodeInput, response: { 200: PromoCodeDetails, ...ErrorResponses } },
    }, async (request) => {
      requireAuth(request.auth);
      await limitPromo(request);
      const { user, target } = await planAccountOf(request, request.body.account_id);
      return action.path === 'verify' ? verifyPromo(db, target, request.body.code, user.id, now()) : applyPromo(db, target, request.body.code, user.id, now());
    });
  }

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
