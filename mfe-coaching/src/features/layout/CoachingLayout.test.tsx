import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, sessionStore, type Account, type Me, type StandaloneContext } from '@qube/shared';
import { CoachingApp } from '../../CoachingApp';
import { CoachingLayout } from './CoachingLayout';
import { isWebView, siteNavigation } from './coachingSite';

const account = { id: 7, is_aggregate: false } as Account;
const coach = { id: 3, first_name: 'Cora', is_coach: true, is_affiliate: false, user_type: 'regular_user', primary_account: account, sub_accounts: [], households: [], feature_flags: {} } as unknown as Me;
const site = (): StandaloneContext => ({ personalViewUrl: 'http://localhost:8080/dashboard', signOut: jest.fn().mockResolvedValue(undefined) });
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const ANDROID_WEBVIEW = 'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/156.0 Mobile Safari/537.36';

beforeEach(() => sessionStore.getState().startSession({ token: 'tok', me: coach, account, trustDevice: false }));
afterEach(() => {
  sessionStore.getState().reset();
  jest.restoreAllMocks();
});

describe('CoachingLayout (the portal as its own site)', () => {
  it("CO-03 top bar with the logo, the coach's avatar and first name, the page and a footer", () => {
    render(
      <CoachingLayout site={site()} userAgent={DESKTOP}>
        <p>Partner page</p>
      </CoachingLayout>,
    );
    expect(screen.getByRole('link', { name: 'Qube Partner Portal home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cora profile menu' })).toHaveTextContent('CCora');
    expect(screen.getByRole('main')).toHaveTextContent('Partner page');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Qube Partner Portal');
  });

  it("CO-03 CO-04 the menu has 'Go to Personal View' to the personal home and 'Logout', which ends the session", async () => {
    const context = site();
    render(
      <CoachingLayout site={context} userAgent={DESKTOP}>
        <p>Partner page</p>
      </CoachingLayout>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cora profile menu' }));
    expect(await screen.findByRole('link', { name: 'Go to Personal View' })).toHaveAttribute('href', 'http://localhost:8080/dashboard');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(context.signOut).toHaveBeenCalledTimes(1);
  });

  it("CO-03 'Logout' is hidden in a web view", async () => {
    render(
      <CoachingLayout site={site()} userAgent={ANDROID_WEBVIEW}>
        <p>Partner page</p>
      </CoachingLayout>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cora profile menu' }));
    expect(await screen.findByRole('link', { name: 'Go to Personal View' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('tells web views from browsers', () => {
    expect(isWebView(DESKTOP)).toBe(false);
    expect(isWebView(ANDROID_WEBVIEW)).toBe(true);
    expect(isWebView('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36')).toBe(false);
    expect(isWebView('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148')).toBe(true);
    expect(isWebView('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBe(false);
  });
});

describe('CoachingApp', () => {
  beforeEach(() => {
    history.replaceState(null, '', '/coaching/dashboard');
    jest.spyOn(api, 'get').mockImplementation(async () => new Promise(() => undefined));
  });

  it('CO-03 inside the shell the portal keeps the shell chrome: no second top bar', () => {
    render(<CoachingApp name="coaching" />);
    expect(screen.queryByRole('button', { name: /profile menu/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('CO-03 on its own site the portal has its own layout around the pages', () => {
    render(<CoachingApp name="coaching" standalone={site()} />);
    expect(screen.getByRole('button', { name: 'Cora profile menu' })).toHaveTextContent('Cora');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('CoachingGuard on the standalone site', () => {
  it('CO-06 CO-07 a signed-in user who is not a partner goes to the personal home of the main site', async () => {
    history.replaceState(null, '', '/coaching/dashboard');
    sessionStore.getState().setMe({ ...coach, is_coach: false, is_affiliate: false } as Me);
    jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: { current_subscription: null } } as never);
    const leave = jest.spyOn(siteNavigation, 'leave').mockImplementation(() => undefined);
    render(<CoachingApp name="coaching" standalone={site()} />);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('http://localhost:8080/dashboard'));
  });
});

describe('CoachingGuard while logging out', () => {
  it('CO-06 a session ending on the standalone site does not send the visitor to the main site', async () => {
    history.replaceState(null, '', '/coaching/dashboard');
    jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: { current_subscription: { program: { affiliate_features: ['dashboard'] } } } } as never);
    const leave = jest.spyOn(siteNavigation, 'leave').mockImplementation(() => undefined);
    render(<CoachingApp name="coaching" standalone={site()} />);
    await screen.findByRole('heading', { name: 'Partner Dashboard' });
    act(() => sessionStore.getState().reset());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(leave).not.toHaveBeenCalled();
  });
});
