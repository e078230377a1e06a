import { act } from '@testing-library/react';
import { SHARED_CONTRACT_VERSION, sessionStore } from '@qube/shared';
import { startTestSession } from '@qube/shared/test-utils';
import { DEFAULT_DEPLOYMENT, type Deployment } from './deployment';
import { startRemoteBanners, type RemoteBannerDeps } from './remoteBanners';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const deployment: Deployment = { ...DEFAULT_DEPLOYMENT, remotes: { onboarding: 'http://x/mf-manifest.json' }, remoteLoadTimeoutMs: 500 };

/** Deps whose idle callback runs when the test says, and whose remote answers the given module. */
function fakeDeps(load: RemoteBannerDeps['load']) {
  const idle: (() => void)[] = [];
  const deps: RemoteBannerDeps = { load: jest.fn(load), whenIdle: (run) => idle.push(run) };
  const runIdle = async () => {
    while (idle.length > 0) idle.shift()?.();
    // Lets the load, the contract check and start() settle.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { deps, runIdle };
}

const bannersModule = () => {
  const stop = jest.fn();
  return { stop, module: { start: jest.fn(() => stop), sharedContract: SHARED_CONTRACT_VERSION } };
};

let unsubscribe: (() => void) | null = null;
afterEach(() => {
  unsubscribe?.();
  unsubscribe = null;
  act(() => sessionStore.getState().reset());
  jest.restoreAllMocks();
});

describe("the shell's start of other areas' banners (onboarding/banners)", () => {
  it('ON-51 starts onboarding/banners once the page is idle, for a signed-in customer, and stops it at logout', async () => {
    const { stop, module } = bannersModule();
    const { deps, runIdle } = fakeDeps(async () => module);
    startTestSession();
    unsubscribe = startRemoteBanners(deployment, deps);
    // Nothing is fetched before the page is idle: a banner never delays the page it sits on.
    expect(deps.load).not.toHaveBeenCalled();
    await runIdle();
    expect(deps.load).toHaveBeenCalledWith('onboarding/banners');
    expect(module.start).toHaveBeenCalledTimes(1);
    // A change of the session that keeps the person signed in starts nothing twice.
    act(() => sessionStore.getState().switchAccount({ ...sessionStore.getState().active_account!, id: 99 }));
    await runIdle();
    expect(module.start).toHaveBeenCalledTimes(1);
    act(() => sessionStore.getState().reset());
    await runIdle();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('ON-51 loads nothing for a signed-out visitor, a guest, or a deployment without onboarding', async () => {
    const { module } = bannersModule();
    const signedOut = fakeDeps(async () => module);
    unsubscribe = startRemoteBanners(deployment, signedOut.deps);
    await signedOut.runIdle();
    expect(signedOut.deps.load).not.toHaveBeenCalled();
    unsubscribe();

    startTestSession();
    const withoutOnboarding = fakeDeps(async () => module);
    unsubscribe = startRemoteBanners({ ...deployment, remotes: {} }, withoutOnboarding.deps);
    await withoutOnboarding.runIdle();
    expect(withoutOnboarding.deps.load).not.toHaveBeenCalled();
    unsubscribe();

    act(() => sessionStore.setState({ isAnonymous: true }));
    const guest = fakeDeps(async () => module);
    unsubscribe = startRemoteBanners(deployment, guest.deps);
    await guest.runIdle();
    expect(guest.deps.load).not.toHaveBeenCalled();
  });

  it('a remote built for another @qube/shared major, a failed load or one that never answers only loses the banner', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    startTestSession();
    const skewed = { start: jest.fn(() => () => undefined), sharedContract: SHARED_CONTRACT_VERSION + 1 };
    const skew = fakeDeps(async () => skewed);
    unsubscribe = startRemoteBanners(deployment, skew.deps);
    await skew.runIdle();
    expect(skewed.start).not.toHaveBeenCalled();
    unsubscribe();

    const failing = fakeDeps(async () => {
      throw new Error('#RUNTIME-003 Failed to fetch');
    });
    unsubscribe = startRemoteBanners(deployment, failing.deps);
    await failing.runIdle();
    unsubscribe();

    // A server that accepts the connection and never answers: the shell's own timeout (short here) gives up.
    const silent = fakeDeps(() => new Promise(() => undefined));
    unsubscribe = startRemoteBanners({ ...deployment, remoteLoadTimeoutMs: 20 }, silent.deps);
    await silent.runIdle();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 60));
    });
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      'The banners of onboarding could not be loaded',
      'The banners of onboarding could not be loaded',
      'The banners of onboarding could not be loaded',
    ]);
    // The page itself goes on: signing out after a failure throws nothing.
    expect(() => act(() => sessionStore.getState().reset())).not.toThrow();
  });
});
