import type { Activity, TransactionType } from '@qube/shared';

export type TypeGroup = 'money_in' | 'money_out' | 'internal' | 'other';

/** Activity type groups (MM-20). */
export const TYPE_GROUPS: Record<TypeGroup, readonly TransactionType[]> = {
  money_in: ['ach_deposit', 'card_deposit', 'received_from_person', 'refund', 'correction'],
  money_out: ['purchase', 'ach_transfer', 'ach_out_of_cloud', 'send_to_person'],
  internal: ['qube_transfer'],
  other: ['adjustment', 'dispute', 'payment', 'external_transaction'],
};

export const TYPE_GROUP_LABELS: Record<TypeGroup, string> = { money_in: 'Money in', money_out: 'Money out', internal: 'Internal', other: 'Other' };

export function typeGroupOf(type: TransactionType): TypeGroup | null {
  return (Object.keys(TYPE_GROUPS) as TypeGroup[]).find((g) => TYPE_GROUPS[g].includes(type)) ?? null;
}

/** The chips an activity row shows (MM-21). */
export function activityChips(activity: Pick<Activity, 'source_type' | 'is_processing' | 'result'>): string[] {
  const chips: string[] = [];
  if (activity.source_type === 'preapproved_payment') chips.push('Pre-Auth');
  if (activity.is_processing) chips.push('Processing');
  if (activity.result === 'pending') chips.push('Pending');
  return chips;
}

/** Appends a page, never listing a row twice even when pages overlap (new rows arrived meanwhile). */
export function appendPage(rows: Activity[], page: Activity[]): Activity[] {
  const seen = new Set(rows.map((r) => r.id));
  return [...rows, ...page.filter((r) => !seen.has(r.id))];
}
