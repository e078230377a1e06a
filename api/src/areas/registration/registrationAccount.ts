import crypto from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { accountMembers, accountPlans, accounts, appliedPromoCodes, ledgerEntries, registrationApplications, users } from '../../platform/db/schema';
import { isoDate } from '../../platform/dates';
import { isUniqueViolation } from '../../platform/db/uniqueViolation';
import { DomainError, InvalidError, ConflictError } from '../../platform/errors';
import { flagsOf } from '../../platform/flags';
import { cardPaymentProviderById } from '../../platform/providers/cardPayments/selectCardPaymentProvider';
import { openMovement, postActivity } from '../accounts';
import { fromCents, toCents } from '@qube/contract/core/money';
import { insertNewUser } from './newUser';
import { addDaysIso, PROMO_USED_BY_PERSON, recordRedemption, promoByCode } from '../plans';
import { isPaid, storedPaymentOf } from './registrationPayment';
import { checkoutOf, MESSAGES, type ApplicationRow, type RegistrationFormData } from './registration';

/** The feature flags a new customer starts with (ours: the spec gives none): qubes, planning and moving money in. */
export const NEW_CUSTOMER_FLAGS = flagsOf(
  'web_spend_qubes', 'web_bill_qubes', 'web_goal_qubes', 'planning_screen', 'auto_allocation',
  'web_move_money_internal', 'web_move_money_ach_in', 'web_move_money_card_deposit',
);

/** The ledger counterparty of checkout's one-time fees (card design, expedited shipping). */
export const REGISTRATION_FEE_COUNTERPARTY = 'fees:registration';

/** A 12-digit account number of our sandbox bank range (4003…), random so it says nothing about the count of customers. */
const newAccountNumber = () => `4003${crypto.randomInt(0, 100_000_000).toString().padStart(8, '0')}`;

/**
 * Opens the account of a finished application in one transaction (nothing half-created on failure): the user with the
 * password hash, the account on the chosen plan with Cloud at $0.00 (or the initial deposit, paid by card at checkout),
 * the membership, and the application closed with its secrets erased. A phone or e-mail taken meanwhile answers 409
 * with the message that names neither.
 */
export const openAccountFromApplication = async (db: Db, application: ApplicationRow, answers: Partial<RegistrationFormData>, at: Date) => {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.select().from(registrationApplications).where(eq(registrationApplications.id, application.id)).for('update');
      if (!row || row.status !== 'open' || !row.passwordHash) throw new ConflictError(MESSAGES.closed, 'application_closed');
      const form = { ...(row.form as RegistrationFormData), ...answers };
      const email = (form.email ?? '').trim().toLowerCase();
      const [taken] = await tx.select({ id: users.id }).from(users)
        .where(or(sql`lower(${users.email}) = ${email}`, and(eq(users.phoneNumber, row.phoneNumber), eq(users.companyId, row.companyId))))
        .limit(1);
      if (taken) throw new ConflictError(MESSAGES.reused, 'registration_reused');
      const totals = checkoutOf(form, at);
      const user = await insertNewUser(tx, {
        companyId: row.companyId, email, passwordHash: row.passwordHash, firstName: (form.first_name ?? '').trim(), lastName: (form.last_name ?? '').trim(),
        phoneNumber: row.phoneNumber, featureFlags: NEW_CUSTOMER_FLAGS, address: form, at,
      });
      const name = `${user.firstName} ${user.lastName}`;
      const [account] = await tx.insert(accounts).values({
        companyId: row.companyId,
        displayName: name,
        fullName: name,
        accountType: 'normal',
        accountNumber: newAccountNumber(),
        routingNumber: '084106768',
        bankName: row.companyId === 2 ? 'Cubit Bank' : 'Evolve Bank & Trust',
        plan: totals.plan?.planName ?? 'lite',
        createdAt: at,
      }).returning({ id: accounts.id });
      if (!account) throw new Error('account insert failed');
      await tx.insert(accountMembers).values({ accountId: account.id, userId: user.id, role: 'primary' });
      // Billing (issue 22 §2): anchored on the opening day, free for checkout's free days (trial, referral, promo code);
      // QUBE60 counts once per person, so its use is recorded (a use by this e-mail or phone before refuses it).
      const opened = isoDate(at);
      await tx.insert(accountPlans).values({ accountId: account.id, billingAnchor: opened, freeUntil: addDaysIso(opened, totals.freeDays - 1), updatedAt: at });
      const promo = promoByCode(form.discount_code);
      if (promo?.freeDays) {
        try {
          await recordRedemption(tx, promo.code, { email, phone: row.phoneNumber }, account.id, at);
        } catch (error) {
          if (error instanceof DomainError) throw new InvalidError(PROMO_USED_BY_PERSON, 'promo_used', { discount_code: PROMO_USED_BY_PERSON });
          throw error;
        }
        await tx.insert(appliedPromoCodes).values({ accountId: account.id, userId: user.id, code: promo.code, freeUntil: addDaysIso(opened, promo.freeDays - 1), createdAt: at });
      }
      const payment = storedPaymentOf(row.payment);
      if (payment && isPaid(payment)) {
        // One balanced movement: Cloud + the deposit, fee income + the one-time fees, the provider's clearing pocket −
        // what the card paid (as a card deposit posts it).
        const provider = cardPaymentProviderById(payment.provider);
        const paidCents = toCents(payment.amount);
        const depositPart = toCents(totals.deposit);
        const feeCents = paidCents - depositPart;
        const card = payment.card_brand && payment.last4 ? `${payment.card_brand} ••${payment.last4}` : 'Debit card';
        const movementId = await openMovement(tx, account.id, at);
        if (depositPart > 0n) {
          await postActivity(tx, { accountId: account.id, qubeId: null, transactionType: 'stripe_deposit', amount: totals.deposit, title: 'Initial deposit', merchantName: card, at, userId: user.id, movementId });
        }
        await tx.insert(ledgerEntries).values([
          { accountId: account.id, qubeId: null, amount: fromCents(-paidCents), activityId: null, movementId, counterparty: provider?.clearingCounterparty ?? `clearing:${payment.provider}`, createdAt: at },
          ...(feeCents > 0n ? [{ accountId: account.id, qubeId: null, amount: fromCents(feeCents), activityId: null, movementId, counterparty: REGISTRATION_FEE_COUNTERPARTY, createdAt: at }] : []),
        ]);
      }
      await tx.update(registrationApplications).set({
        status: 'completed',
        userId: user.id,
        form,
        passwordHash: null,
        ssn: null,
        payment: row.payment ? { ...row.payment, status: 'captured', captured_at: at.toISOString(), account_id: account.id } : null,
        updatedAt: at,
      }).where(eq(registrationApplications.id, row.id));
      return { user, accountId: account.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(MESSAGES.reused, 'registration_reused');
    throw error;
  }
};
