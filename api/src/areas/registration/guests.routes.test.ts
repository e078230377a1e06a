import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { guestUsers, sessions, users } from '../../platform/db/schema';
import { GUEST_RETENTION_MS, removeStaleGuests } from './guests';
import { encryptPassword } from './registrationPassword';
import { MOVE_MONEY_DENIED } from '../accounts';
import { setupTestApi } from '../../test/helpers';

// Guests and the Financial Playground (issue 11 section 2): anonymous users, their playground, the anonymous sign-up
// (codes, temp_token, conversion in the same account) and the cleanup. Rate limits: guests-limits.test.ts.

const api = setupTestApi();
afterEach(() => api.clock.reset());

type Guest = { token: string; accountId: number; uuid1: string; uuid2: string };
const ids = () => ({ uuid_1: crypto.randomUUID(), uuid_2: crypto.randomUUID() });
let serial = 0;
const newPhone = () => {
  serial += 1;
  return `(628) 5${String(serial).padStart(2, '0')}-${String(2000 + serial).slice(-4)}`;
};

const newGuest = async (): Promise<Guest> => {
  const body = ids();
  const res = await api.call('POST', '/api/users/', { body });
  expect(res.statusCode).toBe(201);
  const json = res.json() as { token: string; account_id: number };
  return { token: json.token, accountId: json.account_id, uuid1: body.uuid_1, uuid2: body.uuid_2 };
};

const latestCode = async (phone: string) => {
  const res = await api.call('GET', `/api/dev/outbox?to=${encodeURIComponent(phone)}`);
  const body = (res.json() as { results: { body: string }[] }).results[0]?.body ?? '';
  return /(\d{5})/.exec(body)?.[1] ?? '';
};

const publicKey = async () => (await api.call('GET', '/api/v2/onboarding/public-key/')).json().public_key as string;

/** Steps 0 and 1 of the dialog: the temp_token for a new phone. */
const verifiedPhone = async (guest: Guest, phone = newPhone()) => {
  expect((await api.call('POST', '/api/users/limited-user/', { token: guest.token, body: { phone_number: phone } })).statusCode).toBe(200);
  const res = await api.call('POST', '/api/users/limited-user/verify-phone-number/', {
    token: guest.token, body: { phone_number: phone, verification_code: await latestCode(phone), url_params: '?ref=try', coupon: null },
  });
  expect(res.statusCode).toBe(200);
  return { phone, tempToken: res.json().temp_token as string };
};

const details = async (phone: string, tempToken: string, extra: Record<string, unknown> = {}) => ({
  phone_number: phone,
  email: `guest.${Date.now()}.${serial}@example.test`,
  first_name: 'Gia',
  last_name: 'Guest',
  accepted_privacy_policy: true,
  accepted_terms_and_conditions: true,
  encrypted_password: encryptPassword(await publicKey(), 'Marigold!Lantern7'),
  ip_address: '203.0.113.9',
  temp_token: tempToken,
  trust_device: true,
  ...extra,
});

