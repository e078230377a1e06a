import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/client';
import { cardDeposits, ledgerEntries, notifications } from '../../platform/db/schema';
import { DomainError, InvalidError, NotFoundError } from '../../platform/errors';
import { CardProviderError, type CardPaymentProvider } from '../../platform/providers/cardPayments/cardPaymentProvider';
import { cardPaymentProviderById } from '../../platform/providers/cardPayments/selectCardPaymentProvider';
import { openMovement, postActivity } from '../accounts';
import { fromCents, toCents } from '@qube/contract/core/money';
import { usd } from '../../platform/moneyText';
import { inTransaction, lockAccount } from '../../platform/db/transactions';

/** API-46 (values are a spec gap, ours): a card deposit is at least $10.00 and at most $2,500.00, both included. */
export const CARD_DEPOSIT_MINIMUM_CENTS = 1_000n;
export const CARD_DEPOSIT_MAXIMUM_CENTS = 250_000n;
/** The fee after the first paid card deposit: 2.9 % of the amount, in tenths of a percent, rounded up to the cent. */
export const CARD_FEE_PER_MILLE = 29n;
/** The ledger counterparty that receives card-deposit fees (our income), so a paid deposit's movement sums to zero. */
export const CARD_FEE_COUNTERPARTY = 'fees:card_deposit';

export const CARD_DEPOSIT_NOT_FOUND = 'Card deposit not found.';
export const CARD_DEPOSIT_PAID = 'This card deposit is already paid.';
export const CARD_DEPOSIT_CANCELED = 'This card deposit was cancelled.';
export const CARD_PAYMENTS_UNAVAILABLE = 'Card payments are not available right now.';
export const AMOUNT_BELOW_MINIMUM = `The minimum card deposit is ${usd(CARD_DEPOSIT_MINIMUM_CENTS)}.`;
export const AMOUNT_ABOVE_MAXIMUM = `The maximum card deposit is ${usd(CARD_DEPOSIT_MAXIMUM_CENTS)}.`;
export const INTENT_MISMATCH = 'payment_intent_id must be the one in the path.';

export type CardDepositRow = typeof cardDeposits.$inferSelect;

/** The fee of a card deposit (MM-105: none the first time; then 2.9 % rounded up to the cent, in exact integer cents). */
export const cardDepositFee = (amountCents: bigint, isFirst: boolean): bigint =>
  isFirst ? 0n : (amountCents * CARD_FEE_PER_MILLE + 999n) / 1000n;

/** 'The minimum…' / 'The maximum…' when the amount is outside the limits (MM-106), else null. */
export const cardAmountError = (amountCents: bigint): string | null => {
  if (amountCents < CARD_DEPOSIT_MINIMUM_CENTS) return AMOUNT_BELOW_MINIMUM;
  if (amountCents > CARD_DEPOSIT_MAXIMUM_CENTS) return AMOUNT_ABOVE_MAXIMUM;
  return null;
};

/** True until the account has a paid card deposit: its next one is free. */
export const isFirstCardDeposit = async (db: Db, accountId: number): Promise<boolean> => {
  const [paid] = await db
    .select({ id: cardDeposits.id })
    .from(cardDeposits)
    .where(and(eq(cardDeposits.accountId, accountId), eq(cardDeposits.status, 'succeeded')))
    .limit(1);
  return !paid;
};

/** The amount, fee and total of a deposit of `amountCents` for this account now. */
export const priceCardDeposit = async (db: Db, accountId: number, amountCents: bigint) => {
  const fee = cardDepositFee(amountCents, await isFirstCardDeposit(db, accountId));
  return { amount: fromCents(amountCents), fee: fromCents(fee), total: fromCents(amountCents + fee), totalCents: amountCents + fee };
};

