import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accountMembers, bankTransfers, linkedBankAccounts, users } from '../../platform/db/schema';
import { BANK_NOT_FOUND, BANK_VERIFYING } from '../funding';
import { buildApp } from '../../app';
import { callerOf, linkBank, setupTestApi } from '../../test/helpers';
import { AUTHORIZED_USER_FLAGS } from '../registration';

// Issue 22 §5: every money path checks who is asking, and a bank link serves deposits only as it serves transfers out.
const api = setupTestApi();

type Login = { token: string; accountId: number; email: string };

/** A verified sandbox bank linked to the person's account (test/helpers `linkBank`). */
const linkUserBank = (user: Login, extra: Parameters<typeof linkBank>[2] = {}) => linkBank(api.database.db, user.accountId, extra);
const deposit = (user: Login, bankId: number, body: Record<string, unknown> = {}) =>
  api.call('POST', '/api/deposits/ach-deposits/', {
    token: user.token,
    body: { account_id: user.accountId, plaid_account: bankId, amount: '25.00', recurring: 'none', scheduled_date: 'today', idempotency_key: crypto.randomUUID(), ...body },
  });
const transferOut = (user: Login, bankId: number, body: Record<string, unknown> = {}) =>
  api.call('POST', '/api/orders/bank-transfers/', {
    token: user.token,
    body: { account_id: user.accountId, from_qube: 'cloud', plaid_account: bankId, amount: '25.00', scheduled_date: 'today', idempotency_key: crypto.randomUUID(), ...body },
  });
