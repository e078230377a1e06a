import type { Activity } from '@qube/shared';

/** A full Activity for tests of this folder, changed by `overrides`. */
export function makeActivity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: 7,
    transaction_type: 'purchase',
    transaction_type_description: 'Purchase',
    amount: '-12.50',
    result: 'success',
    transaction_datetime: '2026-11-20T10:00:00Z',
    scheduled_date: null,
    recurring: 'none',
    frequency_name: 'Once',
    source_type: null,
    source_id: null,
    title: 'Lunch',
    description: 'Card purchase',
    merchant: { merchant_name: 'Chipotle' },
    qube: { id: 1, name: 'Groceries', type: 'spending', icon: 'cart', app_icon: 'cart' },
    other_qube: null,
    new_balance: '87.50',
    is_processing: false,
    is_cancellable: false,
    allow_reqube: true,
    allow_delete_future: false,
    scheduled_transaction_id: null,
    scheduled_transaction_is_active: null,
    user_id: 1,
    user_initials: 'PD',
    ...overrides,
  };
}

/** A scheduled internal transfer as search/scheduled/ returns it (qube = source, other_qube = destination). */
export function makeScheduled(overrides: Partial<Activity> = {}): Activity {
  return makeActivity({
    id: 31,
    transaction_type: 'qube_transfer',
    transaction_type_description: 'Internal Transfer',
    amount: '100.00',
    result: 'pending',
    transaction_datetime: null,
    scheduled_date: '2026-12-01',
    recurring: 'none',
    frequency_name: 'Once',
    title: 'Top up',
    description: '',
    merchant: null,
    qube: { id: 'cloud', name: 'Cloud', type: 'system', icon: 'cloud', app_icon: 'cloud' },
    other_qube: { id: 4, name: 'Vacation', type: 'goal', icon: 'plane', app_icon: 'plane' },
    new_balance: null,
    is_cancellable: true,
    allow_reqube: false,
    scheduled_transaction_id: 31,
    scheduled_transaction_is_active: true,
    ...overrides,
  });
}
