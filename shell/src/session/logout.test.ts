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

describe('logout of a resumed session', () => {
  afterEach(() => jest.restoreAllMocks());

  it('SH-32 a session resumed after a reload (no token in memory) still posts users/logout/, whose answer clears the HttpOnly cookie', async () => {
    const { api, sessionStore } = await import('@qube/shared');
    const { makeAccount, makeMe } = await import('@qube/shared/test-utils');
    const { logout, setLogoutNavigator } = await import('./logout');
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 204, data: null } as never);
    const navigate = jest.fn();
    setLogoutNavigator(navigate);
    sessionStore.getState().startSession({ me: makeMe(), account: makeAccount(), trustDevice: false });
    expect(sessionStore.getState().token).toBeNull();
    await logout();
    expect(post).toHaveBeenCalledWith('users/logout/', {}, { mute: true });
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('SH-32 a logout while signed out (a 401 during the resume) does not call the API', async () => {
    const { api, sessionStore } = await import('@qube/shared');
    const { logout, setLogoutNavigator } = await import('./logout');
    const post = jest.spyOn(api, 'post');
    setLogoutNavigator(jest.fn());
    sessionStore.getState().reset();
    await logout({ expired: true, referrer: '/planning' });
    expect(post).not.toHaveBeenCalled();
  });
});

describe('401s after the person logged out', () => {
  afterEach(() => jest.restoreAllMocks());

  /** A signed-in session whose logout call answers 204, and the navigations logout makes. */
  const signedIn = async () => {
    const { api, sessionStore } = await import('@qube/shared');
    const { makeAccount, makeMe } = await import('@qube/shared/test-utils');
    const { logout, setLogoutNavigator } = await import('./logout');
    jest.spyOn(api, 'post').mockResolvedValue({ status: 204, data: null } as never);
    const navigate = jest.fn();
    setLogoutNavigator(navigate);
    const signIn = () => sessionStore.getState().startSession({ me: makeMe(), account: makeAccount(), trustDevice: false });
    signIn();
    return { logout, navigate, signIn };
  };

  it('SH-32 a 401 from a request of the ended session does not turn a chosen logout into an expiry', async () => {
    const { logout, navigate } = await signedIn();
    await logout();
    // What the API client does with a 401 that arrives after the cookie was cleared.
    await logout({ expired: true, referrer: '/dashboard' });
    expect(navigate.mock.calls).toEqual([['/']]);
  });

  it('SH-33 once signed in again, an expiry still goes to / with the expired flag and the referrer', async () => {
    const { logout, navigate, signIn } = await signedIn();
    await logout();
    signIn();
    await logout({ expired: true, referrer: '/planning' });
    expect(navigate.mock.calls).toEqual([['/'], ['/?expired=true&referrer=%2Fplanning']]);
  });
});
