import { Type, type Static } from 'typebox';
import { Id, Nullable, StringEnum } from './common';

/**
 * Linked banks (API-49, MM-137 to MM-140): link tokens by link type, the accounts a person links through the
 * bank-link provider (Plaid's call names), relink and unlink, and the sandbox provider's own sign-in calls that stand
 * in for the provider's widget talking to its servers.
 */

/** The kinds of link (MM-137): default → generate-link-token/, dda → generate-dda-token/, credit_card → generate-credit-card-token/. */
export const LINK_TYPES = ['default', 'dda', 'credit_card'] as const;
export const LinkType = StringEnum(LINK_TYPES);
export type LinkType = Static<typeof LinkType>;

/** Verification statuses a provider reports; only automatically_verified reads 'Verified' (MM-83). */
export const VERIFICATION_STATUSES = [
  'automatically_verified',
  'pending_automatic_verification',
  'pending_manual_verification',
  'manually_verified',
  'verification_expired',
  'verification_failed',
] as const;

/** POST plaid/generate-link-token/ (and the dda and credit-card ones): `{account_id}`. */
export const LinkTokenInput = Type.Object({ account_id: Id }, { additionalProperties: false });
export type LinkTokenInput = Static<typeof LinkTokenInput>;

/** A link token: what the provider's widget opens with; single-use, expires after 4 hours. */
export const LinkToken = Type.Object({
  link_token: Type.String({ description: 'Opens the provider widget (sandbox: link-sandbox-…)' }),
  expiration: Type.String({ description: 'ISO date-time after which the token is refused' }),
});
export type LinkToken = Static<typeof LinkToken>;

/** One account of the widget's success metadata (spec 000: verification_status as text and the provider account id). */
export const LinkedAccountMeta = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100, description: 'The provider account id' }),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  mask: Type.Optional(Nullable(Type.String({ maxLength: 4 }))),
  type: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  subtype: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  verification_status: Type.Optional(Nullable(Type.String({ maxLength: 60 }))),
}, { additionalProperties: false });
export type LinkedAccountMeta = Static<typeof LinkedAccountMeta>;

/** POST plaid/accounts/ (MM-139): the widget's public token and metadata. */
export const LinkAccountsInput = Type.Object({
  account_id: Id,
  plaid_public_token: Type.String({ minLength: 1, maxLength: 200 }),
  institution_id: Type.String({ minLength: 1, maxLength: 100 }),
  institution_name: Type.String({ minLength: 1, maxLength: 100 }),
  accounts: Type.Array(LinkedAccountMeta, { minItems: 1, maxItems: 20 }),
  link_type: Type.Optional(LinkType),
}, { additionalProperties: false });
export type LinkAccountsInput = Static<typeof LinkAccountsInput>;

/**
 * A linked bank account (spec 001 section 3). ach_account_number is masked to its last 4 digits: the full number never
 * reaches a browser. needs_relink is the plaid_relink_required warning (MM-140).
 */
export const LinkedBankAccount = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  nickname: Nullable(Type.String()),
  institution_id: Type.String(),
  institution_name: Type.String(),
  mask: Type.String({ description: 'Last 4 digits of the account number' }),
  ach_account_number: Type.String({ description: "Masked: '****' and the last 4 digits" }),
  ach_routing_number: Type.String(),
  status: Type.String({ description: "automatically_verified reads 'Verified', any other 'Verifying'" }),
  needs_relink: Type.Boolean({ description: 'The plaid_relink_required warning: sign in to the bank again' }),
  link_type: LinkType,
  account_type: Nullable(Type.String()),
  creation_datetime: Type.String(),
});
export type LinkedBankAccount = Static<typeof LinkedBankAccount>;

/** GET plaid/accounts/ (API-49): the account's linked banks, optionally only plus primary DDA or credit-card links. */
export const LinkedAccountsQuery = Type.Object({
  account_id: Id,
  plus_primary_dda_only: Type.Optional(Type.Boolean()),
  plus_credit_card_only: Type.Optional(Type.Boolean()),
});
export type LinkedAccountsQuery = Static<typeof LinkedAccountsQuery>;

/** The answer of GET and POST plaid/accounts/. */
export const LinkedBankAccounts = Type.Object({ count: Type.Integer(), next: Nullable(Type.String()), results: Type.Array(LinkedBankAccount) });
export type LinkedBankAccounts = Static<typeof LinkedBankAccounts>;

