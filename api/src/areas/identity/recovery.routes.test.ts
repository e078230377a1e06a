import { eq, sql } from 'drizzle-orm';
import { users } from '../../platform/db/schema';
import type { OutgoingMessage } from '../../platform/mail/mailer';
import { createTestApi, setupTestApi, PASSWORD } from '../../test/helpers';
import { DEV_SIGNING_SECRET, unsubscribeLink, unsubscribeToken, userOfUnsubscribeToken } from './recovery.routes';

/** Per-file environment the routes read on every request (tests switch it). */
const processEnv: NodeJS.ProcessEnv = {};
const api = setupTestApi({ processEnv });
afterEach(() => {
  api.clock.reset();
  for (const key of Object.keys(processEnv)) delete processEnv[key];
});

type OutboxItem = { id: number; to: string; subject: string; body: string; created_at: string };
const outboxFor = async (to: string): Promise<OutboxItem[]> =>
  (await api.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().results;
const resetTokenIn = (item: OutboxItem | undefined) => /new-password\?token=([0-9a-f]{64})/.exec(item?.body ?? '')?.[1];
const unsubscribeTokenIn = (item: OutboxItem | undefined) => /\/unsubscribe-from-emails\?token=(\S+)$/.exec(item?.body ?? '')?.[1];
const loginWith = (email: string, password: string) =>
  api.call('POST', '/api/web/users/login/', { body: { email, password, trust_device: false } });

/** Waits until `ready` holds (the reset mail goes out after the answer), up to 10 s. */
const eventually = async <T>(read: () => Promise<T>, ready: (value: T) => boolean): Promise<T> => {
  for (let waited = 0; ; waited += 20) {
    const value = await read();
    if (ready(value) || waited >= 10_000) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Asks for a reset link for the email and returns the mail it brings (the newest). */
const requestReset = async (email: string, headers: Record<string, string> = {}) => {
  const before = (await outboxFor(email)).length;
  const res = await api.call('POST', '/api/users/forgot-password/', { body: { email }, headers });
  expect(res.statusCode).toBe(200);
  const mails = await eventually(() => outboxFor(email), (list) => list.length > before);
  expect(mails.length).toBe(before + 1);
  return mails[0];
};
const resetToken = async (email: string, headers: Record<string, string> = {}) => resetTokenIn(await requestReset(email, headers));
const change = (token: string, password: string, password_confirm = password) =>
  api.call('POST', '/api/users/forgot-password/change/', { body: { token, password, password_confirm } });
const unsubscribe = (token: string, company = '1') =>
  api.call('POST', '/api/users/unsubscribe-from-emails/', { company, body: { token } });
const optOutOf = async (email: string) =>
  (await api.database.db.select({ optOut: users.emailOptOut }).from(users).where(eq(users.email, email)))[0]?.optOut;

describe('SH-38 API-17 password recovery', () => {
  it('SH-38 API-17 forgot-password answers the same for known and unknown emails and mails a 60-minute link for known ones', async () => {
    const { email } = await api.freshLogin('lite@demo.qube');
    const detail = { detail: 'If an account exists for this email, we sent a link to reset the password.' };
    for (const address of ['nobody@demo.qube', 'casey@demo.qube', email]) {
      const res = await api.call('POST', '/api/users/forgot-password/', { body: { email: address }, headers: { authorization: undefined } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(detail);
    }
    const [mail] = await eventually(() => outboxFor(email), (list) => list.length > 0);
    expect(mail).toMatchObject({ to: email, subject: 'Reset your Qube password' });
    expect(mail?.body).toMatch(/http:\/\/localhost:8080\/new-password\?token=[0-9a-f]{64}(\s|$)/);
    // The mails for the two addresses before it would have been written first: unknown emails and a user of the other
    // company (casey is company 2) get none.
    expect(await outboxFor('nobody@demo.qube')).toEqual([]);
    expect(await outboxFor('casey@demo.qube')).toEqual([]);
    // Only the hash is stored.
    const { rows } = (await api.database.db.execute('select token_hash from password_reset_tokens')) as unknown as { rows: { token_hash: string }[] };
    expect(rows.map((r) => r.token_hash)).not.toContain(resetTokenIn(mail));
  });

  it('SH-38 API-17 the link uses the request Origin when it is a trusted (local) origin, else http://localhost:8080', async () => {
    const { email } = await api.freshLogin('lite@demo.qube');
    expect((await requestReset(email, { origin: 'http://localhost:5173' }))?.body).toContain('http://localhost:5173/new-password?token=');
    expect((await requestReset(email, { origin: 'https://evil.example' }))?.body).toContain('http://localhost:8080/new-password?token=');
  });

  it('SH-38 API-17 forgot-password validates the email (SD-14, SD-19)', async () => {
    const url = '/api/users/forgot-password/';
    const bad = await api.call('POST', url, { body: { email: 'not-an-email' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fallback_message: 'Please Enter a valid Email', fields: { email: 'Please Enter a valid Email' } });
    const blank = await api.call('POST', url, { body: { email: '  ' } });
    expect(blank.json().fields).toEqual({ email: 'This Field is required!' });
    expect((await api.call('POST', url, { body: {} })).json().fields).toEqual({ email: 'This Field is required!' });
  });

  it('SH-38 API-17 forgot-password/change applies the ASVS rules, then sets the password and signs out every session', async () => {
    const { email, token: session } = await api.freshLogin('lite@demo.qube');
    const other = (await loginWith(email, PASSWORD)).json().token as string;
    const token = await resetToken(email);
    expect(token).toBeDefined();
    for (const [password, message] of [
      ['Ab1!xyz', 'Password should be more than 8 characters'],
      ['x'.repeat(129), 'Password should be at most 128 characters'],
      ['Password123', 'This password is too common. Choose a less predictable one.'],
      ['Qube2024!', 'This password is too common. Choose a less predictable one.'],
      [email.toUpperCase(), 'This password is based on your email address. Choose a less predictable one.'],
    ] as const) {
      const res = await change(token ?? '', password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fallback_message: message, fields: { password: message } });
    }
    const mismatch = await change(token ?? '', 'New!Pass123', 'New!Pass124');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ fallback_message: 'Passwords must match', fields: { password_confirm: 'Passwords must match' } });
    // The refused attempts did not use the token up; no composition rule: lower-case words and spaces are fine (V6.2.5).
    const ok = await change(token ?? '', 'plain words with spaces');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ detail: 'Your password has been changed.' });
    for (const t of [session, other]) {
      const me = await api.call('GET', '/api/users/me/', { token: t });
      expect(me.statusCode).toBe(401);
    }
    expect((await loginWith(email, PASSWORD)).statusCode).toBe(400);
    expect((await loginWith(email, 'plain words with spaces')).statusCode).toBe(200);
    // Single use.
    const again = await change(token ?? '', 'Other!Pass123');
    expect(again.statusCode).toBe(400);
    expect(again.json().fallback_message).toBe('This password reset link is invalid or has expired.');
  });

  it('SH-38 API-17 forgot-password/change refuses unknown, expired and superseded-by-change tokens', async () => {
    const { email } = await api.freshLogin('lite@demo.qube');
    const invalid = 'This password reset link is invalid or has expired.';
    for (const token of ['nope', 'a'.repeat(64), '']) {
      const res = await change(token, 'New!Pass123');
      expect([res.statusCode, res.json().fallback_message]).toEqual([400, invalid]);
    }
    const first = await resetToken(email);
    const second = await resetToken(email);
    api.clock.advance(59 * 60 * 1000);
    expect((await change(second ?? '', 'New!Pass123')).statusCode).toBe(200);
    // The other link of the same user stops working once the password changed.
    expect((await change(first ?? '', 'New!Pass456')).json().fallback_message).toBe(invalid);
    const late = await resetToken(email);
    api.clock.advance(61 * 60 * 1000);
    const expired = await change(late ?? '', 'New!Pass789');
    expect([expired.statusCode, expired.json().fallback_message]).toEqual([400, invalid]);
    // A token is bound to its company.
    api.clock.reset();
    const fresh = await resetToken(email);
    const otherCompany = await api.call('POST', '/api/users/forgot-password/change/', { company: '2', body: { token: fresh, password: 'New!Pass789', password_confirm: 'New!Pass789' } });
    expect(otherCompany.json().fallback_message).toBe(invalid);
  });
});

describe('SH-39 API-17 unsubscribe links are signed', () => {
  it('SH-39 API-17 every mail ends with a signed unsubscribe link; its token opts that user out', async () => {
    const { email } = await api.freshLogin('lite@demo.qube');
    const mail = await requestReset(email, { origin: 'http://localhost:5173' });
    const lastLine = mail?.body.trim().split('\n').at(-1) ?? '';
    expect(lastLine).toMatch(/^To stop receiving Qube emails, open http:\/\/localhost:5173\/unsubscribe-from-emails\?token=\d+\.[A-Za-z0-9_-]{43}$/);
    const token = decodeURIComponent(unsubscribeTokenIn(mail) ?? '');
    expect(await optOutOf(email)).toBe(false);
    const res = await unsubscribe(token);
    expect([res.statusCode, res.json()]).toEqual([200, { detail: 'You have been unsubscribed from Qube emails.' }]);
    expect(await optOutOf(email)).toBe(true);
    // Opening the link again is harmless.
    expect((await unsubscribe(token)).statusCode).toBe(200);
  });

  it('SH-39 API-17 a made-up, tampered, other-purpose or other-company token is refused: the e-mail alone opts no one out', async () => {
    const { email } = await api.freshLogin('lite@demo.qube');
    const [user] = await api.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const id = user?.id ?? 0;
    const good = unsubscribeToken(id, DEV_SIGNING_SECRET);
    const [idPart, mac = ''] = good.split('.');
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const bad = [
      '',
      'nope',
      email,
      `${id}`,
      `${id}.`,
      `${idPart}.${flipped}`,
      `${id + 1}.${mac}`,
      unsubscribeToken(id, 'another-secret-another-secret-00'),
      `${id}.${'A'.repeat(43)}`,
      `99999999999.${mac}`,
    ];
    for (const token of bad) {
      const res = await unsubscribe(token);
      expect([token, res.statusCode, res.json()]).toEqual([token, 400, { fallback_message: 'This unsubscribe link is invalid.', code: 'invalid_token' }]);
    }
    // The old body ({email}) is no longer accepted.
    const old = await api.call('POST', '/api/users/unsubscribe-from-emails/', { body: { email } });
    expect(old.statusCode).toBe(400);
    // A token of a company-1 user sent with the company-2 header.
    expect((await unsubscribe(good, '2')).json().fallback_message).toBe('This unsubscribe link is invalid.');
    expect(await optOutOf(email)).toBe(false);
    expect((await unsubscribe(good)).statusCode).toBe(200);
  });

  it('SH-39 API-17 tokens are signed with QUBE_SIGNING_SECRET when it is set', async () => {
    const { email } = await api.freshLogin('lite@demo.qube');
    const [user] = await api.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const secret = 's'.repeat(32);
    processEnv.QUBE_SIGNING_SECRET = secret;
    expect((await unsubscribe(unsubscribeToken(user?.id ?? 0, DEV_SIGNING_SECRET))).statusCode).toBe(400);
    const mail = await requestReset(email);
    const token = decodeURIComponent(unsubscribeTokenIn(mail) ?? '');
    expect(userOfUnsubscribeToken(token, secret)).toBe(user?.id);
    expect((await unsubscribe(token)).statusCode).toBe(200);
  });

  it('SH-39 unsubscribeLink makes the link of the page that reads ?token=', () => {
    expect(unsubscribeLink('https://app.qube.example', 42, DEV_SIGNING_SECRET)).toBe(
      `https://app.qube.example/unsubscribe-from-emails?token=${unsubscribeToken(42, DEV_SIGNING_SECRET)}`,
    );
    expect(userOfUnsubscribeToken(` ${unsubscribeToken(42, DEV_SIGNING_SECRET)} `, DEV_SIGNING_SECRET)).toBe(42);
  });
});

/** A promise the test settles by hand. */
const gate = () => {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
};

describe('SH-38 API-17 forgot-password does the same work whether or not the e-mail exists (ASVS 5.0 V6.3.8)', () => {
  it('SH-38 API-17 before the answer both paths make the same calls; the lookup, the stored link and the mail come after it', async () => {
    const steps: string[] = [];
    const mailGate = gate();
    const sent: OutgoingMessage[] = [];
    // A mailer that holds every mail until the test lets it go: were the mail part of the answer, the answer would never come.
    const mailer = {
      send: async (message: OutgoingMessage) => {
        steps.push(`mail to ${message.to}`);
        sent.push(message);
        await mailGate.promise;
      },
    };
    const own = await createTestApi({ app: { mailer } });
    try {
      const { db } = own.database;
      // Every kind of statement the route could make (the rate limits' own upserts use db.execute: the same for both).
      for (const method of ['select', 'insert', 'update', 'delete', 'transaction'] as const) {
        const original = db[method].bind(db) as (...args: unknown[]) => unknown;
        jest.spyOn(db, method).mockImplementation(((...args: unknown[]) => {
          steps.push(method);
          return original(...args);
        }) as never);
      }
      const noAnswer = (ms: number) => new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms));
      /** The steps made from the request until its answer arrived. */
      const stepsUntilAnswer = async (email: string) => {
        steps.length = 0;
        const res = await Promise.race([own.call('POST', '/api/users/forgot-password/', { body: { email } }), noAnswer(10_000)]);
        expect([res.statusCode, res.json()]).toEqual([200, { detail: 'If an account exists for this email, we sent a link to reset the password.' }]);
        return [...steps];
      };

      const known = await stepsUntilAnswer('alex@demo.qube');
      // After the answer: the lookup, the stored link, then the mail (still held by the mailer).
      await eventually(async () => [...steps], (now) => now.includes('mail to alex@demo.qube'));
      expect(steps).toEqual([...known, 'select', 'insert', 'mail to alex@demo.qube']);
      mailGate.open();

      const unknown = await stepsUntilAnswer('nobody@demo.qube');
      expect(unknown).toEqual(known);
      expect(known).toEqual([]);
      // The unknown address is looked up after the answer too, and gets nothing.
      await eventually(async () => [...steps], (now) => now.includes('select'));
      expect(sent.map((m) => m.to)).toEqual(['alex@demo.qube']);
      const { rows } = (await own.database.db.execute(sql`select count(*)::int as n from password_reset_tokens`)) as unknown as { rows: { n: number }[] };
      expect(rows[0]?.n).toBe(1);
    } finally {
      jest.restoreAllMocks();
      mailGate.open();
      await own.close();
    }
  });

  it('SH-38 API-17 closing the API waits for a mail still being sent', async () => {
    const mailGate = gate();
    const sent: string[] = [];
    const own = await createTestApi({
      app: {
        mailer: {
          send: async (message) => {
            await mailGate.promise;
            sent.push(message.to);
          },
        },
      },
    });
    expect((await own.call('POST', '/api/users/forgot-password/', { body: { email: 'alex@demo.qube' } })).statusCode).toBe(200);
    setTimeout(mailGate.open, 200);
    await own.close();
    expect(sent).toEqual(['alex@demo.qube']);
  });
});
