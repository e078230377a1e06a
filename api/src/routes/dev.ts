import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outbox } from '../db/schema';
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
      tags: ['dev'],
      summary: 'Fresh copy of a demo user (own email, same data and password)',
      body: { type: 'object', required: ['email'], properties: { email: { type: 'string', minLength: 3 } } },
      response: { 200: { type: 'object', properties: { email: { type: 'string' }, password: { type: 'string' } } }, ...errorResponses },
    },
  }, async (request) => {
    const email = await copyDemoUser(db, request.body.email);
    if (!email) throw new ApiError(404, 'Demo user not found.', 'not_found');
    return { email, password: DEMO_PASSWORD };
  });

  app.get('/dev/outbox', {
    config: { isPublic: true },
    schema: {
      tags: ['dev'],
      summary: 'Mail and text messages the API would have sent',
      response: {
        200: {
          type: 'object',
          properties: {
            results: {
              type: 'array',
              items: { type: 'object', properties: { to: { type: 'string' }, subject: { type: 'string' }, body: { type: 'string' }, created_at: { type: 'string' } } },
            },
          },
        },
      },
    },
  }, async () => {
    const rows = await db.select().from(outbox).orderBy(asc(outbox.id));
    return { results: rows.map((r) => ({ to: r.to, subject: r.subject, body: r.body, created_at: r.createdAt.toISOString() })) };
  });
};
