import { DEFAULT_DEPLOYMENT, type Deployment } from './deployment';
import { activeOverridesStore } from './activeOverrides';
import { applyRemoteOverrides } from './overrides';
import { applyRequestedOverrides, hasRequestedOverrides, OVERRIDES_STORAGE_KEY } from './overrideRequest';

// The override code is the real one, watched: the start must not load or run it when no override is asked for.
jest.mock('./overrides', () => {
  const actual = jest.requireActual<typeof import('./overrides')>('./overrides');
  return { ...actual, applyRemoteOverrides: jest.fn(actual.applyRemoteOverrides) };
});

const deployment: Deployment = {
  ...DEFAULT_DEPLOYMENT,
  remotes: { planning: 'http://localhost:8083/mf-manifest.json' },
  overrideAllowlist: ['http://127.0.0.1:'],
};

afterEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
  activeOverridesStore.setState({ active: [] });
  jest.mocked(applyRemoteOverrides).mockClear();
});

describe('asking for a remote override (README "Override a remote for one browser")', () => {
  it('is a query parameter or a remembered map; nothing else asks', () => {
    expect(hasRequestedOverrides({ search: '', storage: localStorage })).toBe(false);
    expect(hasRequestedOverrides({ search: '?x=1', storage: undefined })).toBe(false);
    expect(hasRequestedOverrides({ search: '?mf-override=planning=', storage: undefined })).toBe(true);
    localStorage.setItem(OVERRIDES_STORAGE_KEY, 'not json');
    expect(hasRequestedOverrides({ search: '', storage: localStorage })).toBe(true);
    const throwing = { getItem: () => { throw new Error('denied'); } };
    expect(hasRequestedOverrides({ search: '', storage: throwing })).toBe(false);
  });

  it('without one, the deployment is used as it is and the override code never runs', async () => {
    await expect(applyRequestedOverrides(deployment)).resolves.toEqual({ deployment, active: [] });
    expect(applyRemoteOverrides).not.toHaveBeenCalled();
  });

  it('with one, the override code applies it as before (allowlist, remembered, out of the URL)', async () => {
    history.replaceState(null, '', '/planning?mf-override=planning=http://127.0.0.1:9083/mf-manifest.json');
    const result = await applyRequestedOverrides(deployment);
    expect(applyRemoteOverrides).toHaveBeenCalledTimes(1);
    expect(result.deployment.remotes.planning).toBe('http://127.0.0.1:9083/mf-manifest.json');
    expect(result.active).toEqual([{ name: 'planning', url: 'http://127.0.0.1:9083/mf-manifest.json', deployedUrl: 'http://localhost:8083/mf-manifest.json' }]);
    expect(location.search).toBe('');
    expect(JSON.parse(localStorage.getItem(OVERRIDES_STORAGE_KEY) ?? '{}')).toEqual({ planning: 'http://127.0.0.1:9083/mf-manifest.json' });
    // A later visit asks through the remembered map.
    expect(hasRequestedOverrides()).toBe(true);
  });
});
