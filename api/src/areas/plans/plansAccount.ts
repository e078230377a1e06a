import type { AccountPlanState, PlanOffer, RefundCheck } from '@qube/contract/plans';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { accountPlans, accounts, appliedPromoCodes, planChanges, planInvoiceLines, planInvoices, users } from '../../platform/db/schema';
import type { Mailer } from '../../platform/mail/mailer';
import { InvalidError, ForbiddenError, ConflictError } from '../../platform/errors';
import { accountNotFound, loadMembership, type AccountRow, coversOutgoing } from '../accounts';
import { isoDate } from '../../platform/dates';
import { fromCents, toCents } from '@qube/contract/core/money';
import {
  addDaysIso, billingPeriod, callFor, LITE_EXTRA_QUBE_CENTS, LITE_FREE_QUBES, monthlyFeeCents, nextChargeDate,
  PLAN_CATALOGUE, PLAN_MESSAGES, planEntry, promoForAccount, refundCheck, targetOf, usd, type PlanCall,
} from './plans';
import {
  anchorCharge, attemptCollection, billPeriod, cutPastDue, pastDueOnChange, postPlanMovement, reread, type BillingNotice, type InvoiceRow, type PastDueOnChange,
} from './planBilling';
import { recordCollected } from './planCommissions';
import { activeQubeCount, billingOf, noteLiteQubes, type Billing } from './planUsage';
import { hasRedeemed, PROMO_USED_BY_PERSON, recordRedemption } from './promoRedemptions';
import { inTransaction, lockAccount } from '../../platform/db/transactions';

/**
 * An account's plan in the database (ON-65 to ON-68): its billing anchor and free days, its plan state, plan changes
 * (one transaction with the account locked, so the plan read is the plan changed) and promo codes.
 */

/** The account, the caller's role in it and the caller's kind of user (a guest is the primary member of its playground). */
export type PlanAccount = { account: AccountRow; role: string; userType: string };

/** The account with the caller's role in it; someone else's account answers 404 like everywhere else. */
export const loadPlanAccount = async (
  db: Db,
  user: { id: number; userType: string },
  companyId: number,
  accountId: number,
): Promise<PlanAccount> => ({ ...(await loadMembership(db, user.id, companyId, accountId)), userType: user.userType });

/**
 * ON-65: only the primary holder of an account that is neither a sub-account nor a household changes its plan; never a
 * guest (issue 22 §2: the Financial Playground has no plan to buy, though the guest is its account's primary member).
 */
export const canChangePlan = ({ account, role, userType }: PlanAccount) =>
  role === 'primary' && userType !== 'anonymous_user' && !account.isSubAccount && !account.isAggregate;

/** 403 unless the caller may change this account's plan (every plan-change, refund-check and promo-code call). */
export const requirePlanOwner = (target: PlanAccount) => {
  if (target.userType === 'anonymous_user') throw new ForbiddenError(PLAN_MESSAGES.guest, 'forbidden');
  if (target.account.isAggregate) throw new ForbiddenError(PLAN_MESSAGES.household, 'forbidden');
  if (!canChangePlan(target)) throw new ForbiddenError(PLAN_MESSAGES.notOwner, 'forbidden');
};

const offers = (current: string, canChange: boolean): PlanOffer[] =>
  PLAN_CATALOGUE.map((p) => ({
    plan_name: p.planName,
    display_name: p.displayName,
    monthly_fee: fromCents(p.monthlyCents),
    yearly_fee: fromCents(p.yearlyCents),
    description: p.description,
    action: canChange ? callFor(current, p.planName) : null,
  }));

/** GET web/accounts/{id}/plan/: the plan now, what it costs with the account's qubes, the period and the choices. */
export const planState = async (db: Db, target: PlanAccount, now: Date): Promise<AccountPlanState> => {
  const { account } = target;
  const today = isoDate(now);
  const billing = await billingOf(db, account);
  const qubeCount = await activeQubeCount(db, account.id);
  const period = billingPeriod(billing.anchor, today);
  const freeUntil = billing.freeUntil !== null && billing.freeUntil >= today ? billing.freeUntil : null;
  const promos = await db.select({ code: appliedPromoCodes.code }).from(appliedPromoCodes).where(eq(appliedPromoCodes.accountId, account.id));
  const canChange = canChangePlan(target);
  return {
    account_id: account.id,
    plan: account.plan as AccountPlanState['plan'],
    display_name: planEntry(account.plan).displayName,
    monthly_fee: fromCents(monthlyFeeCents(account.plan, qubeCount)),
    active_qube_count: qubeCount,
    free_qube_count: LITE_FREE_QUBES,
    extra_qube_fee: fromCents(LITE_EXTRA_QUBE_CENTS),
    billing_period_start: period.start,
    billing_period_end: period.end,
    next_charge_date: nextChargeDate(billing.anchor, today, freeUntil),
    free_until: freeUntil,
    can_change_plan: canChange,
    plans: offers(account.plan, canChange),
    applied_promo_codes: promos.map((p) => p.code),
  };
};

