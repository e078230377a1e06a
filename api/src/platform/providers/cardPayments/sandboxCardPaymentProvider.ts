import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxCardIntents } from '../../db/schema';
import { fromCents, toCents } from '@qube/contract/core/money';
import { CardProviderError, type CardPaymentProvider, type IntentStatus } from './cardPaymentProvider';
import { judgeCard, type CardInput, type CardVerdict } from './sandboxCards';

/** Stripe's messages for calls on an intent in the wrong state. */
export const INTENT_MESSAGES = {
  notFound: (id: string) => `No such payment_intent: '${id}'`,
  paid: 'You cannot change this PaymentIntent because it has already succeeded.',
  canceled: 'You cannot change this PaymentIntent because it has a status of canceled.',
  confirmPaid: 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
  confirmCanceled: 'You cannot confirm this PaymentIntent because it has a status of canceled.',
} as const;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Random letters and digits, the form of Stripe's ids. */
const randomToken = (length: number) => Array.from(crypto.randomBytes(length), (byte) => BASE62[byte % 62]).join('');
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

const intentOf = async (db: Db, intentId: string, lock: boolean) => {
  const query = db.select().from(sandboxCardIntents).where(eq(sandboxCardIntents.id, intentId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
};

/** Refuses a change to an intent that is paid or cancelled, in Stripe's words. */
const requireOpen = (status: string) => {
  if (status === 'succeeded') throw new CardProviderError('intent_paid', INTENT_MESSAGES.paid);
  if (status === 'canceled') throw new CardProviderError('intent_canceled', INTENT_MESSAGES.canceled);
};

/**
 * The sandbox card-payment provider: behaves like Stripe's test mode with its own state in sandbox_card_intents (its
 * "servers"). Intents are made, changed and cancelled by our API; a browser confirms one with a card through
 * `confirmSandboxIntent` (the sandbox's confirm endpoint, standing in for the provider's element and servers).
 */
export const sandboxCardPaymentProvider: CardPaymentProvider = {
  id: 'sandbox',
  clearingCounterparty: 'clearing:sandbox_card',
  createIntent: async (db, { amountCents, metadata, at }) => {
    const id = `pi_${randomToken(24)}`;
    const clientSecret = `${id}_secret_${randomToken(24)}`;
    await db.insert(sandboxCardIntents).values({ id, clientSecretHash: sha256(clientSecret), amount: fromCents(amountCents), metadata, createdAt: at, updatedAt: at });
    return { id, clientSecret };
  },
  updateAmount: async (db, { intentId, amountCents, at }) => {
    const row = await intentOf(db, intentId, true);
    if (!row) throw new CardProviderError('intent_not_found', INTENT_MESSAGES.notFound(intentId));
    requireOpen(row.status);
    await db.update(sandboxCardIntents).set({ amount: fromCents(amountCents), updatedAt: at }).where(eq(sandboxCardIntents.id, intentId));
  },
  cancelIntent: async (db, { intentId, reason, at }) => {
    const row = await intentOf(db, intentId, true);
    if (!row) throw new CardProviderError('intent_not_found', INTENT_MESSAGES.notFound(intentId));
    if (row.status === 'canceled') return;
    if (row.status === 'succeeded') throw new CardProviderError('intent_paid', INTENT_MESSAGES.paid);
    await db.update(sandboxCardIntents).set({ status: 'canceled', cancellationReason: reason, updatedAt: at }).where(eq(sandboxCardIntents.id, intentId));
  },
  retrieveIntent: async (db, intentId) => {
    const row = await intentOf(db, intentId, false);
    if (!row) return null;
    return {
      id: row.id,
      // A text column holding only the states this module writes.
      status: row.status as IntentStatus,
      amountCents: toCents(row.amount),
      card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    };
  },
};

/** What a confirm did: not found (wrong id or secret), refused by state, the card's verdict, and the paid amount. */
export type ConfirmOutcome =
  | { kind: 'not_found'; message: string }
  | { kind: 'unexpected_state'; message: string }
  /** Paid by an earlier confirm (this one may be its retry, after a lost answer): the card it was paid with. */
  | { kind: 'already_paid'; message: string; amountCents: bigint; brand: string; last4: string }
  | (CardVerdict & { amountCents: bigint });

/**
 * Pays an intent with a card, as the provider's servers do when its element confirms (Stripe's confirmCardPayment),
 * in the caller's transaction with the intent row locked, so a change of amount or a cancel waits for it and then
 * finds it paid. The client secret must be this intent's. A decline leaves the intent open for another card.
 */
export const confirmSandboxIntent = async (db: Db, input: { intentId: string; clientSecret: string; card: CardInput; at: Date }): Promise<ConfirmOutcome> => {
  const row = await intentOf(db, input.intentId, true);
  const given = Buffer.from(sha256(input.clientSecret));
  if (!row || !crypto.timingSafeEqual(given, Buffer.from(row.clientSecretHash))) return { kind: 'not_found', message: INTENT_MESSAGES.notFound(input.intentId) };
  if (row.status === 'succeeded') {
    return { kind: 'already_paid', message: INTENT_MESSAGES.confirmPaid, amountCents: toCents(row.amount), brand: row.cardBrand ?? 'Card', last4: row.cardLast4 ?? '' };
  }
  if (row.status === 'canceled') return { kind: 'unexpected_state', message: INTENT_MESSAGES.confirmCanceled };
  const verdict = judgeCard(input.card, input.at);
  const amountCents = toCents(row.amount);
  if (verdict.kind === 'declined') {
    await db.update(sandboxCardIntents).set({ lastErrorCode: verdict.code, updatedAt: input.at }).where(eq(sandboxCardIntents.id, row.id));
  }
  if (verdict.kind === 'approved') {
    await db.update(sandboxCardIntents)
      .set({ status: 'succeeded', cardBrand: verdict.brand, cardLast4: verdict.last4, lastErrorCode: null, updatedAt: input.at })
      .where(eq(sandboxCardIntents.id, row.id));
  }
  return { ...verdict, amountCents };
};
