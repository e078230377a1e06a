import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { CreateQubePlusDialog } from './CreateQubePlusDialog';
import { migrationApi } from './migrationApi';

jest.setTimeout(60000);

const bank = { id: 5, name: 'Checking', nickname: null, institution_id: 'ins', institution_name: 'Tartan Bank', mask: '1111', ach_account_number: '****1111', ach_routing_number: '011', status: 'automatically_verified', needs_relink: false, link_type: 'dda' as const, account_type: 'checking', creation_datetime: '' };
const created = { id: 90, display_name: 'Alex Rivera Qube+', full_name: 'Alex Rivera Qube+', account_type: 'household' as const, is_aggregate: true as const, household_id: 90, copied_from_account_id: 11, copied_qubes: 7, moved_amount: '5745.00', migration_step: 2 };

const setup = () => {
  const onCreated = jest.fn();
  const { user } = renderWithProviders(<CreateQubePlusDialog isOpen onClose={jest.fn()} onCreated={onCreated} />, {
    session: { me: { first_name: 'Alex', sub_accounts: [] }, account: { id: 11, display_name: 'Alex Rivera' } },
  });
  return { user, onCreated };
};
const next = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Next' }));

afterEach(() => jest.restoreAllMocks());

describe('Create Qube Plus Account dialog', () => {
  it('ON-57 the dialog is at most 480 px wide', async () => {
    setup();
    const dialog = await screen.findByRole('dialog', { name: 'Create Qube Plus Account' });
    const width = parseInt((dialog.closest('.ant-modal') as HTMLElement | null)?.style.width ?? '0', 10);
    expect(width).toBeGreaterThan(0);
    expect(width).toBeLessThanOrEqual(480);
  });

  it('ON-58 ON-59 four steps with validation: type, then source account, then bank; Back goes one step', async () => {
    jest.spyOn(migrationApi, 'linkedBanks').mockResolvedValue([bank]);
    const { user } = setup();
    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument();
    await next(user);
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    await next(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose how to start your Qube+ account.');
    await user.click(screen.getByRole('radio', { name: 'Copy my qubes and money' }));
    await next(user);
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    await next(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose the account to copy.');
    await user.click(screen.getByRole('radio', { name: 'Alex Rivera' }));
    await next(user);
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    await screen.findByRole('radio', { name: 'Tartan Bank Checking ••1111' });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a bank account.');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
  });

  it('ON-58 fresh skips step 3, forward and back', async () => {
    jest.spyOn(migrationApi, 'linkedBanks').mockResolvedValue([bank]);
    const { user } = setup();
    await next(user);
    await user.click(screen.getByRole('radio', { name: 'Start fresh' }));
    await next(user);
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
  });

  it("ON-60 ON-61 sends plaid_account_id and copy_from_account_id, then toasts 'Qube Plus account created successfully!'", async () => {
    jest.spyOn(migrationApi, 'linkedBanks').mockResolvedValue([bank]);
    const create = jest.spyOn(migrationApi, 'createQubePlus').mockResolvedValue(created);
    const toasts: unknown[] = [];
    const sub = bus.on('toast:show').subscribe((t) => toasts.push(t));
    const { user, onCreated } = setup();
    await next(user);
    await user.click(screen.getByRole('radio', { name: 'Copy my qubes and money' }));
    await next(user);
    await user.click(screen.getByRole('radio', { name: 'Alex Rivera' }));
    await next(user);
    await user.click(await screen.findByRole('radio', { name: 'Tartan Bank Checking ••1111' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(create).toHaveBeenCalledWith({ plaid_account_id: 5, copy_from_account_id: 11 });
    expect(toasts).toContainEqual({ type: 'success', message: 'Qube Plus account created successfully!' });
    sub.unsubscribe();
  });

  it("ON-60 a 400 shows its fallback_message; other failures 'Failed to create Qube Plus account'", async () => {
    jest.spyOn(migrationApi, 'linkedBanks').mockResolvedValue([bank]);
    const create = jest.spyOn(migrationApi, 'createQubePlus').mockRejectedValueOnce(new ApiError(400, { fallback_message: 'You have 1 transaction(s) in Qubeless. Please reqube them before migrating.' }));
    const { user } = setup();
    await next(user);
    await user.click(screen.getByRole('radio', { name: 'Start fresh' }));
    await next(user);
    await user.click(await screen.findByRole('radio', { name: 'Tartan Bank Checking ••1111' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have 1 transaction(s) in Qubeless. Please reqube them before migrating.');
    create.mockRejectedValueOnce(new ApiError(500, null));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to create Qube Plus account'));
  });

  it("ON-61 'Link a Bank Account' opens the bank link (dda) through the bus and picks the new bank", async () => {
    const banks = jest.spyOn(migrationApi, 'linkedBanks').mockResolvedValueOnce([]).mockResolvedValue([bank]);
    const commands: unknown[] = [];
    const sub = bus.on('command:open-bank-link').subscribe((c) => commands.push(c));
    const { user } = setup();
    await next(user);
    await user.click(screen.getByRole('radio', { name: 'Start fresh' }));
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Link a Bank Account' }));
    expect(commands).toEqual([{ linkType: 'dda' }]);
    act(() => bus.emit('bank-link:success', { accountIds: [5] }));
    expect(await screen.findByRole('radio', { name: 'Tartan Bank Checking ••1111' })).toBeChecked();
    expect(banks).toHaveBeenCalledTimes(2);
    sub.unsubscribe();
  });
});
