// The page server of one app (the shell or a remote), as a Fastify instance that tests can inject
// into or listen with on port 0; serve.mjs reads the environment and listens.
import http from 'node:http';
import path from 'node:path';
import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { apiProxy } from './apiProxy.mjs';
import { createCompressedFiles } from './compressedFiles.mjs';
import { livePolicySources } from './contentSecurityPolicy.mjs';
import { liveFile } from './liveFiles.mjs';
import { isMalformedUrl, rawPathOf } from './requestPath.mjs';
import { helmetOptions } from './securityHeaders.mjs';
import { isCompressible, staticSite } from './staticSite.mjs';

const kMalformed = Symbol('malformedUrl');
const isApi = (url) => /^\/api(?:\/|$)/.test(rawPathOf(url));

/**
 * @param {{
 *   distDir: string,            the app's build (must hold index.html)
 *   deploymentFile: string,     served as /deployment.json when it exists; its remotes shape the CSP
 *   apiUrl: string,             where /api/ goes
 *   mode: 'production' | 'development' | 'test',
 *   https?: object,             Fastify's https options: TLS here means HSTS, wss: and proto https
 *   logger?: boolean | object,
 *   compressedFiles?: ReturnType<typeof createCompressedFiles>,
 *   recheckMs?: number,         how often deployment.json and index.html are looked at again (tests: 0)
 * }} options
 * @returns {Promise<import('fastify').FastifyInstance>}
 */
export async function buildPageServer({ distDir, deploymentFile, apiUrl, mode, https, logger = false, compressedFiles = createCompressedFiles(), recheckMs = 1000 }) {
  const root = path.resolve(distDir);
  const isHttps = Boolean(https);
  const app = Fastify({
    logger,
    ...(https ? { https } : {}),
    // Long SPA paths are pages too; the router's 100-character default would turn them into 404s.
    routerOptions: { maxParamLength: 8192 },
    // Fastify's router answers an undecodable URL itself, before any hook, so without our headers:
    // such a request is marked here and answered by the hook below, after helmet.
    rewriteUrl(req) {
      if (!isMalformedUrl(req.url ?? '/')) return req.url;
      req[kMalformed] = true;
      return '/';
    },
  });

  const log = { warn: (message) => app.log.warn(message) };
  const sources = livePolicySources({
    deployment: liveFile(path.resolve(deploymentFile), JSON.parse, {}, log, { recheckMs }),
    indexHtml: liveFile(path.join(root, 'index.html'), String, '', log, { recheckMs }),
    mode,
  });
  await app.register(helmet, helmetOptions({ sources, https: isHttps }));

  app.addHook('onRequest', async (request, reply) => {
    if (!request.raw[kMalformed]) return;
    reply.code(400);
    return isApi(request.raw.originalUrl ?? '/') ? reply.send({ fallback_message: 'Bad Request.' }) : reply.type('text/plain; charset=utf-8').send('Bad Request');
  });

  // Answers the server makes itself: never a stack trace, never a 500 for a client's mistake.
  app.setErrorHandler((error, request, reply) => {
    const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'page server error');
    const message = status === 500 ? 'Something went wrong on our side' : (http.STATUS_CODES[status] ?? 'Bad Request');
    reply.code(status);
    return isApi(request.url) ? reply.send({ fallback_message: `${message}.` }) : reply.type('text/plain; charset=utf-8').send(message);
  });
  app.setNotFoundHandler((request, reply) =>
    isApi(request.url) ? reply.code(404).send({ fallback_message: 'Not found.', code: 'not_found' }) : reply.code(404).type('text/plain; charset=utf-8').send('Not found'),
  );

  // Upgrades outside /api/ are refused at once (there is no socket there). With this listener present
  // the proxy handles only upgrades under its own prefix.
  app.server.on('upgrade', (req, socket) => {
    if (!isApi(req.url ?? '/')) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });

  await app.register(apiProxy, { apiUrl, mode, https: isHttps });
  await app.register(staticSite, { distDir: root, deploymentFile: path.resolve(deploymentFile), compressedFiles });

  app.decorate('warmCompressedFiles', () => compressedFiles.warm(root, isCompressible));
  return app;
}
