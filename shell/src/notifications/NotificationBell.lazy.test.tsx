import { act, screen } from '@testing-library/react';
import { api, bus, sessionStore } from '@qube/shared';
import { makeAccount, makeMe } from '@qube/shared/test-utils';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { NotificationBell } from './NotificationBell';

// Counts how often the panel's module is evaluated (a file of its own: each test file has its own module registry).
const mockPanelModule = { loads: 0 };
jest.mock('./NotificationsPanel', () => {
  mockPanelModule.loads += 1;
  return jest.requireActual('./NotificationsPanel');
});

describe('NotificationBell first paint', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => sessionStore.getState().reset());
    bus.reset();
  });

  it('loads the panel module only when the bell is first opened, and once', async () => {
    jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
      if (path === 'accounts/10/updates/') return { data: { unread_notifications_count: 1 } } as never;
      return { data: { count: 0, next: null, results: [] } } as never;
    });
    const account = makeAccount({ id: 10 });
    act(() => sessionStore.getState().startSession({ token: 'tok', me: makeMe({ primary_account: account }), account, trustDevice: false }));
    // userEvent's default delay (not the helper's none), as this test was written with.
    const { user } = renderWithProviders(<NotificationBell />, { route: '/', user: {} });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(mockPanelModule.loads).toBe(0);

    await user.click(bell);
    expect(await screen.findByText('You dont have any notifications yet.')).toBeInTheDocument();
    expect(mockPanelModule.loads).toBe(1);
    await user.keyboard('{Escape}');
    await user.click(bell);
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    expect(mockPanelModule.loads).toBe(1);
  });
});
