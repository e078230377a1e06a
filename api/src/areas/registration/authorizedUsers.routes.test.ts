import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { accountMembers, authorizedUserInvitations, cards } from '../../platform/db/schema';
import { encryptPassword } from './registrationPassword';
import { setupTestApi, CSRF } from '../../test/helpers';
import { AU_MESSAGES } from './authorizedUsersApplication';
import { REGISTRATION_CODE_INVALID } from './registration.routes';

// Authorized users (ON-72): the owner's invitations, the nine onboarding calls with their rules, the link token
// (one-time, 7 days), the step order, and what an authorized user may not do.

const api = setupTestApi();
afterEach(() => api.clock.reset());

type Login = { token: string; accountId: number; email: string };
type Mail = { to: string; subject: string; body: string };
const DAY = 24 * 60 * 60 * 1000;
const GOOD_PASSWORD = 'Violet#Harbor29';

let serial = 0;
const newEmail = () => {
  serial += 1;
  return `au.person.${Date.now()}.${serial}@example.test`;
};
const newPhone = () => {
  serial += 1;
  return `(415) 8${String(serial % 100).padStart(2, '0')}-${String(2000 + serial).slice(-4)}`;
};

const mailsTo = async (to: string) => (await api.call('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).json().results as Mail[];
const tokenIn = (mail: Mail | undefined) => /\/register\/authorized-user\?invite=([0-9a-f]{64})/.exec(mail?.body ?? '')?.[1] ?? '';

const invite = (owner: Login, body: Record<string, unknown>, accountId = owner.accountId) =>
  api.call('POST', `/api/web/accounts/${accountId}/authorized-users/`, { token: owner.token, headers: { origin: 'http://localhost:8080' }, body });
const list = async (owner: Login) => (await api.call('GET', `/api/web/accounts/${owner.accountId}/authorized-users/`, { token: owner.token })).json().results as { id: number; email: string; status: string }[];

/** An invitation sent by `owner`; answers the link's token. */
const invited = async (owner: Login, email = newEmail()) => {
  const res = await invite(owner, { first_name: 'Robin', last_name: 'Reed', email });
  expect(res.statusCode).toBe(201);
  const [mail] = await mailsTo(email);
  return { email, token: tokenIn(mail), id: res.json().authorized_user.id as number };
};

/** The invited person's browser: the invitation cookie once the link was opened. */
type Invitee = { cookie: string; email: string; phone: string };
const cookieOf = (res: LightMyRequestResponse): string => {
  const found = [res.headers['set-cookie']].flat().filter((c): c is string => typeof c === 'string').find((c) => c.startsWith('__Host-qube_authorized_user='));
  if (!found) throw new Error(`no invitation cookie: ${res.statusCode} ${res.body}`);
  return found.split(';')[0] ?? '';
};
const as = (who: Invitee | string, body?: unknown) => ({
  headers: { cookie: `qube_csrftoken=${CSRF}; ${typeof who === 'string' ? who : who.cookie}` },
  ...(body !== undefined ? { body } : {}),
});
const step = (who: Invitee | string, path: string, body?: unknown, method: 'POST' | 'GET' = 'POST') =>
  api.call(method, `/api/onboarding/authorized-user/${path}`, as(who, body));

const open = async (token: string, email: string): Promise<Invitee> => {
  const res = await api.call('POST', '/api/onboarding/authorized-user/invitation/', { body: { invite_token: token } });
  expect(res.statusCode).toBe(200);
  return { cookie: cookieOf(res), email, phone: newPhone() };
};

const codeFor = async (phone: string) => /(\d{5})/.exec((await mailsTo(phone))[0]?.body ?? '')?.[1] ?? '';
const encrypted = async (password: string) => {
  const key = (await api.call('GET', '/api/v2/onboarding/public-key/')).json().public_key as string;
  return encryptPassword(key, password);
};

/** Runs every step up to (not including) `until`; answers the last application. */
const STEPS = ['first-name-last-name-email', 'birth-date', 'phone-numbers', 'phone-numbers/verify', 'passcode', 'debit-card-selection', 'confirm-mailing-address', 'summary'] as const;
const walk = async (who: Invitee, until: (typeof STEPS)[number] | 'end' = 'end') => {
  let last: LightMyRequestResponse | undefined;
  for (const name of STEPS) {
    if (name === until) break;
    const body = {
      'first-name-last-name-email': { first_name: 'Robin', last_name: 'Reed', email: who.email },
      'birth-date': { birth_date: '2000-04-02' },
      'phone-numbers': { phone_number: who.phone },
      'phone-numbers/verify': { verification_code: name === 'phone-numbers/verify' ? await codeFor(who.phone) : '' },
      passcode: { encrypted_password: name === 'passcode' ? await encrypted(GOOD_PASSWORD) : '' },
      'debit-card-selection': { virtual_card_selected: false, debit_card_design: 'classic' },
      'confirm-mailing-address': { address_street: '12 Elm St', address_city: 'Austin', address_state: 'tx', address_postal_code: '78701' },
      summary: { confirmed: true },
    }[name];
    last = await step(who, `${name}/`, body);
    if (last.statusCode !== 200) throw new Error(`${name}: ${last.statusCode} ${last.body}`);
  }
  return last;
};

describe('ON-72 owner invites an authorized user', () => {
  it('ON-72 mails a one-time link to /register/authorized-user and lists the person as invited', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const email = newEmail();
    const res = await invite(alex, { first_name: ' Robin ', last_name: 'Reed', email: ` ${email.toUpperCase()} ` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: `Invitation sent to ${email}.`, authorized_user: { first_name: 'Robin', last_name: 'Reed', email, status: 'invited' } });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Alex invited you to be an authorized user on Qube');
    expect(mail?.body).toMatch(/http:\/\/localhost:8080\/register\/authorized-user\?invite=[0-9a-f]{64}/);
    expect((await list(alex)).map((u) => [u.email, u.status])).toEqual([[email, 'invited']]);
    // Only the token's hash is stored.
    const [row] = await api.database.db.select().from(authorizedUserInvitations).where(eq(authorizedUserInvitations.email, email));
    expect(row?.tokenHash).not.toBe(tokenIn(mail));
  });

  it('ON-72 refuses bad input with 400 and a fallback_message, and sends nothing', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const email = newEmail();
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: ' ', last_name: 'Reed', email }, 'This Field is required!'],
      [{ first_name: 'Robin', last_name: '', email }, 'This Field is required!'],
      [{ first_name: 'Robin', last_name: 'Reed', email: 'nope' }, 'Please Enter a valid Email'],
      [{ first_name: 'Robin', last_name: 'Reed', email: alex.email }, AU_MESSAGES.self],
    ];
    for (const [body, message] of cases) {
      const res = await invite(alex, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fallback_message).toBe(message);
    }
    for (const body of [{}, { first_name: 'R', last_name: 'R', email, extra: 1 }, { first_name: 'x'.repeat(61), last_name: 'R', email }, { first_name: 'R', last_name: 'R', email: 5 }]) {
      const res = await invite(alex, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fallback_message).toEqual(expect.any(String));
    }
    expect(await mailsTo(email)).toEqual([]);
  });

  it('ON-72 one open invitation per e-mail (409), at most 5 authorized users, someone else\'s account 404', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const other = await api.freshLogin('lite@demo.qube');
    const first = await invited(alex);
    const again = await invite(alex, { first_name: 'R', last_name: 'R', email: first.email });
    expect(again.statusCode).toBe(409);
    expect(again.json().fallback_message).toBe(AU_MESSAGES.pendingExists);
    for (let i = 0; i < 4; i += 1) await invited(alex);
    const sixth = await invite(alex, { first_name: 'R', last_name: 'R', email: newEmail() });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().fallback_message).toBe(AU_MESSAGES.tooMany);
    expect((await invite(alex, { first_name: 'R', last_name: 'R', email: newEmail() }, other.accountId)).statusCode).toBe(404);
    expect((await api.call('GET', `/api/web/accounts/${other.accountId}/authorized-users/`, { token: alex.token })).statusCode).toBe(404);
  });

  it('ON-72 only the primary holder of a personal account invites (household 403)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const me = (await api.call('GET', '/api/users/me/', { token: alex.token })).json();
    const household = (me.households as { id: number }[])[0];
    expect(household).toBeDefined();
    const res = await invite(alex, { first_name: 'R', last_name: 'R', email: newEmail() }, household?.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().fallback_message).toEqual(expect.any(String));
  });

  it('ON-72 revoking an invitation kills its link; an expired link answers 410 and frees the e-mail', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const revoked = await invited(alex);
    const del = await api.call('DELETE', `/api/web/accounts/${alex.accountId}/authorized-users/${revoked.id}/`, { token: alex.token });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe(`The invitation to ${revoked.email} was cancelled.`);
    const dead = await api.call('POST', '/api/onboarding/authorized-user/invitation/', { body: { invite_token: revoked.token } });
    expect(dead.statusCode).toBe(404);
    expect(dead.json().fallback_message).toBe(AU_MESSAGES.invalidLink);
    expect((await api.call('DELETE', `/api/web/accounts/${alex.accountId}/authorized-users/${revoked.id}/`, { token: alex.token })).statusCode).toBe(404);

    const late = await invited(alex);
    const person = await open(late.token, late.email);
    api.clock.advance(7 * DAY + 1000);
    const expired = await api.call('POST', '/api/onboarding/authorized-user/invitation/', { body: { invite_token: late.token } });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().fallback_message).toBe(AU_MESSAGES.expired);
    expect((await step(person, 'first-name-last-name-email/', { first_name: 'R', last_name: 'R', email: late.email })).statusCode).toBe(410);
    // The owner's session ended with the week: they sign in again.
    const owner = { ...alex, ...(await api.login(alex.email)) };
    expect((await list(owner)).some((u) => u.email === late.email)).toBe(false);
    expect((await invite(owner, { first_name: 'R', last_name: 'R', email: late.email })).statusCode).toBe(201);
  });
});

