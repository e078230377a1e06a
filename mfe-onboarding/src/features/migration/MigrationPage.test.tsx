import { screen, waitFor, within } from '@testing-library/react';
import { api, ApiError } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import type { MigrationAccounts, MigrationQube, MigrationStatus } from '@qube/contract/bankTransition';
import { Route, Routes, useLocation } from 'react-router-dom';
import { MigrationPage } from './MigrationPage';
import { migrationApi } from './migrationApi';

jest.setTimeout(60000);

const statusAt = (migration_step: number): MigrationStatus => ({
  account_id: 11, migration_step, migration_account_id: migration_step > 0 ? 90 : null, can_see_qube_plus: true,
  opted_out: false, direct_deposit_choice: null, disclosure_accepted: false,
});
const accounts: MigrationAccounts = {
  source: { id: 11, display_name: 'Alex Rivera', account_type: 'normal', account_balance: '5745.00', cloud_balance: '2500.00', qube_count: 7, qubeless_transaction_count: 0, refunds_qube_transaction_count: 0, migration_step: 0 },
  target: null,
};
const qube = (id: number, name: string, balance: string, extra: Partial<MigrationQube> = {}): MigrationQube =>
  ({ id, source_qube_id: id - 100, name, type: 'spending', balance, is_complete: false, is_archived: false, ...extra });

/** Where the page sent the person (the router's location, shown for the test). */
function Where() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

const renderAt = (path = '/qube-plus-migration?account_id=11') => {
  // The funding bank card (MigrationBank) reads plaid/migration-target/: none yet.
  jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: { migration_account_id: 90, plaid_account: null } } as never);
  const { user } = renderWithProviders(
    <>
      <Routes>
        <Route path="/qube-plus-migration" element={<MigrationPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { session: { account: { id: 11, display_name: 'Alex Rivera' } }, route: path },
  );
  return user;
};

beforeEach(() => {
  jest.spyOn(migrationApi, 'accounts').mockResolvedValue(accounts);
  jest.spyOn(migrationApi, 'directDeposit').mockResolvedValue({ old_account_number_mask: '****1234', old_routing_number: '084106768', account_number: '900000123', routing_number: '084106768', bank_name: 'Evolve Bank & Trust', choice: null });
});
afterEach(() => jest.restoreAllMocks());

