import { AccountListQuery, ErrorResponses, Page } from '@qube/contract/common';
import { MonthEntry, MonthlyReport, MonthlyReportInput } from '@qube/contract/statements';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { loadAccountForUser } from '../accounts';
import { completeFlags } from '../../platform/flags';
import { page, pageParams } from '../../platform/paging';
import { fullMonths, isFullMonth, monthlyReport, periodFromMonth, type Period } from './statements';
import { requireAuth, type AuthUser } from '../../platform/http/auth';
import { readLagTolerant } from '../../platform/db/replica';
import { ApiError } from '../../platform/http/errors';
import type { RouteOptions } from '../../platform/http/routeTypes';

export const REPORT_NOT_FOUND = 'Report not found.';
export const MONTHLY_REPORTS_OFF = 'Monthly reports are not available for this account.';

const requireMonthlyReports = (user: AuthUser) => {
  if (!completeFlags(user.featureFlags).monthly_reports) throw new ApiError(403, MONTHLY_REPORTS_OFF, 'monthly_reports_off');
};

/** ST-03 monthly statements and ST-04 monthly reports (flag monthly_reports) of an account. Account-scoped. */
export const reportRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, households, now }) => {
  const { db } = database;

  // Statements and reports exist for the same months; only the names and the flag differ.
  const listMonths = async (request: Pick<FastifyRequest, 'auth' | 'companyId' | 'url'> & { query: AccountListQuery }, suffix: string, needsFlag: boolean) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    if (needsFlag) requireMonthlyReports(user);
    const months = fullMonths(account.createdAt, now());
    const { limit, offset } = pageParams(request.query, 12);
    const entry = (period: Period) => ({ id: period.id, month: period.month, name: `${period.name}${suffix}` });
    return page(request.url, months.length, limit, offset, months.slice(offset, offset + limit).map(entry));
  };

  app.get('/reports/list-monthly-statements/', {
    schema: {
      operationId: 'listMonthlyStatements', tags: ['reports'],
      summary: 'Every full month of the account (each has a statement), newest first (default limit 12)',
      querystring: AccountListQuery,
      response: { 200: Page(MonthEntry), ...ErrorResponses },
    },
  }, async (request) => listMonths(request, '', false));

  app.get('/reports/list-monthly-reports/', {
    schema: {
      operationId: 'listMonthlyReports', tags: ['reports'],
      summary: 'Every full month of the account with a report, newest first (default limit 12; needs the monthly_reports flag)',
      querystring: AccountListQuery,
      response: { 200: Page(MonthEntry), ...ErrorResponses },
    },
  }, async (request) => listMonths(request, ' Report', true));

  app.post('/reports/get-monthly-report/', {
    schema: {
      operationId: 'getMonthlyReport', tags: ['reports'],
      summary: "One month's report: totals as on its statement, spending per qube against the budget, top merchants (needs the monthly_reports flag)",
      body: MonthlyReportInput,
      response: { 200: MonthlyReport, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.body.account_id, { households });
    requireMonthlyReports(user);
    const period = periodFromMonth(request.body.month);
    if (!period || !isFullMonth(period, account.createdAt, now())) throw new ApiError(404, REPORT_NOT_FOUND, 'report_not_found');
    // A finished month's report tolerates a second of lag: it may come from a replica (platform/db/replica.ts).
    return readLagTolerant(database, (reads) => monthlyReport(reads, account.id, period));
  });
};
