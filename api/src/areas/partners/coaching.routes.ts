import { ErrorResponses } from '@qube/contract/common';
import { ClientPage, ClientsQuery, LeadPage, LeadsQuery, PARTNER_PAGE_SIZE, type ConversionProduct } from '@qube/contract/partners';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { page } from '../../platform/paging';
import { requireFeature, requirePartner } from './partnerAccess';
import { clientsPage, leadsPage } from './coachingPeople';
import { requireAuth } from '../../platform/http/auth';
import type { RouteOptions } from '../../platform/http/routeTypes';

const tags = ['affiliates'];

/** Leads (CO-20) and clients (CO-22) of the coach: people who signed up with one of their codes. */
export const coachingRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database }) => {
  const { db } = database;

  app.get('/coaching/leads/', {
    schema: {
      operationId: 'listCoachingLeads', tags, querystring: LeadsQuery,
      summary: "People who signed up with the coach's codes and have not bought a plan, newest first, 20 a page (CO-20)",
      response: { 200: LeadPage, ...ErrorResponses },
    },
  }, async (request) => {
    const partner = requireFeature(await requirePartner(db, requireAuth(request.auth).user), 'leads');
    const q = request.query;
    const limit = q.limit ?? PARTNER_PAGE_SIZE;
    const offset = q.offset ?? 0;
    const { total: n, rows } = await leadsPage(db, partner.user.id, q, { limit, offset });
    return page(request.url, n, limit, offset, rows.map((r) => ({
      id: r.id, name: `${r.firstName} ${r.lastName}`.trim(), email: r.email, phone_number: r.phoneNumber, code: r.code, signed_up_at: r.signedUpAt.toISOString(),
    })));
  });

  app.get('/coaching/clients/', {
    schema: {
      operationId: 'listCoachingClients', tags, querystring: ClientsQuery,
      summary: "People who bought a plan with the coach's codes, with the plan and since when, 20 a page (CO-22)",
      response: { 200: ClientPage, ...ErrorResponses },
    },
  }, async (request) => {
    const partner = requireFeature(await requirePartner(db, requireAuth(request.auth).user), 'clients');
    const q = request.query;
    const limit = q.limit ?? PARTNER_PAGE_SIZE;
    const offset = q.offset ?? 0;
    const { total: n, rows } = await clientsPage(db, partner.user.id, q, { limit, offset });
    return page(request.url, n, limit, offset, rows.map((r) => ({
      id: r.id, name: r.customerName, email: r.customerEmail, plan: r.product as ConversionProduct, client_since: r.accountCreated.toISOString(), active: r.active,
    })));
  });
};
