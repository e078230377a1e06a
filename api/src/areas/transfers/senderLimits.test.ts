import { setupTestApi } from '../../test/helpers';
import { RESET_MAILS_PER_HOUR } from '../identity/routes';

/** Issue 22 §6: codes and reset links throttle the sender (an address), never lock the person out (the real limits). */
const api = setupTestApi({ app: { rateLimits: 'strict' } });
afterEach(() => api.clock.reset());

const from = (ip: string) => (url: string, body: object) =>
  api.app.inject({
    method: 'POST', url, remoteAddress: '127.0.0.1', payload: body,
    headers: { 'x-api-version': '15', 'x-company-header-id': '1', cookie: 'qube_csrftoken=t', 'x-csrftoken': 't', 'x-forwarded-for': ip },
  });

const outboxFor = async (to: string): Promise<unknown[]> =>
  (await api.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().results;

/** Reset mails go out after the answer: waits for `count` of them (up to 5 s), then a little more for any extra. */
const mailsSettled = async (to: string, count: number) => {
  for (let waited = 0; waited < 5000 && (await outboxFor(to)).length < count; waited += 20) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 200));
  return (await outboxFor(to)).length;
};

describe('sender limits', () => {
  it('SH-38 forgot-password never refuses an e-mail others asked for: every ask answers 200, three mails an hour go out', async () => {
    for (let i = 0; i < 6; i++) expect((await from(`203.10.0.${i}`)('/api/users/forgot-password/', { email: 'coach@demo.qube' })).statusCode).toBe(200);
    expect(await mailsSettled('coach@demo.qube', RESET_MAILS_PER_HOUR)).toBe(RESET_MAILS_PER_HOUR);
    // An hour later the owner's ask mails a link again.
    api.clock.advance(60 * 60 * 1000 + 1000);
    expect((await from('198.51.100.30')('/api/users/forgot-password/', { email: 'coach@demo.qube' })).statusCode).toBe(200);
    expect(await mailsSettled('coach@demo.qube', RESET_MAILS_PER_HOUR + 1)).toBe(RESET_MAILS_PER_HOUR + 1);
  });

  it('SH-38 forgot-password throttles one address asking for many e-mails: the 31st ask in an hour is 429', async () => {
    const send = from('198.51.100.31');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await send('/api/users/forgot-password/', { email: `someone${i}@example.com` })).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await from('198.51.100.32')('/api/users/forgot-password/', { email: 'someone0@example.com' })).statusCode).toBe(200);
  });

  it('SH-19 sign-in links: 30 unknown codes from one address throttle that address only; working links never count', async () => {
    const { token } = await api.login('alex@demo.qube');
    const newCode = async () => (await api.call('POST', '/api/users/login-codes/', { token })).json().code as string;
    // Working links do not count: 35 in a row from one address.
    for (let i = 0; i < 35; i++) expect((await from('198.51.100.33')('/api/users/login-codes/exchange/', { code: await newCode() })).statusCode).toBe(200);
    const send = from('198.51.100.34');
    for (let i = 0; i < 30; i++) expect((await send('/api/users/login-codes/exchange/', { code: i.toString(16).padStart(64, '0') })).statusCode).toBe(400);
    const refused = await send('/api/users/login-codes/exchange/', { code: await newCode() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect((await from('198.51.100.35')('/api/users/login-codes/exchange/', { code: await newCode() })).statusCode).toBe(200);
  });
});
