import { Created, ErrorResponses } from '@qube/contract/common';
import { ClientErrorInput, MetricsInput } from '@qube/contract/telemetry';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordClientError, recordMetricsEvent } from './telemetry';
import type { RouteOptions } from '../../platform/http/routeTypes';

const created = { 201: Created, ...ErrorResponses };
const asText = (value: string | number | null | undefined) => (value === null || value === undefined ? null : String(value));

/** Metrics events and client error reports: the token is optional (anonymous page views, errors before login). */
export const telemetryRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, now }) => {
  const { db } = database;

  app.post('/metrics/', {
    config: { authOptional: true },
    bodyLimit: 64 * 1024,
    schema: {
      operationId: 'recordMetricsEvent', tags: ['metrics'],
      summary: 'Stores a metrics event (with the user when a valid token is sent)',
      body: MetricsInput,
      response: created,
    },
  }, async (request, reply) => {
    const b = request.body;
    const id = await recordMetricsEvent(db, {
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
    });
    return reply.status(201).send({ id });
  });

  app.post('/monitoring/errors/', {
    config: { authOptional: true },
    bodyLimit: 256 * 1024,
    schema: {
      operationId: 'reportClientError', tags: ['monitoring'],
      summary: 'Stores a client error report (local stand-in for the third-party error monitor)',
      body: ClientErrorInput,
      response: created,
    },
  }, async (request, reply) => {
    const b = request.body;
    const id = await recordClientError(db, {
      userId: request.auth?.user.id ?? null,
      companyId: request.companyId,
      message: b.message,
      stack: b.stack ?? null,
      url: b.url,
      release: b.release,
      level: b.level,
      extra: b.extra ?? null,
      createdAt: now(),
    });
    return reply.status(201).send({ id });
  });
};
