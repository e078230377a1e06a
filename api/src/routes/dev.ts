import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clientErrors, metricsEvents, outbox } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed';
import { copyDemoUser } from '../domain/demo-copy';
import { ApiError } from '../plugins/errors';
import { errorResponses } from '../schemas';
import type { RouteOptions } from './types';

/** Development-only helpers (registered only when QUBE_ENV is development or test). No token, no version header, no CSRF. */
export const devRoutes = async (app: FastifyInstance, { database }: RouteOptions) => {
  const { db } = database;
  app.post<{ Body: { email: string } }>('/dev/demo-users/copy', {
    config: { isPublic: true },
    schema: {
      operationId: 'copyDemoUser', tags: ['dev'],
      summary: 'Fresh copy of a demo user (own email, same data and password)',
      body: { type: 'object', required: ['email'], properties: { email: { type: 'string', minLength: 3 } } },
      response: { 200: { type: 'object', properties: { email: { type: 'string' }, password: { type: 'string' } } }, ...errorResponses },
    },
  }, async (request) => {
    const email = await copyDemoUser(db, request.body.email);
    if (!email) throw new ApiError(404, 'Demo user not found.', 'not_found');
    return { email, password: DEMO_PASSWORD };
  });

  app.get<{ Querystring: { to?: string; limit?: number } }>('/dev/outbox', {
    config: { isPublic: true },
    schema: {
      operationId: 'listDevOutbox', tags: ['dev'],
      summary: 'Mail and text messages the API would have sent, newest first (?to= filters by recipient, case-insensitive)',
      querystring: { type: 'object', properties: { to: { type: 'string', maxLength: 254 }, limit: { type: 'integer', minimum: 1, maximum: 1000 } } },
      response: {
        200: {
          type: 'object',
          properties: {
            results: {
              type: 'array',
              items: { type: 'object', properties: { id: { type: 'integer' }, to: { type: 'string' }, subject: { type: 'string' }, body: { type: 'string' }, created_at: { type: 'string' } } },
            },
          },
        },
      },
    },
  }, async (request) => {
    const to = request.query.to?.trim();
    const rows = await db
      .select()
      .from(outbox)
      .where(to ? sql`lower(${outbox.to}) = ${to.toLowerCase()}` : undefined)
      .orderBy(desc(outbox.id))
      .limit(request.query.limit ?? 200);
    return { results: rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, body: r.body, created_at: r.createdAt.toISOString() })) };
  });

  app.get<{ Querystring: { action?: string; limit?: number } }>('/dev/metrics', {
    config: { isPublic: true },
    schema: {
      operationId: 'listDevMetrics', tags: ['dev'],
      summary: 'Stored metrics events, newest first (?action= filters)',
      querystring: { type: 'object', properties: { action: { type: 'string', maxLength: 200 }, limit: { type: 'integer', minimum: 1, maximum: 1000 } } },
      response: { 200: { type: 'object', properties: { results: { type: 'array', items: { type: 'object', additionalProperties: true } } } } },
    },
  }, async (request) => {
    const rows = await db
      .select()
      .from(metricsEvents)
      .where(request.query.action ? eq(metricsEvents.action, request.query.action) : undefined)
      .orderBy(desc(metricsEvents.id))
      .limit(request.query.limit ?? 200);
    return {
      results: rows.map((r) => ({
        id: r.id,
        user_id: r.userId,
        company_id: r.companyId,
        source: r.source,
        context: r.context,
        subcontext: r.subcontext,
        action: r.action,
        company: r.company,
        affiliate: r.affiliate,
        ad_id: r.adId,
        ad_platform: r.adPlatform,
        ad_landing: r.adLanding,
        data: r.data,
        device: r.device,
        action_time: r.actionTime?.toISOString() ?? null,
        created_at: r.createdAt.toISOString(),
      })),
    };
  });

  app.get<{ Querystring: { limit?: number } }>('/dev/monitoring/errors', {
    config: { isPublic: true },
    schema: {
      operationId: 'listDevClientErrors', tags: ['dev'],
      summary: 'Stored client error reports, newest first',
      querystring: { type: 'object', properties: { limit: { type: 'integer', minimum: 1, maximum: 1000 } } },
      response: { 200: { type: 'object', properties: { results: { type: 'array', items: { type: 'object', additionalProperties: true } } } } },
    },
  }, async (request) => {
    const rows = await db.select().from(clientErrors).orderBy(desc(clientErrors.id)).limit(request.query.limit ?? 200);
    return {
      results: rows.map((r) => ({
        id: r.id,
        user_id: r.userId,
        company_id: r.companyId,
        message: r.message,
        stack: r.stack,
        url: r.url,
        release: r.release,
        level: r.level,
        extra: r.extra,
        created_at: r.createdAt.toISOString(),
      })),
    };
  });
};
