import type { MigrationStatus } from '@qube/contract/bankTransition';

/** ON-53: the last migration status per account id, kept in this browser (localStorage); also migrationAccountId. */
const KEY = 'qube:migration-status';

type Cached = Record<string, { migration_step: number; migrationAccountId: number | null }>;

const read = (): Cached => {
  try {
    return JSON.parse(window.localStorage.getItem(KEY) ?? '{}') as Cached;
  } catch {
    return {};
  }
};

export function rememberStatus(accountId: number, status: MigrationStatus): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ ...read(), [accountId]: { migration_step: status.migration_step, migrationAccountId: status.migration_account_id } }));
  } catch {
    // Storage may be full or off: the status is read from the API anyway.
  }
}

export function cachedStatus(accountId: number): Cached[string] | null {
  return read()[accountId] ?? null;
}
