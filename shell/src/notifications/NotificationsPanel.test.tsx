import { act, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { api, ApiError, bus, sessionStore, type Page, type Qube } from '@qube/shared';
import { notificationLook } from '@qube/shared/notification-groups';
import { makeAccount, makeMe } from '@qube/shared/test-utils';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { EMPTY_TEXT, NotificationsPanel } from './NotificationsPanel';
import type { PanelNotification } from './notificationsApi';

const account = makeAccount({ id: 10 });

const notification = (extra: Partial<PanelNotification>): PanelNotification => ({
  id: 1,
  title: 'Notice',
  type: 'info',
  message: 'Something happened.',
  description: null,
  amount: null,
  creation_datetime: '2026-11-20T12:00:00Z',
  is_seen: true,
  qube_id: null,
  ...extra,
});

const deposit = notification({
  id: 12,
  title: 'Deposit received',
  type: 'ach_deposit',
  message: 'Your bank deposit arrived.',
  description: 'From Chase ending 1234',
  amount: '250.00',
  is_seen: false,
  qube_id: 5,
  activity_id: 901,
});
const declined = notification({
  id: 11,
  title: 'Card declined',
  type: 'unsuccessful_authorization',
  message: 'A purchase at Corner Cafe was declined.',
  amount: '4.50',
  creation_datetime: '2026-11-19T12:00:00Z',
});
const welcome = notification({ id: 10, title: 'Welcome to Qube', type: 'announcement', message: 'Glad you are here.' });

const groceries = { id: 5, name: 'Groceries', type: 'spending', color: { foreground_color: '#ffffff', background_color: '#0b6b3a' } } as Qube;
const cloud = { id: 'cloud', name: 'Cloud', type: 'system', color: null } as Qube;
const NEXT = '/api/notifications/?account_id=10&limit=30&offset=30';

const page = <T,>(results: T[], next: string | null = null): { data: Page<T> } => ({ data: { count: results.length, next, results } });

type Answers = { notifications?: () => Promise<unknown>; nextPage?: () => Promise<unknown> };

function mockApi({ notifications = async () => page([deposit, declined]), nextPage = async () => page([welcome]) }: Answers = {}) {
  const get = jest.spyOn(api, 'get').mockImplementation(async (path: string, params?: Record<string, unknown>) => {
    if (path === 'qubes/') return page([cloud, groceries]) as never;
    if (path === 'notifications/') return ((params?.offset ? nextPage : notifications)()) as never;
    throw new Error(`Unexpected GET ${path}`);
  });
  const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { updated: 1, unread_notifications_count: 0 } } as never);
  return { get, post };
}

function WhereAmI() {
  return <p>At {useLocation().pathname}</p>;
}

function setup({ path = '/planning', userType = 'regular_user' as const } = {}) {
  act(() => sessionStore.getState().startSession({ token: 'tok', me: makeMe({ primary_account: account, user_type: userType }), account, trustDevice: false }));
  const onClose = jest.fn();
  const onUnreadCountChange = jest.fn();
  // userEvent's default delay (not the helper's none), as these tests were written with.
  const view = renderWithProviders(
    <>
      <NotificationsPanel id="panel" accountId={10} onClose={onClose} onUnreadCountChange={onUnreadCountChange} />
      <Routes>
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </>,
    { route: path, user: {} },
  );
  return { onClose, onUnreadCountChange, ...view };
}

