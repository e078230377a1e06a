import { ErrorResponses } from '@qube/contract/common';
import {
  CONVERSIONS_CSV_COLUMNS, ConversionPage, ConversionsDownloadInput, ConversionsMonthly, ConversionsMonthlyQuery, ConversionsQuery,
  PARTNER_PAGE_SIZE, PartnerCsvFile, type MonthlyCommission,
} from '@qube/contract/partners';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromCents, toCents } from '@qube/contract/core/money';
import { page } from '../../platform/paging';
import { requirePartner, requireRevenue } from './partnerAccess';
import { conversionJson, conversionsCreatedBetween, conversionTotals, listConversions } from './partnerConversions';
import { toCsv } from './partnerCsv';
import { dayRange, monthKey } from './partnerDates';
import { requireAuth } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import type { RouteOptions } from '../../platform/http/routeTypes';

const tags = ['affiliates'];
export const MAX_CHART_MONTHS = 36;
export const TOO_MANY_MONTHS = `Choose a range of at most ${MAX_CHART_MONTHS} months.`;

/** The months YYYY-MM from the one of `from` to the one of `to`, both included. */
const monthsBetween = (from: Date, to: Date): string[] => {
  const months: string[] = [];
  for (let d = new Date(from.getFullYear(), from.getMonth(), 1); d <= to; d = new Date(d.getFullYear(), d.getMonth() + 1, 1)) months.push(monthKey(d));
  return months;
};

/** Revenue / Enrollment (CO-13, CO-14) and its monthly commission chart. */
export const affiliateConversionRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, now }) => {
  const { db } = database;
  const revenuePartner = async (auth: Parameters<typeof requireAuth>[0]) => requireRevenue(await requirePartner(db, requireAuth(auth).user));

  app.get('/affiliates/conversions/', {
    schema: {
      operationId: 'listAffiliateConversions', tags, querystring: ConversionsQuery,
      summary: "The partner's conversions, 20 a page, filtered by account_created day range and product, sorted by ?ordering (CO-13)",
      response: { 200: ConversionPage, ...ErrorResponses },
    },
  }, async (request) => {
    const partner = await revenuePartner(request.auth);
    const q = request.query;
    const limit = q.limit ?? PARTNER_PAGE_SIZE;
    const offset = q.offset ?? 0;
    const at = now();
    const totals = await conversionTotals(db, partner.user.id, q);
    const rows = await listConversions(db, partner.user.id, q, q.ordering, { limit, offset });
    return {
      ...page(request.url, totals.count, limit, offset, rows.map((r) => conversionJson(r, at))),
      total_earned: totals.earned,
      total_commission: totals.commission,
    };
  });

  app.post('/affiliates/conversions/download/', {
    schema: {
      operationId: 'downloadAffiliateConversions', tags, body: ConversionsDownloadInput,
      summary: 'Every conversion the filters select, in the table order, as a formula-safe CSV (CO-14)',
      response: { 200: PartnerCsvFile, ...ErrorResponses },
    },
  }, async (request, reply) => {
    const partner = await revenuePartner(request.auth);
    const body = request.body;
    const at = now();
    const rows = (await listConversions(db, partner.user.id, body, body.ordering)).map((r) => conversionJson(r, at));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="conversions.csv"')
      .send(toCsv(CONVERSIONS_CSV_COLUMNS, rows));
  });

  app.get('/affiliates/conversions/monthly/', {
    schema: {
      operationId: 'getAffiliateConversionsMonthly', tags, querystring: ConversionsMonthlyQuery,
      summary: 'Commission per month for the chart: same filters as the table; the last 12 months by default, at most 36',
      response: { 200: ConversionsMonthly, ...ErrorResponses },
    },
  }, async (request) => {
    const partner = await revenuePartner(request.auth);
    const q = request.query;
    const at = now();
    const range = dayRange(q);
    const last = range.end ? new Date(range.end.getTime() - 1) : at;
    const from = range.from ?? new Date(last.getFullYear(), last.getMonth() - 11, 1);
    const months = monthsBetween(from, last);
    if (months.length > MAX_CHART_MONTHS) throw new ApiError(400, TOO_MANY_MONTHS, 'invalid', { date_from: TOO_MANY_MONTHS });
    const end = range.end ?? new Date(at.getFullYear(), at.getMonth() + 1, 1);
    const rows = await conversionsCreatedBetween(db, partner.user.id, q.product, from, end);
    const sums = new Map(months.map((m) => [m, { conversions: 0, earned: 0n, commission: 0n }]));
    for (const r of rows) {
      const entry = sums.get(monthKey(r.at));
      if (!entry) continue;
      entry.conversions += 1;
      entry.earned += toCents(r.earned);
      entry.commission += toCents(r.commission);
    }
    const results: MonthlyCommission[] = months.map((month) => {
      const s = sums.get(month) ?? { conversions: 0, earned: 0n, commission: 0n };
      return { month, conversions: s.conversions, earned: fromCents(s.earned), commission: fromCents(s.commission) };
    });
    return { results };
  });
};
