import type { AccountPlanState, PlanOffer, RefundCheck } from '@qube/contract/plans';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountMembers, accountPlans, accounts, appliedPromoCodes, planChanges, qubes } from '../db/schema';
import { ApiError } from '../plugins/errors';
import { accountNotFound, type AccountRow } from './access';
import { isoDate } from './dates';
import { coversOutgoing, postActivity } from './ledger';
import { fromCents } from './money';
import { inTransaction, lockAccount } from './orders';
import {
  addDaysIso, billingPeriod, callFor, defaultFreeUntil, LITE_EXTRA_QUBE_CENTS, LITE_FREE_QUBES, monthlyFeeCents, nextChargeDate,
  PLAN_CATALOGUE, PLAN_MESSAGES, planEntry, promoForAccount, refundCheck, targetOf, type PlanCall,
} from './plans';

/**
 * An account's plan in the database (ON-65 to ON-68): its billing anchor and free days, its plan state, plan changes
 * (one transaction with the account locked, so the plan read is the plan changed) and promo codes.
 */

export type PlanAccount = { account: AccountRow; role: string };

/** The account with the caller's role in it; someone else's account answers 404 like everywhere else. */
export const loadPlanAccount = async (db: Db, userId: number, companyId: number, accountId: number): Promise<PlanAccount> => {
  if (!Number.isSafeInteger(accountId) || accountId <= 0) throw accountNotFound();
  const [row] = await db
    .select({ account: accounts, role: accountMembers.role })
    .from(accounts)
    .innerJoin(accountMembers, and(eq(accountMembers.accountId, accounts.id), eq(accountMembers.userId, userId)))
    .where(and(eq(accounts.id, accountId), eq(accounts.companyId, companyId)))
    .limit(1);
  if (!row) throw accountNotFound();
  return row;
};

/** ON-65: only the primary holder of an account that is neither a sub-account nor a household changes its plan. */
export const canChangePlan = ({ account, role }: PlanAccount) => role === 'primary' && !account.isSubAccount && !account.isAggregate;

export const requirePlanOwner = (target: PlanAccount) => {
  if (target.account.isAggregate) throw new ApiError(403, PLAN_MESSAGES.household, 'forbidden');
  if (!canChangePlan(target)) throw new ApiError(403, PLAN_MESSAGES.notOwner, 'forbidden');
};

type Billing = { anchor: string; freeUntil: string | null };

/** The account's billing anchor and last free day: its row, else the day it opened and registration's free month. */
export const billingOf = async (db: Db, account: AccountRow): Promise<Billing> => {
  const [row] = await db.select().from(accountPlans).where(eq(accountPlans.accountId, account.id)).limit(1);
  if (row) return { anchor: row.billingAnchor, freeUntil: row.freeUntil };
  const opened = isoDate(account.createdAt);
  return { anchor: opened, freeUntil: defaultFreeUntil(opened) };
};

const activeQubeCount = async (db: Db, accountId: number) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(qubes).where(and(eq(qubes.accountId, accountId), eq(qubes.isArchived, false)));
  return Number(row?.n ?? 0);
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

type Check = ReturnType<typeof refundCheck> & { from: string; to: string };

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

/** The check of a change from the account's plan as read now (in a transaction: the locked row). */
const checkOf = async (db: Db, account: AccountRow, call: PlanCall, requested: string | undefined, now: Date): Promise<Check> => {
  const target = targetOf(call, account.plan, requested);
  if ('error' in target) throw new ApiError(400, target.error, 'invalid', requested === undefined ? undefined : { plan_name: target.error });
  // The generic call does not reach Qube+ (make-plus-account/ does): one way to each plan keeps the rules in one place.
  if (call === 'change' && target.to === 'plus') throw new ApiError(400, PLAN_MESSAGES.changeToPlus, 'invalid', { plan_name: PLAN_MESSAGES.changeToPlus });
  const billing = await billingOf(db, account);
  const check = refundCheck({ from: account.plan, to: target.to, anchor: billing.anchor, today: isoDate(now), freeUntil: billing.freeUntil, activeQubes: await activeQubeCount(db, account.id) });
  return { ...check, from: account.plan, to: target.to };
};

