import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../platform/db/schema';
import { createTestApi, setupTestApi, PASSWORD, type TestApi } from '../../test/helpers';

const scrypt = promisify(crypto.scrypt) as (password: string, salt: string, keylen: number) => Promise<Buffer>;

const api = setupTestApi();
afterEach(() => api.clock.reset());

const changePassword = (token: string | undefined, body: Record<string, unknown>) =>
  api.call('POST', '/api/users/change-password/', { ...(token ? { token } : {}), body });
const loginWith = (email: string, password: string) =>
  api.call('POST', '/api/web/users/login/', { body: { email, password, trust_device: false } });
const storedHash = async (email: string) =>
  (await api.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email)))[0]?.hash ?? '';

describe('API-17 POST users/change-password/ (ASVS 5.0 V6.2.2, V6.2.3)', () => {
  it('API-17 refuses a wrong current password at its field', async () => {
    const { token } = await api.freshLogin('lite@demo.qube');
    const res = await changePassword(token, { current_password: 'Wrong!2345', password: 'Brand new pass 1', password_confirm: 'Brand new pass 1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      fallback_message: 'Your current password is incorrect.',
      code: 'invalid',
      fields: { current_password: 'Your current password is incorrect.' },
    });
  });

  it('API-17 applies the reset rules to the new password and names every failing field', async () => {
    const { token, email } = await api.freshLogin('lite@demo.qube');
    for (const [password, message] of [
      ['short1!', 'Password should be more than 8 characters'],
      ['y'.repeat(129), 'Password should be at most 128 characters'],
      ['iloveyou', 'This password is too common. Choose a less predictable one.'],
      ['Cubit Bank 1', 'This password is too common. Choose a less predictable one.'],
      [email, 'This password is based on your email address. Choose a less predictable one.'],
    ] as const) {
      const res = await changePassword(token, { current_password: PASSWORD, password, password_confirm: password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fallback_message: message, fields: { password: message } });
    }
    const all = await changePassword(token, { current_password: 'nope', password: 'password', password_confirm: 'other' });
    expect(all.json()).toMatchObject({
      fallback_message: 'Your current password is incorrect.',
      fields: {
        current_password: 'Your current password is incorrect.',
        password: 'This password is too common. Choose a less predictable one.',
        password_confirm: 'Passwords must match',
      },
    });
    // Nothing changed.
    expect((await loginWith(email, PASSWORD)).statusCode).toBe(200);
  });

  it('API-17 changes the password, ends every other session of the user and keeps the current one (ASVS 5.0 V7.4.3)', async () => {
    const { token, email } = await api.freshLogin('lite@demo.qube');
    const other = (await loginWith(email, PASSWORD)).json().token as string;
    const reset = await api.call('POST', '/api/users/forgot-password/', { body: { email } });
    expect(reset.statusCode).toBe(200);
    // The reset link is stored after the answer: wait for it.
    for (let i = 0; i < 500 && !(await api.database.db.select().from(passwordResetTokens)).some((row) => row.usedAt === null); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    const res = await changePassword(token, { current_password: PASSWORD, password: 'A new one, with spaces', password_confirm: 'A new one, with spaces' });
    expect([res.statusCode, res.json()]).toEqual([200, { detail: 'Your password has been changed.' }]);
    expect((await api.call('GET', '/api/users/me/', { token })).statusCode).toBe(200);
    expect((await api.call('GET', '/api/users/me/', { token: other })).statusCode).toBe(401);
    expect((await loginWith(email, PASSWORD)).statusCode).toBe(400);
    expect((await loginWith(email, 'A new one, with spaces')).statusCode).toBe(200);
    expect(await storedHash(email)).toMatch(/^scrypt\$\d+\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    // A reset link mailed before the change no longer works.
    const [user] = await api.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const pending = (await api.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user?.id ?? 0))).filter((row) => row.usedAt === null);
    expect(pending).toEqual([]);
  });

  it('API-17 needs a session, a closed body and bounded strings', async () => {
    const body = { current_password: PASSWORD, password: 'Brand new pass 1', password_confirm: 'Brand new pass 1' };
    expect((await changePassword(undefined, body)).statusCode).toBe(401);
    const { token } = await api.freshLogin('lite@demo.qube');
    expect((await changePassword(token, { ...body, email: 'x@y.z' })).statusCode).toBe(400);
    expect((await changePassword(token, { ...body, password: 'z'.repeat(201) })).statusCode).toBe(400);
    expect((await changePassword(token, { password: 'Brand new pass 1', password_confirm: 'Brand new pass 1' })).statusCode).toBe(400);
  });
});

