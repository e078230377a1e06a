import { API_VERSION, COMPANY, type CompanyId } from '../domain/constants';
import { noteVersionOfAnswer } from '../bus/accountVersions';
import { bus, type EventBus } from '../bus/eventBus';
import { sessionStore } from '../session/sessionStore';
import { readCookie } from '../session/cookies';

export const CSRF_COOKIE = 'qube_csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';

/** The error body every failed call carries (SD-13: fallback_message, plus our optional fields). */
export type ApiErrorBody = { fallback_message?: string; code?: string; fields?: Record<string, string> };

/** A failed call. `status` is 0 when no response arrived. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.fallback_message ?? (status === 0 ? 'Network error occurred.' : `${status}: We encountered an error.`));
    this.name = 'ApiError';
  }
  /** The message a form shows for this failure. */
  get fallbackMessage(): string | null {
    return this.body?.fallback_message ?? null;
  }
}

export type RequestOptions = {
  /** Omit the Authorization header (SD-11). */
  noAuth?: boolean;
  /** Show no toast for this call's failure (SD-11). */
  mute?: boolean;
  /** Call the plain path even for a household account ("households forced off", SD-04). */
  householdsOff?: boolean;
};

export type ApiConfig = {
  baseURL: string;
  companyId: CompanyId;
  /** Called on a 401 (SD-07); the shell logs out with the expired flag and the referrer. */
  onUnauthorized: (referrer: string | null) => void;
};

/** A full URL (the `next` link of a page) already names its path. */
const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

const NO_REFERRER_PATHS = ['/forgot-password', '/new-password'];

/** An answer of the API: its body (parsed when JSON, else the text, e.g. a CSV export) and its status. */
export type ApiResponse<T> = { data: T; status: number };

/** A call that has not answered after this long fails as "no response" (SD-06). */
const TIMEOUT_MS = 30_000;

let config: ApiConfig = { baseURL: '/api/', companyId: COMPANY.main, onUnauthorized: () => undefined };

/** The shell configures the client once at start; remotes use the same instance. */
export function configureApi(next: Partial<ApiConfig>): void {
  config = { ...config, ...next };
}

export function getApiConfig(): ApiConfig {
  return config;
}

/** Households prefix (SD-04): an aggregate active account calls `households/<path>` unless overridden. */
export function resolvePath(path: string, householdsOff = false): string {
  if (ABSOLUTE_URL.test(path)) return path;
  const clean = path.replace(/^\/+/, '');
  const { active_account, apiHouseholdsOverride } = sessionStore.getState();
  const useHouseholds = active_account?.is_aggregate === true && !apiHouseholdsOverride && !householdsOff;
  return useHouseholds ? `households/${clean}` : clean;
}

async function ensureCsrfCookie(): Promise<string | null> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  await send('GET', 'csrf/', { 'X-API-Version': API_VERSION, 'X-Company-Header-ID': String(config.companyId) });
  return readCookie(CSRF_COOKIE);
}

function currentPath(): string {
  return globalThis.location ? `${location.pathname}${location.search}` : '/';
}

/** Applies the HTTP rows of the error catalogue (spec 000 section 8; SD-06 to SD-10). */
export function handleFailure(error: ApiError, options: RequestOptions, events: EventBus = bus): void {
  const { status, body } = error;
  if (status === 0) {
    if (!options.mute) events.emit('toast:show', { type: 'error', message: 'Network error occurred.' });
    return;
  }
  if (status === 401) {
    const path = globalThis.location?.pathname ?? '/';
    config.onUnauthorized(NO_REFERRER_PATHS.includes(path) ? null : currentPath());
    return;
  }
  if (status === 400) return;
  if (status === 404 && body?.fallback_message) return;
  // A feature whose provider is not configured answers 503 with what to tell the person ('Linking a bank is not
  // available right now.'): that sentence, not a status code, is the message (issue 22 §1).
  const message = status === 503 && body?.fallback_message ? body.fallback_message : `${status}: We encountered an error.`;
  if (!options.mute) events.emit('toast:show', { type: 'error', message });
}