/** Path of POST plaid/accounts/{pk}/relink/. */
export const LinkedAccountParams = Type.Object({ pk: Id }, { additionalProperties: false });
export type LinkedAccountParams = Static<typeof LinkedAccountParams>;

/**
 * POST plaid/accounts/{pk}/relink/ (MM-140): without a public token it answers an update-mode link token for that
 * account's bank sign-in; with the widget's public token from that sign-in it clears the warning.
 */
export const RelinkInput = Type.Object({
  account_id: Id,
  plaid_public_token: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
}, { additionalProperties: false });
export type RelinkInput = Static<typeof RelinkInput>;

/** The answer of relink/: a link token (first call) or the relinked account (second call). */
export const RelinkResult = Type.Object({
  link_token: Type.Optional(Type.String()),
  expiration: Type.Optional(Type.String()),
  account: Type.Optional(LinkedBankAccount),
});
export type RelinkResult = Static<typeof RelinkResult>;

/** DELETE plaid/item/?account_id=&plaid_account_id=: unlinks that account (its bank sign-in goes with its last account). */
export const UnlinkQuery = Type.Object({ account_id: Id, plaid_account_id: Id });
export type UnlinkQuery = Static<typeof UnlinkQuery>;

// ---- the sandbox provider's widget calls ------------------------------------------------------------------------------

/** An institution of the sandbox provider's short list. */
export const SandboxInstitution = Type.Object({ institution_id: Type.String(), name: Type.String() });
export type SandboxInstitution = Static<typeof SandboxInstitution>;
export const SandboxInstitutions = Type.Object({ results: Type.Array(SandboxInstitution) });
export type SandboxInstitutions = Static<typeof SandboxInstitutions>;

/** POST plaid/sandbox/sign-in/: the widget signs in to a bank with the link token it was opened with. */
export const SandboxSignInInput = Type.Object({
  link_token: Type.String({ minLength: 1, maxLength: 200 }),
  institution_id: Type.String({ minLength: 1, maxLength: 100 }),
  username: Type.String({ maxLength: 100 }),
  password: Type.String({ maxLength: 100 }),
}, { additionalProperties: false });
export type SandboxSignInInput = Static<typeof SandboxSignInInput>;

/** The bank's accounts after a good sign-in, to choose from. */
export const SandboxBankAccount = Type.Object({
  id: Type.String(),
  name: Type.String(),
  mask: Type.String(),
  type: Type.String(),
  subtype: Type.String(),
  verification_status: Type.String(),
});
export type SandboxBankAccount = Static<typeof SandboxBankAccount>;
export const SandboxSession = Type.Object({
  link_session_id: Type.String(),
  institution: SandboxInstitution,
  accounts: Type.Array(SandboxBankAccount),
});
export type SandboxSession = Static<typeof SandboxSession>;

/** POST plaid/sandbox/complete/: the chosen accounts → the public token, as the real widget's onSuccess gets it. */
export const SandboxCompleteInput = Type.Object({
  link_token: Type.String({ minLength: 1, maxLength: 200 }),
  link_session_id: Type.String({ minLength: 1, maxLength: 200 }),
  account_ids: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 20 }),
}, { additionalProperties: false });
export type SandboxCompleteInput = Static<typeof SandboxCompleteInput>;

export const SandboxLinkSuccess = Type.Object({
  public_token: Type.String(),
  metadata: Type.Object({
    link_session_id: Type.String(),
    institution: Type.Object({ institution_id: Type.String(), name: Type.String() }),
    accounts: Type.Array(SandboxBankAccount),
    link_type: LinkType,
  }),
});
export type SandboxLinkSuccess = Static<typeof SandboxLinkSuccess>;

/** POST dev/sandbox-bank/advance: settles now what the sandbox bank would settle within `minutes` (development only). */
export const SandboxBankAdvanceInput = Type.Object({
  minutes: Type.Integer({ minimum: 1, maximum: 60 * 24 * 60, description: 'How far ahead the bank looks' }),
  account_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: 'Only this account\'s deposits (tests running side by side must not settle each other\'s)' })),
}, { additionalProperties: false });
export type SandboxBankAdvanceInput = Static<typeof SandboxBankAdvanceInput>;
export const SandboxBankAdvance = Type.Object({
  bank_time: Type.String({ description: 'The bank time settled up to' }),
  settled: Type.Integer({ description: 'Deposits settled by this call' }),
});
export type SandboxBankAdvance = Static<typeof SandboxBankAdvance>;
