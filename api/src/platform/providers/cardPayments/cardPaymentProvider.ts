import type { Db } from '../../db/client';

/** Stripe's payment intent states that matter here. */
export type IntentStatus = 'requires_payment_method' | 'succeeded' | 'canceled';

/** A payment intent as the provider reports it. */
export type ProviderIntent = {
  id: string;
  status: IntentStatus;
  /** What the card is (or was) charged, in cents. */
  amountCents: bigint;
  /** The card that paid it, once paid. */
  card: { brand: string; last4: string } | null;
};

/** Why the provider refused a call on an intent (e.g. it was already paid): our routes answer it as 400. */
export class CardProviderError extends Error {
  constructor(readonly code: 'intent_not_found' | 'intent_paid' | 'intent_canceled', message: string) {
    super(message);
  }
}

/**
 * A card-payment provider (Stripe's role): payment intents our API makes, changes and cancels with its secret key;
 * the browser pays one with a card through the provider's own element and servers (never through our money calls),
 * and the provider then tells us it succeeded (a webhook, handled by `completeCardDeposit`). Only the sandbox exists
 * here; a real provider implements this type and is chosen by configuration (selectCardPaymentProvider.ts), so routes
 * and screens do not change.
 */
export type CardPaymentProvider = {
  /** Stored with each deposit, so its completion is checked with the provider that made it. */
  id: string;
  /**
   * The ledger counterparty of money that comes in through this provider: a paid deposit is Cloud + amount, fee
   * income + fee, and this clearing pocket − total (what the card paid), so every movement sums to zero.
   */
  clearingCounterparty: string;
  /** A new intent for `amountCents` (what the card will pay); the client secret lets one browser confirm it. */
  createIntent: (db: Db, input: { amountCents: bigint; metadata: Record<string, string>; at: Date }) => Promise<{ id: string; clientSecret: string }>;
  /** Changes the amount of an intent not paid yet; CardProviderError when it is paid or cancelled. */
  updateAmount: (db: Db, input: { intentId: string; amountCents: bigint; at: Date }) => Promise<void>;
  /** Cancels an intent not paid yet (idempotent); CardProviderError 'intent_paid' when it is already paid. */
  cancelIntent: (db: Db, input: { intentId: string; reason: string; at: Date }) => Promise<void>;
  /** The intent as the provider knows it (a completion is checked against it, never trusted as sent); null: unknown. */
  retrieveIntent: (db: Db, intentId: string) => Promise<ProviderIntent | null>;
};
