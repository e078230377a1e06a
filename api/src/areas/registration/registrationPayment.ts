import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { registrationApplications } from '../../platform/db/schema';
import { InvalidError, ConflictError } from '../../platform/errors';
import { CardProviderError, type CardPaymentProvider } from '../../platform/providers/cardPayments/cardPaymentProvider';
import { fromCents, toCents } from '@qube/contract/core/money';

/**
 * Registration's checkout payment through the card-payment provider (the one card deposits use: same test cards and
 * messages everywhere). The application keeps only what the provider hands back: never the card.
 */

/** The payment as stored with the application (jsonb). */
export type StoredPayment = {
  /** requires_payment_method: an intent waits for the card; paid: the provider confirmed it; captured: the account opened. */
  status: 'requires_payment_method' | 'paid' | 'captured';
  provider: string;
  intent_id: string;
  /** The checkout total the intent is for. */
  amount: string;
  card_brand?: string;
  last4?: string;
  paid_at?: string;
};

export const PAYMENT_MESSAGES = {
  unavailable: 'Card payments are not available right now.',
  nothingDue: 'Nothing is due at checkout.',
  notPaid: 'Your card has not been charged yet. Please enter your card details.',
  alreadyPaid: 'Your payment was received. Please continue.',
  locked: 'Your payment was received: your plan and card options can no longer be changed.',
} as const;

export const storedPaymentOf = (value: unknown): StoredPayment | null =>
  value && typeof value === 'object' && 'intent_id' in value && 'status' in value ? (value as StoredPayment) : null;

export const isPaid = (payment: StoredPayment | null): boolean => payment?.status === 'paid' || payment?.status === 'captured';

/** A provider's refusal as our 400 (the intent's state), with the provider's words. */
const asDomainError = (error: unknown): unknown =>
  error instanceof CardProviderError ? new InvalidError(error.message, error.code) : error;

/**
 * A new intent for the checkout total; an earlier unpaid one of this application is cancelled first (one open intent at
 * a time). An earlier one the card already paid (the browser never said so) is recorded as paid instead: 409.
 */
export const newCheckoutIntent = async (
  db: Db,
  provider: CardPaymentProvider,
  input: { applicationId: number; previous: StoredPayment | null; total: string; at: Date },
) => {
  const { previous } = input;
  if (isPaid(previous)) throw new ConflictError(PAYMENT_MESSAGES.alreadyPaid, 'already_paid');
  if (previous && previous.provider === provider.id) {
    try {
      await provider.cancelIntent(db, { intentId: previous.intent_id, reason: 'abandoned', at: input.at });
    } catch (error) {
      if (!(error instanceof CardProviderError)) throw error;
      if (error.code === 'intent_paid') return { kind: 'found_paid' as const, payment: await paidPayment(db, provider, previous.intent_id, previous.amount, input.at) };
    }
  }
  const created = await provider.createIntent(db, { amountCents: toCents(input.total), metadata: { registration_application_id: String(input.applicationId) }, at: input.at });
  const payment: StoredPayment = { status: 'requires_payment_method', provider: provider.id, intent_id: created.id, amount: input.total };
  return { kind: 'created' as const, payment, clientSecret: created.clientSecret };
};

/**
 * The provider's word that an intent is paid, for the total due (read back from the provider, never trusted as sent):
 * the payment to store, or 400 when the card has not paid it.
 */
export const paidPayment = async (db: Db, provider: CardPaymentProvider, intentId: string, total: string, at: Date): Promise<StoredPayment> => {
  const intent = await provider.retrieveIntent(db, intentId).catch((error: unknown) => {
    throw asDomainError(error);
  });
  if (!intent || intent.status !== 'succeeded') throw new InvalidError(PAYMENT_MESSAGES.notPaid, 'not_paid');
  if (fromCents(intent.amountCents) !== total) throw new ConflictError(PAYMENT_MESSAGES.notPaid, 'amount_changed');
  return {
    status: 'paid', provider: provider.id, intent_id: intentId, amount: total,
    ...(intent.card ? { card_brand: intent.card.brand, last4: intent.card.last4 } : {}),
    paid_at: at.toISOString(),
  };
};

/**
 * An unpaid intent no longer for the total is cancelled, so it can no longer be paid for the old amount. When the
 * provider says the card already paid it (the browser's payment-info never arrived: it crashed, or the instance did),
 * the paid payment is answered, for the caller to record and keep: forgetting it would lose a charged card. Any other
 * failure of the provider throws (the save is refused and may be retried), since an intent left open could still be paid.
 */
export const dropStaleIntent = async (db: Db, provider: CardPaymentProvider | null, payment: StoredPayment | null, at: Date): Promise<StoredPayment | null> => {
  if (!provider || !payment || payment.status !== 'requires_payment_method' || payment.provider !== provider.id) return null;
  try {
    await provider.cancelIntent(db, { intentId: payment.intent_id, reason: 'abandoned', at });
    return null;
  } catch (error) {
    if (!(error instanceof CardProviderError)) throw error;
    if (error.code === 'intent_paid') return paidPayment(db, provider, payment.intent_id, payment.amount, at);
    return null;
  }
};

/**
 * The scheduler's reconciliation of checkout payments (crash safety): the card pays at the provider, then the browser
 * tells us (payment-info). A crash or a closed tab between the two leaves an open application whose intent is paid; each
 * tick records it paid (read back from the provider, for the stored total), so the application can be finished and no
 * later change of options drops it. Compare-and-set on the stored intent: concurrent ticks record it once. Only intents
 * of `cardPayments` (the configured card-payments provider; none: nothing is recorded), as the bank steps take
 * `bankLinks`.
 */
export const reconcileRegistrationPayments = async (db: Db, now: Date, cardPayments: readonly CardPaymentProvider[]) => {
  if (cardPayments.length === 0) return 0;
  const providers = new Map(cardPayments.map((provider) => [provider.id, provider]));
  const open = await db
    .select({ id: registrationApplications.id, payment: registrationApplications.payment })
    .from(registrationApplications)
    .where(and(
      eq(registrationApplications.status, 'open'), sql`${registrationApplications.payment}->>'status' = 'requires_payment_method'`,
      inArray(sql`${registrationApplications.payment}->>'provider'`, [...providers.keys()]),
    ))
    .orderBy(asc(registrationApplications.id))
    .limit(200);
  let recorded = 0;
  for (const row of open) {
    const stored = storedPaymentOf(row.payment);
    const provider = stored ? (providers.get(stored.provider) ?? null) : null;
    if (!stored || !provider) continue;
    const intent = await provider.retrieveIntent(db, stored.intent_id);
    if (intent?.status !== 'succeeded' || fromCents(intent.amountCents) !== stored.amount) continue;
    const paid = await paidPayment(db, provider, stored.intent_id, stored.amount, now);
    const updated = await db.update(registrationApplications).set({ payment: paid, updatedAt: now })
      .where(and(
        eq(registrationApplications.id, row.id),
        sql`${registrationApplications.payment}->>'status' = 'requires_payment_method'`,
        sql`${registrationApplications.payment}->>'intent_id' = ${stored.intent_id}`,
      ))
      .returning({ id: registrationApplications.id });
    recorded += updated.length;
  }
  return recorded;
};
