import { makeAccount, makeMe } from '../test-utils/fixtures';
import type { Subscription } from 'rxjs';
import { bus, type BusEvents } from '../bus/eventBus';
import { COMPANY } from '../domain/constants';
import type { Account, Me } from '../domain/types';
import { clearAllCookies } from '../session/cookies';
import { sessionStore } from '../session/sessionStore';
import { api, ApiError, configureApi, CSRF_COOKIE, queryString, resolvePath } from './apiClient';

type Reply = { status: number; data?: unknown } | 'network-error';
type Sent = { method: string; url: string; baseURL: string; headers: Record<string, string>; query: string; data: unknown; withCredentials: boolean };

const BASE_URL = 'https://api.qube.example/api/';

const account: Account = makeAccount();
const household: Account = { ...account, id: 20, account_type: 'household', is_aggregate: true };
const me: Me = makeMe({ primary_account: account });

let sent: Sent[];
let replies: Map<string, Reply>;
let csrfServed: string | null;
let toasts: BusEvents['toast:show'][];
let subscription: Subscription;
let onUnauthorized: jest.Mock<void, [string | null]>;

/** A stand-in for the network (`fetch`): records each request and answers as a server would. */
async function fakeFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const full = new URL(String(input));
  const headers = { ...(init.headers as Record<string, string>) };
  const method = (init.method ?? 'GET').toUpperCase();
  const baseURL = full.href.startsWith(BASE_URL) ? BASE_URL : `${full.origin}/`;
  const url = `${full.origin}${full.pathname}`.slice(baseURL.length);
  sent.push({ method, url, baseURL, headers, query: full.search.replace(/^\?/, ''), data: init.body, withCredentials: init.credentials === 'include' });
  if (url === 'csrf/' && csrfServed) document.cookie = `${CSRF_COOKIE}=${csrfServed}; path=/`;
  const reply = replies.get(`${method} ${url}`) ?? { status: 200, data: { ok: true } };
  if (reply === 'network-error') throw new TypeError('Failed to fetch');
  const isText = typeof reply.data === 'string';
  const body = reply.data === undefined || reply.status === 204 ? null : isText ? (reply.data as string) : JSON.stringify(reply.data);
  return {
    status: reply.status,
    headers: new Headers({ 'content-type': isText ? 'text/html' : 'application/json' }),
    text: async () => body ?? '',
  } as Response;
}

const last = (): Sent => {
  const request = sent[sent.length - 1];
  if (!request) throw new Error('no request sent');
  return request;
};
const reply = (key: string, r: Reply) => replies.set(key, r);
const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

const originalFetch = globalThis.fetch;

beforeEach(() => {
  sent = [];
  replies = new Map();
  csrfServed = 'served-csrf';
  toasts = [];
  clearAllCookies();
  window.history.pushState({}, '', '/dashboard');
  globalThis.fetch = fakeFetch as typeof fetch;
  onUnauthorized = jest.fn<void, [string | null]>();
  configureApi({ baseURL: BASE_URL, companyId: COMPANY.main, onUnauthorized });
  sessionStore.getState().reset();
  sessionStore.getState().startSession({ token: 'abc', me, account, trustDevice: false });
  subscription = bus.on('toast:show').subscribe((t) => toasts.push(t));
});

afterEach(() => {
  subscription.unsubscribe();
  sessionStore.getState().reset();
  globalThis.fetch = originalFetch;
});

