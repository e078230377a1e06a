import type { MigrationStatus } from '@qube/contract/bankTransition';
import { isMigrationComplete, qubePlusBannerKind } from './qubePlusBanner';

const account = (overrides: Partial<{ account_type: string; is_aggregate: boolean; future_account_id: number | null }> = {}) =>
  ({ id: 1, account_type: 'normal', is_aggregate: false, future_account_id: null, ...overrides });
const status = (overrides: Partial<MigrationStatus> = {}): MigrationStatus => ({
  account_id: 1, migration_step: 0, migration_account_id: null, can_see_qube_plus: true, opted_out: false, direct_deposit_choice: null, disclosure_accepted: false, ...overrides,
});
const openBeta = { open: 3, total: 10, show_public_beta_button: 1 };

describe('Qube+ banner state', () => {
  it("ON-51 a non-household account with can_see_qube_plus shows 'Migrate to Qube+'", () => {
    expect(qubePlusBannerKind({ account: account(), status: status(), beta: openBeta })).toBe('migrate');
  });

  it("ON-51 an already migrated account (future_account_id, or step 6) shows 'Switch to Qube+ Account'", () => {
    expect(qubePlusBannerKind({ account: account({ future_account_id: 9 }), status: status(), beta: null })).toBe('switch');
    expect(qubePlusBannerKind({ account: account(), status: status({ migration_step: 6 }), beta: null })).toBe('switch');
  });

  it("ON-51 otherwise 'Join Qube+ Beta' only with open places and the server's button", () => {
    const cannot = status({ can_see_qube_plus: false });
    expect(qubePlusBannerKind({ account: account(), status: cannot, beta: openBeta })).toBe('beta');
    expect(qubePlusBannerKind({ account: account(), status: cannot, beta: { ...openBeta, open: 0 } })).toBeNull();
    expect(qubePlusBannerKind({ account: account(), status: cannot, beta: { ...openBeta, show_public_beta_button: 0 } })).toBeNull();
    // ON-50: a failed beta count hides the button.
    expect(qubePlusBannerKind({ account: account(), status: cannot, beta: null })).toBeNull();
  });

  it('ON-52 the migration banner is for normal, authorized_adult and authorized_minor accounts, once the status is checked, until complete', () => {
    expect(qubePlusBannerKind({ account: account({ account_type: 'authorized_minor' }), status: status({ migration_step: 3 }), beta: null })).toBe('continue');
    expect(qubePlusBannerKind({ account: account({ account_type: 'authorized_adult' }), status: status(), beta: null })).toBe('migrate');
    expect(qubePlusBannerKind({ account: account({ account_type: 'other' }), status: status(), beta: null })).toBeNull();
    // Not checked (or the check failed): no migration banner.
    expect(qubePlusBannerKind({ account: account(), status: null, beta: null })).toBeNull();
  });

  it('ON-51 a household account is Qube+ already: no banner', () => {
    expect(qubePlusBannerKind({ account: account({ is_aggregate: true, account_type: 'household' }), status: status(), beta: openBeta })).toBeNull();
  });

  it('ON-53 complete at migration_step 6; a missing status counts as not complete', () => {
    expect(isMigrationComplete(status({ migration_step: 6 }))).toBe(true);
    expect(isMigrationComplete(status({ migration_step: 5 }))).toBe(false);
    expect(isMigrationComplete(null)).toBe(false);
  });
});