/** POST …/check-refund/: what the change would cost or give back today; nothing changes. */
export const checkPlanChange = async (db: Db, target: PlanAccount, call: PlanCall, requested: string | undefined, now: Date) => {
  requirePlanOwner(target);
  return checkJson(await checkOf(db, target.account, call, requested, now));
};

/**
 * POST the change (ON-66): in one transaction with the account locked, the check again on the plan as it is now, the
 * net amount taken from or given back to Cloud (one activity and its counterparty entry), the plan set and the change
 * recorded. A second identical call finds the new plan and answers 400 'Your account is already on this plan.'.
 */
export const changePlan = async (db: Db, target: PlanAccount, call: PlanCall, requested: string | undefined, userId: number, now: Date) => {
  requirePlanOwner(target);
  const check = await inTransaction(db, async (tx) => {
    await lockAccount(tx, target.account.id);
    const [fresh] = await tx.select().from(accounts).where(eq(accounts.id, target.account.id)).limit(1);
    if (!fresh) throw accountNotFound();
    const c = await checkOf(tx, fresh, call, requested, now);
    let activityId: number | null = null;
    if (c.netCents !== 0n) {
      // A charge leaves Cloud: Cloud and the account's total must both cover it (issue 22 §3).
      if (c.netCents > 0n && !(await coversOutgoing(tx, fresh.id, null, c.netCents)).ok) {
        throw new ApiError(400, PLAN_MESSAGES.cloudTooLow, 'insufficient_funds');
      }
      const title = `${planEntry(c.to).displayName} plan (${c.period.daysLeft} day${c.period.daysLeft === 1 ? '' : 's'} prorated)`;
      const posted = await postActivity(tx, {
        accountId: fresh.id, qubeId: null, transactionType: 'other', amount: -c.netCents, title,
        description: c.netCents > 0n ? 'Plan change' : 'Plan change refund', merchantName: 'Qube', at: now, userId,
      });
      activityId = posted.id;
    }
    await tx.update(accounts).set({ plan: c.to }).where(eq(accounts.id, fresh.id));
    const billing = await billingOf(tx, fresh);
    await tx.insert(accountPlans).values({ accountId: fresh.id, billingAnchor: billing.anchor, freeUntil: billing.freeUntil, updatedAt: now })
      .onConflictDoNothing();
    await tx.insert(planChanges).values({
      accountId: fresh.id, userId, fromPlan: c.from, toPlan: c.to, charge: fromCents(c.chargeCents), credit: fromCents(c.refundCents), activityId, createdAt: now,
    });
    return c;
  });
  const [account] = await db.select().from(accounts).where(eq(accounts.id, target.account.id)).limit(1);
  const state = await planState(db, { account: account ?? target.account, role: target.role }, now);
  return { refund_check: checkJson(check), plan: state, message: `Your plan is now ${planEntry(check.to).displayName}.` };
};

/** POST web/promo-codes/verify/: what the code would give this account; nothing changes. */
export const verifyPromo = async (db: Db, target: PlanAccount, code: string, now: Date) => {
  requirePlanOwner(target);
  const found = promoForAccount(code);
  if ('error' in found) throw new ApiError(400, found.error, 'invalid', { code: found.error });
  const [applied] = await db.select({ id: appliedPromoCodes.id }).from(appliedPromoCodes)
    .where(and(eq(appliedPromoCodes.accountId, target.account.id), eq(appliedPromoCodes.code, found.promo.code))).limit(1);
  const billing = await billingOf(db, target.account);
  return {
    code: found.promo.code,
    description: found.promo.description,
    free_days: found.promo.freeDays,
    free_until: promoFreeUntil(billing, isoDate(now), found.promo.freeDays),
    is_applied: Boolean(applied),
    message: applied ? PLAN_MESSAGES.promoApplied : found.promo.description,
  };
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
  if ('error' in found) throw new ApiError(400, found.error, 'invalid', { code: found.error });
  const today = isoDate(now);
  const freeUntil = await inTransaction(db, async (tx) => {
    await lockAccount(tx, target.account.id);
    const [inserted] = await tx.insert(appliedPromoCodes)
      .values({ accountId: target.account.id, userId, code: found.promo.code, createdAt: now })
      .onConflictDoNothing().returning({ id: appliedPromoCodes.id });
    if (!inserted) throw new ApiError(409, PLAN_MESSAGES.promoApplied, 'already_applied', { code: PLAN_MESSAGES.promoApplied });
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
