import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  accountMembers, accountPlans, accounts, activities, ledgerEntries, notifications, outbox, partnerConversions, planChanges, planInvoiceLines, planInvoices, qubes,
} from '../../platform/db/schema';
import { isoDate } from '../../platform/dates';
import { accountBalances, postActivity } from '../accounts';
import { fromCents, toCents } from '@qube/contract/core/money';
import { commissionEarned } from '../partners';
import { GRACE_DAYS, PLAN_FEES_COUNTERPARTY, runBilling } from './planBilling';
import { addDaysIso, billingPeriod, prorate, usd } from './plans';
import { periodOf, statementLines } from '../statements';
import { outboxMailer } from '../../platform/mail/outboxMailer';
import { setupTestApi } from '../../test/helpers';

/** Plan billing (issue 22 §2): invoices at the anchor, refunds capped by what was collected, past due, commissions. */

const api = setupTestApi();
const DAY = 86_400_000;

type Login = { token: string; accountId: number; email: string };
const post = (user: Login, path: string, body: unknown = {}) => api.call('POST', `/api/web/accounts/${user.accountId}/${path}`, { token: user.token, body });
const cloudOf = async (id: number) => toCents((await accountBalances(api.database.db, id)).cloud);
const planOf = async (id: number) => (await api.database.db.select({ plan: accounts.plan }).from(accounts).where(eq(accounts.id, id)))[0]?.plan;
const invoicesOf = (id: number) => api.database.db.select().from(planInvoices).where(eq(planInvoices.accountId, id)).orderBy(planInvoices.periodStart);
const bill = (at: Date) => runBilling(api.database, at, outboxMailer(api.database.db));

/**
 * Anchors the account's billing `daysAgo` days ago with no free days left, so its anchors charge; invoices the copy
 * inherited from its demo user (billed by an earlier run here) are dropped, so the account starts billing afresh.
 */
const billFrom = async (accountId: number, daysAgo: number) => {
  const anchor = addDaysIso(isoDate(new Date()), -daysAgo);
  await api.database.db.delete(planInvoices).where(eq(planInvoices.accountId, accountId));
  await api.database.db.insert(accountPlans).values({ accountId, billingAnchor: anchor, freeUntil: null })
    .onConflictDoUpdate({ target: accountPlans.accountId, set: { billingAnchor: anchor, freeUntil: null } });
  return billingPeriod(anchor, isoDate(new Date()));
};

/** Takes everything out of Cloud (a purchase), so a charge cannot be paid. */
const emptyCloud = async (accountId: number) => {
  const cloud = await cloudOf(accountId);
  if (cloud > 0n) await postActivity(api.database.db, { accountId, qubeId: null, transactionType: 'purchase', amount: -cloud, title: 'Spent' });
};

/** Movements whose entries do not sum to zero, and pockets whose running balance is not the sum of their entries. */
const ledgerViolations = async () => {
  const { db } = api.database;
  const unbalanced = await db.select({ movementId: ledgerEntries.movementId }).from(ledgerEntries).groupBy(ledgerEntries.movementId).having(sql`sum(${ledgerEntries.amount}) <> 0`);
  const drift = (await db.execute(sql`select count(*)::int as n
    from (select account_id, coalesce(qube_id, 0) as pocket, sum(amount) as total from ledger_entries where counterparty is null group by 1, 2) l
    full join pocket_balances b using (account_id, pocket)
    where coalesce(l.total, 0) <> coalesce(b.balance, 0)`)) as unknown as { rows: { n: number }[] };
  return { unbalanced: unbalanced.length, drifted: Number(drift.rows[0]?.n ?? 0) };
};

/** Adds `count` active qubes at once (the loop's 1,000 qubes; the route's own Lite hook is tested below). */
const addQubes = async (accountId: number, count: number) => {
  const rows = Array.from({ length: count }, (_, i) => ({ accountId, name: `Extra ${i + 1}`, type: 'spending' }));
  return (await api.database.db.insert(qubes).values(rows).returning({ id: qubes.id })).map((r) => r.id);
};

