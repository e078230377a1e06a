import { setupTestApi } from '../../test/helpers';

/** The full card details under the real ('strict') limits: a stolen session cannot read them in a loop. */
const api = setupTestApi({ app: { rateLimits: 'strict' } });

describe('card details: the rate limit', () => {
  it('MM-136 API-48 answers the 31st read of the full card details within an hour with 429 and a fallback_message; another person still reads theirs', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const cardIdOf = async (user: { token: string; accountId: number }) =>
      (await api.call('GET', `/api/accounts/${user.accountId}/card-image/`, { token: user.token })).json().card_id as number;
    const read = async (user: { token: string; accountId: number }) =>
      api.call('GET', `/api/v2/accounts/${user.accountId}/card-iframe/?card_id=${await cardIdOf(user)}`, { token: user.token });
    for (let i = 0; i < 30; i++) expect((await read(alex)).statusCode).toBe(200);
    const refused = await read(alex);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited', fallback_message: expect.any(String) });
    const other = await api.freshLogin('alex@demo.qube');
    expect((await read(other)).statusCode).toBe(200);
  });
});
