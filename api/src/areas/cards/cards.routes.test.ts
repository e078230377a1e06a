import { eq } from 'drizzle-orm';
import { accountMembers, cards, users } from '../../platform/db/schema';
import { isLuhnValid, luhnCheckDigit } from '../../platform/providers/cardIssuer/cardIssuer';
import { sandboxCardNumber } from '../../platform/providers/cardIssuer/sandboxCardIssuer';
import { setupTestApi } from '../../test/helpers';

const api = setupTestApi();

type Login = { token: string; accountId: number; email: string };

const cardImage = (user: Login, accountId = user.accountId) => api.call('GET', `/api/accounts/${accountId}/card-image/`, { token: user.token });
const details = (user: Login, cardId: number, query = '', accountId = user.accountId) =>
  api.call('GET', `/api/v2/accounts/${accountId}/card-iframe/?card_id=${cardId}${query}`, { token: user.token });

describe('the sandbox card issuer', () => {
  it('API-48 numbers are 16 Luhn-valid digits in the 4000 00 test range, one per card id', () => {
    for (const id of [1, 42, 999_999_999]) {
      const number = sandboxCardNumber(id);
      expect(number).toMatch(/^400000\d{10}$/);
      expect(isLuhnValid(number)).toBe(true);
    }
    expect(sandboxCardNumber(1)).not.toBe(sandboxCardNumber(2));
    expect(luhnCheckDigit('7992739871')).toBe('3');
    expect(isLuhnValid('4000000000000001')).toBe(false);
  });
});

describe('GET accounts/{id}/card-image/ (MM-135, API-48)', () => {
  it('MM-135 a seeded user (and a fresh copy) has an active virtual card: card_id and config (card_image_url, background_image_url, invert_text_color)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const res = await cardImage(alex);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      card_id: expect.any(Number),
      config: { card_image_url: '/api/v2/artwork/1/background/?layer=face', background_image_url: '/api/v2/artwork/1/background/', invert_text_color: false },
      last_four: sandboxCardNumber(body.card_id).slice(-4),
      name_on_card: 'Alex Rivera',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const seeded = await api.login('alex@demo.qube');
    expect((await cardImage({ ...seeded, email: 'alex@demo.qube' })).json().card_id).toEqual(expect.any(Number));
  });

  it('MM-135 a household (plus) primary holder has a card, served under the households prefix too (the client calls it there)', async () => {
    const pat = await api.freshLogin('plus@demo.qube');
    const image = await api.call('GET', `/api/households/accounts/${pat.accountId}/card-image/`, { token: pat.token });
    expect(image.statusCode).toBe(200);
    const cardId = image.json().card_id as number;
    expect(cardId).toEqual(expect.any(Number));
    const shown = await api.call('GET', `/api/households/v2/accounts/${pat.accountId}/card-iframe/?card_id=${cardId}`, { token: pat.token });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().card_number).toBe(sandboxCardNumber(cardId));
  });

  it("MM-135 a limited user's account has no card: card_id and config are null ('This account has no active card!')", async () => {
    const limited = await api.freshLogin('limited@demo.qube');
    const res = await cardImage(limited);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ card_id: null, config: null, last_four: null, name_on_card: null });
  });

  it("API-48 another person's account answers 404; malformed ids answer 4xx, never 5xx", async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const lee = await api.freshLogin('lite@demo.qube');
    expect((await cardImage(alex, lee.accountId)).statusCode).toBe(404);
    for (const id of ['0', '-1', 'x', '2147483648', '1.5', '%00']) {
      const res = await api.call('GET', `/api/accounts/${id}/card-image/`, { token: alex.token });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await api.call('GET', `/api/accounts/${alex.accountId}/card-image/`)).statusCode).toBe(401);
  });
});