describe('billing runs', () => {
  it('API-57 two instances billing at once make one invoice per account and period, charged once against fees:plan', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const alex = await api.freshLogin('alex@demo.qube');
    await billFrom(coach.accountId, 0);
    await billFrom(alex.accountId, 0);
    const before = [await cloudOf(coach.accountId), await cloudOf(alex.accountId)];
    const now = new Date();
    await Promise.all([bill(now), bill(now)]);
    await Promise.all([bill(now), bill(new Date(now.getTime() + DAY))]);
    for (const [user, fee] of [[coach, 499n], [alex, 999n]] as const) {
      const invoices = await invoicesOf(user.accountId);
      expect(invoices).toHaveLength(1);
      expect(invoices[0]).toMatchObject({ status: 'paid', periodStart: isoDate(now), amountPaid: fromCents(fee), refundable: fromCents(fee) });
      const [entry] = await api.database.db.select().from(ledgerEntries)
        .where(and(eq(ledgerEntries.accountId, user.accountId), eq(ledgerEntries.counterparty, PLAN_FEES_COUNTERPARTY)));
      expect(entry?.amount).toBe(fromCents(fee));
      const [activity] = await api.database.db.select().from(activities).where(eq(activities.id, invoices[0]?.activityId ?? -1));
      expect(activity).toMatchObject({ title: user === coach ? 'Premium plan fee' : 'Family plan fee', amount: fromCents(-fee), qubeId: null });
    }
    expect(before[0] as bigint - (await cloudOf(coach.accountId))).toBe(499n);
    expect(before[1] as bigint - (await cloudOf(alex.accountId))).toBe(999n);
    expect(await ledgerViolations()).toEqual({ unbalanced: 0, drifted: 0 });
  });

  it('ON-67 free days are not charged: a period starting within them gets a free invoice', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const period = await billFrom(coach.accountId, 0);
    await api.database.db.update(accountPlans).set({ freeUntil: addDaysIso(period.start, 40) }).where(eq(accountPlans.accountId, coach.accountId));
    const before = await cloudOf(coach.accountId);
    await bill(new Date());
    expect(await invoicesOf(coach.accountId)).toEqual([expect.objectContaining({ status: 'free', planFee: '0.00', amountPaid: '0.00' })]);
    expect(await cloudOf(coach.accountId)).toBe(before);
  });

  it('ON-67 a past-due fee is retried daily and paid once Cloud has the money; the person is told', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    await billFrom(coach.accountId, 0);
    await emptyCloud(coach.accountId);
    const now = new Date();
    await bill(now);
    const [due] = await invoicesOf(coach.accountId);
    expect(due).toMatchObject({ status: 'past_due', attempts: 1, nextAttemptOn: addDaysIso(isoDate(now), 1), graceUntil: addDaysIso(isoDate(now), GRACE_DAYS), amountPaid: '0.00' });
    const told = await api.database.db.select().from(notifications).where(and(eq(notifications.accountId, coach.accountId), eq(notifications.title, 'Plan fee past due')));
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain('Your Cloud balance is too low for the $4.99 fee of your Premium plan');
    const mail = await api.database.db.select().from(outbox).where(eq(outbox.to, coach.email));
    expect(mail.map((m) => m.subject)).toContain('Your Qube plan fee is past due');
    await bill(now); // the same day: no second try
    expect((await invoicesOf(coach.accountId))[0]?.attempts).toBe(1);

    await postActivity(api.database.db, { accountId: coach.accountId, qubeId: null, transactionType: 'ach_deposit', amount: '10.00', title: 'Deposit' });
    await bill(new Date(now.getTime() + DAY));
    expect((await invoicesOf(coach.accountId))[0]).toMatchObject({ status: 'paid', attempts: 2, amountPaid: '4.99' });
    expect(await cloudOf(coach.accountId)).toBe(501n);
    expect(await planOf(coach.accountId)).toBe('premium');
    expect(await ledgerViolations()).toEqual({ unbalanced: 0, drifted: 0 });
  });

  it('ON-67 after the grace period an unpaid account moves to Lite with its qubes kept, and the invoice is void', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    await billFrom(alex.accountId, 0);
    await emptyCloud(alex.accountId);
    const activeBefore = (await api.database.db.select({ id: qubes.id }).from(qubes).where(and(eq(qubes.accountId, alex.accountId), eq(qubes.isArchived, false)))).length;
    const now = new Date();
    for (let day = 0; day < GRACE_DAYS; day += 1) await bill(new Date(now.getTime() + day * DAY));
    expect((await invoicesOf(alex.accountId))[0]).toMatchObject({ status: 'past_due', attempts: GRACE_DAYS });
    expect(await planOf(alex.accountId)).toBe('family');
    await bill(new Date(now.getTime() + GRACE_DAYS * DAY));
    expect((await invoicesOf(alex.accountId))[0]).toMatchObject({ status: 'void', nextAttemptOn: null, amountPaid: '0.00' });
    expect(await planOf(alex.accountId)).toBe('lite');
    const activeAfter = (await api.database.db.select({ id: qubes.id }).from(qubes).where(and(eq(qubes.accountId, alex.accountId), eq(qubes.isArchived, false)))).length;
    expect(activeAfter).toBe(activeBefore);
    const mail = await api.database.db.select().from(outbox).where(eq(outbox.to, alex.email));
    expect(mail.map((m) => m.subject)).toEqual(['Your Qube plan fee is past due', 'Your Qube plan is now Lite']);
    expect(await cloudOf(alex.accountId)).toBe(0n);
  });
});

