import { bus, sessionStore, SHARED_CONTRACT_VERSION } from '@qube/shared';
import { makeMe } from '@qube/shared/test-utils';
import { startCommandHosts, type CommandHostDeps } from './commandHosts';
import { DEFAULT_DEPLOYMENT, type Deployment } from './deployment';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('single-spa', () => ({ mountRootParcel: jest.fn() }));

const deployment: Deployment = { ...DEFAULT_DEPLOYMENT, remotes: { money_movement: 'http://localhost:8081/mf-manifest.json' } };

function setup(module: object | null = { sharedContract: SHARED_CONTRACT_VERSION, bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() }) {
  const unmount = jest.fn(() => Promise.resolve());
  const deps = {
    load: jest.fn(() => Promise.resolve(module)),
    // Stands in for the parcel: mounting subscribes to the command, as the real dialogs host does.
    mount: jest.fn(() => {
      const seen: unknown[] = [];
      const subscription = bus.on('command:open-move-money').subscribe((p) => seen.push(p));
      received.push(seen);
      return { mountPromise: Promise.resolve(), unmount: () => { subscription.unsubscribe(); return unmount(); } };
    }),
  };
  const received: unknown[][] = [];
  stopHosts = startCommandHosts(deployment, deps as unknown as CommandHostDeps);
  return { deps, received, unmount };
}

let stopHosts: () => void = () => undefined;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('command hosts', () => {
  beforeEach(() => sessionStore.setState({ isLoggedIn: true, me: makeMe() }));
  afterEach(async () => {
    // Logout unmounts what a test mounted, so no parcel of one test consumes the next one's commands.
    bus.emit('session:logout', { expired: false });
    await flush();
    stopHosts();
    bus.reset();
    sessionStore.getState().reset();
  });

  it('SH-47 a move-money command with no consumer loads the money-movement dialogs once and delivers the command', async () => {
    const { deps, received} = setup();
    bus.emit('command:open-move-money', {});
    bus.emit('command:open-move-money', { kind: 'internal' });
    await flush();
    expect(deps.load).toHaveBeenCalledTimes(1);
    expect(deps.load).toHaveBeenCalledWith('money_movement/dialogs');
    expect(received).toEqual([[{}, { kind: 'internal' }]]);
  });

  it('SH-47 nothing loads for a signed-out visitor', async () => {
    sessionStore.getState().reset();
    const { deps} = setup();
    bus.emit('command:open-move-money', {});
    await flush();
    expect(deps.load).not.toHaveBeenCalled();
  });

  it('logout unmounts the dialogs; the next command mounts them again', async () => {
    const { deps, unmount} = setup();
    bus.emit('command:open-move-money', {});
    await flush();
    bus.emit('session:logout', { expired: false });
    await flush();
    expect(unmount).toHaveBeenCalledTimes(1);
    bus.emit('command:open-move-money', {});
    await flush();
    expect(deps.mount).toHaveBeenCalledTimes(2);
  });

  it('a dialogs expose built for another @qube/shared is refused with a toast, and retried on the next command', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const toasts: string[] = [];
    const sub = bus.on('toast:show').subscribe((t) => toasts.push(t.message));
    const { deps} = setup({ sharedContract: SHARED_CONTRACT_VERSION + 1, mount: jest.fn() });
    bus.emit('command:open-activity', { activityId: 4 });
    await flush();
    expect(deps.mount).not.toHaveBeenCalled();
    expect(toasts).toEqual(['This part of Qube is not available right now. Please try again.']);
    bus.emit('command:open-activity', { activityId: 4 });
    await flush();
    expect(deps.load).toHaveBeenCalledTimes(2);
    sub.unsubscribe();
  });
});
