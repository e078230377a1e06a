import { sessionStore, type SocketFactory } from '@qube/shared';
import { makeAccount, makeMe } from '@qube/shared/test-utils';
import { startLiveUpdatesWhenSignedIn } from './liveUpdatesLoader';

const account = makeAccount({ id: 10 });
const factory: SocketFactory = () => ({ onopen: null, onmessage: null, onclose: null, send: jest.fn(), close: jest.fn() });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const stopSocket = jest.fn();
  const startLiveUpdates = jest.fn(() => stopSocket);
  const load = jest.fn(async () => ({ startLiveUpdates }));
  const stop = startLiveUpdatesWhenSignedIn({ socketFactory: factory, load });
  return { load, startLiveUpdates, stopSocket, stop };
}

const signIn = (userType: 'regular_user' | 'anonymous_user' = 'regular_user') =>
  sessionStore.getState().startSession({ token: 't', me: makeMe({ primary_account: account, user_type: userType }), account, trustDevice: false });

afterEach(() => sessionStore.getState().reset());

describe('loading the live-updates connection (API-28)', () => {
  it('API-28 loads nothing while signed out or as a guest, then starts the connection once a customer signs in', async () => {
    const { load, startLiveUpdates, stop } = setup();
    await flush();
    expect(load).not.toHaveBeenCalled();
    signIn('anonymous_user');
    await flush();
    expect(load).not.toHaveBeenCalled();
    sessionStore.getState().reset();
    signIn();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(startLiveUpdates).toHaveBeenCalledWith({ socketFactory: factory });
    // From then on the connection follows the session itself: no second load on later changes.
    sessionStore.getState().reset();
    signIn();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });

  it('API-28 a page opened signed in starts it at once; stop closes it', async () => {
    signIn();
    const { load, stopSocket, stop } = setup();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    stop();
    expect(stopSocket).toHaveBeenCalled();
  });

  it('API-28 without WebSocket support nothing loads', async () => {
    signIn();
    const load = jest.fn();
    startLiveUpdatesWhenSignedIn({ socketFactory: null, load })();
    await flush();
    expect(load).not.toHaveBeenCalled();
  });

  it('API-28 stopped before the code arrived, it opens nothing', async () => {
    signIn();
    const { startLiveUpdates, stop } = setup();
    stop();
    await flush();
    expect(startLiveUpdates).not.toHaveBeenCalled();
  });
});