describe('GET web/accounts/{id}/invoices/', () => {
  it('API-57 ST-01 lists the invoices with their lines; the fee is an activity on Cloud and a statement line', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    await billFrom(coach.accountId, 0);
    const empty = await api.call('GET', `/api/web/accounts/${coach.accountId}/invoices/`, { token: coach.token });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ results: [] });
    const now = new Date();
    await bill(now);
    const res = await api.call('GET', `/api/web/accounts/${coach.accountId}/invoices/`, { token: coach.token });
    expect(res.statusCode).toBe(200);
    const [invoice] = res.json().results;
    expect(invoice).toMatchObject({ period_start: isoDate(now), plan: 'premium', status: 'paid', amount_due: '4.99', amount_paid: '4.99', amount_refunded: '0.00', grace_until: null });
    expect(invoice.lines).toEqual([expect.objectContaining({ kind: 'plan_fee', amount: '4.99', activity_id: expect.any(Number) })]);
    expect(invoice.lines[0].description).toMatch(/^Premium plan, /);

    const activity = (await api.call('GET', `/api/search/transactions/?account_id=${coach.accountId}&limit=5`, { token: coach.token })).json().results as { id: number; title: string; amount: string }[];
    expect(activity.find((a) => a.id === invoice.lines[0].activity_id)).toMatchObject({ title: 'Premium plan fee', amount: '-4.99' });
    const month = periodOf(now.getFullYear(), now.getMonth());
    const lines = await statementLines(api.database.db, coach.accountId, month, '0.00');
    expect(lines.find((l) => l.id === invoice.lines[0].activity_id)).toMatchObject({ description: 'Premium plan fee', qube: 'Cloud', amount: '-4.99' });

    const other = await api.freshLogin('coach@demo.qube');
    expect((await api.call('GET', `/api/web/accounts/${coach.accountId}/invoices/`, { token: other.token })).statusCode).toBe(404);
    expect((await api.call('GET', `/api/web/accounts/${coach.accountId}/invoices/`)).statusCode).toBe(401);
  });
});

