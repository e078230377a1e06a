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
  /** When a pull started at `at` settles at the bank. */
  achSettlesAt: (at: Date) => Date;
  /** The bank's clock, against which settlement is due. */
  bankNow: (now: Date) => Date;
};
