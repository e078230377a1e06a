import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';
import { isSignedWebhook } from './webhooks';

export const CSRF_COOKIE = 'qube_csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    /** The CSRF token of this browser (from its cookie, or freshly issued on this response). */
    csrfToken: string;
  }
}

const sameToken = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Double-submit CSRF: a readable cookie qube_csrftoken is issued when missing; unsafe methods
 * must echo it in X-CSRFToken. Development-only /api/dev/* is exempt (test tooling), and so are signed webhooks
 * (platform/http/webhooks.ts): a partner's server sends no cookie, and gets none.
 */
export const installCsrf = (app: FastifyInstance) => {
  app.decorateRequest('csrfToken', '');
  app.addHook('onRequest', async (request, reply) => {
    if (isSignedWebhook(request)) return;
    const cookie = request.cookies[CSRF_COOKIE];
    if (cookie) {
      request.csrfToken = cookie;
    } else {
      request.csrfToken = crypto.randomBytes(24).toString('hex');
      reply.setCookie(CSRF_COOKIE, request.csrfToken, {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: request.protocol === 'https',
      });
    }
    const path = request.url.split('?')[0] ?? '';
    if (!UNSAFE.has(request.method) || path.startsWith('/api/dev/')) return;
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(header, cookie)) {
      throw new ApiError(403, 'CSRF token missing or incorrect.', 'csrf_failed');
    }
  });
};