describe('refunds come from what was charged', () => {
  it('ON-67 nothing collected for the period (past due): a downgrade refunds nothing', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    await billFrom(coach.accountId, 3);
    await emptyCloud(coach.accountId);
    const check = await post(coach, 'downgrade-from-premium-to-basic/check-refund/');
    expect(check.json()).toMatchObject({ refund_amount: '0.00', net_amount: '0.00' });
    const done = await post(coach, 'downgrade-from-premium-to-basic/');
    expect(done.statusCode).toBe(200);
    expect(done.json().refund_check.refund_amount).toBe('0.00');
    expect(await cloudOf(coach.accountId)).toBe(0n);
  });

  it('ON-67 back and forth between paid plans never refunds more than the period collected; each change is an invoice line', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    await billFrom(coach.accountId, 10);
    const start = await cloudOf(coach.accountId);
    for (const plan of ['family', 'premium', 'family', 'lite'] as const) {
      const res = plan === 'lite' ? await post(coach, 'downgrade-from-premium-to-basic/') : await post(coach, 'change-plan/', { plan_name: plan });
      expect(res.statusCode).toBe(200);
    }
    const [invoice] = await invoicesOf(coach.accountId);
    expect(invoice).toBeDefined();
    const paid = toCents(invoice?.amountPaid ?? '0');
    const refunded = toCents(invoice?.amountRefunded ?? '0');
    expect(refunded).toBeLessThanOrEqual(paid);
    expect(toCents(invoice?.refundable ?? '-1')).toBeGreaterThanOrEqual(0n);
    expect(start - (await cloudOf(coach.accountId))).toBe(paid - refunded);
    const lines = await api.database.db.select().from(planInvoiceLines).where(eq(planInvoiceLines.invoiceId, invoice?.id ?? -1));
    expect(lines.map((l) => l.kind)).toEqual([
      'plan_fee', 'proration_charge', 'proration_refund', 'proration_charge', 'proration_refund', 'proration_charge', 'proration_refund', 'proration_refund',
    ]);
    const fees = await api.database.db.select({ total: sql<string>`sum(${ledgerEntries.amount})::text` }).from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, coach.accountId), eq(ledgerEntries.counterparty, PLAN_FEES_COUNTERPARTY)));
    expect(toCents(fees[0]?.total ?? '0')).toBe(paid - refunded);
    expect(await ledgerViolations()).toEqual({ unbalanced: 0, drifted: 0 });
  });
});

