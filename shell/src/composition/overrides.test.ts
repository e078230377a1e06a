import { DEFAULT_DEPLOYMENT, type Deployment } from './deployment';
import { activeOverridesStore } from './activeOverrides';
import { isAllowedOverride, overrideRefusal, parseAllowlistEntry } from './overrideAllowlist';
import { applyRemoteOverrides, clearRemoteOverrides, dropRemoteOverride, OVERRIDES_STORAGE_KEY, parseOverrideParams, readStoredOverrides, resolveOverrides } from './overrides';

const deployment: Deployment = {
  ...DEFAULT_DEPLOYMENT,
  remotes: { planning: 'http://localhost:8083/mf-manifest.json', statements: 'http://localhost:8085/mf-manifest.json' },
  overrideAllowlist: ['http://localhost:', 'http://127.0.0.1:'],
};

function env(search: string) {
  const replaceState = jest.fn();
  return {
    env: { location: { search, pathname: '/planning', hash: '' }, history: { replaceState, state: null }, storage: localStorage, warn: jest.fn() },
    replaceState,
  };
}

afterEach(() => localStorage.clear());

describe('remote overrides for one browser', () => {
  it('parses repeated mf-override parameters', () => {
    expect(parseOverrideParams('?mf-override=planning=http://localhost:9083/mf-manifest.json&x=1&mf-override=statements=http://127.0.0.1:9085/mf-manifest.json')).toEqual({
      planning: 'http://localhost:9083/mf-manifest.json',
      statements: 'http://127.0.0.1:9085/mf-manifest.json',
    });
    expect(parseOverrideParams('?mf-override=broken')).toEqual({});
  });

  it('reads allowlist entries as whole origins or loopback hosts with any port', () => {
    expect(parseAllowlistEntry('http://localhost:*')).toEqual({ kind: 'any-port', protocol: 'http:', hostname: 'localhost' });
    // The prefixes of the first allowlists mean the same.
    expect(parseAllowlistEntry('http://localhost:')).toEqual({ kind: 'any-port', protocol: 'http:', hostname: 'localhost' });
    expect(parseAllowlistEntry('http://127.0.0.1:')).toEqual({ kind: 'any-port', protocol: 'http:', hostname: '127.0.0.1' });
    expect(parseAllowlistEntry('http://[::1]:*')).toEqual({ kind: 'any-port', protocol: 'http:', hostname: '[::1]' });
    expect(parseAllowlistEntry('https://Preview.Qube.Example/')).toEqual({ kind: 'origin', origin: 'https://preview.qube.example' });
    // No any-port for other hosts, no plain http outside loopback, no prefixes, paths or user info.
    expect(parseAllowlistEntry('https://preview.qube.example:*')).toBeNull();
    expect(parseAllowlistEntry('http://preview.qube.example')).toBeNull();
    expect(parseAllowlistEntry('https://pr-')).not.toEqual(expect.objectContaining({ kind: 'any-port' }));
    expect(parseAllowlistEntry('https://')).toBeNull();
    expect(parseAllowlistEntry('https://preview.qube.example/branch/')).toBeNull();
    expect(parseAllowlistEntry('https://me@preview.qube.example')).toBeNull();
  });

  it('compares the parsed origin exactly: look-alikes and user info do not pass', () => {
    const allow = deployment.overrideAllowlist;
    expect(isAllowedOverride('http://localhost:9083/mf-manifest.json', allow)).toBe(true);
    expect(isAllowedOverride('http://127.0.0.1:8083/mf-manifest.json', allow)).toBe(true);
    expect(isAllowedOverride('http://LOCALHOST:9083/mf-manifest.json', allow)).toBe(true);
    for (const bypass of [
      'http://localhost:80@evil.test/mf-manifest.json',
      'http://localhost:1@evil.test/mf-manifest.json',
      'http://localhost.evil.test/mf-manifest.json',
      'http://localhost.evil.test:9083/mf-manifest.json',
      'http://localhost./mf-manifest.json',
      'http://localhost.:9083/mf-manifest.json',
      'http://127.0.0.1.evil.test:9083/mf-manifest.json',
      'http://127.0.0.3:8083/mf-manifest.json',
      'http://xn--localhst-q8g:9083/mf-manifest.json',
      'http://localhоst:9083/mf-manifest.json', // Cyrillic 'о'
      'https://evil.test/mf-manifest.json',
      'javascript:alert(1)//mf-manifest.json',
      'not a url',
    ]) {
      expect([bypass, isAllowedOverride(bypass, allow)]).toEqual([bypass, false]);
    }
    expect(isAllowedOverride('javascript:alert(1)', ['javascript:'])).toBe(false);
  });

  it('refuses user info even on an allowed host', () => {
    expect(overrideRefusal('http://user:pw@localhost:9083/mf-manifest.json', ['http://localhost:*'])).toBe('it carries user info');
    expect(overrideRefusal('http://localhost:9083@localhost:9084/mf-manifest.json', ['http://localhost:*'])).toBe('it carries user info');
  });

  it('accepts plain http on loopback hosts only, https where allowlisted', () => {
    const allow = ['http://localhost:*', 'http://[::1]:*', 'https://preview.qube.example', 'http://preview.qube.example'];
    expect(isAllowedOverride('http://[::1]:9083/mf-manifest.json', allow)).toBe(true);
    expect(isAllowedOverride('https://preview.qube.example/planning/mf-manifest.json', allow)).toBe(true);
    expect(isAllowedOverride('https://preview.qube.example:443/mf-manifest.json', allow)).toBe(true);
    expect(overrideRefusal('http://preview.qube.example/mf-manifest.json', allow)).toBe('plain http is for loopback hosts only');
    expect(isAllowedOverride('https://preview.qube.example:8443/mf-manifest.json', allow)).toBe(false);
    expect(isAllowedOverride('https://other.qube.example/mf-manifest.json', allow)).toBe(false);
  });

  it('refuses a URL whose path does not end in mf-manifest.json', () => {
    const allow = deployment.overrideAllowlist;
    expect(overrideRefusal('http://localhost:9083/remoteEntry.js', allow)).toBe('its path does not end in /mf-manifest.json');
    expect(isAllowedOverride('http://localhost:9083/mf-manifest.json.js', allow)).toBe(false);
    expect(isAllowedOverride('http://localhost:9083/x?f=/mf-manifest.json', allow)).toBe(false);
    expect(isAllowedOverride('http://localhost:9083/branch/mf-manifest.json?v=2', allow)).toBe(true);
  });

  it('an empty allowlist refuses everything', () => {
    expect(isAllowedOverride('http://localhost:9083/mf-manifest.json', [])).toBe(false);
    expect(isAllowedOverride('https://preview.qube.example/mf-manifest.json', [])).toBe(false);
    expect(isAllowedOverride('http://localhost:9083/mf-manifest.json', ['', 'https://', 'http://localhost'])).toBe(false);
  });

  it('applies an allowlisted override and ignores the others with a warning', () => {
    const warn = jest.fn();
    const result = resolveOverrides(
      deployment,
      { planning: 'http://127.0.0.1:9083/mf-manifest.json', statements: 'https://evil.test/mf-manifest.json', nope: 'http://localhost:1/x' },
      warn,
    );
    expect(result.deployment.remotes).toEqual({ planning: 'http://127.0.0.1:9083/mf-manifest.json', statements: 'http://localhost:8085/mf-manifest.json' });
    expect(result.active).toEqual([{ name: 'planning', url: 'http://127.0.0.1:9083/mf-manifest.json', deployedUrl: 'http://localhost:8083/mf-manifest.json' }]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('not on the deployment');
    // The deployment itself is left as it was.
    expect(deployment.remotes.planning).toBe('http://localhost:8083/mf-manifest.json');
  });

  it('a query override is remembered in localStorage and leaves the URL', () => {
    const { env: e, replaceState } = env('?mf-override=planning=http://localhost:9083/mf-manifest.json&tab=2');
    const result = applyRemoteOverrides(deployment, e);
    expect(result.active).toEqual([{ name: 'planning', url: 'http://localhost:9083/mf-manifest.json', deployedUrl: 'http://localhost:8083/mf-manifest.json' }]);
    expect(activeOverridesStore.getState().active).toEqual(result.active);
    expect(readStoredOverrides(localStorage)).toEqual({ planning: 'http://localhost:9083/mf-manifest.json' });
    expect(replaceState).toHaveBeenCalledWith(null, '', '/planning?tab=2');

    // The next page load, without the parameter, still uses it.
    const { env: next, replaceState: untouched } = env('');
    expect(applyRemoteOverrides(deployment, next).deployment.remotes.planning).toBe('http://localhost:9083/mf-manifest.json');
    expect(untouched).not.toHaveBeenCalled();
  });

  it('a refused query override is neither used nor remembered', () => {
    const { env: e } = env('?mf-override=planning=https://evil.test/mf-manifest.json');
    const result = applyRemoteOverrides(deployment, e);
    expect(result.active).toEqual([]);
    expect(result.deployment.remotes.planning).toBe('http://localhost:8083/mf-manifest.json');
    expect(e.warn).toHaveBeenCalledWith(expect.stringContaining('https://evil.test/mf-manifest.json'));
    expect(localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
  });

  it('reads the localStorage map; a broken one is ignored; Clear forgets it', () => {
    localStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify({ statements: 'http://127.0.0.1:9085/mf-manifest.json' }));
    expect(applyRemoteOverrides(deployment, env('').env).active).toEqual([
      { name: 'statements', url: 'http://127.0.0.1:9085/mf-manifest.json', deployedUrl: 'http://localhost:8085/mf-manifest.json' },
    ]);
    clearRemoteOverrides(localStorage);
    expect(applyRemoteOverrides(deployment, env('').env).active).toEqual([]);
    localStorage.setItem(OVERRIDES_STORAGE_KEY, '{not json');
    expect(readStoredOverrides(localStorage)).toEqual({});
  });

  it('an empty URL in the query removes that override', () => {
    localStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify({ planning: 'http://localhost:9083/mf-manifest.json' }));
    const result = applyRemoteOverrides(deployment, env('?mf-override=planning=').env);
    expect(result.active).toEqual([]);
    expect(localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
  });

  it('with an empty allowlist nothing can be overridden', () => {
    const locked = { ...deployment, overrideAllowlist: [] };
    expect(applyRemoteOverrides(locked, env('?mf-override=planning=http://localhost:9083/mf-manifest.json').env).active).toEqual([]);
  });

  it('a dropped override leaves the page’s overrides and this browser’s storage', () => {
    localStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify({ planning: 'http://localhost:9083/mf-manifest.json', statements: 'http://localhost:9085/mf-manifest.json' }));
    applyRemoteOverrides(deployment, env('').env);
    dropRemoteOverride('planning', localStorage);
    expect(activeOverridesStore.getState().active.map((o) => o.name)).toEqual(['statements']);
    expect(readStoredOverrides(localStorage)).toEqual({ statements: 'http://localhost:9085/mf-manifest.json' });
    dropRemoteOverride('statements', localStorage);
    expect(localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
  });

  it('with an http allowlist entry for a non-loopback host, nothing from there is accepted', () => {
    const lax = { ...deployment, overrideAllowlist: ['http://preview.qube.example'] };
    const warn = jest.fn();
    expect(resolveOverrides(lax, { planning: 'http://preview.qube.example/mf-manifest.json' }, warn).active).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('plain http is for loopback hosts only'));
  });
});
