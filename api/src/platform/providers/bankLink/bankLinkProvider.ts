import type { Db } from '../../db/client';

/** The link types of MM-137: a plain link, a plus primary checking (dda) link, a credit-card link. */
export type LinkType = 'default' | 'dda' | 'credit_card';

/** One bank account as the provider describes it after the person linked it. */
export type ProviderAccount = {
  providerAccountId: string;
  name: string;
  /** Last 4 digits of the account number: all of the number we ever keep. */
  mask: string;
  routingNumber: string;
  type: string;
  subtype: string;
  /** automatically_verified, pending_automatic_verification, … (the chip reads 'Verified' only for the first). */
  verificationStatus: string;
};

/** What a public token is exchanged for: the bank sign-in (item), its institution and the chosen accounts. */
export type ExchangedLink = {
  itemId: string;
  institution: { id: string; name: string };
  accounts: ProviderAccount[];
  /** The bank already wants a new sign-in (the plaid_relink_required warning). */
  needsRelink: boolean;
  linkType: LinkType;
  /** Update mode: the linked account this sign-in renews. */
  relinkAccountId: number | null;
};

/** An ACH transfer at the provider: cancellable while pending; submitted to the network, then settled; or cancelled. */
export type AchTransferStatus = 'pending' | 'submitted' | 'settled' | 'cancelled';

export type AchTransfer = { id: string; status: AchTransferStatus; settlesAt: Date };

/** Why the provider refused a cancel: the transfer already went to the ACH network (or is unknown to it). */
export class BankProviderError extends Error {
  constructor(readonly code: 'transfer_submitted' | 'transfer_not_found', message: string) {
    super(message);
  }
}

/**
 * A bank-link provider (Plaid's role): link tokens for its widget, the exchange of the widget's public token for the
 * linked accounts, removal of a bank sign-in, and the ACH side: when a pull from a linked bank settles. Only the
 * sandbox exists here; a real provider implements the same type and is chosen by configuration
 * (`bankLinkProvider()`), so routes and screens do not change.
 */
export type BankLinkProvider = {
  /** Stored with each deposit so it settles with the provider that started it. */
  id: string;
  /**
   * The ledger counterparty of money that comes from or goes to banks through this provider: each deposit's movement
   * is Cloud + amount and this clearing pocket − amount, so every movement sums to zero.
   */
  clearingCounterparty: string;
  /** A link token for the widget; `relinkAccountId` opens it in update mode for that linked account's bank sign-in. */
  createLinkToken: (db: Db, input: { accountId: number; userId: number; linkType: LinkType; relinkAccountId?: number; at: Date }) => Promise<{ linkToken: string; expiration: Date }>;
  /** Trades the widget's single-use public token for the linked accounts; refused when it is not this account's. */
  exchangePublicToken: (db: Db, input: { publicToken: string; accountId: number; at: Date }) => Promise<ExchangedLink>;
  /** Ends a bank sign-in at the provider (its last linked account was unlinked). */
  removeItem: (db: Db, itemId: string) => Promise<void>;
  /**
   * Makes an ACH transfer: 'debit' pulls from the linked bank (a deposit), 'credit' pays into it (a transfer to a bank).
   * Idempotent by `idempotencyKey` (our row's, so a retry after a crash never makes a second transfer): the same key
   * answers the transfer it made.
   */
  createTransfer: (db: Db, input: { idempotencyKey: string; direction: 'debit' | 'credit'; amountCents: bigint; bankAccountId: number; at: Date }) => Promise<AchTransfer>;
  /**
   * Cancels a transfer not yet submitted to the ACH network (as real ACH providers allow); cancelling again is fine.
   * BankProviderError 'transfer_submitted' once it was submitted.
   */
  cancel: (db: Db, input: { transferId: string; at: Date }) => Promise<void>;
  /** The transfer as the provider knows it at `at` (its own clock); null: unknown. */
  retrieveTransfer: (db: Db, input: { transferId: string; at: Date }) => Promise<AchTransfer | null>;
  /** When a pull started at `at` settles at the bank. */
  achSettlesAt: (at: Date) => Date;
  /**
   * When a transfer made at `at` goes to the ACH network (the provider's batch), on the provider's clock: `cancel`
   * works until then and is refused after, so a screen offers a cancel only before it.
   */
  achSubmitsAt: (at: Date) => Date;
  /** The bank's clock, against which settlement is due. */
  bankNow: (now: Date) => Date;
};
