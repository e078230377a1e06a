import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { LIMITS } from './platform/http/rateLimits';
import { setupTestApi } from './test/helpers';

const run = promisify(execFile);
const SPECTRAL = path.resolve(__dirname, '../../node_modules/.bin/spectral');
const RULESET = path.resolve(__dirname, '../.spectral.yaml');

type Finding = { code: string; message: string; path: string[]; severity: number };
type Schema = { properties?: Record<string, unknown>; required?: string[] };
type Response = { content?: Record<string, { schema?: Schema }> };
type Operation = { operationId?: string; summary?: string; description?: string; tags?: string[]; security?: unknown[]; responses?: Record<string, Response> };

// With the production direct-deposit network (ADR 0098), so its webhook is documented and linted too (the sandbox's
// development route it replaces is development-only and undocumented in production).
const api = setupTestApi({ processEnv: { QUBE_DIRECT_DEPOSIT_PROVIDER: 'webhook', QUBE_DIRECT_DEPOSIT_WEBHOOK_SECRET: 'w'.repeat(32), QUBE_DIRECT_DEPOSIT_REPORT_URL: 'https://partner.example/credits' } });
let doc: { tags: { name: string }[]; paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  doc = (await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});

const operations = () => Object.entries(doc.paths).flatMap(([url, item]) => Object.entries(item).map(([method, op]) => ({ url, method, op })));

describe('OpenAPI document', () => {
  it('names, describes and tags every operation, with unique camelCase operationIds', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const declared = new Set(doc.tags.map((t) => t.name));
    for (const { op } of operations()) {
      expect(op.summary || op.description).toBeTruthy();
      expect(op.tags?.length).toBeGreaterThan(0);
      for (const tag of op.tags ?? []) expect(declared).toContain(tag);
    }
    expect(doc.paths['/api/households/qubes/']?.get?.operationId).toBe('householdsListQubes');
    expect(doc.paths['/api/company/theme-controller/']?.get?.security).toEqual([]);
  });

  // Issue 22 §6: a validating proxy must never meet an undeclared 429 (sign-in's was, before).
  it('declares 429 with its error body on every route with a rate limit, and the challenge on sign-in', () => {
    const limited = Object.keys(LIMITS).map((key) => {
      const [method = '', url = ''] = key.split(' ');
      return { method: method.toLowerCase(), path: url.replace(/:(\w+)/g, '{$1}') };
    });
    expect(limited.length).toBeGreaterThan(20);
    for (const { method, path: url } of limited) {
      const op = doc.paths[url]?.[method];
      expect(op).toBeDefined();
      const body = op?.responses?.['429']?.content?.['application/json']?.schema;
      expect({ route: `${method} ${url}`, properties: Object.keys(body?.properties ?? {}) }).toEqual({ route: `${method} ${url}`, properties: expect.arrayContaining(['fallback_message', 'code']) });
    }
    for (const url of ['/api/web/users/login/check-credentials/', '/api/web/users/login/']) {
      expect(Object.keys(doc.paths[url]?.post?.responses?.['429']?.content?.['application/json']?.schema?.properties ?? {})).toContain('challenge');
    }
  });

  // Spectral (spectral:oas, path-keys-no-trailing-slash off: see api/.spectral.yaml) finds no error and no warning.
  it('passes Spectral with zero errors and zero warnings', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qube-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      fs.writeFileSync(file, JSON.stringify(doc, null, 2));
      // Spectral exits 1 when it finds anything; the findings are on stdout either way. No JSON at all means it did not run.
      const output = await run(SPECTRAL, ['lint', file, '--ruleset', RULESET, '-f', 'json', '--quiet'], { maxBuffer: 64 * 1024 * 1024 })
        .then((r) => r.stdout, (error: { stdout?: string }) => {
          if (!error.stdout?.trim().startsWith('[')) throw error;
          return error.stdout;
        });
      expect(output.trim()).toMatch(/^\[/);
      const findings = JSON.parse(output) as Finding[];
      // 0 error, 1 warning, 2 info, 3 hint: errors and warnings fail.
      const serious = findings.filter((f) => f.severity <= 1).map((f) => `${f.code} ${f.path.join('.')}: ${f.message}`);
      expect(serious).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
