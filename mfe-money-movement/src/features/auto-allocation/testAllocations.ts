import type { Activity } from '@qube/shared';

/** A scheduled auto_allocation item as search/scheduled/ returns it (qube = Cloud, other_qube = the funded qube). */
export function makeAllocation(overrides: Partial<Activity> = {}): Activity {
  return {
    id: 41,
    transaction_type: 'qube_transfer',
    transaction_type_description: 'Internal Transfer',
    amount: '120.00',
    result: 'pending',
    transaction_datetime: null,
    scheduled_date: '2026-11-28',
    recurring: 'monthly',
    frequency_name: 'Monthly',
    source_type: 'auto_allocation',
    source_id: null,
    title: 'Auto-fund Rent',
    description: '',
    merchant: null,
    qube: { id: 'cloud', name: 'Cloud', type: 'system', icon: 'cloud', app_icon: 'cloud' },
    other_qube: { id: 3, name: 'Rent', type: 'billing', icon: 'house', app_icon: 'house' },
    new_balance: null,
    is_processing: false,
    is_cancellable: true,
    allow_reqube: false,
    allow_delete_future: true,
    scheduled_transaction_id: 41,
    scheduled_transaction_is_active: true,
    user_id: 1,
    user_initials: 'PD',
    ...overrides,
  };
}
