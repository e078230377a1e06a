import type { FastifyInstance } from 'fastify';
import { clientErrors, metricsEvents } from '../db/schema';
import { errorResponses } from '../schemas';
import type { RouteOptions } from './types';

const text = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
/** Ids the client may send as numbers or strings (company, affiliate): stored as text. Null first: with coerceTypes a string branch would turn null into ''. */
const idLike = { anyOf: [{ type: 'null' }, { type: 'integer' }, { type: 'string', maxLength: 200 }] } as const;

export type MetricsBody = {
  source: 'web';
  context?: string | null;
  subcontext?: string | null;
  action: string;
  company?: string | number | null;
  affiliate?: string | number | null;
  ad_id?: string | null;
  ad_platform?: string | null;
  ad_landing?: string | null;
  data?: Record<string, unknown> | null;
  device?: { os: 'web'; unique_id?: string | null } | null;
  action_time?: string | null;
};

export type ClientErrorBody = {
  message: string;
  stack?: string | null;
  url: string;
  release: string;
  level: 'error' | 'warning';
  extra?: Record<string, unknown> | null;
};

const created = { 201: { type: 'object', properties: { id: { type: 'integer' } } }, ...errorResponses } as const;
const asText = (value: string | number | null | undefined) => (value === null || value === undefined ? null : String(value));

/** Metrics events and client error reports: the token is optional (anonymous page views, errors before login). */
export const telemetryRoutes = async (app: FastifyInstance, { database, now }: RouteOptions) => {
  const { db } = database;

  app.post<{ Body: MetricsBody }>('/metrics/', {
    config: { authOptional: true },
    bodyLimit: 64 * 1024,
    schema: {
      operationId: 'recordMetricsEvent', tags: ['metrics'],
      summary: 'Stores a metrics event (with the user when a valid token is sent)',
      body: {
        type: 'object',
        required: ['source', 'action'],
        properties: {
          source: { type: 'string', enum: ['web'] },
          context: text(200),
          subcontext: text(200),
          action: { type: 'string', minLength: 1, maxLength: 200 },
          company: idLike,
          affiliate: idLike,
          ad_id: text(200),
          ad_platform: text(200),
          ad_landing: text(2000),
          data: { type: ['object', 'null'], additionalProperties: true },
          device: {
            type: ['object', 'null'],
            required: ['os'],
            properties: { os: { type: 'string', enum: ['web'] }, unique_id: text(200) },
          },
          action_time: { type: ['string', 'null'], format: 'date-time' },
        },
      },
      response: created,
    },
  }, async (request, reply) => {
    const b = request.body;
    const [row] = await db
      .insert(metricsEvents)
      .values({
        userId: request.auth?.user.id ?? null,
        companyId: request.companyId,
        source: b.source,
        context: b.context ?? null,
        subcontext: b.subcontext ?? null,
        action: b.action,
        company: asText(b.company),
        affiliate: asText(b.affiliate),
        adId: b.ad_id ?? null,
        adPlatform: b.ad_platform ?? null,
        adLanding: b.ad_landing ?? null,
        data: b.data ?? {},
        device: b.device ? { os: b.device.os, unique_id: b.device.unique_id ?? null } : null,
        actionTime: b.action_time ? new Date(b.action_time) : null,
        createdAt: now(),
      })
      .returning({ id: metricsEvents.id });
    return reply.status(201).send({ id: row?.id });
  });

  app.post<{ Body: ClientErrorBody }>('/monitoring/errors/', {
    config: { authOptional: true },
    bodyLimit: 256 * 1024,
    schema: {
      operationId: 'reportClientError', tags: ['monitoring'],
      summary: 'Stores a client error report (local stand-in for the third-party error monitor)',
      body: {
        type: 'object',
        required: ['message', 'url', 'release', 'level'],
        properties: {
          message: { type: 'string', minLength: 1, maxLength: 4000 },
          stack: { type: ['string', 'null'], maxLength: 100_000 },
          url: { type: 'string', maxLength: 4000 },
          release: { type: 'string', minLength: 1, maxLength: 100 },
          level: { type: 'string', enum: ['error', 'warning'] },
          extra: { type: ['object', 'null'], additionalProperties: true },
        },
      },
      response: created,
    },
  }, async (request, reply) => {
    const b = request.body;
    const [row] = await db
      .insert(clientErrors)
      .values({
        userId: request.auth?.user.id ?? null,
        companyId: request.companyId,
        message: b.message,
        stack: b.stack ?? null,
        url: b.url,
        release: b.release,
        level: b.level,
        extra: b.extra ?? null,
        createdAt: now(),
      })
      .returning({ id: clientErrors.id });
    return reply.status(201).send({ id: row?.id });
  });
};