describe('GET v2/accounts/{id}/card-iframe/ (MM-136, API-48)', () => {
  it('MM-136 answers the cardholder the full number, expiry and (show_cvv) CVV, with Cache-Control no-store', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const cardId = (await cardImage(alex)).json().card_id as number;
    const res = await details(alex, cardId, '&show_cvv=true');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.pragma).toBe('no-cache');
    const body = res.json();
    expect(body).toEqual({
      card_id: cardId, card_number: sandboxCardNumber(cardId), expiration_month: expect.any(Number), expiration_year: expect.any(Number),
      cvv: expect.stringMatching(/^\d{3}$/), name_on_card: 'Alex Rivera',
    });
    expect(body.expiration_year).toBeGreaterThan(new Date().getUTCFullYear());
    expect((await details(alex, cardId)).json().cvv).toBeNull();
    expect((await details(alex, cardId, '&show_cvv=true')).json().cvv).toBe(body.cvv);
  });

  it('MM-136 someone who reaches the account but does not hold the card gets 403; another card id or account 404', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const lee = await api.freshLogin('lite@demo.qube');
    const cardId = (await cardImage(alex)).json().card_id as number;
    const leeCard = (await cardImage(lee)).json().card_id as number;
    const [leeUser] = await api.database.db.select().from(users).where(eq(users.email, lee.email));
    // Lee becomes a household member of Alex's account: they reach it, not its card.
    await api.database.db.insert(accountMembers).values({ accountId: alex.accountId, userId: leeUser?.id ?? 0, role: 'household' });
    expect((await cardImage(lee, alex.accountId)).json().card_id).toBe(cardId);
    const denied = await details(lee, cardId, '&show_cvv=true', alex.accountId);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().fallback_message).toBe('Only the cardholder can see the card details.');
    expect(denied.body).not.toContain(sandboxCardNumber(cardId));
    expect((await details(alex, leeCard)).statusCode).toBe(404);
    expect((await details(alex, cardId, '', lee.accountId)).statusCode).toBe(404);
    const limited = await api.freshLogin('limited@demo.qube');
    expect((await details(limited, cardId)).statusCode).toBe(404);
  });

  it('API-48 an inactive card shows no details and no picture', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const cardId = (await cardImage(alex)).json().card_id as number;
    await api.database.db.update(cards).set({ status: 'inactive' }).where(eq(cards.id, cardId));
    expect((await details(alex, cardId)).statusCode).toBe(404);
    expect((await cardImage(alex)).json().card_id).toBeNull();
  });

  it('API-48 malformed queries answer 4xx, never 5xx', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    for (const query of ['', '?card_id=', '?card_id=x', '?card_id=0', '?card_id=2147483648', '?card_id=1&show_cvv=maybe', '?card_id[]=1']) {
      const res = await api.call('GET', `/api/v2/accounts/${alex.accountId}/card-iframe/${query}`, { token: alex.token });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json().fallback_message).toBe('string');
    }
  });
});

describe('GET v2/cards/{id}/account/ and v2/artwork/{id}/background/ (MM-136, API-48)', () => {
  it('MM-136 names the account of a card the person reaches; anyone else gets 404', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const lee = await api.freshLogin('lite@demo.qube');
    const cardId = (await cardImage(alex)).json().card_id as number;
    const res = await api.call('GET', `/api/v2/cards/${cardId}/account/`, { token: alex.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      card_id: cardId, account_id: alex.accountId, name_on_card: 'Alex Rivera', last_four: sandboxCardNumber(cardId).slice(-4), kind: 'virtual', status: 'active', artwork_id: 1,
    });
    const other = await api.call('GET', `/api/v2/cards/${cardId}/account/`, { token: lee.token });
    expect(other.statusCode).toBe(404);
    expect(other.json().fallback_message).toBe('Card not found.');
    expect((await api.call('GET', '/api/v2/cards/2147483647/account/', { token: alex.token })).statusCode).toBe(404);
    expect((await api.call('GET', '/api/v2/cards/2147483648/account/', { token: alex.token })).statusCode).toBe(400);
  });

  it('API-48 serves sandbox card art as an inert SVG, publicly and cacheably; the face is the art with the wordmark', async () => {
    for (const id of [1, 2, 3]) {
      const art = await api.call('GET', `/api/v2/artwork/${id}/background/`, { headers: { authorization: undefined } });
      expect(art.statusCode).toBe(200);
      expect(art.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(art.headers['cache-control']).toBe('public, max-age=86400');
      expect(art.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(art.body).not.toMatch(/<script|<style|href=|on\w+=/i);
      const face = await api.call('GET', `/api/v2/artwork/${id}/background/?layer=face`);
      expect(face.body).toContain('>Qube</text>');
    }
    expect((await api.call('GET', '/api/v2/artwork/4/background/')).statusCode).toBe(404);
    expect((await api.call('GET', '/api/v2/artwork/1/background/?layer=x')).statusCode).toBe(400);
  });
});
