import { and, eq } from 'drizzle-orm';
import { accountMembers, notifications } from '../../platform/db/schema';
import { createTestApi, setupTestApi } from '../../test/helpers';

// Invite a friend and joint-account invitations (ON-70, ON-71, API-59).

const api = setupTestApi();
afterEach(() => api.clock.reset());

type Login = { token: string; accountId: number; email: string };
type Mail = { to: string; subject: string; body: string };
const mailsTo = async (email: string) => (await api.call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`)).json().results as Mail[];
const householdOf = async (user: Login) => {
  const me = (await api.call('GET', '/api/users/me/', { token: user.token })).json();
  return (me.households as { id: number }[]).map((h) => h.id);
};
const invite = (user: Login, accountId: number, email: string, extra: Record<string, unknown> = {}) =>
  api.call('POST', '/api/web/joint-account-invitations/', { token: user.token, body: { account_id: accountId, email, ...extra } });
/** The acceptance code of the newest invitation mail to `email`. */
const codeFor = async (email: string) => {
  const [mail] = await mailsTo(email);
  const code = mail?.body.match(/Your code to accept: ([A-Z0-9]{4}-[A-Z0-9]{4})/)?.[1];
  if (!code) throw new Error(`no invitation code mailed to ${email}`);
  return code;
};
const answer = (user: Login, id: number, status: string, extra: Record<string, unknown> = {}) =>
  api.call('PUT', `/api/web/joint-account-invitations/${id}/`, { token: user.token, body: { id, status, ...extra } });
const list = async (user: Login) => (await api.call('GET', '/api/web/joint-account-invitations/me/', { token: user.token })).json();

describe('POST users/account/{id}/invite-a-friend/', () => {
  it('ON-70 mails the friend a landing link carrying a referral code', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const res = await api.call('POST', `/api/users/account/${alex.accountId}/invite-a-friend/`, {
      token: alex.token, headers: { origin: 'http://localhost:8080' }, body: { email: ' Friend.One@Example.com ' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ email: 'friend.one@example.com', message: 'Invitation sent to friend.one@example.com.' });
    expect(body.referral_code).toMatch(/^F[A-Z2-9]{10}$/);
    const [mail] = await mailsTo('friend.one@example.com');
    expect(mail?.subject).toBe('Alex invited you to Qube');
    expect(mail?.body).toContain(`http://localhost:8080/register/begin?referral_code=${body.referral_code}`);
    expect(mail?.body.startsWith('Hi,\n\nAlex Rivera invited you to Qube')).toBe(true);
  });

  it('ON-70 the mail carries only our wording: a note or a greeting the sender wrote is refused, not sent', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    for (const extra of [{ message: 'Your account is locked: verify at http://evil.example' }, { first_name: 'Verify at evil.example' }]) {
      const res = await api.call('POST', `/api/users/account/${alex.accountId}/invite-a-friend/`, { token: alex.token, body: { email: 'target@example.com', ...extra } });
      expect(res.statusCode).toBe(400);
    }
    expect(await mailsTo('target@example.com')).toHaveLength(0);
  });

  it('ON-70 bad input answers 400; another user\'s account 404; no mail is sent', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const other = await api.freshLogin('lite@demo.qube');
    const send = (accountId: number | string, body: unknown) => api.call('POST', `/api/users/account/${accountId}/invite-a-friend/`, { token: alex.token, body });
    expect((await send(alex.accountId, { email: 'nope' })).json().fallback_message).toBe('Please Enter a valid Email');
    expect((await send(alex.accountId, { email: alex.email })).json().fallback_message).toBe('You cannot invite yourself.');
    for (const body of [{}, { email: 5 }, { email: 'a@b.co', extra: true }, { email: 'a@b.co', message: 'x' }]) {
      expect((await send(alex.accountId, body)).statusCode).toBe(400);
    }
    expect((await send(other.accountId, { email: 'a@b.co' })).statusCode).toBe(404);
    for (const id of ['0', 'abc', '2147483648']) expect((await send(id, { email: 'a@b.co' })).statusCode).toBe(400);
    expect(await mailsTo('a@b.co')).toEqual([]);
  });
});

