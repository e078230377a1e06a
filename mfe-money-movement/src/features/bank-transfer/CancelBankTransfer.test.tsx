import { screen } from '@testing-library/react';
import { api, type Activity } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { detailActions } from '../transaction-details/detailsRules';
import { makeActivity } from '../transaction-details/testActivities';
import { TransactionDetailsDialog } from '../transaction-details/TransactionDetailsDialog';

jest.setTimeout(90000);

const PENDING = makeActivity({
  id: 31, transaction_type: 'ach_transfer', amount: '-25.00', result: 'pending', is_processing: true, is_cancellable: true, source_type: 'ach_transfer', source_id: 8,
  merchant: { merchant_name: 'Tartan Bank ••2222' },
});

function setup(activity: Activity) {
  jest.spyOn(api, 'get').mockImplementation(async (path: string) => (path === `search/transactions/${activity.id}/` ? { status: 200, data: activity } : { status: 200, data: { count: 0, next: null, results: [] } }) as never);
  const del = jest.spyOn(api, 'delete').mockResolvedValue({ status: 204, data: null } as never);
  const { user, payloads } = renderWithProviders(<TransactionDetailsDialog activityId={activity.id} isScheduled={false} onClose={jest.fn()} />, { session: { account: { id: 1 } }, record: ['toast:show'] });
  return { user, del, toasts: () => payloads('toast:show') };
}

describe('cancelling a transfer to a bank', () => {
  afterEach(() => jest.restoreAllMocks());

  it('MM-102 a pending transfer to a bank is cancelled from its Transaction Details (DELETE orders/bank-transfers/{source_id}/)', async () => {
    const { user, del, toasts } = setup(PENDING);
    await user.click(await screen.findByRole('button', { name: 'Cancel Transfer' }));
    expect(screen.getByText('Would you like to cancel this transfer? The money goes back to where it came from.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    expect(del).toHaveBeenCalledWith('orders/bank-transfers/8/?account_id=1', undefined, { mute: true });
    expect(toasts()).toContainEqual({ type: 'success', message: 'You have successfully canceled your transfer.' });
  });

  it('MM-102 only a pending one can be cancelled', () => {
    expect(detailActions(PENDING, false).canCancelBankTransfer).toBe(true);
    expect(detailActions({ ...PENDING, result: 'success', is_cancellable: false, is_processing: false }, false).canCancelBankTransfer).toBe(false);
    expect(detailActions({ ...PENDING, result: 'cancelled', is_cancellable: false }, false).canCancelBankTransfer).toBe(false);
  });

  it('MM-102 after the provider submitted it (is_cancellable false while pending) there is no Cancel Transfer, and the dialog says why', async () => {
    const { del } = setup({ ...PENDING, is_cancellable: false });
    expect(await screen.findByText('This transfer has been sent to your bank and can no longer be cancelled.')).toBeInTheDocument();
    expect(screen.getAllByText('Pending').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Cancel Transfer' })).not.toBeInTheDocument();
    expect(del).not.toHaveBeenCalled();
    expect(detailActions({ ...PENDING, is_cancellable: false }, false)).toMatchObject({ canCancelBankTransfer: false, isBankTransferSubmitted: true });
  });

  it('MM-102 while it can still be cancelled the dialog offers Cancel Transfer and says nothing about the bank having it', async () => {
    setup(PENDING);
    expect(await screen.findByRole('button', { name: 'Cancel Transfer' })).toBeInTheDocument();
    expect(screen.queryByText('This transfer has been sent to your bank and can no longer be cancelled.')).not.toBeInTheDocument();
  });
});
