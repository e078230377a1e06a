import crypto from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { inlineScriptHashes, monitoringOrigins, overrideSources, policySources, remoteOrigins } from './contentSecurityPolicy.mjs';
import { pageServerMode } from './mode.mjs';

const sha256 = (text) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('content security policy sources', () => {
  it('takes the origin of every remote manifest URL, once, and ignores what is not an http(s) URL', () => {
    const deployment = {
      remotes: {
        a: 'http://localhost:8081/mf-manifest.json',
        b: 'http://localhost:8081/other/mf-manifest.json',
        c: 'https://cdn.example.com/planning/mf-manifest.json',
        d: 'javascript:alert(1)',
        e: 'not a url',
        f: 42,
      },
    };
    expect(remoteOrigins(deployment)).toEqual(['http://localhost:8081', 'https://cdn.example.com']);
    expect(remoteOrigins({})).toEqual([]);
    expect(remoteOrigins(null)).toEqual([]);
  });

  it('turns override prefixes into sources: an origin as exactly that origin, host-colon as any port, nothing else', () => {
    expect(overrideSources(['http://localhost:', 'http://127.0.0.1:', 'https://review.example.com', 'https://pr-', 'http://localhost:1@evil.test', 'https://', 7])).toEqual([
      'http://localhost:*',
      'http://127.0.0.1:*',
      'https://review.example.com',
      // As a prefix it meant any host starting with pr-; as a source it is the one (unlikely) host 'pr-'.
      'https://pr-',
    ]);
    expect(overrideSources(undefined)).toEqual([]);
  });

  it('hashes inline scripts exactly as written and skips scripts with src', () => {
    const html = '<script>a()</script><script type="module">\n  b();\n</script><script defer src="/main.js"></script><SCRIPT >c()</SCRIPT>';
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('\n  b();\n'), sha256('c()')]);
    expect(inlineScriptHashes('<div></div>')).toEqual([]);
  });

  it('adds the monitor’s origin to connect-src only for an http monitor', () => {
    expect(monitoringOrigins({ monitoring: { provider: 'http', endpoint: 'https://ingest.example.com/api/1/store' } })).toEqual(['https://ingest.example.com']);
    expect(monitoringOrigins({ monitoring: { provider: 'local' } })).toEqual([]);
  });

  it('lets overrides in outside production only', () => {
    const deployment = { remotes: { p: 'http://localhost:8083/mf-manifest.json' }, overrideAllowlist: ['http://localhost:'] };
    const production = policySources({ deployment, indexHtml: '<script>x()</script>', mode: 'production' });
    expect(production).toEqual({
      script: ["'self'", sha256('x()'), 'http://localhost:8083'],
      style: ["'self'", "'unsafe-inline'", 'http://localhost:8083'],
      connect: ["'self'", 'http://localhost:8083'],
    });
    const development = policySources({ deployment, indexHtml: '', mode: 'development' });
    expect(development.script).toEqual(["'self'", 'http://localhost:8083', 'http://localhost:*']);
    expect(development.connect).toEqual(["'self'", 'http://localhost:8083', 'http://localhost:*']);
  });

  it('is production unless development or test is asked for', () => {
    expect(pageServerMode({})).toBe('production');
    expect(pageServerMode({ QUBE_ENV: 'staging' })).toBe('production');
    expect(pageServerMode({ NODE_ENV: 'development' })).toBe('development');
    expect(pageServerMode({ QUBE_ENV: 'test', NODE_ENV: 'production' })).toBe('test');
    expect(pageServerMode({ QUBE_ENV: 'production', NODE_ENV: 'development' })).toBe('production');
  });
});
