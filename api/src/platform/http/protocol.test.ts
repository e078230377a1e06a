import { setupTestApi, CSRF } from '../../test/helpers';

const api = setupTestApi();

describe('protocol', () => {
  it('API-02 rejects a request without X-API-Version: 15', async () => {
    const missing = await api.call('GET', '/api/company/theme-controller/', { headers: { 'x-api-version': undefined } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ fallback_message: 'Unsupported API version.', code: 'unsupported_api_version' });
    const wrong = await api.call('GET', '/api/company/theme-controller/', { headers: { 'x-api-version': '14' } });
    expect(wrong.statusCode).toBe(400);
  });

  it('API-02 exempts health and openapi from the version header', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ ok: true, jobs: { waiting: 0, running: 0, failed: 0 } });
    expect((await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
  });

  it('API-02 X-Company-Header-ID: missing means 1, 2 selects the other company, anything else is 400', async () => {
    const none = await api.call('GET', '/api/company/theme-controller/', { company: null });
    expect(none.json().header_id).toBe(1);
    const two = await api.call('GET', '/api/company/theme-controller/', { company: '2' });
    expect(two.json().header_id).toBe(2);
    const bad = await api.call('GET', '/api/company/theme-controller/', { company: '3' });
    expect(bad.statusCode).toBe(400);
    expect(typeof bad.json().fallback_message).toBe('string');
  });

  it('API-02 sets the qube_csrftoken cookie (readable, Lax, path /) when the request has none', async () => {
    const res = await api.call('GET', '/api/csrf/', { headers: { cookie: undefined } });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^qube_csrftoken=[0-9a-f]+;/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
    expect(cookie).not.toContain('Domain');
    const token = /qube_csrftoken=([0-9a-f]+)/.exec(cookie)?.[1];
    expect(res.json()).toEqual({ csrf_token: token });
    // A request that already has the cookie gets no new one.
    const again = await api.call('GET', '/api/csrf/');
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.json()).toEqual({ csrf_token: CSRF });
  });

  it('API-02 rejects unsafe methods without the X-CSRFToken header or with a wrong one (403)', async () => {
    const body = { email: 'alex@demo.qube', password: 'Demo!2345', trust_device: false };
    const missing = await api.call('POST', '/api/web/users/login/', { body, headers: { 'x-csrftoken': undefined } });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().fallback_message).toBe('CSRF token missing or incorrect.');
    const wrong = await api.call('POST', '/api/web/users/login/', { body, headers: { 'x-csrftoken': 'nope' } });
    expect(wrong.statusCode).toBe(403);
    const noCookie = await api.call('POST', '/api/web/users/login/', { body, headers: { cookie: undefined } });
    expect(noCookie.statusCode).toBe(403);
    const ok = await api.call('POST', '/api/web/users/login/', { body });
    expect(ok.statusCode).toBe(200);
  });

  it('API-02 CORS is not needed: pages reach the API through their own server (same origin), so no CORS headers are sent', async () => {
    const res = await api.call('GET', '/api/company/theme-controller/', { headers: { origin: 'http://localhost:8080' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('API-03 returns 401 for a missing, malformed or unknown token', async () => {
    const missing = await api.call('GET', '/api/users/me/');
    expect(missing.statusCode).toBe(401);
    expect(missing.json().fallback_message).toBe('Authentication credentials were not provided.');
    const malformed = await api.call('GET', '/api/users/me/', { headers: { authorization: 'Bearer abc' } });
    expect(malformed.statusCode).toBe(401);
    const unknown = await api.call('GET', '/api/users/me/', { token: 'a'.repeat(64) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().fallback_message).toBe('Invalid token.');
  });

  it('API-03 returns 401 for an expired token', async () => {
    const { token } = await api.login('lite@demo.qube');
    expect((await api.call('GET', '/api/users/me/', { token })).statusCode).toBe(200);
    api.clock.advance(16 * 60 * 1000);
    try {
      const res = await api.call('GET', '/api/users/me/', { token });
      expect(res.statusCode).toBe(401);
      expect(res.json().fallback_message).toBe('Token has expired.');
    } finally {
      api.clock.reset();
    }
  });

  it('API-03 a token is bound to its company: another X-Company-Header-ID gets 401', async () => {
    const { token } = await api.login('alex@demo.qube');
    const res = await api.call('GET', '/api/users/me/', { token, company: '2' });
    expect(res.statusCode).toBe(401);
  });

  it('API-04 errors are JSON with fallback_message; validation errors are 400 with fields', async () => {
    const res = await api.call('POST', '/api/web/users/login/', { body: { email: 'alex@demo.qube' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json();
    expect(body.fallback_message).toBe('Invalid request: password is required.');
    expect(body.fields).toEqual({ password: 'This Field is required!' });
    const { token } = await api.login('alex@demo.qube');
    const badQuery = await api.call('GET', '/api/qubes/?account_id=abc', { token });
    expect(badQuery.statusCode).toBe(400);
    expect(typeof badQuery.json().fallback_message).toBe('string');
    const missing = await api.call('GET', '/api/no-such-thing/', { token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().fallback_message).toBe('Not found.');
  });

  it('API-01 serves the OpenAPI document generated from the route schemas', async () => {
    const doc = (await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/web/users/login/', '/api/web/users/login/check-credentials/', '/api/users/logout/', '/api/users/me/',
      '/api/accounts/{id}/', '/api/accounts/{id}/updates/', '/api/qubes/', '/api/qubes/{id}/', '/api/budgets/current/',
      '/api/accounts/{id}/statements/', '/api/affiliates/me/', '/api/affiliates/metrics/', '/api/company/theme-controller/',
      '/api/households/qubes/', '/api/households/accounts/{id}/updates/',
      '/api/users/refresh-session/', '/api/users/forgot-password/', '/api/users/forgot-password/change/',
      '/api/users/unsubscribe-from-emails/', '/api/users/add-new-phone-number/', '/api/users/verify-new-phone-number/',
      '/api/users/me/change-address/', '/api/users/me/change-address-documents/', '/api/metrics/', '/api/courses/login/',
      '/api/monitoring/errors/',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(Object.keys(doc.paths['/api/accounts/{id}/'])).toEqual(expect.arrayContaining(['get', 'patch']));
    expect(Object.keys(doc.paths['/api/users/me/change-address-documents/'].post.requestBody.content)).toEqual(['multipart/form-data', 'application/json']);
  });
});
