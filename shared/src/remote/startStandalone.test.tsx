import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, getApiConfig } from '../api/apiClient';
import type { Account, Me } from '../domain/types';
import { sessionStore } from '../session/sessionStore';
import { loadStandaloneConfig, personalViewUrl, standaloneCompany, startStandalone, type StandaloneHandle, type StandaloneLifecycles } from './startStandalone';

const account = { id: 7, is_aggregate: false } as Account;
const me = { id: 1, first_name: 'Cora', user_type: 'regular_user', primary_account: account, sub_accounts: [], households: [], feature_flags: {} } as unknown as Me;
const noConfig = jest.fn().mockResolvedValue({ ok: false, status: 404 }) as unknown as typeof fetch;

/** Lifecycles that write what they get into the element, like a remote would render. */
function fakeApp() {
  const calls: string[] = [];
  const app = {
    bootstrap: jest.fn(async () => void calls.push('bootstrap')),
    mount: jest.fn(async (props: { domElement: HTMLElement; standalone: { personalViewUrl: string } }) => {
      calls.push('mount');
      props.domElement.textContent = `remote at ${location.pathname}; personal view ${props.standalone.personalViewUrl}`;
    }),
    unmount: jest.fn(async (props: { domElement: HTMLElement }) => {
      calls.push('unmount');
      props.domElement.textContent = '';
    }),
  };
  return { app: app as unknown as StandaloneLifecycles, calls };
}

function mockSignInCalls() {
  jest
    .spyOn(api, 'post')
    .mockResolvedValueOnce({ status: 200, data: { valid: true } } as never)
    .mockResolvedValueOnce({ status: 200, data: { token: 'tok', account_id: 7 } } as never);
  jest.spyOn(api, 'get').mockResolvedValueOnce({ status: 200, data: me } as never).mockResolvedValueOnce({ status: 200, data: account } as never);
}

describe('standalone helpers', () => {
  it('company from the host: 127.0.0.2 is company 2, anything else company 1', () => {
    expect(standaloneCompany('127.0.0.2')).toBe(2);
    expect(standaloneCompany('localhost')).toBe(1);
    expect(standaloneCompany('partners.example', { companyByHost: { 'partners.example': 2 } })).toBe(2);
  });

  it("CO-04 the personal view is the main site's logged-in home, configurable", () => {
    expect(personalViewUrl({ protocol: 'http:', hostname: 'localhost' }, 1)).toBe('http://localhost:8080/dashboard');
    expect(personalViewUrl({ protocol: 'http:', hostname: '127.0.0.2' }, 2)).toBe('http://127.0.0.2:8080/manage-account');
    expect(personalViewUrl({ protocol: 'http:', hostname: 'localhost' }, 1, { mainSiteUrl: 'https://app.qube.example/' })).toBe('https://app.qube.example/dashboard');
  });

  it('reads the optional config and ignores a missing or broken one', async () => {
    const ok = jest.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve({ mainSiteUrl: 'https://x.example', companyByHost: { a: 2 } }) }) as unknown as typeof fetch;
    await expect(loadStandaloneConfig(ok)).resolves.toEqual({ mainSiteUrl: 'https://x.example', companyByHost: { a: 2 } });
    await expect(loadStandaloneConfig(noConfig)).resolves.toEqual({});
    const broken = jest.fn().mockRejectedValue(new Error('offline')) as unknown as typeof fetch;
    await expect(loadStandaloneConfig(broken)).resolves.toEqual({});
    const evil = jest.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve({ mainSiteUrl: 'javascript:alert(1)' }) }) as unknown as typeof fetch;
    await expect(loadStandaloneConfig(evil)).resolves.toEqual({});
  });
});