/** A provider's refusal (paid, cancelled, unknown intent) as our 400. */
const asDomainError = (error: unknown): unknown => {
  if (!(error instanceof CardProviderError)) return error;
  if (error.code === 'intent_paid') return new InvalidError(CARD_DEPOSIT_PAID, 'already_paid');
  if (error.code === 'intent_canceled') return new InvalidError(CARD_DEPOSIT_CANCELED, 'canceled');
  return new NotFoundError(CARD_DEPOSIT_NOT_FOUND, 'not_found');
};

/**
 * MM-107: a deposit waiting for the card, inside the caller's transaction (withIdempotency, the account locked): the
 * provider's intent for the total (amount + fee) and our row. The idempotency key goes to the provider too, as a real
 * one takes it, so a retried call never makes a second intent there.
 */
export const createCardDeposit = async (
  tx: Db,
  provider: CardPaymentProvider,
  input: { accountId: number; userId: number; amountCents: bigint; idempotencyKey: string; at: Date },
) => {
  const price = await priceCardDeposit(tx, input.accountId, input.amountCents);
  const intent = await provider.createIntent(tx, {
    amountCents: price.totalCents,
    metadata: { account_id: String(input.accountId), idempotency_key: input.idempotencyKey },
    at: input.at,
  });
  const [row] = await tx.insert(cardDeposits).values({
    accountId: input.accountId,
    provider: provider.id,
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    amount: price.amount,
    fee: price.fee,
    total: price.total,
    createdBy: input.userId,
    createdAt: input.at,
    updatedAt: input.at,
  }).returning();
  if (!row) throw new Error('card deposit insert failed');
  return row;
};

/** The account's deposit of this intent, locked (the caller's transaction holds the account first), else 404. */
const lockDeposit = async (tx: Db, accountId: number, intentId: string) => {
  const [row] = await tx
    .select()
    .from(cardDeposits)
    .where(and(eq(cardDeposits.accountId, accountId), eq(cardDeposits.paymentIntentId, intentId)))
    .for('update');
  if (!row) throw new NotFoundError(CARD_DEPOSIT_NOT_FOUND, 'not_found');
  return row;
};

/** 400 unless the deposit still waits for the card. */
const requireOpen = (row: CardDepositRow) => {
  if (row.status === 'succeeded') throw new InvalidError(CARD_DEPOSIT_PAID, 'already_paid');
  if (row.status === 'canceled') throw new InvalidError(CARD_DEPOSIT_CANCELED, 'canceled');
};

/**
 * MM-108: a new amount before paying (the person went back and changed it). The fee is priced again and the provider's
 * intent changed in the same transaction; an intent the card already paid refuses (400), and nothing changes.
 */
export const changeCardDepositAmount = async (
  db: Db,
  provider: CardPaymentProvider,
  input: { accountId: number; intentId: string; amountCents: bigint; at: Date },
) =>
  inTransaction(db, async (tx) => {
    await lockAccount(tx, input.accountId);
    const row = await lockDeposit(tx, input.accountId, input.intentId);
    requireOpen(row);
    const price = await priceCardDeposit(tx, input.accountId, input.amountCents);
    await provider.updateAmount(tx, { intentId: row.paymentIntentId, amountCents: price.totalCents, at: input.at }).catch((error: unknown) => {
      throw asDomainError(error);
    });
    const [updated] = await tx
      .update(cardDeposits)
      .set({ amount: price.amount, fee: price.fee, total: price.total, updatedAt: input.at })
      .where(eq(cardDeposits.id, row.id))
      .returning();
    return updated ?? row;
  });

/**
 * MM-109: the person left without paying. Cancelled at the provider first (so the card can no longer pay it), then
 * here; cancelling again answers the same. When the provider says the card already paid, the completion may not have
 * arrived yet: it is run now (so Cloud is credited) and the call answers 400 'already paid'.
 */
