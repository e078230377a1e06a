import { and, eq, sql } from 'drizzle-orm';
import { accountMembers, accounts, activities, ledgerEntries, qubes } from '../../platform/db/schema';
import { postActivity } from '../accounts';
import { MIGRATION_MESSAGES } from './migration';
import { linkSandboxBank } from '../../platform/providers/bankLink/sandboxLink.testkit';
import { buildApp } from '../../app';
import { callerOf, createTestApi, setupTestApi } from '../../test/helpers';

const api = setupTestApi();

type Login = { token: string; accountId: number; email: string };

const call = (user: Login, method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) =>
  api.call(method, `/api/${url}`, { token: user.token, ...(body ? { body } : {}) });
const linkBank = async (user: Login) => (await linkSandboxBank(api, user, { tokenPath: 'generate-dda-token' }))[0]?.id ?? 0;
const create = (user: Login, body: Record<string, unknown>) => call(user, 'POST', 'accounts/qube-plus/', body);
const status = (user: Login, accountId = user.accountId) => call(user, 'GET', `v2/bank-transition/status/?account_id=${accountId}`);

/** Puts an item into a special bucket of the account, as a card purchase nobody qubed (or a refund) would. */
const bucketItem = (accountId: number, bucket: 'qubeless' | 'refunds', amount: string) =>
  api.database.db.transaction(async (tx) => {
    await postActivity(tx as never, { accountId, qubeId: null, transactionType: bucket === 'refunds' ? 'refund' : 'purchase', amount, title: 'Corner Store', specialBucket: bucket });
  });
const clearBuckets = (accountId: number) => api.database.db.update(activities).set({ specialBucket: null }).where(eq(activities.accountId, accountId));