describe('startStandalone', () => {
  let handle: StandaloneHandle | null = null;
  let container: HTMLElement;

  beforeEach(() => {
    sessionStore.getState().reset();
    container = document.createElement('main');
    document.body.appendChild(container);
    history.replaceState(null, '', '/');
  });
  afterEach(async () => {
    await act(async () => handle?.stop());
    handle = null;
    container.remove();
    jest.restoreAllMocks();
  });

  it('CO-06 logged out: shows the sign-in form, not the area, and sends / to the area path', async () => {
    const { app } = fakeApp();
    await act(async () => {
      handle = await startStandalone({ name: 'planning', title: 'Qube planning', defaultPath: '/planning', loadApp: async () => app, fetchImpl: noConfig, container });
    });
    expect(location.pathname).toBe('/planning');
    expect(screen.getByRole('heading', { name: 'Sign in to Qube planning' })).toBeInTheDocument();
    expect(app.mount).not.toHaveBeenCalled();
    expect(getApiConfig()).toMatchObject({ baseURL: '/api/', companyId: 1 });
  });

  it("CO-06 shows the API's message when the sign-in fails", async () => {
    const { app } = fakeApp();
    await act(async () => {
      handle = await startStandalone({ name: 'coaching', title: 'the Partner Portal', defaultPath: '/coaching/dashboard', loadApp: async () => app, fetchImpl: noConfig, container, chrome: 'none' });
    });
    jest.spyOn(api, 'post').mockRejectedValueOnce(new ApiError(400, { fallback_message: 'Incorrect email or password.' }));
    await userEvent.type(screen.getByLabelText('Email'), 'coach@demo.qube');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(app.mount).not.toHaveBeenCalled();
  });

  it('SH-19 a sign-in link: the code leaves the URL before the page fetches anything, then is spent and the area mounts', async () => {
    history.replaceState(null, '', '/coaching/dashboard?token=c0de&x=1');
    const { app } = fakeApp();
    const seenByFetch: string[] = [];
    const fetchImpl = jest.fn(async () => {
      seenByFetch.push(location.href);
      return { ok: false, status: 404 };
    }) as unknown as typeof fetch;
    const post = jest.spyOn(api, 'post').mockResolvedValueOnce({ status: 200, data: { token: 'tok', account_id: 7 } } as never);
    jest.spyOn(api, 'get').mockResolvedValueOnce({ status: 200, data: me } as never).mockResolvedValueOnce({ status: 200, data: account } as never);
    await act(async () => {
      handle = await startStandalone({ name: 'coaching', title: 'the Partner Portal', defaultPath: '/coaching/dashboard', loadApp: async () => app, fetchImpl, container, chrome: 'none' });
    });
    expect(seenByFetch).toEqual(['http://localhost/coaching/dashboard?x=1']);
    expect(post).toHaveBeenCalledWith('users/login-codes/exchange/', { code: 'c0de' }, { noAuth: true, mute: true });
    await waitFor(() => expect(app.mount).toHaveBeenCalled());
  });

  it("SH-19 a sign-in link that does not work says so on the sign-in form", async () => {
    history.replaceState(null, '', '/coaching/dashboard?token=spent');
    const { app } = fakeApp();
    jest.spyOn(api, 'post').mockRejectedValueOnce(new ApiError(400, { fallback_message: 'This sign-in link is invalid or has expired.' }));
    await act(async () => {
      handle = await startStandalone({ name: 'coaching', title: 'the Partner Portal', defaultPath: '/coaching/dashboard', loadApp: async () => app, fetchImpl: noConfig, container, chrome: 'none' });
    });
    expect(location.search).toBe('');
    expect(screen.getByRole('alert')).toHaveTextContent('This sign-in link is invalid or has expired.');
    expect(app.mount).not.toHaveBeenCalled();
  });

  it('an empty form asks for the fields and calls nothing', async () => {
    const { app } = fakeApp();
    await act(async () => {
      handle = await startStandalone({ name: 'planning', title: 'Qube planning', defaultPath: '/planning', loadApp: async () => app, fetchImpl: noConfig, container });
    });
    const post = jest.spyOn(api, 'post');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This Field is required!');
    expect(post).not.toHaveBeenCalled();
  });

  it('CO-06 signing in mounts the remote at the current path; logging out unmounts it and shows the sign-in again', async () => {
    history.replaceState(null, '', '/coaching/dashboard');
    const { app, calls } = fakeApp();
    await act(async () => {
      handle = await startStandalone({ name: 'coaching', title: 'the Partner Portal', defaultPath: '/coaching/dashboard', loadApp: async () => app, fetchImpl: noConfig, container, chrome: 'none' });
    });
    mockSignInCalls();
    await userEvent.type(screen.getByLabelText('Email'), 'coach@demo.qube');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo!2345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(container).toHaveTextContent('remote at /coaching/dashboard; personal view http://localhost:8080/dashboard'));
    expect(screen.queryByRole('heading', { name: /Sign in to/ })).not.toBeInTheDocument();

    jest.spyOn(api, 'post').mockResolvedValueOnce({ status: 200, data: {} } as never);
    const mountProps = (app.mount as jest.Mock).mock.calls[0][0] as { standalone: { signOut: () => Promise<void> } };
    await act(async () => mountProps.standalone.signOut());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sign in to the Partner Portal' })).toBeInTheDocument());
    expect(calls).toEqual(['bootstrap', 'mount', 'unmount']);
    expect(location.pathname).toBe('/coaching/dashboard');
  });

  it('the minimal team bar shows who is signed in and logs out', async () => {
    const { app } = fakeApp();
    sessionStore.getState().startSession({ token: 'tok', me, account, trustDevice: false });
    jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: me } as never);
    await act(async () => {
      handle = await startStandalone({ name: 'planning', title: 'Qube planning', defaultPath: '/planning', loadApp: async () => app, fetchImpl: noConfig, container });
    });
    expect(app.mount).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Cora')).toBeInTheDocument();
    jest.spyOn(api, 'post').mockResolvedValueOnce({ status: 200, data: {} } as never);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(app.unmount).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { name: 'Sign in to Qube planning' })).toBeInTheDocument();
  });

  it('a remote that fails to load says so in its region', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStore.getState().startSession({ token: 'tok', me, account, trustDevice: false });
    await act(async () => {
      handle = await startStandalone({ name: 'planning', title: 'Planning', defaultPath: '/planning', loadApp: () => Promise.reject(new Error('RUNTIME-008')), fetchImpl: noConfig, container });
    });
    expect(container).toHaveTextContent('Planning could not be loaded.');
  });

  it("a reload of a signed-in page asks for the area's code while the session is being checked, not after", async () => {
    const { app } = fakeApp();
    const now = Date.now();
    document.cookie = `qube_session=${encodeURIComponent(JSON.stringify({ sessionStartTime: now, sessionEndTime: now + 600_000, trustDevice: false, activeAccountId: 7 }))}; path=/`;
    const order: string[] = [];
    let answerMe!: () => void;
    jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
      if (path !== 'users/me/') return { status: 200, data: account } as never;
      order.push('session check');
      await new Promise<void>((resolve) => (answerMe = resolve));
      return { status: 200, data: me } as never;
    });
    const loadApp = jest.fn(async () => {
      order.push('code requested');
      return app;
    });
    const prefetch = jest.fn(() => void order.push('data requested'));
    let started!: Promise<StandaloneHandle>;
    await act(async () => {
      started = startStandalone({ name: 'planning', title: 'Planning', defaultPath: '/planning', loadApp, prefetch, fetchImpl: noConfig, container });
    });
    await waitFor(() => expect(order).toContain('session check'));
    // The first view's data is asked for with the API configured, before the session check answers.
    expect(order).toEqual(['code requested', 'data requested', 'session check']);
    expect(getApiConfig().baseURL).toBe('/api/');
    await act(async () => {
      answerMe();
      handle = await started;
    });
    expect(loadApp).toHaveBeenCalledTimes(1);
    expect(app.mount).toHaveBeenCalledTimes(1);
  });
});