describe('ON-72 authorized-user onboarding', () => {
  it('ON-72 the nine calls take the invited person to a signed-in authorized user of the owner\'s account', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const { token, email } = await invited(alex);
    const opened = await api.call('POST', '/api/onboarding/authorized-user/invitation/', { body: { invite_token: token } });
    expect(opened.json()).toMatchObject({ current_step: 'first-name-last-name-email', completed_step_index: 0, first_name: 'Robin', last_name: 'Reed', email, inviter_name: 'Alex Rivera' });
    const person: Invitee = { cookie: cookieOf(opened), email, phone: newPhone() };
    await walk(person, 'confirm-mailing-address');
    // GET confirm-mailing-address/ offers the owner's address until the person saves one.
    const offered = (await step(person, 'confirm-mailing-address/', undefined, 'GET')).json();
    expect(offered.source).toBe('owner');
    expect(offered.address_street).toEqual(expect.any(String));
    const saved = await step(person, 'confirm-mailing-address/', { address_street: '12 Elm St', address_apartment_no: ' ', address_city: 'Austin', address_state: 'tx', address_postal_code: '78701' });
    expect(saved.json()).toMatchObject({ current_step: 'summary', address_state: 'TX', address_apartment_no: null });
    expect((await step(person, 'confirm-mailing-address/', undefined, 'GET')).json()).toMatchObject({ source: 'yours', address_street: '12 Elm St' });
    const summary = (await step(person, 'summary/', undefined, 'GET')).json();
    expect(summary).toMatchObject({ birth_date: '2000-04-02', phone_number: person.phone, is_phone_verified: true, has_password: true, virtual_card_selected: false, debit_card_design: 'classic' });
    expect(JSON.stringify(summary)).not.toContain('password_hash');

    const done = await step(person, 'summary/', { confirmed: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().account_id).toBe(alex.accountId);
    const session = [done.headers['set-cookie']].flat().join(';');
    expect(session).toContain('__Host-qube_token=');
    const me = (await api.call('GET', '/api/users/me/', { token: done.json().token })).json();
    expect(me).toMatchObject({ email, account_role: 'authorized_user', primary_account: { id: alex.accountId } });
    expect((await api.call('GET', '/api/users/me/', { token: alex.token })).json().account_role).toBe('primary');
    // A membership with the authorized_user role and their own (physical) card on the owner's account.
    const [member] = await api.database.db.select().from(accountMembers).where(and(eq(accountMembers.accountId, alex.accountId), eq(accountMembers.userId, me.id)));
    expect(member?.role).toBe('authorized_user');
    const [card] = await api.database.db.select().from(cards).where(and(eq(cards.userId, me.id), eq(cards.status, 'active')));
    expect(card).toMatchObject({ accountId: alex.accountId, kind: 'physical' });
    // The owner sees them as active; the link is spent (replayed → 410) and the cookie opens nothing.
    expect((await list(alex)).find((u) => u.email === email)?.status).toBe('active');
    const replay = await api.call('POST', '/api/onboarding/authorized-user/invitation/', { body: { invite_token: token } });
    expect(replay.statusCode).toBe(410);
    expect(replay.json().fallback_message).toBe(AU_MESSAGES.used);
    expect((await step(person, 'summary/', { confirmed: true })).statusCode).toBe(410);
    // They sign in with the password they chose.
    const login = await api.call('POST', '/api/web/users/login/check-credentials/', { body: { email, password: GOOD_PASSWORD } });
    expect(login.statusCode).toBe(200);
    // A later session starts on the owner's account (their membership is not 'primary').
    const later = await api.call('POST', '/api/web/users/login/', { body: { email, password: GOOD_PASSWORD, trust_device: false } });
    expect(later.statusCode).toBe(200);
    expect(later.json().account_id).toBe(alex.accountId);
  });

  it('ON-72 a step beyond the completed one answers 409; the application resumes from the cookie', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const { token, email } = await invited(alex);
    const person = await open(token, email);
    for (const [path, body] of [['birth-date/', { birth_date: '2000-01-01' }], ['passcode/', { encrypted_password: await encrypted(GOOD_PASSWORD) }], ['summary/', { confirmed: true }]] as const) {
      const res = await step(person, path, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().fallback_message).toBe('Please finish the earlier steps first.');
    }
    expect((await step(person, 'summary/', undefined, 'GET')).statusCode).toBe(409);
    expect((await step(person, 'confirm-mailing-address/', undefined, 'GET')).statusCode).toBe(409);
    await walk(person, 'phone-numbers');
    const resumed = (await step(person, '', undefined, 'GET')).json();
    expect(resumed).toMatchObject({ current_step: 'phone-numbers', completed_step_index: 2, birth_date: '2000-04-02' });
    expect((await api.call('GET', '/api/onboarding/authorized-user/')).statusCode).toBe(404);
    expect((await step('__Host-qube_authorized_user=' + 'a'.repeat(64), '', undefined, 'GET')).statusCode).toBe(404);
  });

  it('ON-72 validates each step with 400 and a fallback_message', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const { token, email } = await invited(alex);
    const person = await open(token, email);
    const expect400 = async (path: string, body: unknown, message?: string) => {
      const res = await step(person, path, body);
      expect(res.statusCode).toBe(400);
      if (message) expect(res.json().fallback_message).toBe(message);
      else expect(res.json().fallback_message).toEqual(expect.any(String));
    };
    await expect400('first-name-last-name-email/', { first_name: '', last_name: 'Reed', email }, 'This Field is required!');
    await expect400('first-name-last-name-email/', { first_name: 'Robin', last_name: 'Reed', email: 'bad' }, 'Please Enter a valid Email');
    await expect400('first-name-last-name-email/', { first_name: 'Robin', last_name: 'Reed', email: 'someone.else@example.test' }, AU_MESSAGES.emailMismatch);
    await expect400('first-name-last-name-email/', { first_name: 'Robin', last_name: 'Reed', email, extra: true });
    await walk(person, 'birth-date');
    await expect400('birth-date/', { birth_date: '2001-02-30' }, 'Please enter a valid birth date');
    await expect400('birth-date/', { birth_date: '' }, 'This Field is required!');
    const today = new Date(api.clock.now());
    const twelve = `${today.getFullYear() - 12}-01-01`;
    await expect400('birth-date/', { birth_date: twelve }, AU_MESSAGES.tooYoung);
    expect((await step(person, 'birth-date/', { birth_date: `${today.getFullYear() - 13}-01-01` })).statusCode).toBe(200);
    await expect400('phone-numbers/', { phone_number: '555' }, 'Please enter a valid phone number');
    await walk(person, 'phone-numbers/verify');
    await expect400('phone-numbers/verify/', { verification_code: '00000' }, REGISTRATION_CODE_INVALID);
    await walk(person, 'passcode');
    await expect400('passcode/', { encrypted_password: 'not-ciphertext' }, AU_MESSAGES.password);
    await expect400('passcode/', { encrypted_password: await encrypted('short') });
    await walk(person, 'debit-card-selection');
    await expect400('debit-card-selection/', { virtual_card_selected: false }, AU_MESSAGES.design);
    await expect400('debit-card-selection/', { virtual_card_selected: false, debit_card_design: 'aurora' });
    await walk(person, 'confirm-mailing-address');
    await expect400('confirm-mailing-address/', { address_street: '1 A St', address_city: 'Austin', address_state: 'Texas', address_postal_code: '78701' }, 'State must be 2 letters');
    await expect400('confirm-mailing-address/', { address_street: '1 A St', address_city: 'Austin', address_state: 'TX', address_postal_code: '787' }, 'Zip code must be 5 digits');
    await walk(person, 'summary');
    await expect400('summary/', { confirmed: false }, AU_MESSAGES.confirm);
    await expect400('summary/', { confirmed: true, extra: 1 });
  });

  it('ON-72 an e-mail that already has a Qube account cannot become an authorized user (409)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const lite = await api.freshLogin('lite@demo.qube');
    const { token } = await invited(alex, lite.email);
    const person = await open(token, lite.email);
    const res = await step(person, 'first-name-last-name-email/', { first_name: 'L', last_name: 'L', email: lite.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().fallback_message).toBe(AU_MESSAGES.emailTaken);
  });

  it('ON-72 codes: wrong tries are counted, five spend the code, a new one comes after 50 s', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const { token, email } = await invited(alex);
    const person = await open(token, email);
    await walk(person, 'phone-numbers/verify');
    const sent = (await step(person, 'phone-numbers/', { phone_number: person.phone })).json();
    expect(sent.resend_after_seconds).toBeGreaterThan(0);
    expect(await mailsTo(person.phone)).toHaveLength(1);
    const code = await codeFor(person.phone);
    const wrong = code === '11111' ? '22222' : '11111';
    const tries = await Promise.all(Array.from({ length: 7 }, () => step(person, 'phone-numbers/verify/', { verification_code: wrong })));
    expect(tries.every((r) => r.statusCode === 400)).toBe(true);
    const [row] = await api.database.db.select().from(authorizedUserInvitations).where(eq(authorizedUserInvitations.email, email));
    expect(row?.codeAttempts).toBe(5);
    expect((await step(person, 'phone-numbers/verify/', { verification_code: code })).statusCode).toBe(400);
    api.clock.advance(51_000);
    const again = await step(person, 'phone-numbers/', { phone_number: person.phone });
    expect(again.json()).toMatchObject({ current_step: 'phone-numbers-verify', is_phone_verified: false });
    const fresh = await codeFor(person.phone);
    expect((await step(person, 'phone-numbers/verify/', { verification_code: fresh })).json()).toMatchObject({ current_step: 'passcode', is_phone_verified: true });
  });

  it('ON-72 texts are rate limited per invitation (429 with a fallback_message)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const { token, email } = await invited(alex);
    const person = await open(token, email);
    await walk(person, 'phone-numbers');
    for (let i = 0; i < 5; i += 1) {
      expect((await step(person, 'phone-numbers/', { phone_number: newPhone() })).statusCode).toBe(200);
      api.clock.advance(51_000);
    }
    const over = await step(person, 'phone-numbers/', { phone_number: newPhone() });
    expect(over.statusCode).toBe(429);
    expect(over.json().fallback_message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  });
});

