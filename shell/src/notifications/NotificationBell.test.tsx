import { act, screen } from '@testing-library/react';
import { api, bus, sessionStore, type Me, type SocketFactory, type SocketLike } from '@qube/shared';
import { startLiveUpdates } from '../live/liveUpdates';
import { makeAccount, makeMe } from '@qube/shared/test-utils';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { TopBar } from '../layout/TopBar';
import { NotificationBell } from './NotificationBell';

const account = makeAccount({ id: 10 });
const household = makeAccount({ id: 11, display_name: 'Household', is_aggregate: true, account_type: 'household' });

const unseen = {
  id: 12,
  title: 'Deposit received',
  type: 'ach_deposit',
  message: 'Your bank deposit arrived.',
  description: null,
  amount: '250.00',
  creation_datetime: '2026-11-20T12:00:00Z',
  is_seen: false,
  qube_id: null,
};

/** Answers GET accounts/{id}/updates/ with `counts[id]` (changeable during a test), and the panel's calls. */
function mockApi(counts: Record<number, number>) {
  const get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    const updates = /^accounts\/(\d+)\/updates\/$/.exec(path);
    if (updates) return { data: { unread_notifications_count: counts[Number(updates[1])] ?? 0 } } as never;
    if (path === 'notifications/') return { data: { count: 1, next: null, results: [unseen] } } as never;
    if (path === 'qubes/') return { data: { count: 0, next: null, results: [] } } as never;
    throw new Error(`Unexpected GET ${path}`);
  });
  const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { updated: 1, unread_notifications_count: 0 } } as never);
  return { get, post };
}

function fakeSocket() {
  const sent: string[] = [];
  const urls: string[] = [];
  const socket: SocketLike = { onopen: null, onmessage: null, send: (data) => void sent.push(data), close: jest.fn() };
  const factory: SocketFactory = (url) => {
    urls.push(url);
    return socket;
  };
  return { socket, factory, sent, urls };
}

let stopLive: () => void = () => undefined;
afterEach(() => stopLive());

function setup({ me = makeMe({ primary_account: account, households: [household] }) as Me | null, socketFactory = null as SocketFactory | null } = {}) {
  if (me) act(() => sessionStore.getState().startSession({ token: 'tok', me, account, trustDevice: false }));
  stopLive = startLiveUpdates({ socketFactory, getTicket: async () => 'ticket-1', pageUrl: () => 'http://localhost/' });
  // userEvent's default delay (not the helper's none), as these tests were written with.
  return renderWithProviders(
    <>
      <NotificationBell />
      <button type="button">Elsewhere</button>
    </>,
    { route: '/dashboard', user: {} },
  );
}

const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });

describe('NotificationBell', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    act(() => sessionStore.getState().reset());
    bus.reset();
  });

  it("SH-56 shows overview.unread_notifications_count from GET accounts/{id}/updates/ and names the button 'Notifications, 3 unread'", async () => {
    const { get } = mockApi({ 10: 3 });
    setup();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent('3');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(get).toHaveBeenCalledWith('accounts/10/updates/', undefined, { mute: true });
  });

  it('SH-56 with nothing unread the bell has no number', async () => {
    mockApi({ 10: 0 });
    setup();
    await settle();
    expect(screen.getByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
  });

  it('SH-56 refetches the count on transfer:success and on account:switched, once per switch', async () => {
    const counts = { 10: 3, 11: 7 };
    const { get } = mockApi(counts);
    setup();
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });

    counts[10] = 4;
    act(() => bus.emit('transfer:success', { kind: 'internal', amount: '10.00' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();

    // As switchAccount does it: the store first, then the event.
    act(() => {
      sessionStore.getState().switchAccount(household);
      bus.emit('account:switched', { accountId: 11, isAggregate: true });
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 7 unread' })).toBeInTheDocument();
    await settle();
    expect(get.mock.calls.filter(([path]) => path === 'accounts/11/updates/')).toHaveLength(1);
  });

  it('SH-56 API-28 takes the count from the overview the shell\'s live-updates socket pushes and announces account:updated', async () => {
    mockApi({ 10: 3 });
    const updates: unknown[] = [];
    const subscription = bus.on('account:updated').subscribe((p) => updates.push(p));
    const live = fakeSocket();
    setup({ socketFactory: live.factory });
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(live.urls).toEqual(['ws://localhost/api/accounts/10/updates/?ticket=ticket-1&company=1']);
    act(() => live.socket.onopen?.({}));
    expect(live.sent).toEqual([JSON.stringify({ type: 'subscribe' })]);

    act(() => live.socket.onmessage?.({ data: JSON.stringify({ type: 'overview', account_id: 10, instance: { unread_notifications_count: 9 } }) }));
    expect(screen.getByRole('button', { name: 'Notifications, 9 unread' })).toBeInTheDocument();
    // Another account's overview is not this bell's.
    act(() => live.socket.onmessage?.({ data: JSON.stringify({ type: 'overview', account_id: 99, instance: { unread_notifications_count: 1 } }) }));
    expect(screen.getByRole('button', { name: 'Notifications, 9 unread' })).toBeInTheDocument();
    expect(updates).toEqual([{ accountId: 10 }]);
    subscription.unsubscribe();
  });

  it('SH-57 is hidden and fetches nothing when logged out', async () => {
    const { get } = mockApi({ 10: 3 });
    setup({ me: null });
    await settle();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('SH-57 is hidden and fetches nothing for an anonymous user', async () => {
    const { get } = mockApi({ 10: 3 });
    const live = fakeSocket();
    setup({ me: makeMe({ primary_account: account, user_type: 'anonymous_user' }), socketFactory: live.factory });
    await settle();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
    expect(live.urls).toEqual([]);
  });

  it('opens the panel on click (loaded on demand); Escape closes it and focus returns to the bell', async () => {
    mockApi({ 10: 3 });
    const { user } = setup();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(bell).toHaveAttribute('aria-controls', dialog.id);
    expect(await screen.findByRole('button', { name: /Deposit received/ })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard: Enter opens, Tab reaches the items, a click elsewhere closes', async () => {
    mockApi({ 10: 3 });
    const { user } = setup();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    bell.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toHaveFocus();
    await screen.findByRole('button', { name: /Deposit received/ });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close notifications' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: /Deposit received/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('SH-58 1000 ms after opening, the mark-read answer clears the bell', async () => {
    jest.useFakeTimers();
    const { post } = mockApi({ 10: 3 });
    setup();
    await settle();
    const bell = screen.getByRole('button', { name: 'Notifications, 3 unread' });
    act(() => bell.click());
    await settle();
    expect(screen.getByRole('button', { name: /Deposit received/ })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(999));
    expect(post).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    await settle();
    expect(post).toHaveBeenCalledWith('notifications/', { account_id: 10, last_notification_id: 12 }, { mute: true });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBe(bell);
  });

  it('SH-56 sits in the top bar just before the account switcher', async () => {
    mockApi({ 10: 2 });
    act(() => sessionStore.getState().startSession({ token: 'tok', me: makeMe({ primary_account: account, households: [household] }), account, trustDevice: false }));
    renderWithProviders(<TopBar companyId={1} brandName="Qube" primaryColor="#1f5fd1" />, { route: '/dashboard' });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    const switcher = screen.getByRole('button', { name: /Switch account/ });
    expect(bell.compareDocumentPosition(switcher) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
