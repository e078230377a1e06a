// API throughput of the Overview request (GET accounts/{id}/updates/) with autocannon.
import autocannon from 'autocannon';
import { API_URL } from './servers.mjs';

const BASE_HEADERS = { 'X-API-Version': '15', 'X-Company-Header-ID': '1' };

/** Signs in through the API as the web client does (CSRF double submit). */
export async function apiLogin(email, password) {
  const csrfRes = await fetch(`${API_URL}/api/csrf/`, { headers: BASE_HEADERS });
  if (!csrfRes.ok) throw new Error(`GET /api/csrf/ answered ${csrfRes.status}`);
  const cookie = csrfRes.headers.getSetCookie().find((c) => c.startsWith('qube_csrftoken='));
  const csrf = cookie ? decodeURIComponent(cookie.split(';')[0].split('=')[1]) : (await csrfRes.json()).csrf_token;
  const res = await fetch(`${API_URL}/api/web/users/login/`, {
    method: 'POST',
    headers: { ...BASE_HEADERS, 'Content-Type': 'application/json', 'X-CSRFToken': csrf, Cookie: `qube_csrftoken=${csrf}` },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`POST /api/web/users/login/ answered ${res.status}: ${await res.text()}`);
  const { token, account_id: accountId } = await res.json();
  return { token, accountId };
}

export async function measureOverviewRps({ connections = 10, duration = 10 } = {}) {
  const { token, accountId } = await apiLogin('alex@demo.qube', 'Demo!2345');
  const url = `${API_URL}/api/accounts/${accountId}/updates/`;
  const headers = { ...BASE_HEADERS, Authorization: `Token ${token}` };
  const check = await fetch(url, { headers });
  if (!check.ok) throw new Error(`GET ${url} answered ${check.status}: ${await check.text()}`);
  const result = await autocannon({ url, connections, duration, headers });
  return {
    url,
    requestsPerSecond: result.requests.average,
    latencyP50ms: result.latency.p50,
    latencyP99ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * Issue 25 §1: the forecast of every pocket of alex's account (GET forecast/, six months), timed one request at a time
 * after one warm-up: the median and the slowest of `runs`.
 */
export async function measureForecast({ runs = 20 } = {}) {
  const { token, accountId } = await apiLogin('alex@demo.qube', 'Demo!2345');
  const url = `${API_URL}/api/forecast/?account_id=${accountId}`;
  const headers = { ...BASE_HEADERS, Authorization: `Token ${token}` };
  const once = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.json();
    if (!res.ok || !Array.isArray(body.pockets)) throw new Error(`GET ${url} answered ${res.status}`);
    return { ms: performance.now() - started, pockets: body.pockets.length };
  };
  const warm = await once();
  const times = [];
  for (let i = 0; i < runs; i += 1) times.push((await once()).ms);
  times.sort((a, b) => a - b);
  return { url, pockets: warm.pockets, medianMs: times[Math.floor(times.length / 2)], maxMs: times[times.length - 1], runs };
}
