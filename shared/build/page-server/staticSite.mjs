// One app's production build: built files with the caching rules of toolchain.md, CORS for module
// federation, the SPA fallback, and /deployment.json read at run time.
import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { ENCODINGS } from './compressedFiles.mjs';
import { fileInRoot, rawPathOf } from './requestPath.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};
/** Text types: worth compressing. Images and fonts are compressed already. */
export const isCompressible = (file) => path.extname(file) in TYPES;

// Fixed names are how a new deploy is found (toolchain.md): revalidated on every load. Every other
// built file has a content hash in its name, so a cached copy can never be stale.
const FIXED_NAMES = new Set(['mf-manifest.json', 'remoteEntry.js', 'index.html', 'deployment.json', 'mf-stats.json']);
const cacheControlOf = (file) => (FIXED_NAMES.has(path.basename(file)) ? 'no-cache' : 'public, max-age=31536000, immutable');

// Federation loads manifests and chunks from other ports; they are public build output.
const CORS = { 'access-control-allow-origin': '*' };

/** The first of our encodings the client accepts (q > 0), in our order of preference. */
export function preferredEncoding(header) {
  if (!header) return null;
  const weights = new Map();
  for (const part of String(header).toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name === 'x-gzip' ? 'gzip' : name, q ? Number(q.slice(2)) || 0 : 1);
  }
  return ENCODINGS.find((e) => (weights.get(e) ?? weights.get('*') ?? 0) > 0) ?? null;
}

const etagOf = (stat) => `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
const isFresh = (request, etag) =>
  String(request.headers['if-none-match'] ?? '')
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === etag.replace(/^W\//, ''));

// A local build folder: a synchronous stat (microseconds) costs less than a trip to the thread pool,
// which every answer would otherwise wait for.
const statFile = (file) => {
  try {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    return stat?.isFile() ? stat : null;
  } catch {
    // ENOTDIR (a file used as a folder), ENAMETOOLONG…: whatever the lookup refuses is no file of the build.
    return null;
  }
};

/**
 * An encapsulated plugin serving GET/HEAD and OPTIONS of every path outside /api/.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ distDir: string, deploymentFile: string, compressedFiles: ReturnType<typeof import('./compressedFiles.mjs').createCompressedFiles> }} options
 */
export async function staticSite(app, { distDir, deploymentFile, compressedFiles }) {
  // Only for what compressedFiles does not keep (files over its size limit): compressed per request.
  await app.register(compress, { global: true, encodings: ENCODINGS });
  // serve: false: one route below decides which file answers; @fastify/static streams it.
  await app.register(fastifyStatic, { root: distDir, serve: false });

  async function sendBuilt(request, reply, file, stat) {
    const etag = etagOf(stat);
    reply.headers({ ...CORS, 'cache-control': cacheControlOf(file), vary: 'Accept-Encoding', etag });
    if (isFresh(request, etag)) return reply.code(304).send();
    const type = TYPES[path.extname(file)];
    const encoding = type ? preferredEncoding(request.headers['accept-encoding']) : null;
    const body = encoding ? await compressedFiles.get(file, stat, encoding).catch(() => null) : null;
    if (body) return reply.headers({ 'content-type': type, 'content-encoding': encoding }).send(body);
    if (type) reply.header('content-type', type);
    // Our headers stand: @fastify/send only adds length, ranges and a type we do not know.
    return reply.sendFile(path.basename(file), path.dirname(file), { cacheControl: false, etag: false, lastModified: false, contentType: !type });
  }

  const notFound = (reply) => reply.code(404).headers(CORS).type('text/plain; charset=utf-8').send('Not found');

  async function serve(request, reply) {
    // The deployment manifest is read at run time, never compiled in: changing it needs no build.
    if (rawPathOf(request.url) === '/deployment.json') {
      const stat = statFile(deploymentFile);
      if (stat) return sendBuilt(request, reply, deploymentFile, stat);
    }
    const target = fileInRoot(request.url, distDir);
    if (!target) return notFound(reply);
    const stat = statFile(target.file);
    if (stat) return sendBuilt(request, reply, target.file, stat);
    // A path with an extension that does not exist is a missing asset, not a page.
    if (path.extname(target.rel)) return notFound(reply);
    const index = path.join(distDir, 'index.html');
    const indexStat = statFile(index);
    return indexStat ? sendBuilt(request, reply, index, indexStat) : notFound(reply);
  }

  // Built files are loaded by the shell's origin from every remote's: helmet's same-origin default
  // would block them, so these answers say cross-origin.
  const helmet = { crossOriginResourcePolicy: { policy: 'cross-origin' } };
  // GET and OPTIONS carry no body: nothing to decompress.
  app.get('/*', { helmet, decompress: false }, serve);
  app.options('/*', { helmet, decompress: false }, (_request, reply) => reply.code(204).headers({ ...CORS, 'access-control-allow-headers': '*' }).send());
}