describe('migration page (/qube-plus-migration)', () => {
  it('ON-62 step 0 reads the status and accounts of ?account_id= and opens the Create Qube Plus Account dialog', async () => {
    const status = jest.spyOn(migrationApi, 'status').mockResolvedValue(statusAt(0));
    const user = renderAt();
    expect(await screen.findByRole('heading', { name: 'Move to Qube+', level: 1 })).toBeInTheDocument();
    expect(status).toHaveBeenCalledWith(11);
    expect(screen.getByRole('region', { name: 'Qube+ account' })).toHaveTextContent('Alex Rivera');
    expect(screen.getByRole('region', { name: 'Qube+ account' })).toHaveTextContent('$5,745.00');
    // No funding bank card before the Qube+ account exists.
    expect(screen.queryByText('Qube+ funding bank')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Qube Plus Account' }));
    expect(await screen.findByRole('dialog', { name: 'Create Qube Plus Account' })).toBeInTheDocument();
  });

  it("ON-62 'Not Now' opts out (qube-plus-opt-out/) and goes to the dashboard", async () => {
    jest.spyOn(migrationApi, 'status').mockResolvedValue(statusAt(0));
    const optOut = jest.spyOn(migrationApi, 'optOut').mockResolvedValue({ ...statusAt(0), opted_out: true });
    const user = renderAt();
    await user.click(await screen.findByRole('button', { name: 'Not Now' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/dashboard'));
    expect(optOut).toHaveBeenCalledWith(11);
  });

  it('ON-62 step 1 moves the money (migrate-to-plus/), then the page follows the new step', async () => {
    jest.spyOn(migrationApi, 'status').mockResolvedValueOnce(statusAt(1)).mockResolvedValue(statusAt(2));
    const migrate = jest.spyOn(migrationApi, 'migrateToPlus').mockResolvedValue({} as never);
    const user = renderAt();
    await user.click(await screen.findByRole('button', { name: 'Move My Qubes' }));
    expect(migrate).toHaveBeenCalledWith(11);
    const deposit = await screen.findByRole('region', { name: 'Direct deposit' });
    expect(deposit).toHaveTextContent('Account number: 900000123');
    expect(screen.getByText('Qube+ funding bank')).toBeInTheDocument();
  });

  it('ON-62 step 2 direct deposit: each choice is sent (direct-deposit/)', async () => {
    jest.spyOn(migrationApi, 'status').mockResolvedValueOnce(statusAt(2)).mockResolvedValue(statusAt(3));
    const choose = jest.spyOn(migrationApi, 'chooseDirectDeposit').mockResolvedValue(statusAt(3));
    const user = renderAt();
    await user.click(await screen.findByRole('button', { name: "I'll Do It Later" }));
    expect(choose).toHaveBeenCalledWith(11, 'later');
    expect(await screen.findByRole('region', { name: 'Disclosure' })).toBeInTheDocument();
  });

  it('ON-62 step 3 the disclosure is accepted only once its box is ticked (disclosure/)', async () => {
    jest.spyOn(migrationApi, 'status').mockResolvedValue(statusAt(3));
    const accept = jest.spyOn(migrationApi, 'acceptDisclosure').mockResolvedValue(statusAt(4));
    const user = renderAt();
    const disclosure = await screen.findByRole('region', { name: 'Disclosure' });
    expect(within(disclosure).getByRole('button', { name: 'Accept' })).toBeDisabled();
    await user.click(within(disclosure).getByRole('checkbox', { name: 'I have read and accept the Qube+ account disclosure.' }));
    await user.click(within(disclosure).getByRole('button', { name: 'Accept' }));
    expect(accept).toHaveBeenCalledWith(11);
  });

  it('ON-62 step 4 each copied qube is kept (qubes/{id}/complete/) or archived on the Qube+ account (v2/qubes/{id}/archive/); Start waits for all, then opts in', async () => {
    const qubes = jest.spyOn(migrationApi, 'qubes').mockResolvedValue([qube(201, 'Groceries', '320.00'), qube(202, 'Dining', '80.00')]);
    jest.spyOn(migrationApi, 'status').mockResolvedValue(statusAt(4));
    const complete = jest.spyOn(migrationApi, 'completeQube').mockResolvedValue({});
    const archive = jest.spyOn(migrationApi, 'archiveQube').mockResolvedValue({});
    const optIn = jest.spyOn(migrationApi, 'optIn').mockResolvedValue(statusAt(6));
    const user = renderAt();
    const review = await screen.findByRole('region', { name: 'Your qubes' });
    expect(await within(review).findByText('Groceries')).toBeInTheDocument();
    expect(review).toHaveTextContent('$320.00');
    expect(within(review).getByRole('button', { name: 'Start Using Qube+' })).toBeDisabled();
    qubes.mockResolvedValueOnce([qube(201, 'Groceries', '320.00', { is_complete: true }), qube(202, 'Dining', '80.00')]);
    await user.click(within(review).getByRole('button', { name: 'Keep Groceries' }));
    expect(complete).toHaveBeenCalledWith(11, 201);
    qubes.mockResolvedValue([qube(201, 'Groceries', '320.00', { is_complete: true }), qube(202, 'Dining', '0.00', { is_archived: true })]);
    await user.click(await within(review).findByRole('button', { name: 'Archive Dining' }));
    expect(archive).toHaveBeenCalledWith(90, 202);
    expect(await within(review).findByText('Archived')).toBeInTheDocument();
    expect(within(review).getByText('Kept')).toBeInTheDocument();
    await waitFor(() => expect(within(review).getByRole('button', { name: 'Start Using Qube+' })).toBeEnabled());
    await user.click(within(review).getByRole('button', { name: 'Start Using Qube+' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/choice-migration-qube-plus-finish?account_id=11'));
    expect(optIn).toHaveBeenCalledWith(11);
  });

  it('ON-64 a complete migration (step 6) goes to the finish page', async () => {
    jest.spyOn(migrationApi, 'status').mockResolvedValue(statusAt(6));
    jest.spyOn(migrationApi, 'qubes').mockResolvedValue([]);
    renderAt();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/choice-migration-qube-plus-finish?account_id=11'));
  });

  it("ON-62 a step out of order shows the API's fallback_message", async () => {
    jest.spyOn(migrationApi, 'status').mockResolvedValue(statusAt(1));
    jest.spyOn(migrationApi, 'migrateToPlus').mockRejectedValue(new ApiError(400, { fallback_message: 'Finish the earlier steps first.' }));
    const user = renderAt();
    await user.click(await screen.findByRole('button', { name: 'Move My Qubes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Finish the earlier steps first.');
  });

  it('ON-62 a failed first read shows an error rather than an empty page', async () => {
    jest.spyOn(migrationApi, 'status').mockRejectedValue(new ApiError(404, { fallback_message: 'Not found.' }));
    renderAt();
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
    expect(screen.queryByRole('heading', { name: 'Move to Qube+' })).not.toBeInTheDocument();
  });
});
