import { detailActions, qubeSides } from './detailsRules';
import { makeActivity, makeScheduled } from './testActivities';

describe('detailActions', () => {
  it('MM-30 edits a scheduled item in the dialog of its type', () => {
    expect(detailActions(makeScheduled({ transaction_type: 'qube_transfer' }), true).editKind).toBe('internal');
    expect(detailActions(makeScheduled({ transaction_type: 'ach_deposit' }), true).editKind).toBe('from_bank');
    expect(detailActions(makeScheduled({ transaction_type: 'send_to_person' }), true).editKind).toBe('to_friend');
    expect(detailActions(makeScheduled({ transaction_type: 'ach_transfer' }), true).editKind).toBe('to_bank');
    expect(detailActions(makeScheduled({ transaction_type: 'purchase' }), true).editKind).toBeNull();
    expect(detailActions(makeActivity({ transaction_type: 'qube_transfer' }), false).editKind).toBeNull();
  });

  it('MM-28 MM-29 MM-32 tells one-time, series and auto-allocation apart', () => {
    expect(detailActions(makeScheduled(), true)).toMatchObject({ canCancelOnce: true, canCancelSeries: false, isAutoAllocation: false });
    expect(detailActions(makeScheduled({ recurring: 'weekly' }), true)).toMatchObject({ canCancelOnce: false, canCancelSeries: true });
    expect(detailActions(makeScheduled({ recurring: 'monthly', source_type: 'auto_allocation' }), true)).toMatchObject({ canCancelOnce: false, canCancelSeries: false, isAutoAllocation: true, editKind: null });
  });

  it('MM-25 MM-26 offers cancel only for a cancellable pending deposit or pre-auth', () => {
    expect(detailActions(makeActivity({ transaction_type: 'ach_deposit', result: 'pending', is_cancellable: true, source_id: 3 }), false).canCancelDeposit).toBe(true);
    expect(detailActions(makeActivity({ transaction_type: 'ach_deposit', result: 'success', is_cancellable: true, source_id: 3 }), false).canCancelDeposit).toBe(false);
    expect(detailActions(makeActivity({ source_type: 'preapproved_payment', is_cancellable: true }), false).canCancelPreAuth).toBe(true);
    expect(detailActions(makeActivity({ source_type: 'preapproved_payment', is_cancellable: false }), false).canCancelPreAuth).toBe(false);
  });

  it('MM-31 links a past occurrence of a series, not of a one-time order', () => {
    expect(detailActions(makeActivity({ recurring: 'monthly', scheduled_transaction_id: 4, scheduled_transaction_is_active: true }), false).seriesLink).toBe('active');
    expect(detailActions(makeActivity({ recurring: 'monthly', scheduled_transaction_id: 4, scheduled_transaction_is_active: false }), false).seriesLink).toBe('canceled');
    expect(detailActions(makeActivity({ recurring: 'none', scheduled_transaction_id: 4, scheduled_transaction_is_active: false }), false).seriesLink).toBeNull();
    expect(detailActions(makeScheduled({ recurring: 'monthly' }), true).seriesLink).toBeNull();
  });
});

describe('qubeSides', () => {
  it('MM-22 names source and destination of transfers, and the qube of anything else', () => {
    const cloud = { id: 'cloud' as const, name: 'Cloud' };
    const groceries = { id: 1, name: 'Groceries' };
    expect(qubeSides(makeActivity({ qube: groceries, other_qube: null }), false)).toEqual([{ label: 'Qube', qube: groceries }]);
    expect(qubeSides(makeActivity({ amount: '-5.00', qube: groceries, other_qube: cloud }), false)).toEqual([{ label: 'From', qube: groceries }, { label: 'To', qube: cloud }]);
    expect(qubeSides(makeActivity({ amount: '5.00', qube: groceries, other_qube: cloud }), false)).toEqual([{ label: 'From', qube: cloud }, { label: 'To', qube: groceries }]);
    expect(qubeSides(makeScheduled({ qube: cloud, other_qube: groceries }), true)).toEqual([{ label: 'From', qube: cloud }, { label: 'To', qube: groceries }]);
  });
});
