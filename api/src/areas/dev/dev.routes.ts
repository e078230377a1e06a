import { ErrorResponses, IdParams } from '@qube/contract/common';
import { OutboxAttachmentList } from '@qube/contract/directDeposit';
import { DemoCopy, DemoCopyInput, DevLimitQuery, DevMetricsQuery, DevRows, OutboxList, OutboxQuery } from '@qube/contract/telemetry';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { clientErrorsList, metricsEventsList, outboxAttachment, outboxAttachmentsOf, outboxMessages } from './devReads';
import { DEMO_PASSWORD } from '../../seed/seed';
import { copyDemoUser } from './demo-copy';
import { ApiError } from '../../platform/http/errors';
import type { RouteOptions } from '../../platform/http/routeTypes';

/** Development-only helpers (registered only when QUBE_ENV is development or test). No token, no version header, no CSRF. */
export const devRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database }) => {
  const { db } = database;
  app.post('/dev/demo-users/copy', {
    config: { isPublic: true },
    schema: {
      operationId: 'copyDemoUser', tags: ['dev'],
      summary: 'Fresh copy of a demo user (own email, same data and password)',
      body: DemoCopyInput,
      response: { 200: DemoCopy, ...ErrorResponses },
    },
  }, async (request) => {
    const email = await copyDemoUser(db, request.body.email);
    if (!email) throw new ApiError(404, 'Demo user not found.', 'not_found');
    return { email, password: DEMO_PASSWORD };
  });

  app.get('/dev/outbox', {
    config: { isPublic: true },
    schema: {
      operationId: 'listDevOutbox', tags: ['dev'],
      summary: 'Mail and text messages the API would have sent, newest first (?to= filters by recipient, case-insensitive)',
      querystring: OutboxQuery,
      response: { 200: OutboxList },
    },
  }, async (request) => {
    const to = request.query.to?.trim();
    const rows = await outboxMessages(db, to, request.query.limit ?? 200);
    return { results: rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, body: r.body, created_at: r.createdAt.toISOString() })) };
  });

  app.get('/dev/outbox/:id/attachments/', {
    config: { isPublic: true },
    schema: {
      operationId: 'listDevOutboxAttachments', tags: ['dev'],
      summary: 'The files attached to an outbox message (e.g. the completed direct deposit form), without their bytes',
      params: IdParams,
      response: { 200: OutboxAttachmentList, ...ErrorResponses },
    },
  }, async (request) => {
    const rows = await outboxAttachmentsOf(db, request.params.id);
    return {
      results: rows.map((r) => ({ id: r.id, outbox_id: r.outboxId, filename: r.filename, content_type: r.contentType, size: Number(r.size), url: `/api/dev/outbox/attachments/${r.id}/` })),
    };
  });

  app.get('/dev/outbox/attachments/:id/', {
    config: { isPublic: true },
    schema: {
      operationId: 'getDevOutboxAttachment', tags: ['dev'],
      summary: 'The bytes of one outbox attachment, with its content type',
      params: IdParams,
      response: { 200: { description: 'The file', content: { 'application/octet-stream': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) } } }, ...ErrorResponses },
    },
  }, async (request, reply) => {
    const row = await outboxAttachment(db, request.params.id);
    if (!row) throw new ApiError(404, 'Attachment not found.', 'not_found');
    return reply
      .type(row.contentType)
      .header('content-disposition', `attachment; filename="${row.filename.replace(/[^\w.-]/g, '_')}"`)
      .send(Buffer.from(row.content));
  });

  app.get('/dev/metrics', {
    config: { isPublic: true },
    schema: {
      operationId: 'listDevMetrics', tags: ['dev'],
      summary: 'Stored metrics events, newest first (?action= filters)',
      querystring: DevMetricsQuery,
      response: { 200: DevRows },
    },
  }, async (request) => {
    const rows = await metricsEventsList(db, request.query.action, request.query.limit ?? 200);
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

  app.get('/dev/monitoring/errors', {
    config: { isPublic: true },
    schema: {
      operationId: 'listDevClientErrors', tags: ['dev'],
      summary: 'Stored client error reports, newest first',
      querystring: DevLimitQuery,
      response: { 200: DevRows },
    },
  }, async (request) => {
    const rows = await clientErrorsList(db, request.query.limit ?? 200);
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