/** Pocket balances of an account: Cloud and each active qube by name. */
const balances = async (accountId: number) => {
  const { rows } = (await api.database.db.execute(sql`
    select coalesce(q.name, 'Cloud') as name, pb.balance::text as balance
    from pocket_balances pb left join qubes q on q.id = pb.pocket and pb.pocket <> 0
    where pb.account_id = ${accountId} and (pb.pocket = 0 or q.is_archived = false) order by 1`)) as unknown as { rows: { name: string; balance: string }[] };
  return Object.fromEntries(rows.map((r) => [r.name, r.balance]));
};
const countOf = async (table: 'accounts' | 'qubes' | 'ledger_movements') => {
  const { rows } = (await api.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
  return Number(rows[0]?.n ?? 0);
};

describe('bank transition: beta (ON-49, ON-50)', () => {
  it('ON-50 API-58 beta-count is public: open, total, show_public_beta_button 1 while places are open', async () => {
    const res = await api.call('GET', '/api/v2/bank-transition/beta-count');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ open: expect.any(Number), total: 500, show_public_beta_button: 1 });
  });

  it('ON-49 the /beta form takes a place once per e-mail; a repeat answers 200 and takes none', async () => {
    const before = (await api.call('GET', '/api/v2/bank-transition/beta-count')).json().open as number;
    const body = { first_name: 'Bea', last_name: 'Tester', email: `Bea.${Date.now()}@Example.com`, query: 'referral=abc' };
    const first = await api.call('POST', '/api/v2/bank-transition/beta-sign-up/', { body });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ open: before - 1 });
    const again = await api.call('POST', '/api/v2/bank-transition/beta-sign-up/', { body: { ...body, email: body.email.toLowerCase() } });
    expect(again.statusCode).toBe(200);
    expect(again.json().open).toBe(before - 1);
  });

  it('ON-50 a full beta hides the button (show_public_beta_button 0) and refuses a sign-up with a fallback_message', async () => {
    const full = await createTestApi({ processEnv: { QUBE_PLUS_BETA_PLACES: '0' } });
    try {
      expect((await full.call('GET', '/api/v2/bank-transition/beta-count')).json()).toEqual({ open: 0, total: 0, show_public_beta_button: 0 });
      const res = await full.call('POST', '/api/v2/bank-transition/beta-sign-up/', { body: { first_name: 'A', last_name: 'B', email: 'a@b.co' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fallback_message).toBe('The Qube+ beta is full. Please check back later.');
    } finally {
      await full.close();
    }
  }, 60_000);

  it('ON-49 bad sign-ups are 400 with a fallback_message and field messages', async () => {
    const res = await api.call('POST', '/api/v2/bank-transition/beta-sign-up/', { body: { first_name: ' ', last_name: 'B', email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ first_name: 'This Field is required!', email: 'Enter a valid email address.' });
  });
});

describe('bank transition: status and checks (ON-53, ON-54)', () => {
  it('ON-53 a fresh account is at migration_step 0 and may migrate; a household may not; another user\'s account is 404', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    expect((await status(alex)).json()).toMatchObject({ account_id: alex.accountId, migration_step: 0, migration_account_id: null, can_see_qube_plus: true });
    const [household] = await api.database.db.select({ id: accountMembers.accountId }).from(accountMembers)
      .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
      .where(and(eq(accounts.isAggregate, true), sql`${accountMembers.userId} = (select user_id from account_members where account_id = ${alex.accountId} and role = 'primary')`));
    expect((await status(alex, household?.id ?? 0)).json()).toMatchObject({ migration_step: 0, can_see_qube_plus: false });
    const lee = await api.freshLogin('lite@demo.qube');
    expect((await status(lee, alex.accountId)).statusCode).toBe(404);
  });

  it('ON-54 checks run in order: Qubeless first, then Refunds, then a negative balance, each with its exact message; nothing is made', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const bank = await linkBank(alex);
    await bucketItem(alex.accountId, 'refunds', '3.00');
    await bucketItem(alex.accountId, 'qubeless', '-4.00');
    await bucketItem(alex.accountId, 'qubeless', '-6.00');
    const accountsBefore = await countOf('accounts');
    const first = await create(alex, { plaid_account_id: bank, copy_from_account_id: alex.accountId });
    expect(first.statusCode).toBe(400);
    expect(first.json().fallback_message).toBe('You have 2 transaction(s) in Qubeless. Please reqube them before migrating.');
    await api.database.db.update(activities).set({ specialBucket: null }).where(and(eq(activities.accountId, alex.accountId), eq(activities.specialBucket, 'qubeless')));
    const second = await create(alex, { plaid_account_id: bank, copy_from_account_id: alex.accountId });
    expect(second.json().fallback_message).toBe('You have 1 transaction(s) in Refunds. Please reqube them before migrating.');
    await clearBuckets(alex.accountId);
    // The one way an account goes below zero (migration 0026): a card post the network forces lands in Qubeless. It is
    // then taken out of the bucket, so the check reached is the negative balance.
    await api.database.db.transaction(async (tx) => {
      await postActivity(tx as never, { accountId: alex.accountId, qubeId: null, transactionType: 'purchase', amount: '-99999.00', title: 'Big spend', specialBucket: 'qubeless' });
    });
    await api.database.db.update(activities).set({ specialBucket: null }).where(and(eq(activities.accountId, alex.accountId), eq(activities.specialBucket, 'qubeless')));
    const third = await create(alex, { plaid_account_id: bank, copy_from_account_id: alex.accountId });
    expect(third.json().fallback_message).toBe(MIGRATION_MESSAGES.negative);
    expect(third.json().fallback_message).toBe('Your account balance is negative. Please resolve before migrating.');
    expect(await countOf('accounts')).toBe(accountsBefore);
    expect((await status(alex)).json().migration_step).toBe(0);
  });
});

