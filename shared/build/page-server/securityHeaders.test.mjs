import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { INLINE_SCRIPT, makeApp, pageServerFor } from './testSite.mjs';

const HASH = `'sha256-${crypto.createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
const CODE = 'http://localhost:8081 https://planning.example.com:8443';

const directivesOf = (header) => Object.fromEntries(header.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources.join(' ')]));

describe('page server: security headers', () => {
  let app;
  const servers = [];
  beforeAll(() => {
    app = makeApp();
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    app.cleanup();
  });
  const serverWith = async (options) => {
    const server = await pageServerFor(app, options);
    servers.push(server);
    return server;
  };

  it('sends the enforced CSP built from the deployment manifest and the inline scripts of index.html', async () => {
    const server = await serverWith({ mode: 'production' });
    const res = await server.inject({ url: '/dashboard', headers: { host: 'localhost:8080' } });
    expect(res.headers['content-security-policy-report-only']).toBeUndefined();
    expect(directivesOf(res.headers['content-security-policy'])).toEqual({
      'default-src': "'self'",
      'script-src': `'self' ${HASH} ${CODE}`,
      'style-src': `'self' 'unsafe-inline' ${CODE}`,
      'connect-src': `'self' ${CODE} ws://localhost:8080`,
      'img-src': "'self' data: https:",
      'font-src': "'self' data:",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
  });

  it('allows the override allowlist’s origins outside production only', async () => {
    const development = await serverWith({ mode: 'development' });
    const csp = directivesOf((await development.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp['script-src']).toBe(`'self' ${HASH} ${CODE} http://localhost:* https://review.example.com`);
    expect(csp['connect-src']).toContain('http://localhost:* https://review.example.com');
    const production = await serverWith({ mode: 'production' });
    expect((await production.inject({ url: '/' })).headers['content-security-policy']).not.toContain('review.example.com');
  });

  it('follows an edited deployment manifest without a restart', async () => {
    const server = await serverWith({ mode: 'production' });
    const original = fs.readFileSync(app.deploymentFile, 'utf8');
    try {
      fs.writeFileSync(app.deploymentFile, JSON.stringify({ remotes: { planning: 'https://new.example.com/mf-manifest.json' } }));
      const csp = directivesOf((await server.inject({ url: '/' })).headers['content-security-policy']);
      expect(csp['script-src']).toBe(`'self' ${HASH} https://new.example.com`);
      fs.writeFileSync(app.deploymentFile, '{ broken');
      expect(directivesOf((await server.inject({ url: '/' })).headers['content-security-policy'])['script-src']).toBe(`'self' ${HASH}`);
    } finally {
      fs.writeFileSync(app.deploymentFile, original);
    }
  });

  it('names only a plain Host in connect-src', async () => {
    const server = await serverWith({});
    const csp = (await server.inject({ url: '/', headers: { host: "evil.example;script-src 'unsafe-inline'" } })).headers['content-security-policy'];
    expect(directivesOf(csp)['connect-src']).toBe(`'self' ${CODE}`);
    expect(directivesOf(csp)['script-src']).toBe(`'self' ${HASH} ${CODE}`);
    expect(csp).not.toContain('evil');
  });

  it('sends the other headers on pages, files, its own errors and proxied answers', async () => {
    const server = await serverWith({});
    for (const url of ['/', '/main.1a2b3c4d.js', '/missing.js', '/api/dev/outbox', '/api/accounts/']) {
      const { headers } = await server.inject({ url });
      expect([url, headers['x-content-type-options'], headers['referrer-policy'], headers['x-frame-options']]).toEqual([url, 'nosniff', 'strict-origin-when-cross-origin', 'DENY']);
      expect([url, headers['strict-transport-security'], headers['cross-origin-embedder-policy']]).toEqual([url, undefined, undefined]);
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('lets other origins load built files (CORP cross-origin) but keeps its own answers same-origin', async () => {
    const server = await serverWith({});
    expect((await server.inject({ url: '/main.1a2b3c4d.js' })).headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await server.inject({ url: '/remoteEntry.js' })).headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await server.inject({ url: '/api/accounts/' })).headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('adds HSTS, wss: and upgrade-insecure-requests only when it serves https', async () => {
    const server = await serverWith({ https: {} });
    const { headers } = await server.inject({ url: '/', headers: { host: 'app.example.com' } });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = directivesOf(headers['content-security-policy']);
    expect(csp['connect-src']).toContain('wss://app.example.com');
    expect(csp).toHaveProperty('upgrade-insecure-requests');
  });
});
