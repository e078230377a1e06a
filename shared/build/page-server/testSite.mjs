// Helpers of the page server's tests: a built app in a temporary folder, a stand-in API that echoes
// what it receives, and raw HTTP (Node's clients would normalise the very paths under test).
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { buildPageServer } from './pageServer.mjs';

// `ws` is not a dependency of the workspace: the copy @fastify/http-proxy uses for the upgrades under
// test is the one the tests talk to.
const requireHere = createRequire(import.meta.url);
export const WebSocket = createRequire(requireHere.resolve('@fastify/http-proxy'))('ws');

export const SECRET = 'outside-the-build-7f3a';
export const INLINE_SCRIPT = "document.documentElement.classList.add('js');";
export const BIG_JS = 'export const chunk = "qube";\n'.repeat(4000);

export const DEPLOYMENT = {
  remotes: { money_movement: 'http://localhost:8081/mf-manifest.json', planning: 'https://planning.example.com:8443/mf-manifest.json' },
  overrideAllowlist: ['http://localhost:', 'https://', 'https://review.example.com'],
  monitoring: { provider: 'off', sampleRate: 100 },
};

/** An app folder: dist/ (index.html, hashed chunk, fixed names, an image) and deployment.json, plus a secret beside dist. */
export function makeApp({ deployment = DEPLOYMENT } = {}) {
  const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qube-page-server-'));
  const distDir = path.join(appDir, 'dist');
  fs.mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  const files = {
    'index.html': `<!doctype html><html><head><script>${INLINE_SCRIPT}</script><script defer src="/main.1a2b3c4d.js"></script></head><body></body></html>`,
    'main.1a2b3c4d.js': BIG_JS,
    'remoteEntry.js': 'var remote = 1;',
    'mf-manifest.json': '{"name":"app"}',
    'mf-stats.json': '{}',
    'assets/logo.5e6f7a8b.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    '.env': SECRET,
  };
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(distDir, name), body);
  fs.writeFileSync(path.join(appDir, 'secret.txt'), SECRET);
  const deploymentFile = path.join(appDir, 'deployment.json');
  if (deployment) fs.writeFileSync(deploymentFile, JSON.stringify(deployment));
  return { appDir, distDir, deploymentFile, cleanup: () => fs.rmSync(appDir, { recursive: true, force: true }) };
}

/** A page server for an app made by makeApp; production unless told otherwise. */
export const pageServerFor = (app, options = {}) =>
  buildPageServer({ distDir: app.distDir, deploymentFile: app.deploymentFile, apiUrl: 'http://127.0.0.1:9', mode: 'production', recheckMs: 0, ...options });

/**
 * A stand-in API on port 0: answers every request with what it received, and accepts WebSockets,
 * sending back the upgrade's URL and headers, then echoing messages. `seen` lists every request.
 */
export async function startEchoApi() {
  const seen = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'qube_csrftoken=abc; Path=/' });
      res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
    });
  });
  const sockets = new WebSocket.Server({ server });
  sockets.on('connection', (socket, req) => {
    seen.push({ method: 'UPGRADE', url: req.url, headers: req.headers });
    socket.send(JSON.stringify({ url: req.url, headers: req.headers }));
    socket.on('message', (data) => socket.send(`echo:${data}`));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (taken, then released). */
export async function closedPort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Sends `GET <target>` exactly as written and returns the status, headers and body (or status 0 when
 * the server closed the connection without an answer).
 */
export function rawGet(port, target, headers = {}) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks = [];
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(statusLine.split(' ')[1] ?? 0) || 0;
      const parsed = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status, headers: parsed, body: rest.join('\r\n\r\n') });
    });
    const all = { host: 'localhost', connection: 'close', ...headers };
    const lines = Object.entries(all).map(([k, v]) => `${k}: ${v}\r\n`).join('');
    socket.write(`GET ${target} HTTP/1.1\r\n${lines}\r\n`, 'latin1');
  });
}