describe('a plan change while the period\'s fee is past due (issue 22 §2)', () => {
  /** Coach (Premium) billed 10 days into the period with an empty Cloud: the period's $4.99 is past due. */
  const pastDueCoach = async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const period = await billFrom(coach.accountId, 10);
    await emptyCloud(coach.accountId);
    const now = new Date();
    await bill(now);
    expect((await invoicesOf(coach.accountId))[0]).toMatchObject({ status: 'past_due', planFee: '4.99', amountPaid: '0.00' });
    return { coach, period, now, used: 499n - prorate(499n, period.daysLeft, period.daysInPeriod) };
  };
  const deposit = (accountId: number, cents: bigint) =>
    postActivity(api.database.db, { accountId, qubeId: null, transactionType: 'ach_deposit', amount: fromCents(cents), title: 'Deposit' });
  const linesOf = async (invoiceId: number) => (await api.database.db.select().from(planInvoiceLines).where(eq(planInvoiceLines.invoiceId, invoiceId)).orderBy(planInvoiceLines.id));

  it('ON-67 to another paid plan: the old plan is charged for its days used only, with the new plan\'s prorated fee, once; the daily retry takes nothing more', async () => {
    const { coach, period, now, used } = await pastDueCoach();
    await deposit(coach.accountId, 2_000n);
    const familyCharge = prorate(999n, period.daysLeft, period.daysInPeriod);
    const check = await post(coach, 'change-plan/check-refund/', { plan_name: 'family' });
    expect(check.json()).toMatchObject({ refund_amount: '0.00', charge_amount: fromCents(familyCharge) });
    expect(check.json().message).toContain(`Your unpaid Premium plan fee is cut to the ${period.daysInPeriod - period.daysLeft} days you used it: ${usd(used)} is owed for this billing period`);
    const done = await post(coach, 'change-plan/', { plan_name: 'family' });
    expect(done.statusCode).toBe(200);
    expect(2_000n - (await cloudOf(coach.accountId))).toBe(used + familyCharge);
    const [invoice] = await invoicesOf(coach.accountId);
    expect(invoice).toMatchObject({ status: 'paid', planFee: fromCents(used), amountPaid: fromCents(used + familyCharge), amountRefunded: '0.00', refundable: fromCents(familyCharge) });
    const lines = await linesOf(invoice?.id ?? -1);
    expect(lines.map((l) => [l.kind, l.amount])).toEqual([['plan_fee', '4.99'], ['past_due_credit', fromCents(used - 499n)], ['proration_charge', fromCents(familyCharge)]]);
    for (const day of [1, 2, GRACE_DAYS + 1]) await bill(new Date(now.getTime() + day * DAY));
    expect(2_000n - (await cloudOf(coach.accountId))).toBe(used + familyCharge);
    expect(await planOf(coach.accountId)).toBe('family');
    expect(await ledgerViolations()).toEqual({ unbalanced: 0, drifted: 0 });
  });

  it('ON-67 down to Lite with Cloud empty: only the old plan\'s days used stay owed, retried daily; once paid nothing of it is refundable', async () => {
    const { coach, now, used } = await pastDueCoach();
    const down = await post(coach, 'downgrade-from-premium-to-basic/');
    expect(down.statusCode).toBe(200);
    expect(down.json().refund_check).toMatchObject({ refund_amount: '0.00', net_amount: '0.00' });
    expect((await invoicesOf(coach.accountId))[0]).toMatchObject({ status: 'past_due', planFee: fromCents(used), amountPaid: '0.00' });
    await deposit(coach.accountId, 1_000n);
    await bill(new Date(now.getTime() + DAY));
    await bill(new Date(now.getTime() + 2 * DAY));
    expect((await invoicesOf(coach.accountId))[0]).toMatchObject({ status: 'paid', amountPaid: fromCents(used), refundable: '0.00' });
    expect(1_000n - (await cloudOf(coach.accountId))).toBe(used);
    expect(await planOf(coach.accountId)).toBe('lite');
    expect(await ledgerViolations()).toEqual({ unbalanced: 0, drifted: 0 });
  });

  it('ON-67 a change with a charge needs Cloud to cover the days used as well: otherwise 400 and nothing changes', async () => {
    const { coach, period } = await pastDueCoach();
    const familyCharge = prorate(999n, period.daysLeft, period.daysInPeriod);
    await deposit(coach.accountId, familyCharge);
    const refused = await post(coach, 'change-plan/', { plan_name: 'family' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fallback_message).toBe('Your Cloud balance is too low for this change. Add money to Cloud and try again.');
    expect(await planOf(coach.accountId)).toBe('premium');
    const [invoice] = await invoicesOf(coach.accountId);
    expect(invoice).toMatchObject({ status: 'past_due', planFee: '4.99', amountPaid: '0.00' });
    expect((await linesOf(invoice?.id ?? -1)).map((l) => l.kind)).toEqual(['plan_fee']);
    expect(await cloudOf(coach.accountId)).toBe(familyCharge);
  });
});

describe('partner commissions follow collected fees', () => {
  it('CO-13 CO-15 a commission is earned when the fee is collected and clawed back when it is refunded', async () => {
    const affiliate = await api.freshLogin('affiliate@demo.qube');
    const customer = await api.freshLogin('coach@demo.qube');
    const member = async (accountId: number) => (await api.database.db.select({ userId: accountMembers.userId }).from(accountMembers)
      .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.role, 'primary'))))[0]?.userId ?? -1;
    const partnerUserId = await member(affiliate.accountId);
    const customerUserId = await member(customer.accountId);
    const now = new Date();
    await api.database.db.insert(partnerConversions).values({
      partnerUserId, customerUserId, customerName: 'Cora Coach', product: 'premium', accountCreated: new Date(now.getTime() - 90 * DAY),
      earned: '0.00', commission: '0.00', active: true, collectableAt: new Date(now.getTime() - 60 * DAY),
    });
    const earnedBefore = toCents((await commissionEarned(api.database.db, partnerUserId, now)).total_earned);
    await billFrom(customer.accountId, 0);
    await bill(now);
    const conversion = async () => (await api.database.db.select().from(partnerConversions).where(eq(partnerConversions.customerUserId, customerUserId)))[0];
    expect(await conversion()).toMatchObject({ earned: '4.99', commission: '0.99' }); // 20 % of $4.99, rounded down
    expect(toCents((await commissionEarned(api.database.db, partnerUserId, now)).total_earned) - earnedBefore).toBe(99n);

    // A downgrade on the anchor day refunds the whole fee: the commission goes with it.
    const down = await post(customer, 'downgrade-from-premium-to-basic/');
    expect(down.json().refund_check.refund_amount).toBe('4.99');
    expect(await conversion()).toMatchObject({ earned: '0.00', commission: '0.00' });
    expect((await invoicesOf(customer.accountId))[0]).toMatchObject({ commission: '0.00', amountPaid: '4.99', amountRefunded: '4.99', refundable: '0.00' });
    expect(toCents((await commissionEarned(api.database.db, partnerUserId, now)).total_earned)).toBe(earnedBefore);
  });
});

