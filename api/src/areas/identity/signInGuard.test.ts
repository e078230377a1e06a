import type { SignInChallenge } from '@qube/contract/auth';
import { PASSWORD, setupTestApi } from '../../test/helpers';
import { solvedPayload } from '../../test/solveChallenge';
import { CHALLENGE_FAILED, CHALLENGE_NEEDED } from './signInGuard';

/** Issue 22 §6 (ASVS 5.0 V6.3.1): the real ('strict') policy; failures lead to a challenge, never a lockout. */
const api = setupTestApi({ app: { rateLimits: 'strict' } });
afterEach(() => api.clock.reset());

const CHECK = '/api/web/users/login/check-credentials/';
const LOGIN = '/api/web/users/login/';
const DEMO_USERS = ['alex@demo.qube', 'plus@demo.qube', 'lite@demo.qube', 'limited@demo.qube', 'coach@demo.qube', 'affiliate@demo.qube', 'rewards@demo.qube'];

/** A caller behind the trusted proxy (the page server) at `ip`. */
const from = (ip: string) => (url: string, body: object) =>
  api.app.inject({
    method: 'POST', url, remoteAddress: '127.0.0.1', payload: body,
    headers: { 'x-api-version': '15', 'x-company-header-id': '1', cookie: 'qube_csrftoken=t', 'x-csrftoken': 't', 'x-forwarded-for': ip },
  });

/** The shell's sign-in: check-credentials, then login, both with the same solution when one is given. */
const signIn = async (ip: string, email: string, password = PASSWORD, altcha?: string) => {
  const send = from(ip);
  const check = await send(CHECK, { email, password, ...(altcha ? { altcha } : {}) });
  if (check.statusCode !== 200) return check;
  return send(LOGIN, { email, password, trust_device: false, ...(altcha ? { altcha } : {}) });
};

const fail = (ip: string, email: string) => from(ip)(CHECK, { email, password: 'Wrong!2345' });

/** Fails `count` times for the e-mail, each from its own address (an attacker's botnet). */
const failFromMany = async (email: string, count: number, net: string) => {
  for (let i = 0; i < count; i++) await fail(`${net}.${Math.floor(i / 250)}.${i % 250}`, email);
};

const challengeOf = (res: { json: () => unknown }) => (res.json() as { challenge: SignInChallenge }).challenge;

