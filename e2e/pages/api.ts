import { request } from '@playwright/test';

/** A fresh copy of a demo user, so a test that changes data never meets another test's changes. */
export async function freshDemoUser(email: string, baseURL = 'http://127.0.0.1:8090'): Promise<string> {
  const context = await request.newContext({ baseURL });
  const csrf = await context.get('/api/csrf/', { headers: { 'X-API-Version': '15' } });
  const token = ((await csrf.json()) as { csrf_token: string }).csrf_token;
  const response = await context.post('/api/dev/demo-users/copy', {
    data: { email },
    headers: { 'X-API-Version': '15', 'X-CSRFToken': token },
  });
  if (!response.ok()) throw new Error(`Could not copy ${email}: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { email: string };
  await context.dispose();
  return body.email;
}

/**
 * A one-time sign-in code of a user (SH-19), made through the API as a link the site sends would be: the user
 * signs in, then asks POST users/login-codes/ for a code that /…?token=<code> spends within 60 s.
 */
export async function signInLinkCode(email: string, password: string, baseURL = 'http://127.0.0.1:8090'): Promise<string> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { 'X-API-Version': '15', 'X-Company-Header-ID': '1' } });
  try {
    const csrf = await context.get('/api/csrf/');
    const csrfToken = ((await csrf.json()) as { csrf_token: string }).csrf_token;
    const login = await context.post('/api/web/users/login/', { data: { email, password, trust_device: false }, headers: { 'X-CSRFToken': csrfToken } });
    if (!login.ok()) throw new Error(`Could not sign in ${email}: ${login.status()} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    const made = await context.post('/api/users/login-codes/', { data: {}, headers: { 'X-CSRFToken': csrfToken, Authorization: `Token ${token}` } });
    if (made.status() !== 201) throw new Error(`Could not make a sign-in code: ${made.status()} ${await made.text()}`);
    return ((await made.json()) as { code: string }).code;
  } finally {
    await context.dispose();
  }
}

/** The primary account id of a user, from a sign-in through the API (a second session; the browser's stays). */
export async function accountIdOf(email: string, password = 'Demo!2345', baseURL = 'http://127.0.0.1:8090'): Promise<number> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { 'X-API-Version': '15', 'X-Company-Header-ID': '1' } });
  try {
    const csrf = await context.get('/api/csrf/');
    const csrfToken = ((await csrf.json()) as { csrf_token: string }).csrf_token;
    const login = await context.post('/api/web/users/login/', { data: { email, password, trust_device: false }, headers: { 'X-CSRFToken': csrfToken } });
    if (!login.ok()) throw new Error(`Could not sign in ${email}: ${login.status()} ${await login.text()}`);
    return ((await login.json()) as { account_id: number }).account_id;
  } finally {
    await context.dispose();
  }
}