describe('POST accounts/qube-plus/ (ON-56, ON-60, API-58)', () => {
  it('API-58 ON-60 copies every qube and balance into a new household account in one balanced ledger movement', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const bank = await linkBank(alex);
    const before = await balances(alex.accountId);
    const res = await create(alex, { plaid_account_id: bank, copy_from_account_id: alex.accountId });
    expect(res.statusCode).toBe(201);
    const plus = res.json();
    expect(plus).toMatchObject({ account_type: 'household', is_aggregate: true, copied_from_account_id: alex.accountId, copied_qubes: 7, migration_step: 2 });
    expect(plus.household_id).toBe(plus.id);
    // The money moved: the Qube+ pockets hold what the old ones held, the old ones hold nothing.
    expect(await balances(plus.id)).toEqual(before);
    expect(Object.values(await balances(alex.accountId)).every((b) => b === '0.00')).toBe(true);
    const total = Object.values(before).reduce((sum, b) => sum + Math.round(Number(b) * 100), 0);
    expect(plus.moved_amount).toBe((total / 100).toFixed(2));
    // One movement across both accounts, summing to zero, with no counterparty (no money came from outside).
    const { rows } = (await api.database.db.execute(sql`
      select movement_id, sum(amount)::text as total, count(*) filter (where counterparty is not null)::int as outside
      from ledger_entries where movement_id in (select movement_id from ledger_entries where account_id = ${plus.id}) group by movement_id`)) as unknown as { rows: { total: string; outside: number }[] };
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ total: '0.00', outside: 0 });
    // Settings came along (goal amount, bill due day).
    const copied = await api.database.db.select().from(qubes).where(eq(qubes.accountId, plus.id));
    expect(copied.find((q) => q.name === 'Vacation')).toMatchObject({ type: 'goal', goalAmount: '3000.00' });
    expect(copied.find((q) => q.name === 'Rent')).toMatchObject({ type: 'billing', dueDay: 1 });
    // Its bank is the one chosen, as its primary checking link.
    expect((await call(alex, 'GET', `plaid/migration-target/?account_id=${alex.accountId}`)).json()).toMatchObject({ migration_account_id: plus.id, plaid_account: { link_type: 'dda' } });
  });

  it('API-58 a repeat makes nothing twice: the same account, no new qubes, no new movement (200)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const bank = await linkBank(alex);
    const first = (await create(alex, { plaid_account_id: bank, copy_from_account_id: alex.accountId })).json();
    const counts = [await countOf('accounts'), await countOf('qubes'), await countOf('ledger_movements')];
    const again = await create(alex, { plaid_account_id: bank, copy_from_account_id: alex.accountId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.id, copied_qubes: 7, moved_amount: first.moved_amount });
    expect([await countOf('accounts'), await countOf('qubes'), await countOf('ledger_movements')]).toEqual(counts);
    const migrate = await call(alex, 'POST', 'v2/bank-transition/migrate-to-plus/', { account_id: alex.accountId });
    expect(migrate.statusCode).toBe(200);
    expect(await countOf('ledger_movements')).toBe(counts[2]);
  });

  it('ON-56 sets the account\'s future_account_id; GET accounts/{future}/ answers its household_id; the user reaches it as a household', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const plus = (await create(alex, { plaid_account_id: await linkBank(alex), copy_from_account_id: alex.accountId })).json();
    const account = (await call(alex, 'GET', `accounts/${alex.accountId}/`)).json();
    expect(account.future_account_id).toBe(plus.id);
    expect((await call(alex, 'GET', `accounts/${plus.id}/`)).json().household_id).toBe(plus.id);
    const me = (await call(alex, 'GET', 'users/me/')).json();
    expect(me.households.map((h: { id: number }) => h.id)).toContain(plus.id);
    expect((await api.call('GET', `/api/households/accounts/${plus.id}/updates/`, { token: alex.token })).statusCode).toBe(200);
  });

  it('ON-58 a fresh Qube+ account copies nothing and is made once per user', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const bank = await linkBank(alex);
    const res = await create(alex, { plaid_account_id: bank, copy_from_account_id: null });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ copied_from_account_id: null, copied_qubes: 0, moved_amount: '0.00' });
    expect(await balances(alex.accountId)).toMatchObject({ Cloud: '2500.00' });
    const again = await create(alex, { plaid_account_id: bank });
    expect(again.json().id).toBe(res.json().id);
  });

  it('API-58 only the owner: another user\'s account or bank is 404; a household member cannot migrate the household', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const bank = await linkBank(alex);
    const lee = await api.freshLogin('lite@demo.qube');
    expect((await create(lee, { plaid_account_id: bank, copy_from_account_id: null })).statusCode).toBe(404);
    expect((await create(lee, { plaid_account_id: bank, copy_from_account_id: alex.accountId })).statusCode).toBe(404);
    const [rivera] = await api.database.db.select({ id: accounts.id }).from(accounts).innerJoin(accountMembers, eq(accountMembers.accountId, accounts.id))
      .where(and(eq(accounts.isAggregate, true), eq(accountMembers.role, 'household'), sql`${accountMembers.userId} = (select user_id from account_members where account_id = ${alex.accountId} and role = 'primary')`));
    expect((await create(alex, { plaid_account_id: bank, copy_from_account_id: rivera?.id })).statusCode).toBe(404);
    const limited = await api.freshLogin('limited@demo.qube');
    expect((await create(limited, { plaid_account_id: bank, copy_from_account_id: null })).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('API-58 bad input is 4xx with a fallback_message, never 5xx', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const bodies: unknown[] = [
      {}, { plaid_account_id: 'abc' }, { plaid_account_id: -1 }, { plaid_account_id: 0 }, { plaid_account_id: 2147483648 }, { plaid_account_id: 1.5 },
      { plaid_account_id: 1, copy_from_account_id: 'x' }, { plaid_account_id: 1, extra: true }, [], 'text', null, { plaid_account_id: 999999 },
    ];
    for (const body of bodies) {
      const res = await api.call('POST', '/api/accounts/qube-plus/', { token: alex.token, body: body as never });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json().fallback_message).toBe('string');
    }
  });

  it('API-58 probes of the bank-transition calls with malformed ids and bodies answer 4xx, never 5xx', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const probes: [string, string, unknown?][] = [
      ['GET', 'v2/bank-transition/status/'], ['GET', 'v2/bank-transition/status/?account_id=abc'], ['GET', 'v2/bank-transition/status/?account_id=-5'],
      ['GET', 'v2/bank-transition/accounts?account_id=99999999999'], ['GET', 'v2/bank-transition/qubes/?account_id=0'],
      ['POST', 'v2/bank-transition/new-account/', { account_id: 'x' }], ['POST', 'v2/bank-transition/migrate-to-plus/', {}],
      ['POST', 'v2/bank-transition/direct-deposit/', { account_id: alex.accountId, choice: 'maybe' }], ['POST', 'v2/bank-transition/disclosure/', { account_id: alex.accountId, accepted: false }],
      ['POST', 'v2/bank-transition/qubes/abc/complete/', { account_id: alex.accountId }], ['POST', 'v2/bank-transition/qubes/1/complete/', { account_id: alex.accountId }],
      ['POST', 'v2/bank-transition/qube-plus-opt-in/', { account_id: alex.accountId }], ['GET', 'v2/bank-transition/direct-deposit/?account_id=' + alex.accountId],
      ['POST', 'plaid/generate-migration-token/', { account_id: alex.accountId }], ['POST', 'plaid/save-migration-account/', { account_id: alex.accountId }],
      ['POST', 'plaid/unlink-migration-account/', { account_id: 'x' }], ['GET', 'plaid/migration-target/?account_id=x'],
      ['POST', 'v2/bank-transition/beta-sign-up/', { first_name: 'a'.repeat(500), last_name: 'b', email: 'a@b.co' }],
    ];
    for (const [method, url, body] of probes) {
      const res = await api.call(method as 'GET', `/api/${url}`, { token: alex.token, ...(body === undefined ? {} : { body: body as never }) });
      expect([method, url, res.statusCode]).toEqual([method, url, expect.any(Number)]);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('API-58 needs a session', async () => {
    expect((await api.call('POST', '/api/accounts/qube-plus/', { body: { plaid_account_id: 1 } })).statusCode).toBe(401);
    expect((await api.call('GET', '/api/v2/bank-transition/status/?account_id=1')).statusCode).toBe(401);
  });
});

