import { MoneyErrorResponses, ErrorResponses } from '@qube/contract/common';
import type { ProgramType } from '@qube/contract/company';
import {
  CollectPaymentInput, CollectPaymentResult, CommissionEarned, PARTNER_PAGE_SIZE, PartnerProgramList, PaymentHistoryQuery, PayoutPage,
} from '@qube/contract/partners';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { page } from '../../platform/paging';
import { requirePartner } from './partnerAccess';
import { collectPayment, commissionEarned, payoutJson, payoutsPage } from './partnerPayouts';
import { findProgram } from './partnerProgram';
import { DEFAULT_COMMISSION_RATE, DEFAULT_HOLD_DAYS } from './partnerReferrals';
import { requireAuth } from '../../platform/http/auth';
import type { RouteOptions } from '../../platform/http/routeTypes';

const tags = ['affiliates'];

/** Payouts (CO-15): programs, payment history, commission earned, collect payment. Any partner. */
export const affiliatePayoutRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, now }) => {
  const { db } = database;

  app.get('/affiliates/programs/', {
    schema: {
      operationId: 'listAffiliatePrograms', tags, summary: "The partner's programs: the current one with its commission rate and hold",
      response: { 200: PartnerProgramList, ...ErrorResponses },
    },
  }, async (request) => {
    const partner = await requirePartner(db, requireAuth(request.auth).user);
    const program = await findProgram(db, partner.user.id);
    const name = program?.name ?? `${partner.user.firstName} ${partner.user.lastName}`.trim();
    return {
      results: [{
        id: partner.profile.id,
        name,
        // A text column holding only the contract's program types (the seed writes them).
        program_type: partner.profile.programType as ProgramType,
        affiliate_features: partner.profile.affiliateFeatures,
        commission_rate: program?.commissionRate ?? DEFAULT_COMMISSION_RATE,
        hold_days: program?.holdDays ?? DEFAULT_HOLD_DAYS,
        is_current: true,
        joined_at: (program?.joinedAt ?? partner.user.createdAt).toISOString(),
      }],
    };
  });

  app.get('/affiliates/payment-history/', {
    schema: {
      operationId: 'listAffiliatePaymentHistory', tags, querystring: PaymentHistoryQuery,
      summary: "The partner's payouts, newest first, 20 a page", response: { 200: PayoutPage, ...ErrorResponses },
    },
  }, async (request) => {
    const partner = await requirePartner(db, requireAuth(request.auth).user);
    const limit = request.query.limit ?? PARTNER_PAGE_SIZE;
    const offset = request.query.offset ?? 0;
    const { total, rows } = await payoutsPage(db, partner.user.id, { limit, offset });
    return page(request.url, total, limit, offset, rows.map(payoutJson));
  });

  app.get('/affiliates/commission-earned/', {
    schema: {
      operationId: 'getAffiliateCommissionEarned', tags, summary: 'Commission earned, paid, pending and collectable now',
      response: { 200: CommissionEarned, ...ErrorResponses },
    },
  }, async (request) => {
    const partner = await requirePartner(db, requireAuth(request.auth).user);
    return commissionEarned(db, partner.user.id, now());
  });

  app.post('/affiliates/collect-payment/', {
    schema: {
      operationId: 'collectAffiliatePayment', tags, body: CollectPaymentInput,
      summary: "Pays all collectable commission into the partner's own Cloud, once (idempotency key; 400 when nothing is left)",
      response: { 200: CollectPaymentResult, ...MoneyErrorResponses },
    },
  }, async (request, reply) => {
    const partner = await requirePartner(db, requireAuth(request.auth).user);
    const result = await collectPayment(db, partner.user.id, request.body, now());
    if (!result.replayed) database.events.publish(result.response.payout.account_id);
    return reply.status(200).send(result.response);
  });
};