describe('anonymous users (API-14, ON-34)', () => {
  it('API-14 ON-34 POST users/ creates a guest (201, token and session cookie) with a playground of sample qubes, a budget and income', async () => {
    const body = ids();
    const res = await api.call('POST', '/api/users/', { body: { ...body, discount_code: 'qube60' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ token: expect.stringMatching(/^[0-9a-f]{64}$/), account_id: expect.any(Number), user_type: 'anonymous_user' });
    expect(String(res.headers['set-cookie'])).toContain('__Host-qube_token=');
    const { token, account_id: accountId } = res.json() as { token: string; account_id: number };
    const me = (await api.call('GET', '/api/users/me/', { token })).json();
    expect(me.user_type).toBe('anonymous_user');
    expect(me.primary_account.id).toBe(accountId);
    expect(me.feature_flags.planning_screen).toBe(true);
    const budget = (await api.call('GET', `/api/budgets/current/?account_id=${accountId}`, { token })).json();
    expect(budget.qube_budgets.map((l: { qube: { name: string }; amount: string }) => [l.qube.name, l.amount])).toEqual([
      ['Groceries', '400.00'], ['Rent', '1200.00'], ['Vacation', '125.00'],
    ]);
    expect(budget.total_income_amount).toBe('4000.00');
    // The sample holds no money (docs/adr/0077-guests-and-financial-playground.md).
    const overview = await api.call('GET', `/api/accounts/${accountId}/`, { token });
    expect(overview.statusCode).toBe(200);
    const [guest] = await api.database.db.select().from(guestUsers).where(eq(guestUsers.uuid1, body.uuid_1));
    expect(guest?.discountCode).toBe('QUBE60');
    expect(guest?.uuid2Hash).not.toContain(body.uuid_2);
  });

  it('API-14 the same ids again re-authenticate (200, same playground); authenticate-anonymous/ starts a new session; wrong secret → 404', async () => {
    const guest = await newGuest();
    const again = await api.call('POST', '/api/users/', { body: { uuid_1: guest.uuid1, uuid_2: guest.uuid2 } });
    expect(again.statusCode).toBe(200);
    expect(again.json().account_id).toBe(guest.accountId);
    const auth = await api.call('POST', '/api/users/authenticate-anonymous/', { body: { uuid_1: guest.uuid1, uuid_2: guest.uuid2 } });
    expect(auth.statusCode).toBe(200);
    expect(auth.json().account_id).toBe(guest.accountId);
    expect(auth.json().token).not.toBe(guest.token);
    const wrong = await api.call('POST', '/api/users/authenticate-anonymous/', { body: { uuid_1: guest.uuid1, uuid_2: crypto.randomUUID() } });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().fallback_message).toBe('We could not find this playground.');
    // The same uuid_1 with another secret cannot make a second guest.
    expect((await api.call('POST', '/api/users/', { body: { uuid_1: guest.uuid1, uuid_2: crypto.randomUUID() } })).statusCode).toBe(409);
  });

  it('ON-34 bad input → 400 with fallback_message (not a uuid, extra fields, missing ids, long code)', async () => {
    const bad = [
      { uuid_1: 'x', uuid_2: crypto.randomUUID() },
      { ...ids(), extra: 1 },
      { uuid_1: crypto.randomUUID() },
      { ...ids(), discount_code: 'x'.repeat(41) },
    ];
    for (const body of bad) {
      const res = await api.call('POST', '/api/users/', { body });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().fallback_message).toBe('string');
    }
  });

  it('PL-02 a guest changes budgets and income of its playground, and reaches no other account', async () => {
    const guest = await newGuest();
    const budget = (await api.call('GET', `/api/budgets/current/?account_id=${guest.accountId}`, { token: guest.token })).json();
    const line = budget.qube_budgets[0].id as number;
    const draft = await api.call('PATCH', `/api/budgets/qube-budget/${line}/`, { token: guest.token, body: { account_id: guest.accountId, editing_amount: '455.00' } });
    expect(draft.statusCode).toBe(200);
    const alex = await api.login('alex@demo.qube');
    expect((await api.call('GET', `/api/budgets/current/?account_id=${alex.accountId}`, { token: guest.token })).statusCode).toBe(404);
  });

  it('API-07 SD-55 a guest cannot move money: internal transfers and bank deposits answer 403 with fallback_message', async () => {
    const guest = await newGuest();
    const qubes = (await api.call('GET', `/api/budgets/current/?account_id=${guest.accountId}`, { token: guest.token })).json().qube_budgets;
    const transfer = await api.call('POST', '/api/orders/', {
      token: guest.token,
      body: { account_id: guest.accountId, recurring: 'none', type: 'transfer', days_in_calendar: [], scheduled_date: 'today', idempotency_key: crypto.randomUUID(), from_qube: 'cloud', to_qube: qubes[0].qube.id, amount: '1.00' },
    });
    expect(transfer.statusCode).toBe(403);
    expect(transfer.json().fallback_message).toBe(MOVE_MONEY_DENIED);
    const deposit = await api.call('POST', '/api/deposits/ach-deposits/', {
      token: guest.token, body: { account_id: guest.accountId, amount: '5.00', recurring: 'none', scheduled_date: 'today', idempotency_key: crypto.randomUUID(), bank_account_id: 1 },
    });
    expect([400, 403]).toContain(deposit.statusCode);
    expect(typeof deposit.json().fallback_message).toBe('string');
    const link = await api.call('POST', '/api/plaid/generate-link-token/', { token: guest.token, body: { account_id: guest.accountId } });
    expect(link.statusCode).toBe(403);
  });
});