describe('sign-in limits: failures count, successes do not, nobody is locked out', () => {
  it('API-09 SH-36 successes do not count: one person signs in 30 times in 15 minutes', async () => {
    for (let i = 0; i < 30; i++) expect((await signIn('198.51.100.10', 'alex@demo.qube')).statusCode).toBe(200);
  });

  it('API-09 a success clears the e-mail\'s failures: 4 wrong, 1 right, three times over, never a challenge', async () => {
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await fail('198.51.100.11', 'plus@demo.qube')).statusCode).toBe(400);
      expect((await signIn('198.51.100.11', 'plus@demo.qube')).statusCode).toBe(200);
    }
    expect((await fail('198.51.100.11', 'plus@demo.qube')).statusCode).toBe(400);
  });

  it('API-09 35 sign-ins from one shared address (an office) by different people all succeed', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push((await signIn('198.51.100.12', DEMO_USERS[i % DEMO_USERS.length]!)).statusCode);
    expect(statuses).toEqual(Array(35).fill(200));
    // A few people mistyping on the way does not get in the others' way either.
    for (let i = 0; i < 5; i++) await fail('198.51.100.12', `typo${i}@demo.qube`);
    expect((await signIn('198.51.100.12', 'coach@demo.qube')).statusCode).toBe(200);
  });

  it('API-09 an attacker\'s 100 failures from 100 addresses do not stop the owner, who signs in by solving one challenge', async () => {
    await failFromMany('lite@demo.qube', 100, '203.0');
    const asked = await signIn('198.51.100.13', 'lite@demo.qube');
    expect(asked.statusCode).toBe(429);
    expect(asked.json()).toMatchObject({ code: 'challenge_required', fallback_message: CHALLENGE_NEEDED });
    const altcha = await solvedPayload(challengeOf(asked));
    // check-credentials spends the solution; the login that follows for the same e-mail may send it once more.
    const res = await signIn('198.51.100.13', 'lite@demo.qube', PASSWORD, altcha);
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toMatch(/^[0-9a-f]{64}$/);
    // The success cleared the e-mail's failures: the next sign-in asks nothing.
    expect((await signIn('198.51.100.13', 'lite@demo.qube')).statusCode).toBe(200);
  });

  it('API-09 asks for a challenge after 5 failures for an e-mail, even with the right password, and only then', async () => {
    for (let i = 0; i < 5; i++) expect((await fail(`203.1.0.${i}`, 'limited@demo.qube')).statusCode).toBe(400);
    const asked = await from('198.51.100.14')(CHECK, { email: 'Limited@demo.qube ', password: PASSWORD });
    expect(asked.statusCode).toBe(429);
    const body = asked.json();
    expect(body.code).toBe('challenge_required');
    expect(body.challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', data: { purpose: 'sign-in' } });
    expect(body.challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    // Login asks too: it is a password check like any other.
    expect((await from('198.51.100.14')(LOGIN, { email: 'limited@demo.qube', password: PASSWORD })).json().code).toBe('challenge_required');
  });

  it('API-09 refuses a wrong, a replayed and an expired solution, each with a new challenge', async () => {
    const email = 'affiliate@demo.qube';
    await failFromMany(email, 5, '203.2');
    const send = from('198.51.100.15');
    const first = await send(CHECK, { email, password: PASSWORD });
    const good = await solvedPayload(challengeOf(first));

    // Wrong: the key found changed by one digit.
    const decoded = JSON.parse(Buffer.from(good, 'base64').toString()) as { solution: { derivedKey: string } };
    decoded.solution.derivedKey = `${decoded.solution.derivedKey.startsWith('0') ? '1' : '0'}${decoded.solution.derivedKey.slice(1)}`;
    const wrong = await send(CHECK, { email, password: PASSWORD, altcha: Buffer.from(JSON.stringify(decoded)).toString('base64') });
    expect(wrong.statusCode).toBe(429);
    expect(wrong.json()).toMatchObject({ code: 'challenge_required', fallback_message: CHALLENGE_FAILED });
    expect(challengeOf(wrong).signature).not.toBe(challengeOf(first).signature);
    expect((await send(CHECK, { email, password: PASSWORD, altcha: 'not base64 json' })).json().fallback_message).toBe(CHALLENGE_FAILED);

    // Replayed: spent by a failed guess, it opens nothing after.
    expect((await send(CHECK, { email, password: 'Wrong!2345', altcha: good })).statusCode).toBe(400);
    expect((await send(CHECK, { email, password: PASSWORD, altcha: good })).json().fallback_message).toBe(CHALLENGE_FAILED);
    // ...nor a login (only a check-credentials that succeeded passes a solution on to its login).
    expect((await send(LOGIN, { email, password: PASSWORD, altcha: good })).statusCode).toBe(429);

    // Expired: solved, then sent 10 minutes later.
    const late = await solvedPayload(challengeOf(await send(CHECK, { email, password: PASSWORD })));
    api.clock.advance(10 * 60 * 1000 + 1000);
    await failFromMany(email, 5, '203.3');
    const expired = await send(CHECK, { email, password: PASSWORD, altcha: late });
    expect(expired.statusCode).toBe(429);
    expect(expired.json().fallback_message).toBe(CHALLENGE_FAILED);

    // A fresh one works, once: a check and its login, then a second login with it is a replay.
    const fresh = await solvedPayload(challengeOf(expired));
    expect((await signIn('198.51.100.15', email, PASSWORD, fresh)).statusCode).toBe(200);
    await failFromMany(email, 5, '203.4');
    expect((await send(LOGIN, { email, password: PASSWORD, altcha: fresh })).statusCode).toBe(429);
  });

  it('API-09 a solution passed on by check-credentials serves a login for that e-mail only', async () => {
    await failFromMany('rewards@demo.qube', 5, '203.5');
    await failFromMany('coach@demo.qube', 5, '203.6');
    const send = from('198.51.100.16');
    const altcha = await solvedPayload(challengeOf(await send(CHECK, { email: 'rewards@demo.qube', password: PASSWORD })));
    expect((await send(CHECK, { email: 'rewards@demo.qube', password: PASSWORD, altcha })).statusCode).toBe(200);
    expect((await send(LOGIN, { email: 'coach@demo.qube', password: PASSWORD, altcha })).statusCode).toBe(429);
    expect((await send(LOGIN, { email: 'rewards@demo.qube', password: PASSWORD, altcha })).statusCode).toBe(200);
  });

  it('API-09 20 failures from one address ask everyone there for a challenge; other addresses are not asked', async () => {
    for (let i = 0; i < 20; i++) await fail('198.51.100.17', `guess${i}@demo.qube`);
    const asked = await signIn('198.51.100.17', 'alex@demo.qube');
    expect(asked.statusCode).toBe(429);
    expect(asked.json().code).toBe('challenge_required');
    expect((await signIn('198.51.100.18', 'alex@demo.qube')).statusCode).toBe(200);
    // The honest person there solves one challenge for the check and its login.
    expect((await signIn('198.51.100.17', 'alex@demo.qube', PASSWORD, await solvedPayload(challengeOf(asked)))).statusCode).toBe(200);
    // The window passes: no challenge any more.
    api.clock.advance(15 * 60 * 1000 + 1000);
    expect((await signIn('198.51.100.17', 'alex@demo.qube')).statusCode).toBe(200);
  });
});
