import { act, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { MigrationFinishPage } from './MigrationFinishPage';
import { migrationApi } from './migrationApi';
import { MIGRATION_DIALOGS } from './migrationChecks';

jest.setTimeout(60000);
afterEach(() => {
  jest.restoreAllMocks();
  act(() => sessionStore.getState().reset());
});

describe('migration finish page', () => {
  it("ON-64 choice-migration-qube-plus-finish has a green header and offers 'Switch to Qube+ Account'", () => {
    renderWithProviders(<MigrationFinishPage />, { session: { account: { id: 11 } }, route: '/' });
    // Inside the shell's main landmark a header is no banner landmark: found by its link.
    expect(screen.getByRole('link', { name: 'Qube' }).closest('header')).toHaveStyle({ background: '#1E7F4F' });
    expect(screen.getByRole('button', { name: 'Switch to Qube+ Account' })).toBeInTheDocument();
  });

  it("ON-56 a switch that cannot happen opens 'Unable to switch' (antd, loaded then) and OK closes it", async () => {
    // The account read again still has no Qube+ account.
    jest.spyOn(migrationApi, 'account').mockResolvedValue({ id: 11, future_account_id: null } as never);
    const { user } = renderWithProviders(<MigrationFinishPage />, { session: { account: { id: 11, future_account_id: null } }, route: '/' });
    await user.click(screen.getByRole('button', { name: 'Switch to Qube+ Account' }));
    const dialog = await screen.findByRole('dialog', { name: MIGRATION_DIALOGS.unableToSwitch });
    expect(dialog).toHaveTextContent(MIGRATION_DIALOGS.noFutureAccount);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