describe('API-09 sign-in rehashes a password stored with older parameters (ASVS 5.0 V11.4.2)', () => {
  /** The first format: 'scrypt$<salt hex>$<hash hex>' with Node's default N = 2^14. */
  const legacyHash = async (password: string) => {
    const salt = crypto.randomBytes(16).toString('hex');
    return `scrypt$${salt}$${(await scrypt(password, salt, 64)).toString('hex')}`;
  };

  it('API-09 a first-format hash still signs in, and is then replaced by one that names its parameters', async () => {
    const { email } = await api.freshLogin('lite@demo.qube');
    const legacy = await legacyHash(PASSWORD);
    await api.database.db.update(users).set({ passwordHash: legacy }).where(eq(users.email, email));

    expect((await loginWith(email, 'Wrong!2345')).statusCode).toBe(400);
    expect(await storedHash(email)).toBe(legacy);

    expect((await loginWith(email, PASSWORD)).statusCode).toBe(200);
    const upgraded = await storedHash(email);
    // The test environment's cost (production and development: 17, areas/identity/passwords.test.ts).
    expect(upgraded).toMatch(/^scrypt\$10\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect((await loginWith(email, PASSWORD)).statusCode).toBe(200);
    expect(await storedHash(email)).toBe(upgraded);
  });

  it('API-09 check-credentials upgrades too, and an unknown e-mail is a plain wrong-credentials answer', async () => {
    const { email } = await api.freshLogin('lite@demo.qube');
    await api.database.db.update(users).set({ passwordHash: await legacyHash(PASSWORD) }).where(eq(users.email, email));
    const check = await api.call('POST', '/api/web/users/login/check-credentials/', { body: { email, password: PASSWORD } });
    expect([check.statusCode, check.json()]).toEqual([200, { valid: true, two_factor_required: false }]);
    expect(await storedHash(email)).toMatch(/^scrypt\$10\$/);
    const unknown = await api.call('POST', '/api/web/users/login/check-credentials/', { body: { email: 'nobody@demo.qube', password: PASSWORD } });
    expect([unknown.statusCode, unknown.json().fallback_message]).toEqual([400, 'Incorrect email or password.']);
  });
});

describe('API-17 change-password is rate-limited per account (ASVS 5.0 V6.3.1)', () => {
  let strict: TestApi;
  beforeAll(async () => {
    strict = await createTestApi({ app: { rateLimits: 'strict' } });
  }, 60_000);
  afterAll(async () => {
    await strict?.close();
  });

  it('API-17 refuses the 11th attempt within 15 minutes with 429, whichever session of the account sends it', async () => {
    const { token, email } = await strict.freshLogin('lite@demo.qube');
    const wrong = { current_password: 'Wrong!2345', password: 'Brand new pass 1', password_confirm: 'Brand new pass 1' };
    for (let i = 0; i < 10; i++) {
      expect((await strict.call('POST', '/api/users/change-password/', { token, body: wrong })).statusCode).toBe(400);
    }
    const second = (await strict.call('POST', '/api/web/users/login/', { body: { email, password: PASSWORD, trust_device: false } })).json().token as string;
    const refused = await strict.call('POST', '/api/users/change-password/', { token: second, body: { ...wrong, current_password: PASSWORD } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().fallback_message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  });
});
