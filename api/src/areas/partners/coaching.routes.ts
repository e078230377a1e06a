import { ErrorResponses } from '@qube/contract/common';
import { ClientPage, ClientsQuery, LeadPage, LeadsQuery, PARTNER_PAGE_SIZE, type ConversionProduct } from '@qube/contract/partners';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { partnerConversions, partnerLeads } from '../../platform/db/schema';
import { page } from '../../platform/paging';
import { requireFeature, requirePartner } from './partnerAccess';
import { requireAuth } from '../../platform/http/auth';
import type { RouteOptions } from '../../platform/http/routeTypes';

const tags = ['affiliates'];

/** `%text%` for ILIKE with the wildcards of the text itself taken literally. */
const containing = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
    const parts: SQL[] = [eq(partnerLeads.partnerUserId, partner.user.id), isNull(partnerLeads.convertedAt)];
    if (q.search && q.search.trim() !== '') {
      const like = containing(q.search);
      const match = or(ilike(sql`${partnerLeads.firstName} || ' ' || ${partnerLeads.lastName}`, like), ilike(partnerLeads.email, like));
      if (match) parts.push(match);
    }
    const where = and(...parts);
    const name = sql`lower(${partnerLeads.firstName} || ' ' || ${partnerLeads.lastName})`;
    const order = {
      signed_up_at: [asc(partnerLeads.signedUpAt), asc(partnerLeads.id)], '-signed_up_at': [desc(partnerLeads.signedUpAt), desc(partnerLeads.id)],
      name: [asc(name), asc(partnerLeads.id)], '-name': [desc(name), desc(partnerLeads.id)],
    }[q.ordering ?? '-signed_up_at'];
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(partnerLeads).where(where);
    const rows = await db.select().from(partnerLeads).where(where).orderBy(...order).limit(limit).offset(offset);
    return page(request.url, Number(n), limit, offset, rows.map((r) => ({
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
    const parts: SQL[] = [eq(partnerConversions.partnerUserId, partner.user.id)];
    if (q.plan) parts.push(eq(partnerConversions.product, q.plan));
    if (q.active !== undefined) parts.push(eq(partnerConversions.active, q.active));
    if (q.search && q.search.trim() !== '') {
      const like = containing(q.search);
      const match = or(ilike(partnerConversions.customerName, like), ilike(partnerConversions.customerEmail, like));
      if (match) parts.push(match);
    }
    const where = and(...parts);
    const c = partnerConversions;
    const order = {
      client_since: [asc(c.accountCreated), asc(c.id)], '-client_since': [desc(c.accountCreated), desc(c.id)],
      name: [asc(sql`lower(${c.customerName})`), asc(c.id)], '-name': [desc(sql`lower(${c.customerName})`), desc(c.id)],
      plan: [asc(c.product), asc(c.id)], '-plan': [desc(c.product), desc(c.id)],
    }[q.ordering ?? '-client_since'];
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(c).where(where);
    const rows = await db.select().from(c).where(where).orderBy(...order).limit(limit).offset(offset);
    return page(request.url, Number(n), limit, offset, rows.map((r) => ({
      id: r.id, name: r.customerName, email: r.customerEmail, plan: r.product as ConversionProduct, client_since: r.accountCreated.toISOString(), active: r.active,
    })));
  });
};
