// /api/ on the page's own origin (design.md "Ports, origins and cookies"): requests and WebSocket
// upgrades go to the API, so the session cookie and the CSRF token work for pages and API alike.
import httpProxy from '@fastify/http-proxy';
import { forwardingOf, socketHeadersOf, withoutClientForwarding } from './forwardedHeaders.mjs';
import { normalizedPathOf } from './requestPath.mjs';

const UNREACHABLE = { fallback_message: 'The API is not reachable.' };
const NOT_FOUND = { fallback_message: 'Not found.', code: 'not_found' };

/** /api/dev/… in any spelling the API's router could end up matching (encoded, doubled slashes, dots). */
export const isDevRoute = (url) => /^\/api\/dev(?:\/|$)/i.test(normalizedPathOf(url));

/**
 * An encapsulated plugin: its hooks and parsers apply to the proxy's routes only.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ apiUrl: string, mode: string, https: boolean }} options
 */
export async function apiProxy(app, { apiUrl, mode, https }) {
  if (mode === 'production') {
    // The development endpoints (demo-user copies, the outbox) must not be reachable through a
    // production site even if an API were started in development mode behind it by mistake.
    app.addHook('onRequest', async (request, reply) => {
      if (isDevRoute(request.url)) return reply.code(404).send(NOT_FOUND);
    });
  }
  await app.register(httpProxy, {
    upstream: apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    websocket: true,
    // The API answers for itself; a body is streamed through untouched.
    disableRequestLogging: true,
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({ ...withoutClientForwarding(headers), ...forwardingOf(request, https) }),
      // Every transport failure (refused, reset, timed out) reads the same to a visitor: the client's
      // error catalogue shows the fallback message.
      onError: (reply, { error }) => {
        reply.request.log.warn({ err: error }, 'API not reachable');
        return reply.code(502).type('application/json').send(UNREACHABLE);
      },
    },
    wsClientOptions: { rewriteRequestHeaders: (_headers, request) => socketHeadersOf(request, https) },
  });
}