const inDays = (days: number) => new Date(api.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

describe('bank links and who may use them (issue 22 §5)', () => {
  it('API-43 a bank deposit refuses a credit-card link and a bank still verifying, with the words a transfer out uses', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const card = await linkUserBank(alex, { linkType: 'credit_card', accountType: 'credit', mask: '3333' });
    const verifying = await linkUserBank(alex, { verificationStatus: 'pending_automatic_verification', mask: '4444' });
    for (const bank of [card, verifying]) {
      const out = await transferOut(alex, bank.id);
      const into = await deposit(alex, bank.id);
      const later = await deposit(alex, bank.id, { scheduled_date: inDays(3), recurring: 'monthly' });
      expect([into.statusCode, later.statusCode]).toEqual([out.statusCode, out.statusCode]);
      expect(into.json().fallback_message).toBe(out.json().fallback_message);
      expect(later.json().fallback_message).toBe(out.json().fallback_message);
    }
    expect((await deposit(alex, card.id)).json().fallback_message).toBe(BANK_NOT_FOUND);
    expect((await deposit(alex, verifying.id)).json()).toMatchObject({ fallback_message: BANK_VERIFYING, fields: { plaid_account: BANK_VERIFYING } });
    // A verified checking account still takes deposits.
    expect((await deposit(alex, (await linkUserBank(alex)).id)).statusCode).toBe(201);
  });

  it('MM-140 unlinking a bank ends its scheduled transfers out as well as its scheduled deposits; a pending transfer keeps going', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const bank = await linkUserBank(alex);
    const scheduled = await transferOut(alex, bank.id, { scheduled_date: inDays(4) });
    expect(scheduled.statusCode).toBe(201);
    const pending = await transferOut(alex, bank.id);
    expect(pending.statusCode).toBe(201);
    const repeating = await deposit(alex, bank.id, { scheduled_date: inDays(4), recurring: 'monthly' });
    expect(repeating.statusCode).toBe(201);
    const unlink = await api.call('DELETE', `/api/plaid/item/?account_id=${alex.accountId}&plaid_account_id=${bank.id}`, { token: alex.token });
    expect(unlink.statusCode).toBe(204);
    const statuses = await api.database.db.select({ status: bankTransfers.status, scheduledDate: bankTransfers.scheduledDate }).from(bankTransfers).where(eq(bankTransfers.bankAccountId, bank.id));
    expect(statuses.map((t) => t.status).sort()).toEqual(['cancelled', 'pending']);
    expect(statuses.find((t) => t.status === 'cancelled')?.scheduledDate).toBe(inDays(4));
    const left = (await api.call('GET', `/api/search/scheduled/?account_id=${alex.accountId}`, { token: alex.token })).json().results as { id: number }[];
    expect(left.map((s) => s.id)).not.toContain(repeating.json().scheduled_id);
    // The cancelled transfer reads as cancelled in the activity, and no longer as cancellable.
    const activity = (await api.call('GET', `/api/search/transactions/?account_id=${alex.accountId}&limit=50`, { token: alex.token })).json().results as { source_type: string; source_id: number; result: string; is_cancellable: boolean }[];
    const ended = activity.find((a) => a.source_type === 'ach_transfer' && a.source_id === scheduled.json().id);
    expect(ended).toMatchObject({ result: 'cancelled', is_cancellable: false });
  });

  it('MM-140 without a configured bank-link provider (production unless named) unlinking still works on our side: the link and its scheduled transfers and deposits end', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const bank = await linkBank(api.database.db, alex.accountId);
    const scheduled = await transferOut(alex, bank.id, { scheduled_date: inDays(5) });
    const repeating = await deposit(alex, bank.id, { scheduled_date: inDays(5), recurring: 'monthly' });
    expect([scheduled.statusCode, repeating.statusCode]).toEqual([201, 201]);
    // Another instance on the same database started without a bank-link provider.
    const off = await buildApp(api.database, { env: 'test', now: api.clock.now, processEnv: { QUBE_BANK_LINK_PROVIDER: 'none' } });
    try {
      const call = callerOf(off);
      // Linking stays off…
      expect((await call('POST', '/api/plaid/generate-link-token/', { token: alex.token, body: { account_id: alex.accountId } })).statusCode).toBe(503);
      // …but the banks the person linked are still listed and can be unlinked.
      const listed = await call('GET', `/api/plaid/accounts/?account_id=${alex.accountId}`, { token: alex.token });
      expect(listed.statusCode).toBe(200);
      expect((listed.json().results as { id: number }[]).map((b) => b.id)).toContain(bank.id);
      const unlink = await call('DELETE', `/api/plaid/item/?account_id=${alex.accountId}&plaid_account_id=${bank.id}`, { token: alex.token });
      expect(unlink.statusCode).toBe(204);
      expect((await call('GET', `/api/plaid/accounts/?account_id=${alex.accountId}`, { token: alex.token })).json().results.map((b: { id: number }) => b.id)).not.toContain(bank.id);
      // A member whose stored flags have no bank feature (an authorized user) is still refused.
      const other = await linkBank(api.database.db, alex.accountId, { mask: '5555' });
      const helper = await api.freshLogin('alex@demo.qube');
      const [person] = await api.database.db.select({ id: users.id }).from(users).where(eq(users.email, helper.email));
      if (!person) throw new Error('no user');
      await api.database.db.update(users).set({ featureFlags: AUTHORIZED_USER_FLAGS }).where(eq(users.id, person.id));
      await api.database.db.insert(accountMembers).values({ accountId: alex.accountId, userId: person.id, role: 'authorized_user' });
      expect((await call('DELETE', `/api/plaid/item/?account_id=${alex.accountId}&plaid_account_id=${other.id}`, { token: helper.token })).statusCode).toBe(403);
    } finally {
      await off.close();
    }
    const [row] = await api.database.db.select().from(linkedBankAccounts).where(eq(linkedBankAccounts.id, bank.id));
    expect(row?.isActive).toBe(false);
    const [transfer] = await api.database.db.select({ status: bankTransfers.status }).from(bankTransfers).where(eq(bankTransfers.id, scheduled.json().id));
    expect(transfer?.status).toBe('cancelled');
    const left = (await api.call('GET', `/api/search/scheduled/?account_id=${alex.accountId}`, { token: alex.token })).json().results as { id: number }[];
    expect(left.map((s) => s.id)).not.toContain(repeating.json().scheduled_id);
  });

  it('ON-61 only the bank\'s owner may fund a new Qube+ household from it: an authorized user of the account may not', async () => {
    const owner = await api.freshLogin('alex@demo.qube');
    const bank = await linkUserBank(owner);
    const helper = await api.freshLogin('alex@demo.qube');
    const [person] = await api.database.db.select({ id: users.id }).from(users).where(eq(users.email, helper.email));
    if (!person) throw new Error('no user');
    await api.database.db.update(users).set({ featureFlags: AUTHORIZED_USER_FLAGS }).where(eq(users.id, person.id));
    await api.database.db.insert(accountMembers).values({ accountId: owner.accountId, userId: person.id, role: 'authorized_user' });
    const copied = await api.call('POST', '/api/accounts/qube-plus/', { token: helper.token, body: { plaid_account_id: bank.id } });
    expect(copied.statusCode).toBe(404);
    expect(copied.json().fallback_message).toBe('Bank account not found.');
    expect(await api.database.db.select({ id: linkedBankAccounts.id }).from(linkedBankAccounts).where(eq(linkedBankAccounts.providerAccountId, bank.providerAccountId))).toHaveLength(1);
    // The owner may.
    expect((await api.call('POST', '/api/accounts/qube-plus/', { token: owner.token, body: { plaid_account_id: bank.id } })).statusCode).toBe(201);
  });
});
