import { act, render, screen, within } from '@testing-library/react';
import { api, sessionStore } from '@qube/shared';
import { startTestSession } from '@qube/shared/test-utils';
import type { MigrationAccounts, MigrationStatus } from '@qube/contract/bankTransition';
import { OnboardingApp } from '../../OnboardingApp';
import { migrationApi } from './migrationApi';

// /qube-plus-migration, /choice-migration-qube-plus-finish and /beta draw without antd
// (docs/adr/0015-plain-markup-first-views.md): an antd import on their path fails here. The Create Qube Plus Account
// dialog and 'Unable to switch' bring antd in their own chunks when they open (MigrationPage.test.tsx opens the first).
jest.mock('antd', () => {
  throw new Error('antd is not part of the first view of the migration and beta pages');
});

const statusAt = (migration_step: number): MigrationStatus => ({
  account_id: 11, migration_step, migration_account_id: migration_step > 0 ? 90 : null, can_see_qube_plus: true,
  opted_out: false, direct_deposit_choice: null, disclosure_accepted: false,
});
const accounts: MigrationAccounts = {
  source: { id: 11, display_name: 'Alex Rivera', account_type: 'normal', account_balance: '5745.00', cloud_balance: '2500.00', qube_count: 7, qubeless_transaction_count: 0, refunds_qube_transaction_count: 0, migration_step: 0 },
  target: null,
};

const open = (path: string) => {
  window.history.pushState({}, '', path);
  render(<OnboardingApp />);
};

beforeEach(() => {
  jest.spyOn(migrationApi, 'accounts').mockResolvedValue(accounts);
  jest.spyOn(migrationApi, 'directDeposit').mockResolvedValue({ old_account_number_mask: '****1234', old_routing_number: '084106768', account_number: '900000123', routing_number: '084106768', bank_name: 'Evolve Bank & Trust', choice: null });
  jest.spyOn(migrationApi, 'qubes').mockResolvedValue([{ id: 201, source_qube_id: 101, name: 'Groceries', type: 'spending', balance: '320.00', is_complete: false, is_archived: false }]);
  // The funding bank card (from step 1) reads plaid/migration-target/: none yet.
  jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: { migration_account_id: 90, plaid_account: null } } as never);
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => sessionStore.getState().reset());
  window.history.pushState({}, '', '/');
});

describe('the first views of the migration and the beta, without antd', () => {
  it.each([
    [0, 'Qube+ account', 'Create Qube Plus Account'],
    [1, 'Move money', 'Move My Qubes'],
    [2, 'Direct deposit', 'I Switched My Direct Deposit'],
    [3, 'Disclosure', 'Accept'],
    [4, 'Your qubes', 'Keep Groceries'],
  ])('ON-62 /qube-plus-migration at step %i draws its steps and the %s section', async (step, region, button) => {
    jest.spyOn(migrationApi, 'status').mockResolvedValue(statusAt(step));
    startTestSession({}, { id: 11, display_name: 'Alex Rivera' });
    open('/qube-plus-migration?account_id=11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Move to Qube+' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Migration steps' })).getAllByRole('listitem');
    expect(steps).toHaveLength(6);
    expect(steps[step]).toHaveAttribute('aria-current', 'step');
    expect(within(screen.getByRole('region', { name: region })).getByRole('button', { name: button })).toBeInTheDocument();
    if (step >= 1) expect(await screen.findByRole('button', { name: 'Link a Bank Account' })).toBeInTheDocument();
  });

  it('ON-62 a failed first read of /qube-plus-migration shows its message', async () => {
    jest.spyOn(migrationApi, 'status').mockRejectedValue(new Error('offline'));
    startTestSession({}, { id: 11 });
    open('/qube-plus-migration?account_id=11');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again.');
  });

  it('ON-64 /choice-migration-qube-plus-finish draws its green header, welcome and switch button', async () => {
    startTestSession({}, { id: 11 });
    open('/choice-migration-qube-plus-finish?account_id=11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Qube+' })).toBeInTheDocument();
    expect(screen.getByText('Your qubes and money are in your Qube+ household account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Qube' }).closest('header')).toHaveStyle({ background: '#1E7F4F' });
    expect(screen.getByRole('button', { name: 'Switch to Qube+ Account' })).toBeEnabled();
  });

  it('ON-49 ON-50 /beta draws the places left and the sign-up form', async () => {
    jest.spyOn(migrationApi, 'betaCount').mockResolvedValue({ open: 12, total: 500, show_public_beta_button: 1 });
    open('/beta?referral=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join the Qube+ Beta' })).toBeInTheDocument();
    expect(await screen.findByText('12 of 500 places left.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Qube+ Beta' })).toBeEnabled();
  });
});
