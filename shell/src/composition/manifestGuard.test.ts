import type { RemoteOverride } from './activeOverrides';
import { guardedManifest } from './manifestGuard';
import { fetchCheckedManifest, manifestProblem, UntrustedManifestError } from './manifestCheck';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn() }));

const DEPLOYED = 'http://localhost:8083/mf-manifest.json';
const OVERRIDE = 'http://127.0.0.1:9083/mf-manifest.json';

/** The shape of a built manifest (mfe-planning/dist/mf-manifest.json), cut down. */
const manifest = (metaData: Record<string, unknown> = {}, rest: Record<string, unknown> = {}) => ({
  id: 'planning',
  name: 'planning',
  metaData: { name: 'planning', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, ...metaData },
  shared: [],
  remotes: [],
  exposes: [{ id: 'planning:app', name: 'app', path: './app', assets: { js: { sync: ['278.js'], async: [] }, css: { sync: [], async: [] } } }],
  ...rest,
});

function stubFetch(answers: Record<string, unknown>): jest.MockedFunction<typeof fetch> {
  return jest.fn((input: RequestInfo | URL) => {
    const url = String(input);
    const body = answers[url];
    return Promise.resolve({ ok: body !== undefined, status: body === undefined ? 404 : 200, json: () => Promise.resolve(body) } as Response);
  });
}

describe('a manifest’s code must come from the manifest’s origin', () => {
  it('accepts a built manifest (publicPath auto) and an absolute publicPath on the same origin', () => {
    expect(manifestProblem(manifest(), DEPLOYED)).toBeNull();
    expect(manifestProblem(manifest({ publicPath: 'http://localhost:8083/assets/' }), DEPLOYED)).toBeNull();
    expect(manifestProblem(manifest({ publicPath: '' }), 'https://cdn.qube.example/planning/mf-manifest.json')).toBeNull();
  });

  it('refuses a publicPath or entry on another origin, and code in the manifest', () => {
    expect(manifestProblem(manifest({ publicPath: 'http://127.0.0.3:8083/' }), DEPLOYED)).toContain('publicPath');
    expect(manifestProblem(manifest({ publicPath: 'https://localhost:8083/' }), DEPLOYED)).toContain('publicPath');
    expect(manifestProblem(manifest({ publicPath: 'http://localhost:8083@evil.test/' }), DEPLOYED)).toContain('publicPath');
    // Without the final '/', '@evil.test/remoteEntry.js' would turn the host into user info.
    expect(manifestProblem(manifest({ publicPath: 'http://localhost:8083', remoteEntry: { name: '@evil.test/x.js', path: '' } }), DEPLOYED)).toContain("end in '/'");
    // Relative: it would load from the page's own origin, not the manifest's.
    expect(manifestProblem(manifest({ publicPath: '/' }), DEPLOYED)).toContain('not absolute');
    expect(manifestProblem(manifest({ getPublicPath: 'return "https://evil.test/"' }), DEPLOYED)).toContain('getPublicPath');
    const { publicPath: _omitted, ...withoutPublicPath } = manifest().metaData;
    expect(manifestProblem({ ...manifest(), metaData: withoutPublicPath }, DEPLOYED)).toContain('no publicPath');
    expect(manifestProblem(manifest({}, { remotes: [{ federationContainerName: 'x', entry: 'https://evil.test/mf-manifest.json' }] }), DEPLOYED)).toContain('evil.test');
    expect(manifestProblem('not json', DEPLOYED)).toBe('it is no federation manifest');
  });

  it('fetchCheckedManifest returns a good manifest and throws UntrustedManifestError for a bad one', async () => {
    const fetchImpl = stubFetch({ [DEPLOYED]: manifest(), [OVERRIDE]: manifest({ publicPath: 'https://evil.test/' }) });
    await expect(fetchCheckedManifest(DEPLOYED, fetchImpl)).resolves.toEqual(manifest());
    await expect(fetchCheckedManifest(OVERRIDE, fetchImpl)).rejects.toBeInstanceOf(UntrustedManifestError);
    await expect(fetchCheckedManifest('http://localhost:8084/mf-manifest.json', fetchImpl)).rejects.toThrow('answered 404');
  });
});

describe('the manifest guard of the federation runtime', () => {
  const override: RemoteOverride = { name: 'planning', url: OVERRIDE, deployedUrl: DEPLOYED };
  const deps = (answers: Record<string, unknown>, overrides: RemoteOverride[] = [override]) => ({
    fetchImpl: stubFetch(answers),
    overrides: () => overrides,
    drop: jest.fn(),
    warn: jest.fn(),
  });

  it('passes an override whose code stays on its (allowlisted) origin', async () => {
    const d = deps({ [OVERRIDE]: manifest(), [DEPLOYED]: manifest() });
    await expect(guardedManifest(OVERRIDE, {}, d)).resolves.toEqual(manifest());
    expect(d.drop).not.toHaveBeenCalled();
  });

  it('drops an override whose manifest loads code elsewhere and answers with the deployed remote', async () => {
    const d = deps({ [OVERRIDE]: manifest({ publicPath: 'https://evil.test/' }), [DEPLOYED]: manifest() });
    const answer = (await guardedManifest(OVERRIDE, {}, d)) as ReturnType<typeof manifest>;
    // 'auto' would be read against the override's URL: the deployed folder is named instead.
    expect(answer.metaData.publicPath).toBe('http://localhost:8083/');
    expect(d.drop).toHaveBeenCalledWith(override);
    expect(d.warn).toHaveBeenCalledWith(expect.stringContaining('Ignoring the override of planning'));
    expect(d.fetchImpl.mock.calls.map((c) => String(c[0]))).toEqual([OVERRIDE, DEPLOYED]);
  });

  it('fails a deployed remote whose manifest loads code elsewhere (its region shows the fallback)', async () => {
    const d = deps({ [DEPLOYED]: manifest({ publicPath: 'https://evil.test/' }) }, []);
    await expect(guardedManifest(DEPLOYED, {}, d)).rejects.toBeInstanceOf(UntrustedManifestError);
    expect(d.warn).not.toHaveBeenCalled();
  });

  it('an override that cannot be fetched fails like any load, without falling back', async () => {
    const d = deps({ [DEPLOYED]: manifest() });
    await expect(guardedManifest(OVERRIDE, {}, d)).rejects.toThrow('answered 404');
    expect(d.drop).not.toHaveBeenCalled();
  });
});
