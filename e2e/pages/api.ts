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