describe('ON-72 what an authorized user may not do', () => {
  const onboarded = async (owner: Login) => {
    const { token, email, id } = await invited(owner);
    const person = await open(token, email);
    const done = await walk(person);
    return { token: done?.json().token as string, email, id };
  };

  it('ON-72 cannot invite or list authorized users, nor change the plan (403 with a fallback_message)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const au = await onboarded(alex);
    const asAu: Login = { token: au.token, accountId: alex.accountId, email: au.email };
    const inviteRes = await invite(asAu, { first_name: 'R', last_name: 'R', email: newEmail() });
    expect(inviteRes.statusCode).toBe(403);
    expect(inviteRes.json().fallback_message).toBe(AU_MESSAGES.authorizedUser);
    expect((await api.call('GET', `/api/web/accounts/${alex.accountId}/authorized-users/`, { token: au.token })).statusCode).toBe(403);
    expect((await api.call('DELETE', `/api/web/accounts/${alex.accountId}/authorized-users/${au.id}/`, { token: au.token })).statusCode).toBe(403);
    const plan = await api.call('POST', `/api/web/accounts/${alex.accountId}/change-plan/`, { token: au.token, body: { plan_name: 'premium' } });
    expect(plan.statusCode).toBe(403);
    expect(plan.json().fallback_message).toEqual(expect.any(String));
    // They do reach the owner's account.
    expect((await api.call('GET', `/api/qubes/?account_id=${alex.accountId}`, { token: au.token })).statusCode).toBe(200);
  });

  it('ON-72 moves money between qubes only: money out of the account or in from outside answers 403', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const au = await onboarded(alex);
    const tries = [
      api.call('POST', '/api/orders/bank-transfers/', { token: au.token, body: { account_id: alex.accountId, from_qube: 'cloud', plaid_account: 1, amount: '1.00', scheduled_date: 'today', idempotency_key: crypto.randomUUID() } }),
      api.call('POST', '/api/orders/send-to-person/', { token: au.token, body: { account_id: alex.accountId, from_qube: 'cloud', to_account: 2, amount: '1.00', idempotency_key: crypto.randomUUID() } }),
      api.call('POST', '/api/deposits/stripe-deposits/', { token: au.token, body: { account_id: alex.accountId, amount: '10.00', idempotency_key: crypto.randomUUID() } }),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().fallback_message).toEqual(expect.any(String));
    }
  });

  it('ON-72 the owner removes an active authorized user: membership, card and sessions end', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const au = await onboarded(alex);
    const res = await api.call('DELETE', `/api/web/accounts/${alex.accountId}/authorized-users/${au.id}/`, { token: alex.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Robin Reed is no longer an authorized user.');
    expect((await api.call('GET', '/api/users/me/', { token: au.token })).statusCode).toBe(401);
    expect((await list(alex)).some((u) => u.email === au.email)).toBe(false);
    const [row] = await api.database.db.select().from(authorizedUserInvitations).where(eq(authorizedUserInvitations.id, au.id));
    const active = await api.database.db.select().from(cards).where(and(eq(cards.userId, row?.userId ?? 0), eq(cards.status, 'active')));
    expect(active).toEqual([]);
  });
});