export const cancelCardDeposit = async (
  database: Pick<Database, 'db' | 'events'>,
  provider: CardPaymentProvider,
  input: { accountId: number; intentId: string; reason: string; at: Date },
) => {
  const outcome = await inTransaction(database.db, async (tx) => {
    await lockAccount(tx, input.accountId);
    const row = await lockDeposit(tx, input.accountId, input.intentId);
    if (row.status === 'canceled') return { row, isPaidAtProvider: false };
    if (row.status === 'succeeded') throw new InvalidError(CARD_DEPOSIT_PAID, 'already_paid');
    try {
      await provider.cancelIntent(tx, { intentId: row.paymentIntentId, reason: input.reason, at: input.at });
    } catch (error) {
      if (error instanceof CardProviderError && error.code === 'intent_paid') return { row, isPaidAtProvider: true };
      throw asDomainError(error);
    }
    const [updated] = await tx
      .update(cardDeposits)
      .set({ status: 'canceled', cancellationReason: input.reason, updatedAt: input.at })
      .where(eq(cardDeposits.id, row.id))
      .returning();
    return { row: updated ?? row, isPaidAtProvider: false };
  });
  if (outcome.isPaidAtProvider) {
    await completeCardDeposit(database, { providerId: provider.id, intentId: input.intentId, at: input.at });
    throw new InvalidError(CARD_DEPOSIT_PAID, 'already_paid');
  }
  return outcome.row;
};

export type CompletionResult = { status: 'credited' | 'already_credited' | 'not_paid' | 'unknown'; accountId: number | null };

/**
 * The provider's completion (its webhook `payment_intent.succeeded`, here called by the sandbox after a card paid):
 * credits Cloud at once, exactly once however often and however concurrently it arrives. The event is not trusted as
 * sent: the intent is read back from the provider that made the deposit and must be paid. In one transaction, with
 * the account then the deposit locked (the order every card-deposit call takes): one movement of Cloud + amount (the
 * card_deposit activity), fee income + fee and the provider's clearing pocket − what the card paid, so it sums to zero;
 * the deposit becomes 'succeeded'; a stripe_deposit notification. A second arrival finds it succeeded and moves nothing.
 */
export const completeCardDeposit = async (
  database: Pick<Database, 'db' | 'events'>,
  input: { providerId: string; intentId: string; at: Date },
): Promise<CompletionResult> => {
  const { db } = database;
  const provider = cardPaymentProviderById(input.providerId);
  const [found] = await db
    .select({ accountId: cardDeposits.accountId })
    .from(cardDeposits)
    .where(and(eq(cardDeposits.provider, input.providerId), eq(cardDeposits.paymentIntentId, input.intentId)));
  if (!provider || !found) return { status: 'unknown', accountId: null };
  const result = await inTransaction(db, async (tx): Promise<CompletionResult> => {
    await lockAccount(tx, found.accountId);
    const row = await lockDeposit(tx, found.accountId, input.intentId);
    if (row.status === 'succeeded') return { status: 'already_credited', accountId: row.accountId };
    const intent = await provider.retrieveIntent(tx, row.paymentIntentId);
    if (!intent || intent.status !== 'succeeded') return { status: 'not_paid', accountId: row.accountId };
    // What the card paid, less our fee, is what Cloud receives (the two agree: the amount cannot change once paid).
    const paid = intent.amountCents;
    const fee = toCents(row.fee);
    const credited = paid - fee;
    const card = intent.card ? `${intent.card.brand} ••${intent.card.last4}` : 'Debit card';
    const movementId = await openMovement(tx, row.accountId, input.at);
    const activity = await postActivity(tx, {
      accountId: row.accountId, qubeId: null, transactionType: 'card_deposit', amount: credited, title: 'Card Deposit',
      description: fee > 0n ? `Paid ${usd(paid)} by card, fee ${usd(fee)}` : `Paid ${usd(paid)} by card`,
      merchantName: card, at: input.at, userId: row.createdBy, movementId,
    });
    await tx.insert(ledgerEntries).values([
      { accountId: row.accountId, qubeId: null, amount: fromCents(-paid), activityId: null, movementId, counterparty: provider.clearingCounterparty, createdAt: input.at },
      ...(fee > 0n ? [{ accountId: row.accountId, qubeId: null, amount: fromCents(fee), activityId: null, movementId, counterparty: CARD_FEE_COUNTERPARTY, createdAt: input.at }] : []),
    ]);
    await tx.update(cardDeposits).set({
      status: 'succeeded', activityId: activity.id, amount: fromCents(credited), total: fromCents(paid),
      cardBrand: intent.card?.brand ?? null, cardLast4: intent.card?.last4 ?? null, completedAt: input.at, updatedAt: input.at,
    }).where(eq(cardDeposits.id, row.id));
    await tx.insert(notifications).values({
      accountId: row.accountId, type: 'stripe_deposit', title: 'Card deposit received',
      body: `${usd(credited)} from your ${card} is in Cloud.`, amount: fromCents(credited), qubeId: null, activityId: activity.id, createdAt: input.at,
    });
    return { status: 'credited', accountId: row.accountId };
  });
  if (result.status === 'credited' && result.accountId !== null) database.events.publish(result.accountId);
  return result;
};

