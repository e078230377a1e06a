import { toCents, type Overview } from '@qube/shared';

/** ON-54's and ON-55's dialogs, verbatim. */
export const MIGRATION_DIALOGS = {
  actionRequired: 'Action Required',
  qubeless: (n: number) => `You have ${n} transaction(s) in Qubeless. Please reqube them before migrating.`,
  refunds: (n: number) => `You have ${n} transaction(s) in Refunds. Please reqube them before migrating.`,
  negative: 'Your account balance is negative. Please resolve before migrating.',
  failedTitle: 'Something went wrong',
  failed: 'Unable to verify migration requirements. Please try again.',
  unableToSwitch: 'Unable to switch',
  noFutureAccount: 'We could not find your Qube+ account to switch to.',
  noHousehold: 'We could not find your Qube+ household for this account.',
} as const;

export type MigrationCheck = { isBlocked: true; title: string; message: string } | { isBlocked: false };

/** ON-54, in order: Qubeless items, then Refunds, then a negative balance; otherwise the migration may start. */
export function migrationCheck(overview: Pick<Overview, 'qubeless_transaction_count' | 'refunds_qube_transaction_count' | 'account_balance'>): MigrationCheck {
  const blocked = (message: string): MigrationCheck => ({ isBlocked: true, title: MIGRATION_DIALOGS.actionRequired, message });
  if (overview.qubeless_transaction_count > 0) return blocked(MIGRATION_DIALOGS.qubeless(overview.qubeless_transaction_count));
  if (overview.refunds_qube_transaction_count > 0) return blocked(MIGRATION_DIALOGS.refunds(overview.refunds_qube_transaction_count));
  if (toCents(overview.account_balance) < 0n) return blocked(MIGRATION_DIALOGS.negative);
  return { isBlocked: false };
}

/** ON-54: the migration route, with the page's query string carried (and the account it is for). */
export function migrationPath(accountId: number, search: string): string {
  const params = new URLSearchParams(search);
  params.set('account_id', String(accountId));
  return `/qube-plus-migration?${params.toString()}`;
}
