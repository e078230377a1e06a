import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { loginCodes, passwordResetTokens, sessions, users } from '../../platform/db/schema';
import { hashToken } from '../../platform/http/auth';
import { setupTestApi, CSRF, PASSWORD } from '../../test/helpers';

const api = setupTestApi();
afterEach(() => api.clock.reset());

/** The __Host-qube_token Set-Cookie of an answer, split into its attributes (name=value first), or null. */
const sessionCookieOf = (res: LightMyRequestResponse): string[] | null => {
  const raw = res.headers['set-cookie'];
  const all = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const line = all.find((c) => c.startsWith('__Host-qube_token='));
  return line ? line.split(';').map((part) => part.trim()) : null;
};
const attribute = (parts: string[] | null, name: string) => parts?.find((p) => p.toLowerCase().startsWith(`${name.toLowerCase()}=`))?.split('=')[1];
const has = (parts: string[] | null, flag: string) => Boolean(parts?.some((p) => p.toLowerCase() === flag.toLowerCase()));

/** A request as a browser sends it after a reload: the session cookie and the CSRF pair, no Authorization header. */
const withCookie = (token: string, headers: Record<string, string | undefined> = {}) => ({
  headers: { cookie: `qube_csrftoken=${CSRF}; __Host-qube_token=${token}`, ...headers },
});

const login = (email: string, trustDevice = false) =>
  api.call('POST', '/api/web/users/login/', { body: { email, password: PASSWORD, trust_device: trustDevice } });

