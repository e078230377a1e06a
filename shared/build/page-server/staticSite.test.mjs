import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createCompressedFiles } from './compressedFiles.mjs';
import { BIG_JS, makeApp, pageServerFor } from './testSite.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('page server: built files', () => {
  let app;
  let server;
  beforeAll(async () => {
    app = makeApp();
    server = await pageServerFor(app);
  });
  afterAll(async () => {
    await server.close();
    app.cleanup();
  });
  const get = (url, headers = {}) => server.inject({ method: 'GET', url, headers });

  it('serves fixed names with no-cache and hashed files as immutable, all with CORS for federation', async () => {
    const cases = {
      '/': 'no-cache',
      '/index.html': 'no-cache',
      '/remoteEntry.js': 'no-cache',
      '/mf-manifest.json': 'no-cache',
      '/mf-stats.json': 'no-cache',
      '/deployment.json': 'no-cache',
      '/main.1a2b3c4d.js': IMMUTABLE,
      '/assets/logo.5e6f7a8b.png': IMMUTABLE,
    };
    for (const [url, cacheControl] of Object.entries(cases)) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers['cache-control'], res.headers['access-control-allow-origin']]).toEqual([url, 200, cacheControl, '*']);
    }
    expect((await get('/main.1a2b3c4d.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('answers a preflight with 204 and CORS', async () => {
    const res = await server.inject({ method: 'OPTIONS', url: '/remoteEntry.js', headers: { origin: 'http://localhost:8080' } });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('reads /deployment.json from the deployment file at run time, not from the build', async () => {
    expect((await get('/deployment.json')).json().remotes.planning).toBe('https://planning.example.com:8443/mf-manifest.json');
    fs.writeFileSync(app.deploymentFile, JSON.stringify({ remotes: {}, edited: true }));
    expect((await get('/deployment.json')).json()).toEqual({ remotes: {}, edited: true });
  });

  it('compresses text with brotli or gzip as the client accepts, and sends images as they are', async () => {
    const br = await get('/main.1a2b3c4d.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    expect(Number(br.headers['content-length'])).toBeLessThan(BIG_JS.length / 10);

    const gzip = await get('/main.1a2b3c4d.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(BIG_JS);

    const plain = await get('/main.1a2b3c4d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);

    const image = await get('/assets/logo.5e6f7a8b.png', { 'accept-encoding': 'br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('compresses per request (@fastify/compress) a file too large to keep compressed', async () => {
    const other = await pageServerFor(app, { compressedFiles: createCompressedFiles({ maxFileBytes: 10 }) });
    try {
      const res = await other.inject({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(BIG_JS);
    } finally {
      await other.close();
    }
  });

  it('answers a revalidation of an unchanged file with 304', async () => {
    const first = await get('/remoteEntry.js');
    const again = await get('/remoteEntry.js', { 'if-none-match': first.headers.etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers HEAD with the headers only', async () => {
    const res = await server.inject({ method: 'HEAD', url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('');
  });

  it('serves index.html (no-cache) for any page path, up to segments of a file name\'s length', async () => {
    for (const url of ['/dashboard', '/planning/budget?month=3', '/register/begin/', `/coaching/${'x'.repeat(255)}`, `/${'x'.repeat(100)}/${'y'.repeat(255)}`]) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
      expect(res.body).toContain('<script defer src="/main.1a2b3c4d.js">');
    }
  });

  it('answers 404 for a missing file with an extension, and for other methods', async () => {
    for (const url of ['/main.00000000.js', '/missing.css', '/assets/none.png']) {
      const res = await get(url);
      expect([url, res.statusCode, res.body]).toEqual([url, 404, 'Not found']);
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    expect((await server.inject({ method: 'POST', url: '/' })).statusCode).toBe(404);
  });

  it('serves the build without a deployment file: /deployment.json is then a missing file', async () => {
    const bare = makeApp({ deployment: null });
    const other = await pageServerFor(bare);
    try {
      expect((await other.inject({ url: '/deployment.json' })).statusCode).toBe(404);
      expect((await other.inject({ url: '/' })).statusCode).toBe(200);
    } finally {
      await other.close();
      bare.cleanup();
    }
  });

  it('never serves dot-files of the build', async () => {
    expect(fs.existsSync(path.join(app.distDir, '.env'))).toBe(true);
    expect((await get('/.env')).statusCode).toBe(404);
  });
});
