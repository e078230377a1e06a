import { Type, type Static } from 'typebox';
import { Id, Money, Nullable, StringEnum } from './common';
import { LinkedBankAccount } from './bankLink';

/**
 * Migration to Qube+ (issue 11 §3; ON-49 to ON-64, API-58): the public beta, the migration status and its steps
 * (v2/bank-transition/…), POST accounts/qube-plus/ that makes the household (plus) account and copies the chosen
 * account's qubes and balances into it, and the migration's own bank linking (plaid/…-migration-…). Decisions:
 * docs/adr/0078-migration-to-qube-plus.md.
 */

const text = (maxLength: number, description: string, minLength = 0) => Type.String({ minLength, maxLength, description });

/** migration_step values: 0 not started, 1 Qube+ account made, 2 money moved, 3 direct deposit, 4 disclosure, 5 qubes reviewed, 6 complete. */
export const MIGRATION_STEP_COMPLETE = 6;

/** GET v2/bank-transition/beta-count (public; ON-50): the beta's places; show_public_beta_button 1 = show. */
export const BetaCount = Type.Object({
  open: Type.Integer({ minimum: 0, description: 'Places still open' }),
  total: Type.Integer({ minimum: 0, description: 'Places in the beta' }),
  show_public_beta_button: Type.Integer({ minimum: 0, maximum: 1, description: '1 = show the Join Qube+ Beta button' }),
});
export type BetaCount = Static<typeof BetaCount>;

/** POST v2/bank-transition/beta-sign-up/ (public; ON-49, our design): the /beta form and the query string it carries. */
export const BetaSignUpInput = Type.Object({
  first_name: text(50, 'First name', 1),
  last_name: text(50, 'Last name', 1),
  email: text(254, 'E-mail address', 3),
  /** The page's query string (e.g. referral=…), kept as it came, without the '?'. */
  query: Type.Optional(text(500, "The /beta page's query string, without '?'")),
}, { additionalProperties: false });
export type BetaSignUpInput = Static<typeof BetaSignUpInput>;

export const BetaSignUpResult = Type.Object({ detail: Type.String(), open: Type.Integer(), total: Type.Integer() });
export type BetaSignUpResult = Static<typeof BetaSignUpResult>;

/** ?account_id= of the account being migrated (the legacy one). */
export const MigrationQuery = Type.Object({ account_id: Id }, { additionalProperties: false });
export type MigrationQuery = Static<typeof MigrationQuery>;

/** The body of the step calls that need nothing else. */
export const MigrationAccountInput = Type.Object({ account_id: Id }, { additionalProperties: false });
export type MigrationAccountInput = Static<typeof MigrationAccountInput>;

/** GET v2/bank-transition/status/ (ON-53) and the answer of every step call. */
export const MigrationStatus = Type.Object({
  account_id: Type.Integer({ description: 'The account being migrated' }),
  migration_step: Type.Integer({ minimum: 0, maximum: 6, description: '0 not started … 6 complete' }),
  migration_account_id: Nullable(Type.Integer(), { description: 'The new Qube+ (household) account, once made' }),
  can_see_qube_plus: Type.Boolean({ description: 'This account may migrate (its owner, not a household, banking features)' }),
  opted_out: Type.Boolean({ description: 'The person chose to stay on this account for now (qube-plus-opt-out/)' }),
  direct_deposit_choice: Nullable(StringEnum(['switched', 'later'])),
  disclosure_accepted: Type.Boolean(),
});
export type MigrationStatus = Static<typeof MigrationStatus>;

/** One account of GET v2/bank-transition/accounts and remaining-accounts/. */
export const MigrationAccount = Type.Object({
  id: Type.Integer(),
  display_name: Type.String(),
  account_type: Type.String(),
  account_balance: Money,
  cloud_balance: Money,
  qube_count: Type.Integer(),
  qubeless_transaction_count: Type.Integer(),
  refunds_qube_transaction_count: Type.Integer(),
  migration_step: Type.Integer(),
});
export type MigrationAccount = Static<typeof MigrationAccount>;

/** GET v2/bank-transition/accounts (ON-62): the account being migrated and its Qube+ account once made. */
export const MigrationAccounts = Type.Object({
  source: MigrationAccount,
  target: Nullable(Type.Object({
    id: Type.Integer(),
    display_name: Type.String(),
    account_balance: Money,
    account_number_mask: Type.String({ description: "'****' and the last 4 digits" }),
    routing_number: Type.String(),
    bank_name: Type.String(),
  })),
});
export type MigrationAccounts = Static<typeof MigrationAccounts>;