describe('api client headers', () => {
  it('SD-01 sends X-API-Version 15, the company header and credentials to the API base', async () => {
    await api.get('qubes/');
    expect(last().baseURL).toBe('https://api.qube.example/api/');
    expect(last().headers['X-API-Version']).toBe('15');
    expect(last().headers['X-Company-Header-ID']).toBe('1');
    expect(last().withCredentials).toBe(true);
  });

  it('SD-01 sends the company id 2 when configured for company 2', async () => {
    configureApi({ companyId: COMPANY.other });
    await api.get('qubes/');
    expect(last().headers['X-Company-Header-ID']).toBe('2');
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)('SD-01 %s sends X-CSRFToken from the qube_csrftoken cookie', async (method) => {
    document.cookie = `${CSRF_COOKIE}=tok123; path=/`;
    await api[method]('things/1/', { a: 1 });
    expect(sent).toHaveLength(1);
    expect(last().method).toBe(method.toUpperCase());
    expect(last().headers['X-CSRFToken']).toBe('tok123');
  });

  it('SD-01 fetches GET csrf/ first when the cookie is missing, then sends it', async () => {
    await api.post('things/', { a: 1 });
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual(['GET csrf/', 'POST things/']);
    expect(sent[0]?.headers['X-API-Version']).toBe('15');
    expect(sent[0]?.withCredentials).toBe(true);
    expect(last().headers['X-CSRFToken']).toBe('served-csrf');
  });

  it('SD-01 a GET sends no CSRF header and fetches no CSRF cookie', async () => {
    await api.get('qubes/');
    expect(sent).toHaveLength(1);
    expect(last().headers['X-CSRFToken']).toBeUndefined();
  });

  it("SD-02 sends Authorization 'Token abc'", async () => {
    await api.get('users/me/');
    expect(last().headers.Authorization).toBe('Token abc');
  });

  it('SD-02 sends no Authorization header without a token', async () => {
    sessionStore.getState().reset();
    await api.get('company/theme-controller/');
    expect(last().headers.Authorization).toBeUndefined();
  });

  it('SD-02 SH-23 a session resumed after a reload sends no Authorization header: credentials carry the HttpOnly cookie, and unsafe calls the CSRF pair', async () => {
    sessionStore.setState({ token: null, isLoggedIn: true });
    await api.post('users/refresh-session/', {});
    expect(last().headers.Authorization).toBeUndefined();
    expect(last().withCredentials).toBe(true);
    expect(last().headers['X-CSRFToken']).toBeTruthy();
  });

  it('SD-11 noAuth omits the Authorization header', async () => {
    await api.post('v2/onboarding/go/', { a: 1 }, { noAuth: true });
    expect(last().headers.Authorization).toBeUndefined();
    expect(last().headers['X-API-Version']).toBe('15');
  });
});

describe('api client payloads and paths', () => {
  it('SD-03 GET sends the payload as query parameters', async () => {
    await api.get('notifications/', { account_id: 10, limit: 30 });
    expect(last().query).toBe('account_id=10&limit=30');
    expect(last().data).toBeUndefined();
  });

  it('SD-03 POST sends the payload as a JSON body', async () => {
    document.cookie = `${CSRF_COOKIE}=t; path=/`;
    await api.post('transfers/', { account_id: 10, amount: '5.00' });
    expect(last().query).toBe('');
    expect(last().headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(last().data))).toEqual({ account_id: 10, amount: '5.00' });
  });

  it('SD-04 an aggregate active account calls under households/', async () => {
    sessionStore.getState().setActiveAccount(household);
    await api.get('/accounts/20/overview/');
    expect(last().url).toBe('households/accounts/20/overview/');
  });

  it('SD-04 a normal account calls the plain path', async () => {
    await api.get('/accounts/10/overview/');
    expect(last().url).toBe('accounts/10/overview/');
  });

  it('SD-04 apiHouseholdsOverride turns the prefix off', async () => {
    sessionStore.setState({ active_account: household, apiHouseholdsOverride: true });
    await api.get('accounts/20/');
    expect(last().url).toBe('accounts/20/');
  });

  it('SD-04 householdsOff turns the prefix off for one call', async () => {
    sessionStore.getState().setActiveAccount(household);
    await api.get('accounts/20/', undefined, { householdsOff: true });
    expect(last().url).toBe('accounts/20/');
    expect(resolvePath('accounts/20/')).toBe('households/accounts/20/');
  });

  it('SD-04 an absolute URL (a next-page link) is called as is', async () => {
    sessionStore.getState().setActiveAccount(household);
    expect(resolvePath('https://api.qube.example/api/notifications/?page=2')).toBe('https://api.qube.example/api/notifications/?page=2');
  });
});