describe('the HttpOnly session cookie (issue 9)', () => {
  it('SH-24 SH-35 login sets __Host-qube_token: HttpOnly, Secure, SameSite=Lax, Path=/, host-only, Max-Age of the session', async () => {
    const res = await login('alex@demo.qube');
    expect(res.statusCode).toBe(200);
    const { token } = res.json() as { token: string };
    const cookie = sessionCookieOf(res);
    expect(cookie?.[0]).toBe(`__Host-qube_token=${token}`);
    expect(has(cookie, 'HttpOnly')).toBe(true);
    expect(has(cookie, 'Secure')).toBe(true);
    expect(attribute(cookie, 'SameSite')).toBe('Lax');
    expect(attribute(cookie, 'Path')).toBe('/');
    // No Domain: a sibling host of a parent domain never gets the token (a deviation from SH-35, docs/adr/0020-session.md).
    expect(attribute(cookie, 'Domain')).toBeUndefined();
    expect(attribute(cookie, 'Max-Age')).toBe('900');
    const trusted = sessionCookieOf(await login('alex@demo.qube', true));
    expect(attribute(trusted, 'Max-Age')).toBe('86400');
  });

  it('SH-24 a failed sign-in sets no session cookie', async () => {
    const res = await api.call('POST', '/api/web/users/login/', { body: { email: 'alex@demo.qube', password: 'Wrong!2345', trust_device: false } });
    expect(res.statusCode).toBe(400);
    expect(sessionCookieOf(res)).toBeNull();
  });

  it('SH-23 a request with only the cookie and the CSRF pair is signed in; an unsafe one without the CSRF header is refused', async () => {
    const { token } = await api.login('lite@demo.qube');
    const me = await api.call('GET', '/api/users/me/', withCookie(token));
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('lite@demo.qube');
    const refresh = await api.call('POST', '/api/users/refresh-session/', { body: {}, ...withCookie(token) });
    expect(refresh.statusCode).toBe(200);
    const noCsrf = await api.call('POST', '/api/users/refresh-session/', { body: {}, ...withCookie(token, { 'x-csrftoken': undefined }) });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().fallback_message).toBe('CSRF token missing or incorrect.');
    // The cookie is bound to its company like the token.
    expect((await api.call('GET', '/api/users/me/', { company: '2', ...withCookie(token) })).statusCode).toBe(401);
  });

  it('SH-23 the Authorization header wins over the cookie', async () => {
    const alex = await api.login('alex@demo.qube');
    const lite = await api.login('lite@demo.qube');
    const res = await api.call('GET', '/api/users/me/', withCookie(lite.token, { authorization: `Token ${alex.token}` }));
    expect(res.json().email).toBe('alex@demo.qube');
  });

  it('API-08 SH-30 refresh-session sends the cookie again with the new Max-Age', async () => {
    const { token } = await api.login('lite@demo.qube', 1, { trustDevice: true });
    api.clock.advance(1400 * 60 * 1000);
    const res = await api.call('POST', '/api/users/refresh-session/', { body: {}, ...withCookie(token) });
    const cookie = sessionCookieOf(res);
    expect(cookie?.[0]).toBe(`__Host-qube_token=${token}`);
    expect(has(cookie, 'HttpOnly')).toBe(true);
    // A trusted session 1400 minutes old has 40 minutes left before the 1440-minute limit, not 86400 s.
    expect(attribute(cookie, 'Max-Age')).toBe(String(40 * 60));
  });

  it("API-08 the cookie follows the session's end: sent again when a request moves last_seen_at, not otherwise", async () => {
    const { token } = await api.login('lite@demo.qube');
    api.clock.advance(11_000);
    const moved = await api.call('GET', '/api/users/me/', withCookie(token));
    expect(attribute(sessionCookieOf(moved), 'Max-Age')).toBe('900');
    api.clock.advance(5000);
    expect(sessionCookieOf(await api.call('GET', '/api/users/me/', withCookie(token)))).toBeNull();
    // A caller with the header only (no cookie) gets no cookie.
    api.clock.advance(11_000);
    expect(sessionCookieOf(await api.call('GET', '/api/users/me/', { token }))).toBeNull();
  });

  it('API-08 an expired session is refused with the cookie as with the header', async () => {
    const { token } = await api.login('lite@demo.qube');
    api.clock.advance(900 * 1000 + 1000);
    const res = await api.call('GET', '/api/users/me/', withCookie(token));
    expect(res.statusCode).toBe(401);
    expect(res.json().fallback_message).toBe('Token has expired.');
  });

  it('SH-32 API-13 logout ends the session and clears the cookie, also when the session had already ended', async () => {
    const { token } = await api.login('lite@demo.qube');
    const out = await api.call('POST', '/api/users/logout/', { body: {}, ...withCookie(token) });
    expect(out.statusCode).toBe(204);
    const cleared = sessionCookieOf(out);
    expect(cleared?.[0]).toBe('__Host-qube_token=');
    expect(attribute(cleared, 'Max-Age')).toBe('0');
    expect(has(cleared, 'HttpOnly')).toBe(true);
    expect(attribute(cleared, 'Domain')).toBeUndefined();
    expect((await api.call('GET', '/api/users/me/', withCookie(token))).statusCode).toBe(401);
    const again = await api.call('POST', '/api/users/logout/', { body: {}, ...withCookie(token) });
    expect(again.statusCode).toBe(204);
    expect(sessionCookieOf(again)?.[0]).toBe('__Host-qube_token=');
    // Logout still needs the CSRF pair.
    expect((await api.call('POST', '/api/users/logout/', { body: {}, ...withCookie(token, { 'x-csrftoken': undefined }) })).statusCode).toBe(403);
  });

  it('SH-32 API-17 a password reset clears the session cookie of the browser that made it', async () => {
    const { email, token } = await api.freshLogin('lite@demo.qube');
    const [user] = await api.database.db.select().from(users).where(eq(users.email, email));
    const resetToken = crypto.randomBytes(32).toString('hex');
    await api.database.db.insert(passwordResetTokens).values({
      tokenHash: hashToken(resetToken),
      userId: user!.id,
      companyId: 1,
      expiresAt: new Date(api.clock.now().getTime() + 60 * 60 * 1000),
    });
    const password = 'Sessions-Reset-2468!';
    const res = await api.call('POST', '/api/users/forgot-password/change/', { body: { token: resetToken, password, password_confirm: password }, ...withCookie(token) });
    expect(res.statusCode).toBe(200);
    expect(sessionCookieOf(res)?.[0]).toBe('__Host-qube_token=');
    expect((await api.call('GET', '/api/users/me/', withCookie(token))).statusCode).toBe(401);
  });
});

