import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadAccountForUser } from '../domain/access';
import { completeFlags } from '../domain/flags';
import { page, pageParams } from '../domain/paging';
import { fullMonths, isFullMonth, monthlyReport, periodFromMonth, type Period } from '../domain/statements';
import { requireAuth, type AuthUser } from '../plugins/auth';
import { ApiError } from '../plugins/errors';
import { accountIdQuery, errorResponses, moneySchema, pageOf } from '../schemas';
import type { RouteOptions } from './types';

export const REPORT_NOT_FOUND = 'Report not found.';
export const MONTHLY_REPORTS_OFF = 'Monthly reports are not available for this account.';
export const MONTH_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$';

const monthEntrySchema = {
  type: 'object',
  properties: { id: { type: 'integer', description: 'YYYYMM' }, month: { type: 'string', description: 'YYYY-MM' }, name: { type: 'string' } },
} as const;

const reportSchema = {
  type: 'object',
  properties: {
    month: { type: 'string' },
    name: { type: 'string' },
    period_start: { type: 'string' },
    period_end: { type: 'string' },
    money_in: moneySchema,
    money_out: moneySchema,
    net: moneySchema,
    transactions_count: { type: 'integer' },
    spending_by_qube: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          qube_id: { type: ['integer', 'null'] },
          name: { type: 'string' },
          type: { type: 'string', enum: ['spending', 'billing', 'goal', 'system', 'cloud'] },
          spent: moneySchema,
          budget: { type: ['string', 'null'], description: 'Money, two decimals, or null' },
        },
      },
    },
    top_merchants: {
      type: 'array',
      items: { type: 'object', properties: { name: { type: 'string' }, spent: moneySchema, count: { type: 'integer' } } },
    },
  },
} as const;

type ListQuery = { account_id: number; limit?: number; offset?: number };
type ReportBody = { account_id: number; month: string };

const requireMonthlyReports = (user: AuthUser) => {
  if (!completeFlags(user.featureFlags).monthly_reports) throw new ApiError(403, MONTHLY_REPORTS_OFF, 'monthly_reports_off');
};

/** ST-03 monthly statements and ST-04 monthly reports (flag monthly_reports) of an account. Account-scoped. */
export const reportRoutes = async (app: FastifyInstance, { database, households, now }: RouteOptions) => {
  const { db } = database;

  // Statements and reports exist for the same months; only the names and the flag differ.
  const listMonths = async (request: FastifyRequest<{ Querystring: ListQuery }>, suffix: string, needsFlag: boolean) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    if (needsFlag) requireMonthlyReports(user);
    const months = fullMonths(account.createdAt, now());
    const { limit, offset } = pageParams(request.query, 12);
    const entry = (period: Period) => ({ id: period.id, month: period.month, name: `${period.name}${suffix}` });
    return page(request.url, months.length, limit, offset, months.slice(offset, offset + limit).map(entry));
  };

  app.get<{ Querystring: ListQuery }>('/reports/list-monthly-statements/', {
    schema: {
      operationId: 'listMonthlyStatements', tags: ['reports'],
      summary: 'Every full month of the account (each has a statement), newest first (default limit 12)',
      querystring: accountIdQuery,
      response: { 200: pageOf(monthEntrySchema), ...errorResponses },
    },
  }, async (request) => listMonths(request, '', false));

  app.get<{ Querystring: ListQuery }>('/reports/list-monthly-reports/', {
    schema: {
      operationId: 'listMonthlyReports', tags: ['reports'],
      summary: 'Every full month of the account with a report, newest first (default limit 12; needs the monthly_reports flag)',
      querystring: accountIdQuery,
      response: { 200: pageOf(monthEntrySchema), ...errorResponses },
    },
  }, async (request) => listMonths(request, ' Report', true));

  app.post<{ Body: ReportBody }>('/reports/get-monthly-report/', {
    schema: {
      operationId: 'getMonthlyReport', tags: ['reports'],
      summary: "One month's report: totals as on its statement, spending per qube against the budget, top merchants (needs the monthly_reports flag)",
      body: {
        type: 'object',
        required: ['account_id', 'month'],
        properties: { account_id: { type: 'integer', minimum: 1 }, month: { type: 'string', pattern: MONTH_PATTERN, description: 'YYYY-MM' } },
      },
      response: { 200: reportSchema, ...errorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.body.account_id, { households });
    requireMonthlyReports(user);
    const period = periodFromMonth(request.body.month);
    if (!period || !isFullMonth(period, account.createdAt, now())) throw new ApiError(404, REPORT_NOT_FOUND, 'report_not_found');
    return monthlyReport(db, account.id, period);
  });
};