/** Lets the mocked calls answer without moving the (fake) clock. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });

const item = (name: RegExp) => screen.getByRole('button', { name });

describe('NotificationsPanel', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    act(() => sessionStore.getState().reset());
    bus.reset();
  });

  it('SH-57 loads GET notifications/ with account_id and limit 30, then the next page through the next link', async () => {
    const { get } = mockApi({ notifications: async () => page([deposit, declined], NEXT) });
    const { user } = setup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading notifications…');
    expect(await screen.findByRole('button', { name: /Deposit received/ })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('notifications/', { account_id: 10, limit: 30 }, { mute: true });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: /Welcome to Qube/ })).toBeInTheDocument();
    // The link's query is followed on notifications/, so the client's base and households prefix still apply.
    expect(get).toHaveBeenCalledWith('notifications/', { account_id: '10', limit: '30', offset: '30' }, { mute: true });
    expect(within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('SH-57 fetches nothing for an anonymous session', async () => {
    const { get } = mockApi();
    setup({ userType: 'anonymous_user' as never });
    await settle();
    expect(get).not.toHaveBeenCalled();
  });

  it('SH-58 loads the qubes with limit 9999 and names the qube a notification points at', async () => {
    const { get } = mockApi();
    setup();
    const row = await screen.findByRole('button', { name: /Deposit received/ });
    expect(get).toHaveBeenCalledWith('qubes/', { account_id: 10, limit: 9999 }, { mute: true });
    expect(within(row).getByText('Groceries')).toBeInTheDocument();
  });

  it('SH-58 SH-59 marks all read with POST notifications/ and the newest id 1000 ms after the list shows, when the newest is unseen', async () => {
    jest.useFakeTimers();
    const { post } = mockApi();
    const { onUnreadCountChange } = setup();
    await settle();
    expect(item(/Deposit received/)).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(999));
    expect(post).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('notifications/', { account_id: 10, last_notification_id: 12 }, { mute: true });
    await settle();
    expect(onUnreadCountChange).toHaveBeenCalledWith(0);
  });

  it('SH-59 sends no mark-read call when the newest notification is already seen (spec [2], the decision)', async () => {
    jest.useFakeTimers();
    const { post } = mockApi({ notifications: async () => page([declined, welcome]) });
    setup();
    await settle();
    expect(item(/Card declined/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(post).not.toHaveBeenCalled();
  });

  it('SH-58 closing the panel before 1000 ms have passed marks nothing read', async () => {
    jest.useFakeTimers();
    const { post } = mockApi();
    const { unmount } = setup();
    await settle();
    act(() => jest.advanceTimersByTime(500));
    unmount();
    act(() => jest.advanceTimersByTime(1000));
    expect(post).not.toHaveBeenCalled();
  });

  it('SH-62 an item shows title, message, description, amount, date, seen state, qube and its type group icon and colours', async () => {
    mockApi();
    setup();
    const unseen = await screen.findByRole('button', { name: /Deposit received/ });
    for (const text of ['Deposit received', 'Your bank deposit arrived.', 'From Chase ending 1234', '$250.00', 'Nov 20, 2026', 'New', 'Groceries']) {
      expect(within(unseen).getByText(text)).toBeInTheDocument();
    }
    const look = notificationLook('ach_deposit');
    expect(within(unseen).getByRole('img', { name: 'Deposit' })).toHaveStyle({ color: look.color, background: look.background });

    const seen = item(/Card declined/);
    expect(within(seen).getByText('$4.50')).toBeInTheDocument();
    expect(within(seen).queryByText('New')).not.toBeInTheDocument();
    expect(within(seen).getByRole('img', { name: 'Failed' })).toHaveStyle({ color: notificationLook('unsuccessful_authorization').color });
  });

  it('SH-60 a click opens the detail view; Back returns to the list with focus on that item', async () => {
    mockApi();
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: /Deposit received/ }));

    const title = screen.getByRole('heading', { name: 'Deposit received' });
    expect(title).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Notifications' })).not.toBeInTheDocument();
    const fields = screen.getByText('Type').closest('dl') as HTMLElement;
    expect(fields).toHaveTextContent('TypeDeposit');
    expect(fields).toHaveTextContent('Amount$250.00');
    expect(fields).toHaveTextContent('DateNov 20, 2026');
    expect(fields).toHaveTextContent('QubeGGroceries');
    expect(fields).toHaveTextContent('StatusNew');
    expect(screen.getByText('From Chase ending 1234')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to notifications' }));
    expect(item(/Deposit received/)).toHaveFocus();
  });

  it('SH-60 from the detail, View transaction emits command:open-activity with the activity_id and the person stays on the page', async () => {
    mockApi();
    const opened: unknown[] = [];
    const subscription = bus.on('command:open-activity').subscribe((payload) => opened.push(payload));
    const { user, onClose } = setup({ path: '/planning' });
    await user.click(await screen.findByRole('button', { name: /Deposit received/ }));
    await user.click(screen.getByRole('button', { name: 'View transaction' }));
    expect(opened).toEqual([{ activityId: 901 }]);
    expect(screen.getByText('At /planning')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledWith(true);
    subscription.unsubscribe();
  });

  it('SH-60 stays on a money-movement page too, and offers no transaction without an activity_id', async () => {
    mockApi();
    const opened: unknown[] = [];
    const subscription = bus.on('command:open-activity').subscribe((payload) => opened.push(payload));
    const { user } = setup({ path: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: /Card declined/ }));
    expect(screen.queryByRole('button', { name: 'View transaction' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to notifications' }));
    await user.click(item(/Deposit received/));
    await user.click(screen.getByRole('button', { name: 'View transaction' }));
    expect(opened).toEqual([{ activityId: 901 }]);
    expect(screen.getByText('At /dashboard')).toBeInTheDocument();
    subscription.unsubscribe();
  });

  it("SH-61 an account without notifications reads 'You dont have any notifications yet.'", async () => {
    mockApi({ notifications: async () => page([]) });
    setup();
    expect(await screen.findByText('You dont have any notifications yet.')).toBeInTheDocument();
    expect(EMPTY_TEXT).toBe('You dont have any notifications yet.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the list fails, and Retry loads it again', async () => {
    let calls = 0;
    mockApi({
      notifications: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError(500, null);
        return page([deposit]);
      },
    });
    const { user } = setup();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your notifications.");
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Deposit received/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed next page keeps the list, says so and lets the user try again', async () => {
    let calls = 0;
    mockApi({
      notifications: async () => page([deposit, declined], NEXT),
      nextPage: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError(0, null);
        return page([welcome]);
      },
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load more notifications.");
    expect(item(/Deposit received/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Welcome to Qube/ })).toBeInTheDocument();
  });

  it('is a dialog named Notifications that takes focus and closes on Escape or its close button', async () => {
    mockApi();
    const { user, onClose } = setup();
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    expect(dialog).toHaveFocus();
    await screen.findByRole('button', { name: /Deposit received/ });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Close notifications' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('alerts in the panel (issue 25 §2)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => sessionStore.getState().reset());
    bus.reset();
  });

  const shortRent = notification({ id: 20, title: 'Rent will be short on Dec 1', type: 'bill_short', message: 'Rent needs $123.45 more for its bill due Dec 1. Top up from Cloud.', amount: '123.45', qube_id: 5, is_seen: false });

  it('a short bill offers a one-tap top-up from the list and from its detail, opening the transfer with the shortfall', async () => {
    mockApi({ notifications: async () => page([shortRent, deposit]) });
    const opened: unknown[] = [];
    const subscription = bus.on('command:open-move-money').subscribe((payload) => opened.push(payload));
    const { user, onClose } = setup();
    const topUp = await screen.findByRole('button', { name: 'Top up $123.45 to Groceries' });
    expect(notificationLook('bill_short').group).toBe('warning');
    // Only the short bill offers it.
    expect(screen.getAllByRole('button', { name: /^Top up/ })).toHaveLength(1);
    await user.click(topUp);
    expect(opened).toEqual([{ kind: 'internal', presetQubeId: 5, presetAmount: '123.45' }]);
    expect(onClose).toHaveBeenCalledWith(false);

    await user.click(item(/Rent will be short/));
    await user.click(screen.getByRole('button', { name: 'Top up $123.45' }));
    expect(opened).toHaveLength(2);
    subscription.unsubscribe();
  });
});
