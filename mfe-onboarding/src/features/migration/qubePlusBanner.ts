import type { Account } from '@qube/shared';
import type { BetaCount, MigrationStatus } from '@qube/contract/bankTransition';

/** ON-53: the migration is complete at this step. */
export const MIGRATION_COMPLETE_STEP = 6;

/** ON-52: the account types the bank migration banner is for. */
const MIGRATION_ACCOUNT_TYPES = ['normal', 'authorized_adult', 'authorized_minor'];

export type QubePlusBannerKind = 'migrate' | 'continue' | 'switch' | 'beta';

type Input = {
  /** The account type as text: a type this build does not know shows no migration banner. */
  account: (Pick<Account, 'id' | 'is_aggregate' | 'future_account_id'> & { account_type: string }) | null;
  /** null until checked, and after a failed check (ON-53: silent, counts as not complete). */
  status: MigrationStatus | null;
  /** null when the count failed (ON-50: the button hides). */
  beta: BetaCount | null;
};

/** ON-53: complete at step 6; a missing status is not complete. */
export const isMigrationComplete = (status: MigrationStatus | null): boolean => (status?.migration_step ?? 0) >= MIGRATION_COMPLETE_STEP;

/**
 * Which Qube+ banner an account shows (ON-51, ON-52; docs/adr/0078-migration-to-qube-plus.md): a migration under way →
 * 'continue' (the bank migration banner: its account types, status checked, not complete); migrated (complete, or the
 * account has its future_account_id) → 'switch'; an account that may migrate → 'migrate'; else 'beta' when the beta has
 * places and the server shows the button. A household account is Qube+ already: no banner.
 */
export function qubePlusBannerKind({ account, status, beta }: Input): QubePlusBannerKind | null {
  if (!account || account.is_aggregate) return null;
  const isMigrationType = MIGRATION_ACCOUNT_TYPES.includes(account.account_type);
  const step = status?.migration_step ?? 0;
  if (status && isMigrationType && step > 0 && !isMigrationComplete(status)) return 'continue';
  if (isMigrationComplete(status) || account.future_account_id !== null) return 'switch';
  if (status?.can_see_qube_plus && !status.opted_out && isMigrationType) return 'migrate';
  if (beta && beta.open > 0 && beta.show_public_beta_button === 1) return 'beta';
  return null;
}

/** The banner's words (ours; the spec names only the actions). */
export const QUBE_PLUS_BANNER_TEXT: Record<QubePlusBannerKind, { title: string; message: string; action: string }> = {
  migrate: { title: 'Qube+ is here', message: 'Move your qubes and money to a Qube+ household account.', action: 'Migrate to Qube+' },
  continue: { title: 'Finish moving to Qube+', message: 'A few steps are left before your Qube+ account is ready.', action: 'Continue Migration' },
  switch: { title: 'Your Qube+ account is ready', message: 'Your qubes and money are in your Qube+ account.', action: 'Switch to Qube+ Account' },
  beta: { title: 'Try Qube+ first', message: 'Places in the Qube+ beta are open.', action: 'Join Qube+ Beta' },
};