/** An intent still unpaid this long after it was made is cancelled at the provider (the dialog that made it is gone). */
export const CARD_INTENT_ABANDONED_MS = 24 * 60 * 60_000;
/** How many open deposits one tick looks at (the rest wait for the next tick; abandoned ones leave the set). */
const RECONCILE_BATCH = 200;

/**
 * The scheduler's safety net for the provider's webhook (crash safety): the charge and the credit are two commits (the
 * provider's, then ours), so an instance that dies between them, or a webhook that never arrives, leaves an intent paid
 * at the provider and a deposit still open here. Every tick asks the provider about each open deposit (outside any of
 * our locks) and completes the paid ones with `completeCardDeposit`, which credits exactly once however many ticks (of
 * however many instances) run it at once. Deposits unpaid for a day are cancelled at the provider ('abandoned'), so the
 * set stays small; a cancel that finds the intent paid completes it instead. Only deposits of `cardPayments` (the
 * configured card-payments provider; none: nothing is credited or cancelled), as the bank steps take `bankLinks`: a
 * production start without a provider never credits a sandbox's test-card payment.
 */
export const reconcileCardDeposits = async (database: Pick<Database, 'db' | 'events'>, now: Date, cardPayments: readonly CardPaymentProvider[]) => {
  if (cardPayments.length === 0) return { credited: 0, abandoned: 0 };
  const providers = new Map(cardPayments.map((provider) => [provider.id, provider]));
  const open = await database.db
    .select({ provider: cardDeposits.provider, intentId: cardDeposits.paymentIntentId, accountId: cardDeposits.accountId, createdAt: cardDeposits.createdAt })
    .from(cardDeposits)
    .where(and(eq(cardDeposits.status, 'requires_payment'), inArray(cardDeposits.provider, [...providers.keys()])))
    .orderBy(asc(cardDeposits.id))
    .limit(RECONCILE_BATCH);
  let credited = 0;
  let abandoned = 0;
  for (const row of open) {
    const provider = providers.get(row.provider);
    if (!provider) continue;
    const intent = await provider.retrieveIntent(database.db, row.intentId);
    if (intent?.status === 'succeeded') {
      const result = await completeCardDeposit(database, { providerId: row.provider, intentId: row.intentId, at: now });
      if (result.status === 'credited') credited += 1;
    } else if (intent?.status === 'canceled' || now.getTime() - row.createdAt.getTime() >= CARD_INTENT_ABANDONED_MS) {
      // Cancelled at the provider but not here (a crash between the two), or abandoned: cancelled at the provider (again:
      // idempotent) and here, so it leaves the set; paid meanwhile: the cancel credits it instead.
      await cancelCardDeposit(database, provider, { accountId: row.accountId, intentId: row.intentId, reason: 'abandoned', at: now })
        .then(() => { abandoned += 1; }, (error: unknown) => {
          if (!(error instanceof DomainError)) throw error;
        });
    }
  }
  return { credited, abandoned };
};