describe('anonymous sign-up (ON-40 to ON-48, API-15, API-16)', () => {
  it('API-15 ON-40 ON-42 a 5-digit code goes to the outbox; a repeat within 50 s sends none and answers the seconds left', async () => {
    const guest = await newGuest();
    const phone = newPhone();
    const first = await api.call('POST', '/api/users/limited-user/', { token: guest.token, body: { phone_number: phone } });
    expect(first.json()).toMatchObject({ phone_number: phone, resend_after_seconds: 50 });
    expect(await latestCode(phone)).toMatch(/^\d{5}$/);
    api.clock.advance(20_000);
    const repeat = await api.call('POST', '/api/users/limited-user/', { token: guest.token, body: { phone_number: phone } });
    expect(repeat.json().resend_after_seconds).toBe(30);
    const outbox = (await api.call('GET', `/api/dev/outbox?to=${encodeURIComponent(phone)}`)).json().results;
    expect(outbox).toHaveLength(1);
    const badPhone = await api.call('POST', '/api/users/limited-user/', { token: guest.token, body: { phone_number: '555' } });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().fallback_message).toBe('Please enter a valid phone number');
  });

  it('ON-41 a wrong code is refused; 5 tries use the code up, counted atomically even when sent at once', async () => {
    const guest = await newGuest();
    const phone = newPhone();
    await api.call('POST', '/api/users/limited-user/', { token: guest.token, body: { phone_number: phone } });
    const code = await latestCode(phone);
    const wrong = code === '00000' ? '11111' : '00000';
    const verify = (c: string) => api.call('POST', '/api/users/limited-user/verify-phone-number/', { token: guest.token, body: { phone_number: phone, verification_code: c } });
    const tries = await Promise.all(Array.from({ length: 7 }, () => verify(wrong)));
    expect(tries.every((r) => r.statusCode === 400)).toBe(true);
    expect(tries[0]?.json().fallback_message).toBe('The verification code is incorrect or has expired.');
    // The right code no longer works: its 5 attempts are gone.
    expect((await verify(code)).statusCode).toBe(400);
  });

  it('API-16 ON-43 ON-46 ON-48 initiate (users/limited-user/) and verify (verify-phone-number/) then create: the guest becomes a limited user in the same account; the playground (budget drafts, income) is kept', async () => {
    const guest = await newGuest();
    const budget = (await api.call('GET', `/api/budgets/current/?account_id=${guest.accountId}`, { token: guest.token })).json();
    const line = budget.qube_budgets[0].id as number;
    await api.call('PATCH', `/api/budgets/qube-budget/${line}/`, { token: guest.token, body: { account_id: guest.accountId, editing_amount: '512.34' } });
    const { phone, tempToken } = await verifiedPhone(guest);
    const body = await details(phone, tempToken);
    const res = await api.call('POST', `/api/users/create-limited-user/?account_id=${guest.accountId}`, { token: guest.token, body });
    expect(res.statusCode).toBe(200);
    expect(res.json().account_id).toBe(guest.accountId);
    const token = res.json().token as string;
    expect(String(res.headers['set-cookie'])).toContain('__Host-qube_token=');
    const me = (await api.call('GET', '/api/users/me/', { token })).json();
    expect(me).toMatchObject({ user_type: 'limited_user', email: body.email, first_name: 'Gia', last_name: 'Guest', phone_number: phone });
    expect(me.primary_account.id).toBe(guest.accountId);
    const kept = (await api.call('GET', `/api/budgets/current/?account_id=${guest.accountId}`, { token })).json();
    expect(kept.qube_budgets[0]).toMatchObject({ id: line, editing_amount: '512.34', is_editing: true });
    expect(kept.total_income_amount).toBe('4000.00');
    // The guest's session ended and its ids no longer work; the new person signs in with the password.
    expect((await api.call('GET', '/api/users/me/', { token: guest.token })).statusCode).toBe(401);
    expect((await api.call('POST', '/api/users/authenticate-anonymous/', { body: { uuid_1: guest.uuid1, uuid_2: guest.uuid2 } })).statusCode).toBe(404);
    const login = await api.call('POST', '/api/web/users/login/', { body: { email: body.email, password: 'Marigold!Lantern7' } });
    expect(login.statusCode).toBe(200);
    expect(login.json().account_id).toBe(guest.accountId);
    // A limited user is no guest: the dialog's calls are refused.
    const again = await api.call('POST', '/api/users/limited-user/', { token, body: { phone_number: newPhone() } });
    expect(again.statusCode).toBe(403);
  });

  it('ON-44 ON-46 bad details → 400 with the field message; another account, a bad temp_token or a stale one are refused', async () => {
    const guest = await newGuest();
    const { phone, tempToken } = await verifiedPhone(guest);
    const create = async (extra: Record<string, unknown>, accountId = guest.accountId) =>
      api.call('POST', `/api/users/create-limited-user/?account_id=${accountId}`, { token: guest.token, body: await details(phone, tempToken, extra) });
    expect((await create({ email: 'nope' })).json().fallback_message).toBe('Please Enter a valid Email');
    expect((await create({ first_name: ' ' })).json().fallback_message).toBe('This Field is required!');
    expect((await create({ accepted_terms_and_conditions: false })).json().fallback_message).toBe('Please accept the Terms and Conditions and the Privacy Policy.');
    expect((await create({ encrypted_password: 'AAAA' })).json().fallback_message).toBe('We could not read your password. Please enter it again.');
    const weak = await create({ encrypted_password: encryptPassword(await publicKey(), 'short') });
    expect(weak.statusCode).toBe(400);
    expect((await create({ temp_token: 'f'.repeat(64) })).json().fallback_message).toBe('Your phone verification has expired. Please verify your phone number again.');
    expect((await create({ phone_number: newPhone() })).statusCode).toBe(400);
    const alex = await api.login('alex@demo.qube');
    expect((await create({}, alex.accountId)).statusCode).toBe(404);
    expect((await api.call('POST', `/api/users/create-limited-user/?account_id=abc`, { token: guest.token, body: await details(phone, tempToken) })).statusCode).toBe(400);
    // The temp_token lives 15 minutes (the session is kept alive meanwhile).
    api.clock.advance(10 * 60_000);
    expect((await api.call('GET', '/api/users/me/', { token: guest.token })).statusCode).toBe(200);
    api.clock.advance(6 * 60_000);
    expect((await create({})).json().fallback_message).toBe('Your phone verification has expired. Please verify your phone number again.');
  });

  it('ON-46 section 4: a reused e-mail or phone gets one message naming neither', async () => {
    const guest = await newGuest();
    const { phone, tempToken } = await verifiedPhone(guest);
    const res = await api.call('POST', `/api/users/create-limited-user/?account_id=${guest.accountId}`, { token: guest.token, body: await details(phone, tempToken, { email: 'ALEX@demo.qube' }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().fallback_message).toBe("We can't open a new account with this phone number or e-mail address. If you already have a Qube account, sign in or reset your password.");
    // Still a guest, nothing changed.
    expect((await api.call('GET', '/api/users/me/', { token: guest.token })).json().user_type).toBe('anonymous_user');
  });

  it('the sign-up calls need a guest session: none → 401, a regular user → 403', async () => {
    expect((await api.call('POST', '/api/users/limited-user/', { body: { phone_number: newPhone() } })).statusCode).toBe(401);
    const alex = await api.login('alex@demo.qube');
    const res = await api.call('POST', '/api/users/limited-user/', { token: alex.token, body: { phone_number: newPhone() } });
    expect(res.statusCode).toBe(403);
    expect(res.json().fallback_message).toBe('Only a guest can create an account here.');
  });

  it('probe: odd bodies on every guest route answer 4xx, never 5xx', async () => {
    const guest = await newGuest();
    const routes = ['/api/users/', '/api/users/authenticate-anonymous/', '/api/users/limited-user/', '/api/users/limited-user/verify-phone-number/', '/api/users/create-limited-user/?account_id=2147483648', `/api/users/create-limited-user/?account_id=${guest.accountId}`];
    const bodies: unknown[] = [{}, [], { phone_number: 5 }, { uuid_1: null }, { phone_number: '(555) 555-5555', verification_code: '1'.repeat(21) }, { temp_token: 'x'.repeat(300) }];
    for (const url of routes) {
      for (const body of bodies) {
        const res = await api.call('POST', url, { token: guest.token, body });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
    }
  });
});

describe('guest cleanup', () => {
  it('guests untouched for 30 days are removed with their playground; recent guests and converted users stay', async () => {
    const old = await newGuest();
    const recent = await newGuest();
    const past = new Date(Date.now() - GUEST_RETENTION_MS - 3600_000);
    const [oldSession] = await api.database.db.select().from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(users.email, (await api.call('GET', '/api/users/me/', { token: old.token })).json().email));
    const oldUserId = oldSession?.users.id ?? 0;
    await api.database.db.update(guestUsers).set({ lastSeenAt: past }).where(eq(guestUsers.userId, oldUserId));
    await api.database.db.update(sessions).set({ lastSeenAt: past, createdAt: past }).where(eq(sessions.userId, oldUserId));
    expect(await removeStaleGuests(api.database.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await api.database.db.select().from(users).where(eq(users.id, oldUserId))).toHaveLength(0);
    expect((await api.call('GET', '/api/users/me/', { token: recent.token })).statusCode).toBe(200);
  });
});