// Last: these bill at the next anchors, which bills the demo users themselves (their copies inherit it).
describe('the plan-change loop mints nothing', () => {
  it('ON-66 ON-67 1,000 qubes on Lite, upgrade, archive, downgrade, three times: Cloud never ends above where it started, and the qubes are billed', async () => {
    const lite = await api.freshLogin('lite@demo.qube');
    const period = await billFrom(lite.accountId, 5);
    const start = await cloudOf(lite.accountId);
    for (let round = 0; round < 3; round += 1) {
      const added = await addQubes(lite.accountId, 997);
      const up = await post(lite, 'upgrade-from-basic-to-premium/');
      expect(up.statusCode).toBe(200);
      expect(up.json().refund_check.refund_amount).toBe('0.00'); // Lite charged nothing in advance: nothing to give back
      await api.database.db.update(qubes).set({ isArchived: true }).where(inArray(qubes.id, added));
      const down = await post(lite, 'downgrade-from-premium-to-basic/');
      expect(down.statusCode).toBe(200);
      expect(await cloudOf(lite.accountId)).toBeLessThanOrEqual(start);
    }
    const changes = await api.database.db.select().from(planChanges).where(eq(planChanges.accountId, lite.accountId));
    const charged = changes.reduce((sum, c) => sum + toCents(c.charge), 0n);
    const refunded = changes.reduce((sum, c) => sum + toCents(c.credit), 0n);
    expect(refunded).toBeLessThanOrEqual(charged);
    expect(await cloudOf(lite.accountId)).toBe(start - charged + refunded);

    // The next anchor bills the most qubes held on Lite in the period: 1,000, so 997 beyond the three free ones.
    await bill(new Date(`${period.nextStart}T12:00:00`));
    const next = (await invoicesOf(lite.accountId)).find((i) => i.periodStart === period.nextStart);
    expect(next).toMatchObject({ plan: 'lite', planFee: '0.00', qubeFee: '997.00', extraQubes: 997, status: 'past_due' });
    expect(await cloudOf(lite.accountId)).toBe(start - charged + refunded); // $997 is more than Cloud holds: nothing taken
    expect(await ledgerViolations()).toEqual({ unbalanced: 0, drifted: 0 });
  });

  it('ON-65 a qube created on Lite through the API counts in the period\'s peak', async () => {
    const lite = await api.freshLogin('lite@demo.qube');
    const period = await billFrom(lite.accountId, 2);
    for (const name of ['Fourth', 'Fifth']) {
      const res = await api.call('POST', '/api/qubes/', { token: lite.token, body: { account_id: lite.accountId, name, type: 'spending', accept_extra_fee: true } });
      expect(res.statusCode).toBe(201);
    }
    await api.database.db.update(qubes).set({ isArchived: true }).where(and(eq(qubes.accountId, lite.accountId), inArray(qubes.name, ['Fourth', 'Fifth'])));
    const before = await cloudOf(lite.accountId);
    await bill(new Date(`${period.nextStart}T12:00:00`));
    const next = (await invoicesOf(lite.accountId)).find((i) => i.periodStart === period.nextStart);
    expect(next).toMatchObject({ qubeFee: '2.00', extraQubes: 2, status: 'paid', amountPaid: '2.00' });
    expect(before - (await cloudOf(lite.accountId))).toBe(200n);
  });
});