describe('joint-account invitations', () => {
  it('ON-71 a household member invites; only the invited person sees and accepts it, and becomes a member', async () => {
    const pat = await api.freshLogin('plus@demo.qube');
    const lee = await api.freshLogin('lite@demo.qube');
    const [household] = await householdOf(pat);
    expect(household).toBeDefined();
    const created = await invite(pat, household as number, lee.email.toUpperCase(), { first_name: 'Lee' });
    expect(created.statusCode).toBe(201);
    const invitation = created.json().invitation;
    expect(invitation).toMatchObject({ account_name: 'Parker Household', inviter_name: 'Pat Parker', email: lee.email.toLowerCase(), status: 'pending', send_count: 1 });
    const [mail] = await mailsTo(lee.email);
    expect(mail?.subject).toBe('Pat Parker invited you to a joint Qube account');
    expect(mail?.body).toMatch(/\/invite\/friend\?invitation_code=[A-Z0-9]{4}-[A-Z0-9]{4}/);
    // Our wording only: the first name the inviter typed is not put into the mail.
    expect(mail?.body.startsWith('Hi,\n\nPat Parker invited you')).toBe(true);
    // Lee already banks with us: a joint_account notification too.
    const notes = await api.database.db.select().from(notifications).where(and(eq(notifications.accountId, lee.accountId), eq(notifications.type, 'joint_account')));
    expect(notes).toHaveLength(1);

    expect((await list(pat)).sent.map((i: { id: number }) => i.id)).toEqual([invitation.id]);
    expect((await list(lee)).received.map((i: { id: number }) => i.id)).toEqual([invitation.id]);
    // The inviter cannot answer it, nor can a stranger: 404, as for an id that does not exist.
    const stranger = await api.freshLogin('coach@demo.qube');
    expect((await answer(pat, invitation.id, 'accepted')).statusCode).toBe(404);
    expect((await answer(stranger, invitation.id, 'accepted')).statusCode).toBe(404);
    expect((await list(stranger)).received).toEqual([]);

    const accepted = await answer(lee, invitation.id, 'accepted', { code: (await codeFor(lee.email)).toLowerCase() });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ invitation: { status: 'accepted' }, message: 'You joined Parker Household. Switch to it from the account menu.' });
    expect(await householdOf(lee)).toContain(household);
    const members = await api.database.db.select().from(accountMembers).where(eq(accountMembers.accountId, household as number));
    expect(members.filter((m) => m.role === 'household')).toHaveLength(1);
    // Lee now reaches the household account.
    expect((await api.call('GET', `/api/households/accounts/${household}/`, { token: lee.token })).statusCode).toBe(200);

    const twice = await answer(lee, invitation.id, 'declined');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().fallback_message).toBe('This invitation has already been answered.');
    // Lee is a member now: another invitation to Lee is refused.
    expect((await invite(pat, household as number, lee.email)).json().fallback_message).toBe('This person is already a member of this account.');
  });

  it('ON-71 accepting needs the code mailed to the invited address: none, a wrong one or an old one is refused, 10 wrong ones void it until a resend', async () => {
    const pat = await api.freshLogin('plus@demo.qube');
    const lee = await api.freshLogin('lite@demo.qube');
    const [household] = await householdOf(pat);
    const { id } = (await invite(pat, household as number, lee.email)).json().invitation;
    const first = await codeFor(lee.email);
    // Holding an account with the invited e-mail (never verified) is not enough.
    const none = await answer(lee, id, 'accepted');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ fallback_message: 'Enter the code from the invitation e-mail.', fields: { code: 'Enter the code from the invitation e-mail.' } });
    const wrong = await answer(lee, id, 'accepted', { code: 'AAAA-AAAA' });
    expect(wrong.json().fallback_message).toBe('This code does not match. Use the code in the latest invitation e-mail.');
    // A resend mails a new code; the old one stops working.
    api.clock.advance(61_000);
    expect((await api.call('POST', `/api/web/joint-account-invitations/${id}/resend/`, { token: pat.token })).statusCode).toBe(200);
    const second = await codeFor(lee.email);
    expect(second).not.toBe(first);
    expect((await answer(lee, id, 'accepted', { code: first })).statusCode).toBe(400);
    // Guesses sent at once each spend one of the 10 tries; then even the right code is refused until the next resend.
    const guesses = await Promise.all(Array.from({ length: 12 }, () => answer(lee, id, 'accepted', { code: 'BBBB-BBBB' })));
    expect(guesses.filter((g) => g.statusCode === 429)).toHaveLength(3);
    const spent = await answer(lee, id, 'accepted', { code: second });
    expect(spent.statusCode).toBe(429);
    expect(spent.json().fallback_message).toBe('Too many wrong codes. Ask the person who invited you to resend the invitation.');
    expect(await householdOf(lee)).not.toContain(household);
    api.clock.advance(61_000);
    await api.call('POST', `/api/web/joint-account-invitations/${id}/resend/`, { token: pat.token });
    expect((await answer(lee, id, 'accepted', { code: await codeFor(lee.email) })).statusCode).toBe(200);
    expect(await householdOf(lee)).toContain(household);
  });

  it('ON-71 declining leaves the person out; a second pending invitation to the same e-mail is refused', async () => {
    const pat = await api.freshLogin('plus@demo.qube');
    const lee = await api.freshLogin('lite@demo.qube');
    const [household] = await householdOf(pat);
    const first = (await invite(pat, household as number, lee.email)).json().invitation;
    const again = await invite(pat, household as number, lee.email);
    expect(again.statusCode).toBe(409);
    expect(again.json().fallback_message).toBe('An invitation to this e-mail address is waiting for an answer. You can resend it.');
    expect((await answer(lee, first.id, 'declined')).json()).toMatchObject({ invitation: { status: 'declined' }, message: 'Invitation declined.' });
    expect(await householdOf(lee)).not.toContain(household);
  });

  it('ON-71 resend: only the sender, a minute apart, at most 5 sends, pending only', async () => {
    const pat = await api.freshLogin('plus@demo.qube');
    const [household] = await householdOf(pat);
    const email = `joint-${Date.now()}@example.com`;
    const { id } = (await invite(pat, household as number, email)).json().invitation;
    const resend = (user: Login) => api.call('POST', `/api/web/joint-account-invitations/${id}/resend/`, { token: user.token });
    const soon = await resend(pat);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().fallback_message).toBe('This invitation was just sent. Please wait a minute before sending it again.');
    for (let n = 2; n <= 5; n++) {
      api.clock.advance(61_000);
      const res = await resend(pat);
      expect(res.statusCode).toBe(200);
      expect(res.json().invitation.send_count).toBe(n);
    }
    api.clock.advance(61_000);
    expect((await resend(pat)).json().fallback_message).toBe('This invitation has been sent 5 times. Ask the person to check their e-mail.');
    expect(await mailsTo(email)).toHaveLength(5);
    const lee = await api.freshLogin('lite@demo.qube');
    expect((await resend(lee)).statusCode).toBe(404);
  });

  it('ON-71 only a household member invites; bad input 400; malformed ids never 5xx', async () => {
    const lee = await api.freshLogin('lite@demo.qube');
    const pat = await api.freshLogin('plus@demo.qube');
    const [household] = await householdOf(pat);
    const normal = await invite(lee, lee.accountId, 'x@example.com');
    expect(normal.statusCode).toBe(400);
    expect(normal.json().fallback_message).toBe('Joint accounts are Qube+ household accounts. Switch to your Qube+ account to invite someone to it.');
    expect((await invite(lee, household as number, 'x@example.com')).statusCode).toBe(404);
    expect((await invite(pat, household as number, 'bad')).json().fallback_message).toBe('Please Enter a valid Email');
    expect((await invite(pat, household as number, pat.email)).json().fallback_message).toBe('You cannot invite yourself.');
    for (const body of [{}, { account_id: 'x', email: 'a@b.co' }, { account_id: 2147483648, email: 'a@b.co' }, { account_id: household, email: 'a@b.co', extra: 1 }]) {
      expect((await api.call('POST', '/api/web/joint-account-invitations/', { token: pat.token, body })).statusCode).toBe(400);
    }
    for (const id of ['0', '-1', 'abc', '2147483648', '1.5']) {
      expect((await api.call('PUT', `/api/web/joint-account-invitations/${id}/`, { token: lee.token, body: { status: 'accepted' } })).statusCode).toBe(400);
      expect((await api.call('POST', `/api/web/joint-account-invitations/${id}/resend/`, { token: lee.token })).statusCode).toBe(400);
    }
    for (const body of [{}, { status: 'pending' }, { status: 'accepted', id: 'x' }, { status: 'accepted', extra: 1 }]) {
      expect((await api.call('PUT', '/api/web/joint-account-invitations/1/', { token: lee.token, body })).statusCode).toBe(400);
    }
    expect((await api.call('PUT', '/api/web/joint-account-invitations/1/', { token: lee.token, body: { id: 2, status: 'accepted' } })).json().fallback_message)
      .toBe('The id in the body must be the invitation\'s.');
    expect((await api.call('PUT', '/api/web/joint-account-invitations/999999/', { token: lee.token, body: { status: 'accepted' } })).statusCode).toBe(404);
    expect((await api.call('GET', '/api/web/joint-account-invitations/me/')).statusCode).toBe(401);
  });
});

describe('invitation rate limits', () => {
  it('API-59 sends are limited to 10 per hour per user', async () => {
    const strict = await createTestApi({ app: { rateLimits: 'strict' } });
    try {
      const alex = await strict.freshLogin('alex@demo.qube');
      const send = (n: number) => strict.call('POST', `/api/users/account/${alex.accountId}/invite-a-friend/`, { token: alex.token, body: { email: `f${n}@example.com` } });
      for (let n = 0; n < 10; n++) expect((await send(n)).statusCode).toBe(200);
      const over = await send(10);
      expect(over.statusCode).toBe(429);
      expect(over.json().fallback_message).toMatch(/^Too many invitations\. Please try again in \d+ minutes?\.$/);
    } finally {
      await strict.close();
    }
  }, 60_000);
});