type Check = ReturnType<typeof refundCheck> & { from: string; to: string; pastDue: PastDueOnChange | null };

const checkJson = (c: Check): RefundCheck => ({
  from_plan: c.from as RefundCheck['from_plan'],
  to_plan: c.to as RefundCheck['to_plan'],
  billing_period_start: c.period.start,
  billing_period_end: c.period.end,
  days_in_period: c.period.daysInPeriod,
  days_left: c.period.daysLeft,
  refund_amount: fromCents(c.refundCents),
  charge_amount: fromCents(c.chargeCents),
  net_amount: fromCents(c.netCents),
  new_monthly_fee: fromCents(c.newFeeCents),
  next_charge_date: c.nextChargeDate,
  is_free_period: c.isFree,
  message: c.message,
});

/** The invoice of the period holding `now`, if the anchor was billed. */
const periodInvoice = async (db: Db, account: AccountRow, billing: Billing, now: Date) => {
  const period = billingPeriod(billing.anchor, isoDate(now));
  const [invoice] = await db.select().from(planInvoices)
    .where(and(eq(planInvoices.accountId, account.id), eq(planInvoices.periodStart, period.start))).limit(1);
  return invoice ?? null;
};

/**
 * What a change may still give back for the current period: the period's invoice's refundable amount. Before the
 * anchor has been billed (the scheduler runs each minute) it is what the anchor's charge would collect now: the plan
 * fee when Cloud can pay the whole charge, else nothing.
 */
const refundableNow = async (db: Db, account: AccountRow, billing: Billing, now: Date, invoice: InvoiceRow | null): Promise<bigint> => {
  const period = billingPeriod(billing.anchor, isoDate(now));
  if (invoice) return toCents(invoice.refundable);
  const charge = await anchorCharge(db, account, billing, period);
  const due = charge.planFeeCents + charge.qubeFeeCents;
  return due > 0n && (await coversOutgoing(db, account.id, null, due)).ok ? charge.planFeeCents : 0n;
};

/** The check of a change from the account's plan as read now (in a transaction: the locked row). */
const checkOf = async (db: Db, account: AccountRow, call: PlanCall, requested: string | undefined, now: Date): Promise<Check> => {
  const target = targetOf(call, account.plan, requested);
  if ('error' in target) throw new InvalidError(target.error, 'invalid', requested === undefined ? undefined : { plan_name: target.error });
  // The generic call does not reach Qube+ (make-plus-account/ does): one way to each plan keeps the rules in one place.
  if (call === 'change' && target.to === 'plus') throw new InvalidError(PLAN_MESSAGES.changeToPlus, 'invalid', { plan_name: PLAN_MESSAGES.changeToPlus });
  const billing = await billingOf(db, account);
  const invoice = await periodInvoice(db, account, billing, now);
  const check = refundCheck({
    from: account.plan, to: target.to, anchor: billing.anchor, today: isoDate(now), freeUntil: billing.freeUntil,
    activeQubes: await activeQubeCount(db, account.id), refundableCents: await refundableNow(db, account, billing, now, invoice),
  });
  // Past due (issue 22 §2): the old plan is owed for its days used only, settled with the change (ADR 0082).
  const pastDue = invoice && !check.isFree ? pastDueOnChange(invoice, check.period) : null;
  const message = pastDue ? `${check.message} ${pastDueSentence(pastDue)}` : check.message;
  return { ...check, message, from: account.plan, to: target.to, pastDue };
};

/** What the check says of a past-due fee the change cuts to the days used. */
const pastDueSentence = (pastDue: PastDueOnChange) => {
  const days = `${pastDue.daysUsed} day${pastDue.daysUsed === 1 ? '' : 's'}`;
  const name = planEntry(pastDue.invoice.plan).displayName;
  if (pastDue.dueCents === 0n) return `Your unpaid ${name} plan fee is no longer owed.`;
  return `Your unpaid ${name} plan fee is cut to the ${days} you used it: ${usd(pastDue.dueCents)} is owed for this billing period, `
    + 'taken from your Cloud with this change, or as soon as your Cloud has it.';
};

