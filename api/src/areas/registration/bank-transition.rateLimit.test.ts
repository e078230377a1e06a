import { setupTestApi } from '../../test/helpers';

/** The public /beta form under the real ('strict') limits: each sign-up takes a place, so one address gets few. */
const api = setupTestApi({ app: { rateLimits: 'strict' } });
afterEach(() => api.clock.reset());

const signUpFrom = (ip: string, n: number) =>
  api.app.inject({
    method: 'POST',
    url: '/api/v2/bank-transition/beta-sign-up/',
    remoteAddress: '127.0.0.1',
    headers: { 'x-api-version': '15', 'x-company-header-id': '1', cookie: 'qube_csrftoken=t', 'x-csrftoken': 't', 'x-forwarded-for': ip },
    payload: { first_name: 'Bea', last_name: 'Tester', email: `bea.${ip}.${n}@example.com` },
  });

describe('bank transition: the beta sign-up rate limit', () => {
  it('ON-49 refuses the 11th sign-up from one address within an hour with 429 and a fallback_message; another address still signs up', async () => {
    for (let i = 0; i < 10; i++) expect((await signUpFrom('198.51.100.60', i)).statusCode).toBe(201);
    const refused = await signUpFrom('198.51.100.60', 10);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited', fallback_message: expect.any(String) });
    expect((await signUpFrom('198.51.100.61', 0)).statusCode).toBe(201);
  });
});
