import { CashFlow, CashFlowQuery } from '@qube/contract/accounts';
import { ErrorResponses, IdParams } from '@qube/contract/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { moneyInAndOut } from './cashFlow';
import { loadAccountForUser } from '../accounts';
import { TYPE_GROUPS } from '../qubes';
import { monthBounds } from '../../platform/dates';
import { fromCents, toCents } from '@qube/contract/core/money';
import { requireAuth } from '../../platform/http/auth';
import type { RouteOptions } from '../../platform/http/routeTypes';

const localMidnight = (iso: string, days = 0) => new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)) + days);

/**
 * API-24 (shape not in the spec; ours): GET accounts/{id}/updates/cash-flow/?months=1..12 → {months: [{name, start_date,
 * end_date, money_in, money_out, net}]}, current month last. money_in = money-in types; money_out = money-out types plus
 * bill payments (positive number); internal transfers are not cash flow; only successful activity counts.
 */
export const cashFlowRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, households, now }) => {
  const { db } = database;
  app.get('/accounts/:id/updates/cash-flow/', {
    schema: {
      operationId: 'getAccountCashFlow', tags: ['overview'],
      summary: 'Money in and out per calendar month',
      params: IdParams,
      querystring: CashFlowQuery,
      response: { 200: CashFlow, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.params.id, { households });
    const count = request.query.months ?? 1;
    const inTypes: string[] = [...TYPE_GROUPS.money_in];
    const outTypes: string[] = [...TYPE_GROUPS.money_out, 'payment'];
    const months = [];
    for (let offset = 1 - count; offset <= 0; offset += 1) {
      const bounds = monthBounds(now(), offset);
      const row = await moneyInAndOut(db, account.id, { in: inTypes, out: outTypes }, localMidnight(bounds.start), localMidnight(bounds.end, 1));
      const moneyIn = toCents(row.moneyIn);
      const moneyOut = -toCents(row.moneyOut);
      months.push({ name: bounds.name, start_date: bounds.start, end_date: bounds.end, money_in: fromCents(moneyIn), money_out: fromCents(moneyOut), net: fromCents(moneyIn - moneyOut) });
    }
    return { months };
  });
};