describe('api client responses', () => {
  it('SD-05 a successful response refreshes sessionEndTime', async () => {
    sessionStore.getState().startSession({ token: 'abc', me, account, trustDevice: false, now: 0 });
    expect(sessionStore.getState().sessionEndTime).toBe(900_000);
    const before = Date.now();
    await api.get('qubes/');
    const end = sessionStore.getState().sessionEndTime ?? 0;
    expect(end).toBeGreaterThanOrEqual(before + 900_000);
    expect(end).toBeLessThanOrEqual(Date.now() + 900_000);
  });

  it('SD-05 a failed response does not refresh sessionEndTime', async () => {
    sessionStore.getState().startSession({ token: 'abc', me, account, trustDevice: false, now: 0 });
    reply('GET qubes/', { status: 400, data: {} });
    await failure(api.get('qubes/'));
    expect(sessionStore.getState().sessionEndTime).toBe(900_000);
  });

  it.each([200, 201, 204])('SD-12 status %i resolves with its status', async (status) => {
    document.cookie = `${CSRF_COOKIE}=t; path=/`;
    reply('DELETE things/1/', { status, data: status === 204 ? '' : { id: 1 } });
    const response = await api.delete('things/1/');
    expect(response.status).toBe(status);
    expect(toasts).toEqual([]);
  });

  it('SD-12 the response data is returned to the caller', async () => {
    reply('GET users/me/', { status: 200, data: { id: 1, first_name: 'Pat' } });
    const response = await api.get<{ id: number; first_name: string }>('users/me/');
    expect(response.data).toEqual({ id: 1, first_name: 'Pat' });
  });
});