/** POST …/check-refund/: what the change would cost or give back today; nothing changes. */
export const checkPlanChange = async (db: Db, target: PlanAccount, call: PlanCall, requested: string | undefined, now: Date) => {
  requirePlanOwner(target);
  return checkJson(await checkOf(db, target.account, call, requested, now));
};

const daysWords = (days: number) => `${days} day${days === 1 ? '' : 's'}`;

/**
 * POST the change (ON-66, issue 22 §2): in one transaction with the account locked, the period's anchor billed first
 * if it was not yet (what the scheduler does), then the check again on the plan as it is now: the refund (at most what
 * the period's invoice collected and has not given back) and the prorated charge become two lines of that invoice and
 * one net movement between Cloud and `fees:plan`; the partner's commission follows. A net charge Cloud cannot pay is
 * refused and nothing changes. A second identical call finds the new plan and answers 400.
 */
export const changePlan = async (db: Db, target: PlanAccount, call: PlanCall, requested: string | undefined, userId: number, now: Date, mailer?: Mailer) => {
  requirePlanOwner(target);
  const notices: BillingNotice[] = [];
  const check = await inTransaction(db, async (tx) => {
    await lockAccount(tx, target.account.id);
    const [fresh] = await tx.select().from(accounts).where(eq(accounts.id, target.account.id)).limit(1);
    if (!fresh) throw accountNotFound();
    const billed = await billPeriod(tx, fresh, now);
    const c = await checkOf(tx, fresh, call, requested, now);
    // The period's fee past due (ADR 0082): the old plan is owed for its days used only, and the change
    // settles that with its own net amount, all or nothing. A change with a charge needs both (never a new plan on top
    // of an unpaid old one); one without (to Lite) goes through and leaves the cut fee owed, retried daily as before.
    const owedCents = c.pastDue?.dueCents ?? 0n;
    const settles = owedCents > 0n && (owedCents + c.netCents <= 0n || (await coversOutgoing(tx, fresh.id, null, owedCents + c.netCents)).ok);
    // A charge leaves Cloud: Cloud and the account's total must both cover it (issue 22 §3).
    if (c.netCents > 0n && (owedCents > 0n ? !settles : !(await coversOutgoing(tx, fresh.id, null, c.netCents)).ok)) {
      throw new InvalidError(PLAN_MESSAGES.cloudTooLow, 'insufficient_funds');
    }
    const invoice = c.pastDue ? await cutPastDue(tx, c.pastDue, now) : billed.invoice;
    // The Lite peak of the period counts the qubes held up to the moment the account leaves Lite.
    if (fresh.plan === 'lite') await noteLiteQubes(tx, fresh.id, c.period.start);
    let activityId: number | null = null;
    if (c.netCents !== 0n) {
      activityId = await postPlanMovement(tx, {
        accountId: fresh.id, cents: c.netCents, title: `${planEntry(c.to).displayName} plan (${daysWords(c.period.daysLeft)} prorated)`,
        description: c.netCents > 0n ? 'Plan change' : 'Plan change refund', at: now, userId,
      });
    }
    const lines = [
      ...(c.chargeCents > 0n ? [{ kind: 'proration_charge', amount: c.chargeCents, description: `${planEntry(c.to).displayName} plan, ${daysWords(c.period.daysLeft)} prorated` }] : []),
      ...(c.refundCents > 0n ? [{ kind: 'proration_refund', amount: -c.refundCents, description: `${planEntry(c.from).displayName} plan refund, ${daysWords(c.period.daysLeft)} unused` }] : []),
    ];
    if (lines.length > 0) {
      await tx.insert(planInvoiceLines).values(lines.map((l) => ({ invoiceId: invoice.id, kind: l.kind, description: l.description, amount: fromCents(l.amount), activityId, createdAt: now })));
      await recordCollected(tx, invoice, { paidCents: c.chargeCents, refundedCents: c.refundCents, refundableCents: c.chargeCents - c.refundCents, at: now });
    }
    // What is left of the past-due fee is collected now when Cloud has it (after the change's own movement).
    if (settles) notices.push(...(await attemptCollection(tx, await reread(tx, invoice.id), fresh, now)).notices);
    await tx.update(accounts).set({ plan: c.to }).where(eq(accounts.id, fresh.id));
    if (c.to === 'lite') await noteLiteQubes(tx, fresh.id, c.period.start);
    const billing = await billingOf(tx, fresh);
    await tx.insert(accountPlans).values({ accountId: fresh.id, billingAnchor: billing.anchor, freeUntil: billing.freeUntil, updatedAt: now })
      .onConflictDoNothing();
    await tx.insert(planChanges).values({
      accountId: fresh.id, userId, fromPlan: c.from, toPlan: c.to, charge: fromCents(c.chargeCents), credit: fromCents(c.refundCents), activityId, createdAt: now,
    });
    notices.push(...billed.notices);
    return c;
  });
  for (const notice of notices) await mailer?.send(notice, now);
  const [account] = await db.select().from(accounts).where(eq(accounts.id, target.account.id)).limit(1);
  const state = await planState(db, { ...target, account: account ?? target.account }, now);
  return { refund_check: checkJson(check), plan: state, message: `Your plan is now ${planEntry(check.to).displayName}.` };
};