/**
 * The query string as the API has always read it (axios's encoding, which this client replaced): null and undefined
 * are left out, an array is repeated as `key[]`, a date is ISO.
 */
export function queryString(params: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    const name = Array.isArray(value) ? `${key}[]` : key;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null) continue;
      search.append(name, item instanceof Date ? item.toISOString() : typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return search.toString();
}

function urlOf(path: string, params?: Record<string, unknown>): string {
  const base = ABSOLUTE_URL.test(path) ? path : `${config.baseURL.replace(/\/*$/, '/')}${path.replace(/^\/+/, '')}`;
  const query = queryString(params);
  return query ? `${base}${base.includes('?') ? '&' : '?'}${query}` : base;
}

/** A body the browser sends as it is (a file upload's form data sets its own content type), else JSON. */
function isRawBody(payload: unknown): payload is BodyInit {
  return (
    typeof payload === 'string' ||
    (typeof FormData !== 'undefined' && payload instanceof FormData) ||
    (typeof Blob !== 'undefined' && payload instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && payload instanceof URLSearchParams)
  );
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return text === '' ? '' : (JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}

/**
 * One HTTP exchange with the API on `fetch`, cookies included (the session's HttpOnly cookie and the CSRF pair).
 * A 2xx resolves; any other status rejects with an ApiError carrying the error body; no answer (offline, refused,
 * timed out) rejects with status 0. Hand-written rather than axios: this is all the platform asks of a client, and
 * axios was ~19 KB gzipped on every page (docs/adr/0012-api-client-on-fetch.md).
 */
async function send<T>(method: Method, path: string, headers: Record<string, string>, payload?: unknown): Promise<ApiResponse<T>> {
  const isQuery = method === 'GET';
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json, text/plain, */*', ...headers } };
  if (!isQuery && payload !== undefined) {
    if (isRawBody(payload)) init.body = payload;
    else {
      init.body = JSON.stringify(payload);
      (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
    }
  }
  const controller = typeof AbortController === 'undefined' ? null : new AbortController();
  const timer = controller ? setTimeout(() => controller.abort(), TIMEOUT_MS) : null;
  if (controller) init.signal = controller.signal;
  let response: Response;
  let data: unknown;
  try {
    response = await fetch(urlOf(path, isQuery ? (payload as Record<string, unknown> | undefined) : undefined), init);
    data = await bodyOf(response);
  } catch {
    throw new ApiError(0, null);
  } finally {
    if (timer) clearTimeout(timer);
  }
  if (response.status < 200 || response.status >= 300) {
    throw new ApiError(response.status, data !== null && typeof data === 'object' ? (data as ApiErrorBody) : null);
  }
  return { data: data as T, status: response.status };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function request<T>(method: Method, path: string, payload?: unknown, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const session = sessionStore.getState();
  const headers: Record<string, string> = {
    'X-API-Version': API_VERSION,
    'X-Company-Header-ID': String(config.companyId),
  };
  if (!options.noAuth && session.token) headers.Authorization = `Token ${session.token}`;
  try {
    if (method !== 'GET') {
      const csrf = await ensureCsrfCookie();
      if (csrf) headers[CSRF_HEADER] = csrf;
    }
    // GET sends its payload as query parameters, the others as a body (SD-03).
    const response = await send<T>(method, resolvePath(path, options.householdsOff), headers, payload);
    // Every successful response moves the session end time ahead (SD-05).
    sessionStore.getState().refresh();
    // A transfer's answer says which account version it made (API-28): the live-updates push about it is then skipped.
    noteVersionOfAnswer(path, payload, response.data);
    return response;
  } catch (caught) {
    const error = caught instanceof ApiError ? caught : new ApiError(0, null);
    handleFailure(error, options);
    throw error;
  }
}

/** The API client every app uses. */
export const api = {
  get: <T>(path: string, params?: Record<string, unknown>, options?: RequestOptions) => request<T>('GET', path, params, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('DELETE', path, body, options),
};