describe('api client errors', () => {
  it("SD-06 no response shows the toast 'Network error occurred.'", async () => {
    reply('GET qubes/', 'network-error');
    const error = await failure(api.get('qubes/'));
    expect(error.status).toBe(0);
    expect(toasts).toEqual([{ type: 'error', message: 'Network error occurred.' }]);
  });

  it('SD-07 a 401 calls onUnauthorized with the current path and query', async () => {
    window.history.pushState({}, '', '/planning?create=1');
    reply('GET qubes/', { status: 401, data: { detail: 'Invalid token.' } });
    const error = await failure(api.get('qubes/'));
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('/planning?create=1');
    expect(toasts).toEqual([]);
  });

  it.each(['/forgot-password', '/new-password'])('SD-07 a 401 on %s passes no referrer', async (path) => {
    window.history.pushState({}, '', `${path}?token=x`);
    document.cookie = `${CSRF_COOKIE}=t; path=/`;
    reply('POST users/forgot-password/', { status: 401, data: {} });
    await failure(api.post('users/forgot-password/', {}));
    expect(onUnauthorized).toHaveBeenCalledWith(null);
  });

  it('SD-08 a 404 with fallback_message shows no toast and carries the message', async () => {
    reply('GET qubes/9/', { status: 404, data: { fallback_message: 'Qube not found' } });
    const error = await failure(api.get('qubes/9/'));
    expect(error.status).toBe(404);
    expect(error.fallbackMessage).toBe('Qube not found');
    expect(error.message).toBe('Qube not found');
    expect(toasts).toEqual([]);
  });

  it('SD-09 a 400 shows no toast', async () => {
    document.cookie = `${CSRF_COOKIE}=t; path=/`;
    reply('POST transfers/', { status: 400, data: { fallback_message: 'Insufficient funds' } });
    const error = await failure(api.post('transfers/', {}));
    expect(error.status).toBe(400);
    expect(error.fallbackMessage).toBe('Insufficient funds');
    expect(toasts).toEqual([]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("SD-10 a 500 shows the toast '500: We encountered an error.'", async () => {
    reply('GET qubes/', { status: 500, data: '<html>oops</html>' });
    const error = await failure(api.get('qubes/'));
    expect(error.status).toBe(500);
    expect(toasts).toEqual([{ type: 'error', message: '500: We encountered an error.' }]);
  });

  it("SD-10 a 404 without fallback_message shows '404: We encountered an error.'", async () => {
    reply('GET qubes/9/', { status: 404, data: { detail: 'Not found.' } });
    await failure(api.get('qubes/9/'));
    expect(toasts).toEqual([{ type: 'error', message: '404: We encountered an error.' }]);
  });

  it('a 503 with a fallback_message (a feature with no provider) shows that message as the toast', async () => {
    document.cookie = `${CSRF_COOKIE}=t; path=/`;
    reply('POST plaid/generate-link-token/', { status: 503, data: { fallback_message: 'Linking a bank is not available right now.', code: 'provider_unavailable' } });
    const error = await failure(api.post('plaid/generate-link-token/', {}));
    expect(error.fallbackMessage).toBe('Linking a bank is not available right now.');
    expect(toasts).toEqual([{ type: 'error', message: 'Linking a bank is not available right now.' }]);
  });

  it("SD-10 any other status, e.g. 403, shows '{status}: We encountered an error.'", async () => {
    reply('GET qubes/', { status: 403, data: {} });
    await failure(api.get('qubes/'));
    expect(toasts).toEqual([{ type: 'error', message: '403: We encountered an error.' }]);
  });

  it('SD-11 mute suppresses the error toast', async () => {
    reply('GET qubes/', { status: 500, data: {} });
    reply('GET overview/', 'network-error');
    await failure(api.get('qubes/', undefined, { mute: true }));
    await failure(api.get('overview/', undefined, { mute: true }));
    expect(toasts).toEqual([]);
  });

  it('SD-13 ApiError carries fallback_message, code and fields', async () => {
    document.cookie = `${CSRF_COOKIE}=t; path=/`;
    const body = { fallback_message: 'Check the form', code: 'invalid', fields: { amount: 'Too high' } };
    reply('POST transfers/', { status: 400, data: body });
    const error = await failure(api.post('transfers/', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.name).toBe('ApiError');
    expect(error.body).toEqual(body);
    expect(error.body?.code).toBe('invalid');
    expect(error.body?.fields).toEqual({ amount: 'Too high' });
    expect(error.fallbackMessage).toBe('Check the form');
  });

  it('SD-13 an error without a body has no fallback message and a status message', async () => {
    reply('GET qubes/', { status: 502 });
    const error = await failure(api.get('qubes/'));
    expect(error.fallbackMessage).toBeNull();
    expect(error.message).toBe('502: We encountered an error.');
  });
});

describe('api client on fetch', () => {
  it('SD-03 encodes query parameters as the API reads them: null and undefined left out, arrays as key[]', () => {
    expect(queryString({ a: 1, b: null, c: undefined, d: ['x', 'y'], e: 'two words', f: true })).toBe('a=1&d%5B%5D=x&d%5B%5D=y&e=two+words&f=true');
    expect(queryString(undefined)).toBe('');
  });

  it('SD-03 sends form data (a document upload) as it is, with no JSON content type', async () => {
    document.cookie = `${CSRF_COOKIE}=t; path=/`;
    const form = new FormData();
    form.append('documents', new Blob(['x']), 'a.pdf');
    await api.post('users/me/change-address-documents/', form);
    expect(last().data).toBe(form);
    expect(last().headers['Content-Type']).toBeUndefined();
  });

  it('SD-12 a text answer (a CSV export) is returned as its text', async () => {
    document.cookie = `${CSRF_COOKIE}=t; path=/`;
    reply('POST affiliates/conversions/download/', { status: 200, data: 'a,b\n1,2' });
    const response = await api.post<string>('affiliates/conversions/download/', {});
    expect(response.data).toBe('a,b\n1,2');
  });

  it('SD-06 a call with no answer after 30 seconds fails as a network error', async () => {
    jest.useFakeTimers();
    try {
      globalThis.fetch = ((_: unknown, init: RequestInit = {}) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as typeof fetch;
      const pending = failure(api.get('qubes/'));
      await jest.advanceTimersByTimeAsync(30_000);
      const error = await pending;
      expect(error.status).toBe(0);
      expect(toasts).toEqual([{ type: 'error', message: 'Network error occurred.' }]);
    } finally {
      jest.useRealTimers();
    }
  });
});
