#!/usr/bin/env node
// Serves one app's production build on its port: static files with the caching rules of
// toolchain.md, CORS for federation, SPA fallback, and /api/ proxied to the API so a page
// and its API share an origin (cookies and CSRF work for both companies).
import http from 'node:http';
import net from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PORTS, APP_BY_FOLDER } from './ports.mjs';

const appDir = process.env.APP_DIR ? path.resolve(process.env.APP_DIR) : process.cwd();
const appName = APP_BY_FOLDER[path.basename(appDir)];
const port = Number(process.env.PORT ?? PORTS[appName]);
const distDir = path.resolve(process.env.DIST_DIR ?? path.join(appDir, 'dist'));
const apiUrl = new URL(process.env.API_URL ?? `http://127.0.0.1:${PORTS.api}`);
// The shell answers for both companies: 127.0.0.1/localhost is company 1, 127.0.0.2 company 2.
const hosts = (process.env.HOSTS ?? (appName === 'shell' ? '127.0.0.1,127.0.0.2' : '127.0.0.1')).split(',');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const FIXED_NAMES = new Set(['mf-manifest.json', 'remoteEntry.js', 'index.html', 'deployment.json', 'mf-stats.json']);

function proxy(req, res) {
  const upstream = http.request(
    {
      host: apiUrl.hostname,
      port: apiUrl.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-host': req.headers.host ?? '' },
    },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ fallback_message: 'The API is not reachable.' }));
  });
  req.pipe(upstream);
}

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);
// Compressed bodies by path and modification time: builds are static, so each is compressed once.
const compressedCache = new Map();

function compressed(file, encoding) {
  const { mtimeMs } = fs.statSync(file);
  const key = `${encoding}:${file}`;
  const hit = compressedCache.get(key);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const raw = fs.readFileSync(file);
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
      : zlib.gzipSync(raw, { level: 9 });
  compressedCache.set(key, { mtimeMs, body });
  return body;
}

function sendFile(res, file, req) {
  const base = path.basename(file);
  const headers = {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'access-control-allow-origin': '*',
    'cache-control': FIXED_NAMES.has(base) ? 'no-cache' : 'public, max-age=31536000, immutable',
    vary: 'Accept-Encoding',
  };
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = !COMPRESSIBLE.has(path.extname(file)) ? null : /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  if (encoding) {
    const body = compressed(file, encoding);
    res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
    return res.end(req.method === 'HEAD' ? undefined : body);
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') return res.end();
  fs.createReadStream(file).pipe(res);
}

function handler(req, res) {
  const url = new URL(req.url ?? '/', 'http://local');
  if (url.pathname.startsWith('/api/')) return proxy(req, res);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' });
    return res.end();
  }
  if (url.pathname === '/deployment.json') {
    // The deployment manifest is read at run time, never compiled in: changing it needs no build.
    const file = process.env.DEPLOYMENT_FILE ?? path.join(appDir, 'deployment.json');
    if (fs.existsSync(file)) return sendFile(res, path.resolve(file), req);
  }
  const rel = decodeURIComponent(url.pathname).replace(/^\/+/, '');
  const file = path.resolve(distDir, rel);
  if (file.startsWith(distDir) && rel && fs.existsSync(file) && fs.statSync(file).isFile()) {
    return sendFile(res, file, req);
  }
  // A path with an extension that does not exist is a missing asset, not a page.
  if (path.extname(rel)) {
    res.writeHead(404, { 'access-control-allow-origin': '*', 'content-type': 'text/plain' });
    return res.end('Not found');
  }
  return sendFile(res, path.join(distDir, 'index.html'), req);
}

/**
 * WebSocket upgrades under /api/ (the live-updates socket) go to the API as raw TCP: the upgrade
 * request is replayed upstream and both sockets are piped, so frames pass through untouched.
 */
function proxyUpgrade(req, socket, head) {
  if (!req.url?.startsWith('/api/')) return socket.destroy();
  const upstream = net.connect(Number(apiUrl.port), apiUrl.hostname, () => {
    const headers = Object.entries({ ...req.headers, 'x-forwarded-host': req.headers.host ?? '' })
      .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : value}`)
      .join('\r\n');
    upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers}\r\n\r\n`);
    if (head?.length) upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  const close = () => {
    upstream.destroy();
    socket.destroy();
  };
  upstream.on('error', close);
  socket.on('error', close);
}

if (!fs.existsSync(path.join(distDir, 'index.html'))) {
  console.error(`No build in ${distDir}: run the build first.`);
  process.exit(1);
}
const servers = hosts.map((host) => {
  const server = http.createServer(handler);
  server.on('upgrade', proxyUpgrade);
  server.on('error', (err) => {
    console.error(`${appName}: cannot listen on ${host}:${port}: ${err.message}`);
    process.exit(1);
  });
  server.listen(port, host, () => console.log(`${appName} serving ${distDir} on http://${host}:${port}`));
  return server;
});
const stop = () => {
  for (const s of servers) s.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