describe('the migration route\'s steps (ON-62, ON-63)', () => {
  it('ON-62 new-account, migrate-to-plus, direct-deposit, disclosure, qubes and their complete, opt-in: step by step to 6', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const post = (url: string, body: Record<string, unknown> = {}) => call(alex, 'POST', `v2/bank-transition/${url}`, { account_id: alex.accountId, ...body });
    expect((await post('migrate-to-plus/')).json().fallback_message).toBe('Create your Qube+ account first.');
    const made = await post('new-account/');
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ migration_step: 1, migration_account_id: expect.any(Number) });
    expect((await post('new-account/')).json().migration_account_id).toBe(made.json().migration_account_id);
    expect((await post('direct-deposit/', { choice: 'later' })).json().fallback_message).toBe('Move your money to Qube+ first.');
    const moved = await post('migrate-to-plus/');
    expect(moved.json()).toMatchObject({ status: { migration_step: 2 }, copied_qubes: 7 });
    const accountsView = (await call(alex, 'GET', `v2/bank-transition/accounts?account_id=${alex.accountId}`)).json();
    expect(accountsView).toMatchObject({ source: { account_balance: '0.00', qube_count: 7 }, target: { id: made.json().migration_account_id } });
    expect((await post('disclosure/', { accepted: true })).json().fallback_message).toBe('Finish the earlier steps first.');
    const dd = (await call(alex, 'GET', `v2/bank-transition/direct-deposit/?account_id=${alex.accountId}`)).json();
    expect(dd).toMatchObject({ routing_number: '084106768', choice: null });
    expect((await post('direct-deposit/', { choice: 'switched' })).json()).toMatchObject({ migration_step: 3, direct_deposit_choice: 'switched' });
    expect((await post('disclosure/', { accepted: true })).json()).toMatchObject({ migration_step: 4, disclosure_accepted: true });
    const list = (await call(alex, 'GET', `v2/bank-transition/qubes/?account_id=${alex.accountId}`)).json();
    expect(list.count).toBe(7);
    expect(list.results.find((q: { name: string }) => q.name === 'Groceries')).toMatchObject({ balance: '320.00', is_complete: false });
    expect((await post('qube-plus-opt-in/')).json().fallback_message).toBe('Finish the earlier steps first.');
    const [first, ...rest] = list.results as { id: number; name: string }[];
    // A qube the person does not want is archived in the Qube+ account (its money goes to that Cloud).
    const archived = await api.call('POST', `/api/v2/qubes/${first?.id}/archive/`, { token: alex.token, body: { account_id: made.json().migration_account_id } });
    expect(archived.statusCode).toBe(200);
    for (const q of rest) expect((await post(`qubes/${q.id}/complete/`)).json()).toMatchObject({ id: q.id, is_complete: true });
    expect((await status(alex)).json().migration_step).toBe(5);
    expect((await post('qube-plus-opt-in/')).json()).toMatchObject({ migration_step: 6 });
    expect((await call(alex, 'GET', 'v2/bank-transition/remaining-accounts/')).json().results.map((a: { id: number }) => a.id)).not.toContain(alex.accountId);
    expect((await post('qube-plus-opt-out/')).json().fallback_message).toBe('Your money is already in Qube+.');
  });

  it('ON-62 opt-out before any money moved is kept in the status', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const res = await call(alex, 'POST', 'v2/bank-transition/qube-plus-opt-out/', { account_id: alex.accountId });
    expect(res.json()).toMatchObject({ migration_step: 0, opted_out: true });
  });

  it('ON-63 the migration\'s bank: a link token, a finished link saved onto the Qube+ account, the target, unlink', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    expect((await call(alex, 'POST', 'plaid/generate-migration-token/', { account_id: alex.accountId })).json().fallback_message).toBe('Create your Qube+ account first.');
    const target = (await call(alex, 'POST', 'v2/bank-transition/new-account/', { account_id: alex.accountId })).json().migration_account_id as number;
    const token = await call(alex, 'POST', 'plaid/generate-migration-token/', { account_id: alex.accountId });
    expect(token.statusCode).toBe(200);
    const linkToken = token.json().link_token as string;
    const signIn = (await call(alex, 'POST', 'plaid/sandbox/sign-in/', { link_token: linkToken, institution_id: 'ins_109511', username: 'user_good', password: 'pass_good' })).json();
    const complete = (await call(alex, 'POST', 'plaid/sandbox/complete/', { link_token: linkToken, link_session_id: signIn.link_session_id, account_ids: [signIn.accounts[0].id] })).json();
    const saved = await call(alex, 'POST', 'plaid/save-migration-account/', { account_id: alex.accountId, plaid_public_token: complete.public_token });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ migration_account_id: target, plaid_account: { link_type: 'dda' } });
    expect((await call(alex, 'GET', `plaid/migration-target/?account_id=${alex.accountId}`)).json().plaid_account.id).toBe(saved.json().plaid_account.id);
    expect((await call(alex, 'POST', 'plaid/save-migration-account/', { account_id: alex.accountId })).json().fallback_message).toBe('Send either plaid_public_token or plaid_account_id.');
    expect((await call(alex, 'POST', 'plaid/unlink-migration-account/', { account_id: alex.accountId })).statusCode).toBe(200);
    expect((await call(alex, 'GET', `plaid/migration-target/?account_id=${alex.accountId}`)).json().plaid_account).toBeNull();
    const bank = await linkBank(alex);
    expect((await call(alex, 'POST', 'plaid/save-migration-account/', { account_id: alex.accountId, plaid_account_id: bank })).json().plaid_account).toMatchObject({ link_type: 'dda' });
    // An instance without a bank-link provider (production unless named) still unlinks it on our side.
    const off = await buildApp(api.database, { env: 'test', now: api.clock.now, processEnv: { QUBE_BANK_LINK_PROVIDER: 'none' } });
    try {
      const unlink = await callerOf(off)('POST', '/api/plaid/unlink-migration-account/', { token: alex.token, body: { account_id: alex.accountId } });
      expect(unlink.statusCode).toBe(200);
      expect(unlink.json().plaid_account ?? null).toBeNull();
    } finally {
      await off.close();
    }
    expect((await call(alex, 'GET', `plaid/migration-target/?account_id=${alex.accountId}`)).json().plaid_account).toBeNull();
  });
});

describe('the ledger after every migration above', () => {
  it('API-58 every movement still sums to zero', async () => {
    const { rows } = (await api.database.db.execute(sql`select count(*)::int as n from (select movement_id from ${ledgerEntries} group by movement_id having sum(amount) <> 0) x`)) as unknown as { rows: { n: number }[] };
    expect(Number(rows[0]?.n ?? 0)).toBe(0);
  });
});
