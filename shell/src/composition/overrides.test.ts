import { DEFAULT_DEPLOYMENT, type Deployment } from './deployment';
import { applyRemoteOverrides, clearRemoteOverrides, isAllowedOverride, OVERRIDES_STORAGE_KEY, parseOverrideParams, readStoredOverrides, resolveOverrides } from './overrides';

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

  it('allows only origins that start with an allowlist entry', () => {
    const allow = deployment.overrideAllowlist;
    expect(isAllowedOverride('http://localhost:9083/mf-manifest.json', allow)).toBe(true);
    expect(isAllowedOverride('http://127.0.0.1:8083/mf-manifest.json', allow)).toBe(true);
    expect(isAllowedOverride('https://evil.test/mf-manifest.json', allow)).toBe(false);
    expect(isAllowedOverride('http://127.0.0.3:8083/mf-manifest.json', allow)).toBe(false);
    // The origin decides, not the text: user info and look-alike hosts do not pass.
    expect(isAllowedOverride('http://localhost:1@evil.test/mf-manifest.json', allow)).toBe(false);
    expect(isAllowedOverride('http://localhost.evil.test/mf-manifest.json', allow)).toBe(false);
    expect(isAllowedOverride('javascript:alert(1)', ['javascript:'])).toBe(false);
    expect(isAllowedOverride('not a url', allow)).toBe(false);
    expect(isAllowedOverride('http://localhost:9083/x', [])).toBe(false);
  });

  it('applies an allowlisted override and ignores the others with a warning', () => {
    const warn = jest.fn();
    const result = resolveOverrides(
      deployment,
      { planning: 'http://127.0.0.1:9083/mf-manifest.json', statements: 'https://evil.test/mf-manifest.json', nope: 'http://localhost:1/x' },
      warn,
    );
    expect(result.deployment.remotes).toEqual({ planning: 'http://127.0.0.1:9083/mf-manifest.json', statements: 'http://localhost:8085/mf-manifest.json' });
    expect(result.active).toEqual([{ name: 'planning', url: 'http://127.0.0.1:9083/mf-manifest.json' }]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('not on the deployment');
    // The deployment itself is left as it was.
    expect(deployment.remotes.planning).toBe('http://localhost:8083/mf-manifest.json');
  });

  it('a query override is remembered in localStorage and leaves the URL', () => {
    const { env: e, replaceState } = env('?mf-override=planning=http://localhost:9083/mf-manifest.json&tab=2');
    const result = applyRemoteOverrides(deployment, e);
    expect(result.active).toEqual([{ name: 'planning', url: 'http://localhost:9083/mf-manifest.json' }]);
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
    expect(applyRemoteOverrides(deployment, env('').env).active).toEqual([{ name: 'statements', url: 'http://127.0.0.1:9085/mf-manifest.json' }]);
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
});
