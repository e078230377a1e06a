import { act, screen, waitFor } from '@testing-library/react';
import { api, bannerStore, bus, sessionStore } from '@qube/shared';
import { startTestSession } from '@qube/shared/test-utils';
import { migrationApi } from './migrationApi';
import type { Notice } from './MigrationNotice';
import { startQubePlusBanner } from './qubePlusBannerController';

jest.setTimeout(60000);

const status = { account_id: 11, migration_step: 0, migration_account_id: null, can_see_qube_plus: true, opted_out: false, direct_deposit_choice: null, disclosure_accepted: false };
const overview = { qubeless_transaction_count: 0, refunds_qube_transaction_count: 0, account_balance: '10.00', cloud_qube_total_balance: '10.00', unread_notifications_count: 0, card_fund_available: false };

let stop: (() => void) | null = null;
let notices: Notice[] = [];
/** Starts the controller for a signed-in customer; notices are recorded unless the real (lazy antd) dialog is asked for. */
const setup = (account: Record<string, unknown> = {}, { realDialog = false } = {}) => {
  startTestSession({ first_name: 'Alex' }, { id: 11, account_type: 'normal', is_aggregate: false, future_account_id: null, ...account } as never);
  stop = realDialog ? startQubePlusBanner() : startQubePlusBanner((notice) => notices.push(notice));
};
const noticeShown = () => waitFor(() => {
  const [first] = notices;
  if (!first) throw new Error('no notice');
  return first;
});
const banner = () => waitFor(() => {
  const [first] = bannerStore.getState().banners;
  if (!first) throw new Error('no banner');
  return first;
});

afterEach(() => {
  notices = [];
  jest.restoreAllMocks();
  act(() => {
    stop?.();
    stop = null;
    sessionStore.getState().reset();
    bannerStore.getState().clear();
  });
  window.history.pushState(null, '', '/');
});

describe('Qube+ banner in the shell banner area', () => {
  beforeEach(() => {
    jest.spyOn(migrationApi, 'betaCount').mockResolvedValue({ open: 1, total: 5, show_public_beta_button: 1 });
  });

  it("ON-51 ON-53 publishes 'Migrate to Qube+' after reading the status of the active account", async () => {
    const read = jest.spyOn(migrationApi, 'status').mockResolvedValue(status);
    setup();
    expect((await banner()).action?.label).toBe('Migrate to Qube+');
    expect(read).toHaveBeenCalledWith(11);
  });

  it('ON-53 a failed status read is silent and counts as not complete (the beta button may show)', async () => {
    jest.spyOn(migrationApi, 'status').mockRejectedValue(new Error('down'));
    setup();
    expect((await banner()).action).toMatchObject({ label: 'Join Qube+ Beta', href: '/beta' });
  });

  it("ON-54 'Migrate to Qube+' with Qubeless items opens 'Action Required' with the count", async () => {
    jest.spyOn(migrationApi, 'status').mockResolvedValue(status);
    jest.spyOn(migrationApi, 'overview').mockResolvedValue({ ...overview, qubeless_transaction_count: 2 });
    setup({}, { realDialog: true });
    const shown = await banner();
    await act(async () => shown.action?.onClick?.());
    const dialog = await screen.findByRole('dialog', { name: 'Action Required' });
    expect(dialog).toHaveTextContent('You have 2 transaction(s) in Qubeless. Please reqube them before migrating.');
  });

  it('ON-54 with nothing blocking it goes to the migration route, carrying the query string', async () => {
    jest.spyOn(migrationApi, 'status').mockResolvedValue(status);
    jest.spyOn(migrationApi, 'overview').mockResolvedValue(overview);
    window.history.pushState(null, '', '/dashboard?referral=abc');
    setup();
    const shown = await banner();
    await act(async () => shown.action?.onClick?.());
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/qube-plus-migration?referral=abc&account_id=11'));
  });

  it("ON-55 a check that cannot be done: 'Something went wrong' / 'Unable to verify migration requirements. Please try again.'", async () => {
    jest.spyOn(migrationApi, 'status').mockResolvedValue(status);
    jest.spyOn(migrationApi, 'overview').mockRejectedValue(new Error('down'));
    setup();
    const shown = await banner();
    await act(async () => shown.action?.onClick?.());
    expect(await noticeShown()).toEqual({ title: 'Something went wrong', message: 'Unable to verify migration requirements. Please try again.' });
  });

  it("ON-56 'Switch to Qube+ Account' without a household_id: 'Unable to switch' / 'We could not find your Qube+ household for this account.'", async () => {
    jest.spyOn(migrationApi, 'status').mockResolvedValue({ ...status, migration_step: 6, migration_account_id: 90 });
    jest.spyOn(migrationApi, 'account').mockResolvedValue({ id: 90, household_id: null } as never);
    setup({ future_account_id: 90 });
    expect((await banner()).action?.label).toBe('Switch to Qube+ Account');
    const shown = await banner();
    await act(async () => shown.action?.onClick?.());
    expect(await noticeShown()).toEqual({ title: 'Unable to switch', message: 'We could not find your Qube+ household for this account.' });
  });

  it('ON-56 switches the active account to the household as an aggregate account', async () => {
    jest.spyOn(migrationApi, 'status').mockResolvedValue({ ...status, migration_step: 6, migration_account_id: 90 });
    jest.spyOn(migrationApi, 'account').mockImplementation(async (id) => ({ id, household_id: 90, is_aggregate: id === 90, account_type: 'household', display_name: 'Qube+' }) as never);
    jest.spyOn(api, 'get').mockImplementation(async () => ({ data: sessionStore.getState().me }) as never);
    setup({ future_account_id: 90 });
    const shown = await banner();
    await act(async () => shown.action?.onClick?.());
    await waitFor(() => expect(sessionStore.getState().active_account).toMatchObject({ id: 90, is_aggregate: true }));
  });

  it('ON-51 reads again when the account is updated and follows the active account; logout removes the banner', async () => {
    const read = jest.spyOn(migrationApi, 'status').mockResolvedValue(status);
    setup();
    await banner();
    act(() => bus.emit('account:updated', { accountId: 11 }));
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    read.mockResolvedValue({ ...status, can_see_qube_plus: false });
    jest.spyOn(migrationApi, 'betaCount').mockResolvedValue({ open: 0, total: 5, show_public_beta_button: 1 });
    act(() => bus.emit('account:updated', { accountId: 11 }));
    await waitFor(() => expect(bannerStore.getState().banners).toHaveLength(0));
    read.mockResolvedValue(status);
    jest.spyOn(migrationApi, 'betaCount').mockResolvedValue({ open: 1, total: 5, show_public_beta_button: 1 });
    act(() => sessionStore.getState().reset());
    expect(bannerStore.getState().banners).toHaveLength(0);
  });

  it('ON-51 a customer on a household account sees no banner, and a stopped controller publishes nothing late', async () => {
    const read = jest.spyOn(migrationApi, 'status').mockResolvedValue(status);
    setup({ is_aggregate: true, account_type: 'household' });
    await waitFor(() => expect(read).toHaveBeenCalled());
    stop?.();
    stop = null;
    await new Promise((r) => setTimeout(r, 20));
    expect(bannerStore.getState().banners).toHaveLength(0);
  });
});
