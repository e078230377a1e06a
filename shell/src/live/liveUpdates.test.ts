import { bus, knownAccountVersion, sessionStore, type SocketFactory, type SocketLike } from '@qube/shared';
import { makeAccount, makeMe } from '@qube/shared/test-utils';
import { liveOverviews, liveUpdatesUrl, reconnectDelay, SESSION_ENDED_CLOSE, startLiveUpdates } from './liveUpdates';

const account = makeAccount({ id: 10 });
const other = makeAccount({ id: 11, display_name: 'Household', is_aggregate: true, account_type: 'household' });

type FakeSocket = SocketLike & { url: string; close: jest.Mock };

function fakeSockets() {
  const opened: FakeSocket[] = [];
  const factory: SocketFactory = (url) => {
    const socket: FakeSocket = { url, onopen: null, onmessage: null, onclose: null, send: jest.fn(), close: jest.fn() };
    opened.push(socket);
    return socket;
  };
  return { opened, factory };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
let stop: () => void = () => undefined;

function start(factory: SocketFactory, tickets = { count: 0 }) {
  stop = startLiveUpdates({
    socketFactory: factory,
    getTicket: async (accountId) => {
      tickets.count += 1;
      return `t${tickets.count}-${accountId}`;
    },
    pageUrl: () => 'https://app.example/dashboard',
  });
  return tickets;
}

const signIn = (userType: 'regular_user' | 'anonymous_user' = 'regular_user') =>
  sessionStore.getState().startSession({ token: 'secret-token', me: makeMe({ primary_account: account, households: [other], user_type: userType }), account, trustDevice: false });

afterEach(() => {
  stop();
  sessionStore.getState().reset();
  jest.useRealTimers();
});

describe('the shell live-updates connection (API-28)', () => {
  it('API-28 opens one socket with a single-use ticket, never the session token, in the URL', async () => {
    const { opened, factory } = fakeSockets();
    signIn();
    start(factory);
    await flush();
    expect(opened).toHaveLength(1);
    expect(opened[0]?.url).toBe('wss://app.example/api/accounts/10/updates/?ticket=t1-10&company=1');
    expect(opened[0]?.url).not.toContain('secret-token');
  });

  it('API-28 a pushed overview emits account:updated with its version, notes it, and reaches liveOverviews', async () => {
    const { opened, factory } = fakeSockets();
    const events: unknown[] = [];
    const pushed: unknown[] = [];
    const subscriptions = [bus.on('account:updated').subscribe((e) => events.push(e)), liveOverviews.subscribe((o) => pushed.push(o))];
    signIn();
    start(factory);
    await flush();
    opened[0]?.onmessage?.({ data: JSON.stringify({ type: 'overview', account_id: 10, account_version: 42, instance: { unread_notifications_count: 4 } }) });
    // Another account's message and other types are ignored.
    opened[0]?.onmessage?.({ data: JSON.stringify({ type: 'overview', account_id: 99, account_version: 50, instance: {} }) });
    opened[0]?.onmessage?.({ data: JSON.stringify({ type: 'pong' }) });
    expect(events).toEqual([{ accountId: 10, version: 42 }]);
    expect(pushed).toEqual([{ accountId: 10, version: 42, overview: { unread_notifications_count: 4 } }]);
    expect(knownAccountVersion(10)).toBeGreaterThanOrEqual(42);
    subscriptions.forEach((s) => s.unsubscribe());
  });

  it('API-28 follows an account switch: the old socket closes and a new ticket opens the new account', async () => {
    const { opened, factory } = fakeSockets();
    signIn();
    start(factory);
    await flush();
    sessionStore.getState().switchAccount(other);
    await flush();
    expect(opened[0]?.close).toHaveBeenCalled();
    expect(opened).toHaveLength(2);
    expect(opened[1]?.url).toBe('wss://app.example/api/households/accounts/11/updates/?ticket=t2-11&company=1');
  });

  it('API-28 SH-23 a session resumed after a reload (no token in memory, only the cookie) opens the socket too; a refresh keeps it', async () => {
    const { opened, factory } = fakeSockets();
    sessionStore.getState().startSession({ me: makeMe({ primary_account: account }), account, trustDevice: false });
    expect(sessionStore.getState().token).toBeNull();
    start(factory);
    await flush();
    expect(opened).toHaveLength(1);
    sessionStore.getState().refresh();
    await flush();
    expect(opened).toHaveLength(1);
    expect(opened[0]?.close).not.toHaveBeenCalled();
  });

  it('API-28 closes on logout and opens nothing for an anonymous guest', async () => {
    const { opened, factory } = fakeSockets();
    signIn();
    start(factory);
    await flush();
    sessionStore.getState().reset();
    expect(opened[0]?.close).toHaveBeenCalled();
    signIn('anonymous_user');
    await flush();
    expect(opened).toHaveLength(1);
  });

  it('API-28 reconnects with a new ticket after a dropped socket, but never after the session ended (4401)', async () => {
    jest.useFakeTimers();
    const { opened, factory } = fakeSockets();
    signIn();
    const tickets = start(factory);
    await jest.advanceTimersByTimeAsync(0);
    opened[0]?.onclose?.({ code: 1006 });
    await jest.advanceTimersByTimeAsync(reconnectDelay(0) - 1);
    expect(opened).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(opened).toHaveLength(2);
    expect(tickets.count).toBe(2);

    opened[1]?.onclose?.({ code: SESSION_ENDED_CLOSE });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(opened).toHaveLength(2);
  });

  it('waits longer after each failed reconnect, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('builds ws:// URLs on plain http pages', () => {
    expect(liveUpdatesUrl(7, 'abc', { baseURL: '/api/', companyId: 2 }, 'http://127.0.0.2:8080/qubes')).toBe('ws://127.0.0.2:8080/api/accounts/7/updates/?ticket=abc&company=2');
  });
});
