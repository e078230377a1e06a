import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
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

const NO_REFERRER_PATHS = ['/forgot-password', '/new-password'];

let config: ApiConfig = { baseURL: '/api/', companyId: COMPANY.main, onUnauthorized: () => undefined };
let client: AxiosInstance = axios.create();

/** The shell configures the client once at start; remotes use the same instance. */
export function configureApi(next: Partial<ApiConfig>): void {
  config = { ...config, ...next };
  client = axios.create({ baseURL: config.baseURL, withCredentials: true, timeout: 30000 });
}

export function getApiConfig(): ApiConfig {
  return config;
}

/** Households prefix (SD-04): an aggregate active account calls `households/<path>` unless overridden. */
export function resolvePath(path: string, householdsOff = false): string {
  // A full URL (the `next` link of a page) already names its path: call it as it is.
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(path)) return path;
  const clean = path.replace(/^\/+/, '');
  const { active_account, apiHouseholdsOverride } = sessionStore.getState();
  const useHouseholds = active_account?.is_aggregate === true && !apiHouseholdsOverride && !householdsOff;
  return useHouseholds ? `households/${clean}` : clean;
}

async function ensureCsrfCookie(): Promise<string | null> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  await client.get('csrf/', { headers: { 'X-API-Version': API_VERSION, 'X-Company-Header-ID': String(config.companyId) } });
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
  if (!options.mute) events.emit('toast:show', { type: 'error', message: `${status}: We encountered an error.` });
}

async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, payload?: unknown, options: RequestOptions = {}): Promise<AxiosResponse<T>> {
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
    const response = await client.request<T>({
      method,
      url: resolvePath(path, options.householdsOff),
      headers,
      // GET sends its payload as query parameters, the others as a body (SD-03).
      ...(method === 'GET' ? { params: payload } : { data: payload }),
    });
    // Every successful response moves the session end time ahead (SD-05).
    sessionStore.getState().refresh();
    // A transfer's answer says which account version it made (API-28): the live-updates push about it is then skipped.
    noteVersionOfAnswer(path, payload, response.data);
    return response;
  } catch (caught) {
    const error = axios.isAxiosError(caught)
      ? new ApiError(caught.response?.status ?? 0, (caught.response?.data as ApiErrorBody | undefined) ?? null)
      : new ApiError(0, null);
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
