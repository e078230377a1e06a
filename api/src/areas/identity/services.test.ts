import crypto from 'node:crypto';
import { setupTestApi } from '../../test/helpers';

/** Per-file environment the courses route reads on every request (tests switch it). */
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
const codeIn = (item: OutboxItem | undefined) => /Your Qube verification code is (\d{5})$/.exec(item?.body ?? '')?.[1] ?? '';

/** Requests a reset link for the email and returns its token (the mail goes out after the answer: wait for it). */
const resetToken = async (email: string) => {
  const before = (await outboxFor(email)).length;
  const res = await api.call('POST', '/api/users/forgot-password/', { body: { email } });
  expect(res.statusCode).toBe(200);
  let mails = await outboxFor(email);
  for (let waited = 0; mails.length === before && waited < 10_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    mails = await outboxFor(email);
  }
  return resetTokenIn(mails[0]);
};

describe('API-17 phone number change', () => {
  it('API-17 add-new-phone-number texts a 5-digit code; verify-new-phone-number changes the phone number', async () => {
    const { token } = await api.freshLogin('lite@demo.qube');
    const phone = '(555) 201-0001';
    const res = await api.call('POST', '/api/users/add-new-phone-number/', { token, body: { phone_number: phone } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'We sent a verification code to (555) 201-0001.' });
    const [sms] = await outboxFor(phone);
    expect(sms).toMatchObject({ to: phone, subject: 'Qube verification code' });
    expect(sms?.body).toMatch(/^Your Qube verification code is \d{5}$/);
    const code = codeIn(sms);
    const wrong = await api.call('POST', '/api/users/verify-new-phone-number/', { token, body: { phone_number: phone, verification_code: code === '00000' ? '00001' : '00000' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fallback_message).toBe('The verification code is incorrect or has expired.');
    const ok = await api.call('POST', '/api/users/verify-new-phone-number/', { token, body: { phone_number: phone, verification_code: code } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ phone_number: phone });
    expect((await api.call('GET', '/api/users/me/', { token })).json().phone_number).toBe(phone);
    // Used up.
    expect((await api.call('POST', '/api/users/verify-new-phone-number/', { token, body: { phone_number: phone, verification_code: code } })).statusCode).toBe(400);
  });

  it('API-17 phone validation, expiry after 10 minutes, other numbers and other users, 5 wrong guesses', async () => {
    const { token } = await api.freshLogin('lite@demo.qube');
    const other = await api.freshLogin('lite@demo.qube');
    for (const phone_number of ['5551234567', '(555) 123-456', '(555)123-4567', '(555) 123-45678']) {
      const bad = await api.call('POST', '/api/users/add-new-phone-number/', { token, body: { phone_number } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ fallback_message: 'Please enter a valid phone number', fields: { phone_number: 'Please enter a valid phone number' } });
    }
    const verify = (t: string, phone_number: string, verification_code: string) =>
      api.call('POST', '/api/users/verify-new-phone-number/', { token: t, body: { phone_number, verification_code } });
    const phone = '(555) 201-0002';
    await api.call('POST', '/api/users/add-new-phone-number/', { token, body: { phone_number: phone } });
    const code = codeIn((await outboxFor(phone))[0]);
    expect((await verify(token, '(555) 201-0009', code)).statusCode).toBe(400);
    expect((await verify(other.token, phone, code)).statusCode).toBe(400);
    api.clock.advance(10 * 60 * 1000 + 1000);
    const late = await verify(token, phone, code);
    expect([late.statusCode, late.json().fallback_message]).toEqual([400, 'The verification code is incorrect or has expired.']);
    api.clock.reset();
    // A new code replaces the old one; five wrong guesses burn it.
    await api.call('POST', '/api/users/add-new-phone-number/', { token, body: { phone_number: phone } });
    const fresh = codeIn((await outboxFor(phone))[0]);
    const wrongCode = fresh === '99999' ? '99998' : '99999';
    for (let i = 0; i < 5; i += 1) expect((await verify(token, phone, wrongCode)).statusCode).toBe(400);
    expect((await verify(token, phone, fresh)).statusCode).toBe(400);
    expect((await api.call('POST', '/api/users/add-new-phone-number/', { body: { phone_number: phone } })).statusCode).toBe(401);
  });
});

/** Smallest files of each accepted kind (only their first bytes matter). */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%EOF\n');
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');
const doc = (name: string, content_type: string, bytes: Buffer) => ({ name, content_type, size: bytes.length, content_base64: bytes.toString('base64') });

const multipart = (files: { field?: string; name: string; type: string; bytes: Buffer }[]) => {
  const boundary = '----qube' + crypto.randomBytes(8).toString('hex');
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'documents'}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`));
    chunks.push(f.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
};

describe('API-17 address change', () => {
  it('API-17 GET/POST users/me/change-address/ reads and changes the address (users/me shows it)', async () => {
    const { token } = await api.freshLogin('lite@demo.qube');
    const before = await api.call('GET', '/api/users/me/change-address/', { token });
    expect(before.json()).toEqual({ address_street: '100 Main Street', address_apartment_no: 'Apt 4', address_city: 'Austin', address_state: 'TX', address_postal_code: '78701', pending_documents: 0 });
    const body = { address_street: ' 5 Elm Road ', address_apartment_no: '', address_city: 'Denver', address_state: 'co', address_postal_code: '80202' };
    const res = await api.call('POST', '/api/users/me/change-address/', { token, body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ address_street: '5 Elm Road', address_apartment_no: null, address_city: 'Denver', address_state: 'CO', address_postal_code: '80202', pending_documents: 0 });
    expect((await api.call('GET', '/api/users/me/', { token })).json()).toMatchObject({ address_street: '5 Elm Road', address_apartment_no: null, address_city: 'Denver', address_state: 'CO', address_postal_code: '80202' });
  });

  it('API-17 change-address validation: street and city required, 2-letter state, 5-digit zip', async () => {
    const { token } = await api.freshLogin('lite@demo.qube');
    const res = await api.call('POST', '/api/users/me/change-address/', { token, body: { address_street: '  ', address_state: 'Texas', address_postal_code: '7870' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fallback_message: 'This Field is required!',
      fields: { address_street: 'This Field is required!', address_city: 'This Field is required!', address_state: 'State must be 2 letters', address_postal_code: 'Zip code must be 5 digits' },
    });
    const digits = await api.call('POST', '/api/users/me/change-address/', { token, body: { address_street: '1 A St', address_city: 'X', address_state: 'T1', address_postal_code: '7870a' } });
    expect(digits.json().fields).toEqual({ address_state: 'State must be 2 letters', address_postal_code: 'Zip code must be 5 digits' });
    expect((await api.call('GET', '/api/users/me/change-address/', { token })).json().address_street).toBe('100 Main Street');
  });

  it('API-17 change-address-documents stores PDF, PNG and JPEG uploads (JSON or multipart) and counts them as pending', async () => {
    const { token } = await api.freshLogin('lite@demo.qube');
    const json = await api.call('POST', '/api/users/me/change-address-documents/', { token, body: { documents: [doc('lease.pdf', 'application/pdf', PDF), doc('../../bill.png', 'image/png', PNG)] } });
    expect(json.statusCode).toBe(201);
    expect(json.json().documents).toEqual([
      { id: expect.any(Number), name: 'lease.pdf', size: PDF.length },
      { id: expect.any(Number), name: 'bill.png', size: PNG.length },
    ]);
    const form = multipart([{ name: 'photo.jpg', type: 'image/jpeg', bytes: JPEG }, { name: 'scan.pdf', type: 'application/pdf', bytes: PDF }]);
    const res = await api.call('POST', '/api/users/me/change-address-documents/', { token, body: form.body, headers: { 'content-type': form.contentType } });
    expect(res.statusCode).toBe(201);
    expect(res.json().documents.map((d: { name: string; size: number }) => [d.name, d.size])).toEqual([['photo.jpg', JPEG.length], ['scan.pdf', PDF.length]]);
    expect((await api.call('GET', '/api/users/me/change-address/', { token })).json().pending_documents).toBe(4);
    const { rows } = (await api.database.db.execute("select content_type, size, octet_length(content) as n from address_documents where name = 'photo.jpg'")) as unknown as { rows: { content_type: string; size: number; n: number }[] };
    expect(rows[0]).toEqual({ content_type: 'image/jpeg', size: JPEG.length, n: JPEG.length });
  });

  it('API-17 change-address-documents refuses other types, renamed files and files over 5 MB', async () => {
    const { token } = await api.freshLogin('lite@demo.qube');
    const message = 'Upload a PDF, PNG or JPEG file of at most 5 MB.';
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    for (const documents of [
      [doc('notes.txt', 'text/plain', Buffer.from('hello'))],
      [doc('fake.png', 'image/png', Buffer.from('not really a png'))],
      [doc('ok.pdf', 'application/pdf', PDF), doc('big.pdf', 'application/pdf', big)],
      [doc('empty.pdf', 'application/pdf', Buffer.alloc(0))],
    ]) {
      const res = await api.call('POST', '/api/users/me/change-address-documents/', { token, body: { documents } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fallback_message: message, fields: { documents: message } });
    }
    const form = multipart([{ name: 'big.pdf', type: 'application/pdf', bytes: big }]);
    const multi = await api.call('POST', '/api/users/me/change-address-documents/', { token, body: form.body, headers: { 'content-type': form.contentType } });
    expect([multi.statusCode, multi.json().fallback_message]).toEqual([400, message]);
    const none = multipart([]);
    const empty = await api.call('POST', '/api/users/me/change-address-documents/', { token, body: none.body, headers: { 'content-type': none.contentType } });
    expect(empty.json().fields).toEqual({ documents: 'This Field is required!' });
    expect((await api.call('GET', '/api/users/me/change-address/', { token })).json().pending_documents).toBe(0);
    expect((await api.call('POST', '/api/users/me/change-address-documents/', { body: { documents: [doc('a.pdf', 'application/pdf', PDF)] } })).statusCode).toBe(401);
  });
});

describe('metrics, courses, monitoring and the dev outbox', () => {
  const event = {
    source: 'web', context: 'dashboard', subcontext: 'page', action: 'page_view', company: 1, affiliate: null,
    ad_id: 'ad-1', ad_platform: 'search', ad_landing: '/beta', data: { path: '/dashboard' },
    device: { os: 'web', unique_id: 'device-1' }, action_time: '2026-01-02T03:04:05.000Z',
  };
  const devMetrics = async (action: string) => (await api.app.inject({ method: 'GET', url: `/api/dev/metrics?action=${action}` })).json().results;

  it('API-20 POST metrics/ stores an event, anonymous or with the signed-in user', async () => {
    const anon = await api.call('POST', '/api/metrics/', { body: { ...event, action: 'anon_view' } });
    expect(anon.statusCode).toBe(201);
    expect(anon.json()).toEqual({ id: expect.any(Number) });
    const { token } = await api.login('lite@demo.qube');
    const me = (await api.call('GET', '/api/users/me/', { token })).json();
    const signed = await api.call('POST', '/api/metrics/', { token, body: { ...event, action: 'user_view' } });
    expect(signed.statusCode).toBe(201);
    // A bad token does not lose the event (and does not log the user out): it is stored as anonymous.
    expect((await api.call('POST', '/api/metrics/', { token: 'b'.repeat(64), body: { ...event, action: 'anon_view' } })).statusCode).toBe(201);
    const [stored] = await devMetrics('user_view');
    expect(stored).toMatchObject({ id: signed.json().id, user_id: me.id, source: 'web', context: 'dashboard', subcontext: 'page', company: '1', affiliate: null, ad_id: 'ad-1', ad_platform: 'search', ad_landing: '/beta', data: { path: '/dashboard' }, device: { os: 'web', unique_id: 'device-1' }, action_time: '2026-01-02T03:04:05.000Z' });
    const anonymous = await devMetrics('anon_view');
    expect(anonymous.map((r: { user_id: number | null }) => r.user_id)).toEqual([null, null]);
  });

  it('API-20 metrics/ validates source = web and requires action', async () => {
    const source = await api.call('POST', '/api/metrics/', { body: { ...event, source: 'ios' } });
    expect(source.statusCode).toBe(400);
    expect(Object.keys(source.json().fields)).toEqual(['source']);
    const { action: _action, ...noAction } = event;
    const missing = await api.call('POST', '/api/metrics/', { body: noAction });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ action: 'This Field is required!' });
    expect((await api.call('POST', '/api/metrics/', { body: { source: 'web', action: 'minimal' } })).statusCode).toBe(201);
  });

  it('API-21 courses/login returns an HS256 jwt (sub, email, exp in 5 minutes) and the sso_url', async () => {
    const { token } = await api.login('alex@demo.qube');
    const me = (await api.call('GET', '/api/users/me/', { token })).json();
    const res = await api.call('POST', '/api/courses/login/', { token, body: {} });
    expect(res.statusCode).toBe(200);
    const { jwt, sso_url } = res.json();
    expect(sso_url).toBe('http://localhost:8080/qubemasters/sso');
    const [head, payload, signature] = jwt.split('.');
    expect(JSON.parse(Buffer.from(head, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const expected = crypto.createHmac('sha256', 'qube-courses-development-secret').update(`${head}.${payload}`).digest('base64url');
    expect(signature).toBe(expected);
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({ sub: String(me.id), email: 'alex@demo.qube' });
    expect(claims.exp - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(299);
    expect(claims.exp - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(300);
  });

  it('API-21 courses/login: secret and URL from the environment, 503 when down, 403 without web_qube_masters', async () => {
    const { token } = await api.login('alex@demo.qube');
    processEnv.QUBE_COURSES_SECRET = 'another-secret';
    processEnv.QUBE_COURSES_SSO_URL = 'https://courses.example/sso';
    const res = (await api.call('POST', '/api/courses/login/', { token, body: {} })).json();
    expect(res.sso_url).toBe('https://courses.example/sso');
    const [head, payload, signature] = res.jwt.split('.');
    expect(signature).toBe(crypto.createHmac('sha256', 'another-secret').update(`${head}.${payload}`).digest('base64url'));
    processEnv.QUBE_COURSES_DOWN = '1';
    const down = await api.call('POST', '/api/courses/login/', { token, body: {} });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ fallback_message: 'Qube Masters course is currently down for maintenance.' });
    const lite = await api.login('lite@demo.qube');
    const refused = await api.call('POST', '/api/courses/login/', { token: lite.token, body: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ fallback_message: 'Qube Masters is not available for this account.' });
  });

  it('SH-72 monitoring/errors stores client errors (token optional) and dev/monitoring/errors lists them newest first', async () => {
    const report = { message: 'TypeError: x is undefined', stack: 'at a.js:1', url: 'http://localhost:8080/dashboard', release: '4.0.41-alpha', level: 'error', extra: { route: '/dashboard' } };
    expect((await api.call('POST', '/api/monitoring/errors/', { body: report })).statusCode).toBe(201);
    const { token } = await api.login('lite@demo.qube');
    const warn = await api.call('POST', '/api/monitoring/errors/', { token, body: { message: 'slow', url: '/x', release: '4.0.41-alpha', level: 'warning' } });
    expect(warn.statusCode).toBe(201);
    const bad = await api.call('POST', '/api/monitoring/errors/', { body: { ...report, level: 'fatal' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['level']);
    const list = (await api.app.inject({ method: 'GET', url: '/api/dev/monitoring/errors' })).json().results;
    expect(list[0]).toMatchObject({ id: warn.json().id, message: 'slow', level: 'warning', user_id: expect.any(Number) });
    expect(list[1]).toMatchObject({ message: 'TypeError: x is undefined', stack: 'at a.js:1', release: '4.0.41-alpha', level: 'error', extra: { route: '/dashboard' }, user_id: null });
  });

  it('API-17 dev/outbox filters by recipient (case-insensitive) and lists newest first', async () => {
    const { email } = await api.freshLogin('lite@demo.qube');
    await resetToken(email);
    await resetToken(email);
    const mine = await outboxFor(email.toUpperCase());
    expect(mine).toHaveLength(2);
    expect(mine.every((m) => m.to === email)).toBe(true);
    expect((mine[0]?.id ?? 0) > (mine[1]?.id ?? 0)).toBe(true);
    const all = (await api.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json().results as OutboxItem[];
    expect(all.length).toBeGreaterThan(2);
    expect(all.map((m) => m.id)).toEqual([...all.map((m) => m.id)].sort((a, b) => b - a));
  });
});
