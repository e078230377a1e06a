import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, bus, sessionStore } from '@qube/shared';
import { startTestSession } from '@qube/shared/test-utils';
import { MigrationBank } from './MigrationBank';

jest.setTimeout(60000);

const tartan = { id: 5, name: 'Checking', nickname: null, institution_id: 'ins', institution_name: 'Tartan Bank', mask: '1111', ach_account_number: '****1111', ach_routing_number: '011', status: 'automatically_verified', needs_relink: false, link_type: 'dda' as const, account_type: 'checking', creation_datetime: '' };
const newer = { ...tartan, id: 6, institution_name: 'Houndstooth Bank', mask: '2222' };

/** The API as the card sees it: the migration target's bank (changed by save/unlink), and the account's linked banks. */
function fakeApi(initial: typeof tartan | null, linked = [tartan, newer]) {
  let bank = initial;
  const get = jest.spyOn(api, 'get').mockImplementation((async (url: string) => {
    if (url === 'plaid/migration-target/') return { status: 200, data: { migration_account_id: 90, plaid_account: bank } };
    if (url === 'plaid/accounts/') return { status: 200, data: { count: linked.length, next: null, results: linked } };
    throw new Error(`unexpected GET ${url}`);
  }) as never);
  const post = jest.spyOn(api, 'post').mockImplementation((async (url: string, body: { plaid_account_id?: number }) => {
    if (url === 'plaid/save-migration-account/') bank = linked.find((b) => b.id === body.plaid_account_id) ?? null;
    if (url === 'plaid/unlink-migration-account/') bank = null;
    return { status: 200, data: {} };
  }) as never);
  return { get, post };
}

beforeEach(() => startTestSession({}, { id: 11 }));
afterEach(() => {
  jest.restoreAllMocks();
  act(() => sessionStore.getState().reset());
});

describe('the Qube+ funding bank (migration bank)', () => {
  it('ON-63 shows the bank of GET plaid/migration-target/ for the account being migrated', async () => {
    const { get } = fakeApi(tartan);
    render(<MigrationBank accountId={11} />);
    expect(await screen.findByText('Tartan Bank Checking ••1111')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('plaid/migration-target/', { account_id: 11 }, expect.objectContaining({ householdsOff: true }));
    expect(screen.getByRole('button', { name: 'Use Another Bank' })).toBeInTheDocument();
  });

  it("ON-63 ON-61 'Link a Bank Account' opens the bank link (dda); the new bank is saved with save-migration-account/", async () => {
    const { post } = fakeApi(null);
    const commands: unknown[] = [];
    const subscription = bus.on('command:open-bank-link').subscribe((c) => commands.push(c));
    const user = userEvent.setup({ delay: null });
    render(<MigrationBank accountId={11} />);
    expect(await screen.findByText('No bank account yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Link a Bank Account' }));
    expect(commands).toEqual([{ linkType: 'dda' }]);
    act(() => bus.emit('bank-link:success', { accountIds: [6] }));
    expect(await screen.findByText('Houndstooth Bank Checking ••2222')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('plaid/save-migration-account/', { account_id: 11, plaid_account_id: 6 }, expect.objectContaining({ householdsOff: true }));
    subscription.unsubscribe();
  });

  it('ON-63 Unlink calls unlink-migration-account/ and the card shows no bank', async () => {
    const { post } = fakeApi(tartan);
    const user = userEvent.setup({ delay: null });
    render(<MigrationBank accountId={11} />);
    await user.click(await screen.findByRole('button', { name: 'Unlink' }));
    expect(post).toHaveBeenCalledWith('plaid/unlink-migration-account/', { account_id: 11 }, expect.objectContaining({ householdsOff: true }));
    await waitFor(() => expect(screen.getByText('No bank account yet.')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Unlink' })).not.toBeInTheDocument();
  });

  it('ON-63 a failed read of the migration target shows no bank rather than an error', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(new Error('offline'));
    render(<MigrationBank accountId={11} />);
    expect(await screen.findByText('No bank account yet.')).toBeInTheDocument();
  });
});
