import { logoutTarget } from './logout';

describe('logout target', () => {
  it('SH-32 goes to / after a plain logout', () => {
    expect(logoutTarget({})).toBe('/');
  });

  it('SH-33 adds the expired flag and the referrer when the session expired', () => {
    expect(logoutTarget({ expired: true, referrer: '/planning?x=1' })).toBe('/?expired=true&referrer=%2Fplanning%3Fx%3D1');
    expect(logoutTarget({ expired: true })).toBe('/?expired=true');
  });
});

describe('logout without redirect', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('SH-34 sets skipAuthRedirect, navigates to the chosen route after 100 ms, and clears the flag after 300000 ms', async () => {
    jest.useFakeTimers();
    const { api, sessionStore } = await import('@qube/shared');
    const { logoutWithoutRedirect, setLogoutNavigator } = await import('./logout');
    jest.spyOn(api, 'post').mockResolvedValue({ status: 204, data: null } as never);
    const navigate = jest.fn();
    setLogoutNavigator(navigate);
    sessionStore.setState({ isLoggedIn: true, token: 't' });
    await logoutWithoutRedirect('/terms');
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: false, token: null, skipAuthRedirect: true });
    jest.advanceTimersByTime(99);
    expect(navigate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/terms');
    jest.advanceTimersByTime(300000);
    expect(sessionStore.getState().skipAuthRedirect).toBe(false);
  });
});