export const RemainingAccounts = Type.Object({ count: Type.Integer(), next: Nullable(Type.String()), results: Type.Array(MigrationAccount) });
export type RemainingAccounts = Static<typeof RemainingAccounts>;

/** POST v2/bank-transition/new-account/ (step 1): the bank account the Qube+ account is funded from, optional. */
export const NewAccountInput = Type.Object({
  account_id: Id,
  plaid_account_id: Type.Optional(Nullable(Id)),
}, { additionalProperties: false });
export type NewAccountInput = Static<typeof NewAccountInput>;

/** POST v2/bank-transition/migrate-to-plus/ (step 2): what moved. */
export const MigrateResult = Type.Object({
  status: MigrationStatus,
  copied_qubes: Type.Integer(),
  moved_amount: Money,
});
export type MigrateResult = Static<typeof MigrateResult>;

/** GET v2/bank-transition/direct-deposit/: the numbers an employer needs now, and the old ones. */
export const MigrationDirectDeposit = Type.Object({
  old_account_number_mask: Type.String(),
  old_routing_number: Type.String(),
  account_number: Type.String({ description: "The Qube+ account's number (the person's own account)" }),
  routing_number: Type.String(),
  bank_name: Type.String(),
  choice: Nullable(StringEnum(['switched', 'later'])),
});
export type MigrationDirectDeposit = Static<typeof MigrationDirectDeposit>;

/** POST v2/bank-transition/direct-deposit/ (step 3). */
export const DirectDepositChoiceInput = Type.Object({ account_id: Id, choice: StringEnum(['switched', 'later']) }, { additionalProperties: false });
export type DirectDepositChoiceInput = Static<typeof DirectDepositChoiceInput>;

/** POST v2/bank-transition/disclosure/ (step 4): the Qube+ account disclosure, accepted. */
export const DisclosureInput = Type.Object({ account_id: Id, accepted: Type.Literal(true) }, { additionalProperties: false });
export type DisclosureInput = Static<typeof DisclosureInput>;

/** One copied qube (GET v2/bank-transition/qubes/): its id is the Qube+ account's qube. */
export const MigrationQube = Type.Object({
  id: Type.Integer(),
  source_qube_id: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  balance: Money,
  is_complete: Type.Boolean({ description: 'The person reviewed it (qubes/{id}/complete/)' }),
  is_archived: Type.Boolean(),
});
export type MigrationQube = Static<typeof MigrationQube>;

export const MigrationQubes = Type.Object({ count: Type.Integer(), next: Nullable(Type.String()), results: Type.Array(MigrationQube) });
export type MigrationQubes = Static<typeof MigrationQubes>;

/** POST accounts/qube-plus/ (ON-60): the bank account, and the account to copy (null: a fresh Qube+ account). */
export const QubePlusCreateInput = Type.Object({
  plaid_account_id: Id,
  copy_from_account_id: Type.Optional(Nullable(Id)),
}, { additionalProperties: false });
export type QubePlusCreateInput = Static<typeof QubePlusCreateInput>;

/** The new household account (the Account entity's fields) and what the copy moved. */
export const QubePlusAccount = Type.Object({
  id: Type.Integer(),
  display_name: Type.String(),
  full_name: Type.String(),
  account_type: Type.Literal('household'),
  is_aggregate: Type.Literal(true),
  household_id: Type.Integer(),
  copied_from_account_id: Nullable(Type.Integer()),
  copied_qubes: Type.Integer(),
  moved_amount: Money,
  migration_step: Type.Integer(),
});
export type QubePlusAccount = Static<typeof QubePlusAccount>;

/** POST plaid/save-migration-account/ (ON-63): a fresh link's public token, or a bank account already linked to the account. */
export const SaveMigrationAccountInput = Type.Object({
  account_id: Id,
  plaid_public_token: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  plaid_account_id: Type.Optional(Id),
}, { additionalProperties: false });
export type SaveMigrationAccountInput = Static<typeof SaveMigrationAccountInput>;

/** GET plaid/migration-target/ (ON-63): the Qube+ account and the bank account it is linked to. */
export const MigrationTarget = Type.Object({
  migration_account_id: Nullable(Type.Integer()),
  plaid_account: Nullable(LinkedBankAccount),
});
export type MigrationTarget = Static<typeof MigrationTarget>;