describe('SH-19 sign-in links: one-time codes', () => {
  const createCode = async (token: string, company: '1' | '2' = '1') => {
    const res = await api.call('POST', '/api/users/login-codes/', { token, company, body: {} });
    expect(res.statusCode).toBe(201);
    return res.json() as { code: string; expires_in: number };
  };
  const exchange = (code: string, options: { company?: '1' | '2'; cookie?: string } = {}) =>
    api.call('POST', '/api/users/login-codes/exchange/', {
      company: options.company ?? '1',
      body: { code },
      ...(options.cookie ? withCookie(options.cookie) : {}),
    });
  const expectInvalid = (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ fallback_message: 'This sign-in link is invalid or has expired.', code: 'invalid_code' });
    expect(sessionCookieOf(res)).toBeNull();
  };

  it('SH-19 a signed-in user gets a 64-hex code valid 60 s; only its sha256 is stored; signed out gets 401', async () => {
    const { token } = await api.login('alex@demo.qube');
    const { code, expires_in } = await createCode(token);
    expect(code).toMatch(/^[0-9a-f]{64}$/);
    expect(expires_in).toBe(60);
    const stored = await api.database.db.select().from(loginCodes).where(eq(loginCodes.codeHash, hashToken(code)));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect((await api.call('POST', '/api/users/login-codes/', { body: {} })).statusCode).toBe(401);
  });

  it('SH-19 SH-24 the exchange starts a new session of the code\'s user: the token, the account and the HttpOnly cookie', async () => {
    const { token, accountId } = await api.login('alex@demo.qube');
    const { code } = await createCode(token);
    const res = await exchange(code);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { token: string; account_id: number };
    expect(body.account_id).toBe(accountId);
    expect(body.token).toMatch(/^[0-9a-f]{64}$/);
    expect(body.token).not.toBe(token);
    const cookie = sessionCookieOf(res);
    expect(cookie?.[0]).toBe(`__Host-qube_token=${body.token}`);
    expect(has(cookie, 'HttpOnly')).toBe(true);
    expect(attribute(cookie, 'Domain')).toBeUndefined();
    expect(attribute(cookie, 'Max-Age')).toBe('900');
    const me = await api.call('GET', '/api/users/me/', withCookie(body.token));
    expect(me.json().email).toBe('alex@demo.qube');
  });

  it('SH-19 a code works once', async () => {
    const { code } = await createCode((await api.login('alex@demo.qube')).token);
    expect((await exchange(code)).statusCode).toBe(200);
    expectInvalid(await exchange(code));
  });

  it('SH-19 a code expires after 60 s', async () => {
    const { token } = await api.login('alex@demo.qube', 1, { trustDevice: true });
    const late = await createCode(token);
    const inTime = await createCode(token);
    api.clock.advance(59_000);
    expect((await exchange(inTime.code)).statusCode).toBe(200);
    api.clock.advance(1000);
    expectInvalid(await exchange(late.code));
  });

  it('SH-19 a code of the other company is refused (and stays unspent for its own)', async () => {
    const { token } = await api.login('alex@demo.qube');
    const { code } = await createCode(token);
    expectInvalid(await exchange(code, { company: '2' }));
    expect((await exchange(code)).statusCode).toBe(200);
    const casey = await api.login('casey@demo.qube', 2);
    const other = await createCode(casey.token, '2');
    expectInvalid(await exchange(other.code, { company: '1' }));
  });

  it('SH-19 an unknown or malformed code is a 400 with fallback_message; a body with more than the code is refused', async () => {
    expectInvalid(await exchange('0'.repeat(64)));
    expectInvalid(await exchange('not-a-code'));
    const extra = await api.call('POST', '/api/users/login-codes/exchange/', { body: { code: '0'.repeat(64), user_id: 1 } });
    expect(extra.statusCode).toBe(400);
    expect(typeof extra.json().fallback_message).toBe('string');
  });

  it('SH-19 a code dies with the session that made it', async () => {
    const { token } = await api.login('alex@demo.qube');
    const { code } = await createCode(token);
    await api.database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expectInvalid(await exchange(code));
  });

  it('SH-19 a browser signed in as someone else gets 409 and the code stays unspent; as the same user it is just spent', async () => {
    const alex = await api.login('alex@demo.qube');
    const lite = await api.login('lite@demo.qube');
    const { code } = await createCode(alex.token);
    const refused = await exchange(code, { cookie: lite.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ fallback_message: 'You are signed in as someone else.', code: 'signed_in_as_other_user' });
    expect(sessionCookieOf(refused)).toBeNull();
    // After signing out there (the browser asks first), the same code works.
    await api.call('POST', '/api/users/logout/', { body: {}, ...withCookie(lite.token) });
    expect((await exchange(code, { cookie: lite.token })).statusCode).toBe(200);
    const again = await createCode(alex.token);
    expect((await exchange(again.code, { cookie: alex.token })).statusCode).toBe(200);
  });
});
