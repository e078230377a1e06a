import { ErrorResponses } from '@qube/contract/common';
import {
  PARTNER_PAGE_SIZE, PartnerCsvFile, PendingSalePage, PendingSalesQuery, RewardsLink, RewardsSummary, SALES_CSV_COLUMNS, SalePage,
  SalesDownloadInput, SalesQuery, type NodeProduct,
} from '@qube/contract/partners';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { webOrigin } from '../../platform/origins';
import { money } from '@qube/contract/core/money';
import { page } from '../../platform/paging';
import { requirePartner, requireRewards } from './partnerAccess';
import { shareLink } from './partnerCodes';
import { toCsv } from './partnerCsv';
import { firstActiveCode, pendingSalesPage, soldSales, soldSalesPage, soldTotals, type SaleRow } from './partnerNodeSales';
import { requireAuth } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import type { RouteOptions } from '../../platform/http/routeTypes';

const tags = ['affiliates'];
export const NO_ACTIVE_CODE = 'You have no active code yet. Create one to get your share link.';

const saleJson = (row: SaleRow) => ({
  id: row.id,
  customer: row.customerName,
  referred_by: row.referredBy,
  date_sold: (row.soldAt ?? row.reservedAt).toISOString(),
  product: row.product as NodeProduct,
  earned: money(row.earned),
  commission: money(row.commission),
});

/** Node Sales of rewards partners (CO-17 to CO-19). */
export const rewardsRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, env, processEnv }) => {
  const { db } = database;
  const rewardsPartner = async (auth: Parameters<typeof requireAuth>[0]) => requireRewards(await requirePartner(db, requireAuth(auth).user));

  app.get('/rewards/dashboard/summary/', {
    schema: { operationId: 'getRewardsSummary', tags, summary: 'Landing and checkout visits, basic and smart nodes sold, their commission (CO-17)', response: { 200: RewardsSummary, ...ErrorResponses } },
  }, async (request) => {
    const partner = await rewardsPartner(request.auth);
    const row = await soldTotals(db, partner.user.id);
    return {
      landing_page: partner.profile.landing, checkout_page: partner.profile.checkout,
      basic: Number(row?.basic ?? 0), smart: Number(row?.smart ?? 0), commission: money(row?.commission ?? '0'),
    };
  });

  app.get('/rewards/dashboard/get-link/', {
    schema: { operationId: 'getRewardsLink', tags, summary: "The share link of the partner's first active code (CO-17); 404 when none is active", response: { 200: RewardsLink, ...ErrorResponses } },
  }, async (request) => {
    const partner = await rewardsPartner(request.auth);
    const code = await firstActiveCode(db, partner.user.id);
    if (!code) throw new ApiError(404, NO_ACTIVE_CODE, 'no_active_code');
    return { link: shareLink(webOrigin(request.headers.origin, env, processEnv), code.code), code: code.code };
  });

  app.get('/rewards/dashboard/list/', {
    schema: {
      operationId: 'listRewardsSales', tags, querystring: SalesQuery,
      summary: 'Node sales, 20 a page, filtered by date_sold day range and product, sorted by ?ordering (CO-18)', response: { 200: SalePage, ...ErrorResponses },
    },
  }, async (request) => {
    const partner = await rewardsPartner(request.auth);
    const q = request.query;
    const limit = q.limit ?? PARTNER_PAGE_SIZE;
    const offset = q.offset ?? 0;
    const { total, rows } = await soldSalesPage(db, partner.user.id, q, q.ordering, { limit, offset });
    return page(request.url, total, limit, offset, rows.map(saleJson));
  });

  app.post('/rewards/dashboard/list/download/', {
    schema: {
      operationId: 'downloadRewardsSales', tags, body: SalesDownloadInput,
      summary: 'Every node sale the filters select, in the list order, as a formula-safe CSV (CO-18)', response: { 200: PartnerCsvFile, ...ErrorResponses },
    },
  }, async (request, reply) => {
    const partner = await rewardsPartner(request.auth);
    const rows = await soldSales(db, partner.user.id, request.body, request.body.ordering);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="node-sales.csv"')
      .send(toCsv(SALES_CSV_COLUMNS, rows.map(saleJson)));
  });

  app.get('/rewards/dashboard/list-pending/', {
    schema: {
      operationId: 'listRewardsPendingSales', tags, querystring: PendingSalesQuery,
      summary: 'Reserved node sales not yet paid, newest first, 20 a page (CO-19)', response: { 200: PendingSalePage, ...ErrorResponses },
    },
  }, async (request) => {
    const partner = await rewardsPartner(request.auth);
    const limit = request.query.limit ?? PARTNER_PAGE_SIZE;
    const offset = request.query.offset ?? 0;
    const { total, rows } = await pendingSalesPage(db, partner.user.id, { limit, offset });
    return page(request.url, total, limit, offset, rows.map((r) => ({
      id: r.id, customer: r.customerName, referred_by: r.referredBy, basic_nodes: r.basicNodes, smart_nodes: r.smartNodes,
      date_reserved: r.reservedAt.toISOString(), commission: money(r.commission),
    })));
  });
};