/** POST web/promo-codes/verify/: what the code would give this account; nothing changes. */
export const verifyPromo = async (db: Db, target: PlanAccount, code: string, userId: number, now: Date) => {
  requirePlanOwner(target);
  const found = promoForAccount(code);
  if ('error' in found) throw new InvalidError(found.error, 'invalid', { code: found.error });
  const [applied] = await db.select({ id: appliedPromoCodes.id }).from(appliedPromoCodes)
    .where(and(eq(appliedPromoCodes.accountId, target.account.id), eq(appliedPromoCodes.code, found.promo.code))).limit(1);
  const billing = await billingOf(db, target.account);
  const isUsed = !applied && await hasRedeemed(db, found.promo.code, await personOf(db, userId));
  return {
    code: found.promo.code,
    description: found.promo.description,
    free_days: found.promo.freeDays,
    free_until: promoFreeUntil(billing, isoDate(now), found.promo.freeDays),
    is_applied: Boolean(applied),
    message: applied ? PLAN_MESSAGES.promoApplied : isUsed ? PROMO_USED_BY_PERSON : found.promo.description,
  };
};

/** The person using a code: the signed-in user's e-mail and phone. */
const personOf = async (db: Db, userId: number) => {
  const [user] = await db.select({ email: users.email, phone: users.phoneNumber }).from(users).where(eq(users.id, userId)).limit(1);
  return { email: user?.email ?? '', phone: user?.phone ?? null };
};

/** The free days of a code start today, or the day after the free days the account already has. */
const promoFreeUntil = (billing: Billing, today: string, freeDays: number) => {
  const from = billing.freeUntil !== null && billing.freeUntil >= today ? addDaysIso(billing.freeUntil, 1) : today;
  return addDaysIso(from, freeDays - 1);
};

/** POST web/promo-codes/apply/: the code's free days added to the account's, once per code and account. */
export const applyPromo = async (db: Db, target: PlanAccount, code: string, userId: number, now: Date) => {
  requirePlanOwner(target);
  const found = promoForAccount(code);
  if ('error' in found) throw new InvalidError(found.error, 'invalid', { code: found.error });
  const today = isoDate(now);
  const freeUntil = await inTransaction(db, async (tx) => {
    await lockAccount(tx, target.account.id);
    const [inserted] = await tx.insert(appliedPromoCodes)
      .values({ accountId: target.account.id, userId, code: found.promo.code, createdAt: now })
      .onConflictDoNothing().returning({ id: appliedPromoCodes.id });
    if (!inserted) throw new ConflictError(PLAN_MESSAGES.promoApplied, 'already_applied', { code: PLAN_MESSAGES.promoApplied });
    // QUBE60 is once per person: the same e-mail or phone on another account is refused (issue 22 §2).
    await recordRedemption(tx, found.promo.code, await personOf(tx, userId), target.account.id, now);
    const billing = await billingOf(tx, target.account);
    const until = promoFreeUntil(billing, today, found.promo.freeDays);
    await tx.update(appliedPromoCodes).set({ freeUntil: until }).where(eq(appliedPromoCodes.id, inserted.id));
    await tx.insert(accountPlans).values({ accountId: target.account.id, billingAnchor: billing.anchor, freeUntil: until, updatedAt: now })
      .onConflictDoUpdate({ target: accountPlans.accountId, set: { freeUntil: until, updatedAt: now } });
    return until;
  });
  return {
    code: found.promo.code,
    description: found.promo.description,
    free_days: found.promo.freeDays,
    free_until: freeUntil,
    is_applied: true,
    message: `${found.promo.code} applied: your plan is free until ${freeUntil}.`,
  };
};
