import { cleanup, render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { SHARED_CONTRACT_VERSION } from '@qube/shared';
import { DEFAULT_DEPLOYMENT, type Deployment } from './deployment';
import { loadLifecycles } from './registerRemoteApps';
import { RemoteRegion } from './RemoteRegion';
import { remoteStatusStore } from './remoteStatus';
import { assertSharedContract, VersionSkewError } from './sharedContract';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('single-spa', () => ({}));

const deployment: Deployment = { ...DEFAULT_DEPLOYMENT, remotes: { planning: 'http://localhost:8083/mf-manifest.json' } };
const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

describe('remote version skew', () => {
  afterEach(() => {
    // Unmount first: this hook runs before Testing Library's own cleanup, and a store reset under a mounted region
    // is a React update outside act().
    cleanup();
    remoteStatusStore.setState({ status: {}, failure: {} });
    jest.restoreAllMocks();
  });

  it('the contract check passes the same major and refuses another', () => {
    expect(() => assertSharedContract('planning', { sharedContract: 1 }, 1)).not.toThrow();
    expect(() => assertSharedContract('planning', { sharedContract: 2 }, 1)).toThrow(VersionSkewError);
    expect(() => assertSharedContract('planning', { sharedContract: '1' }, 1)).toThrow(VersionSkewError);
  });

  it('a remote that does not declare its contract (built before it existed) is mounted, with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => assertSharedContract('planning', {}, 1)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a remote built for the same @qube/shared major loads', async () => {
    mockedLoadRemote.mockResolvedValueOnce({ ...lifecycles, sharedContract: SHARED_CONTRACT_VERSION });
    await expect(loadLifecycles('planning', deployment)).resolves.toMatchObject({ sharedContract: SHARED_CONTRACT_VERSION });
    expect(remoteStatusStore.getState().status.planning).toBe('ready');
  });

  it("a remote built for another @qube/shared major lands in its region's fallback, not a white page", async () => {
    mockedLoadRemote.mockResolvedValueOnce({ ...lifecycles, sharedContract: SHARED_CONTRACT_VERSION + 1 });
    await expect(loadLifecycles('planning', deployment)).rejects.toBeInstanceOf(VersionSkewError);
    expect(remoteStatusStore.getState()).toMatchObject({ status: { planning: 'error' }, failure: { planning: 'version-skew' } });
    expect(lifecycles.mount).not.toHaveBeenCalled();

    render(<RemoteRegion name="planning" onRetry={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Planning could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText(/This part of Qube was built for another version of the site\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('other load failures keep their own detail', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('#RUNTIME-003 Failed to fetch'));
    await expect(loadLifecycles('planning', deployment)).rejects.toThrow('RUNTIME-003');
    expect(remoteStatusStore.getState().failure.planning).toBe('load-failed');
  });
});
