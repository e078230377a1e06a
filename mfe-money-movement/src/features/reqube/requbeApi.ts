import { api, QUBE_LIST_LIMIT, type Overview, type Page, type Qube, type QubeRef } from '@qube/shared';
import type { ReQubeTarget } from './requbeRules';

/** Cloud (its balance is the account's cloud total) and every qube of the account. */
export async function loadReQubeTargets(accountId: number): Promise<ReQubeTarget[]> {
  const [overview, qubes] = await Promise.all([
    api.get<Overview>(`accounts/${accountId}/updates/`),
    api.get<Page<Qube>>('qubes/', { account_id: accountId, limit: QUBE_LIST_LIMIT }),
  ]);
  const cloud: ReQubeTarget = { id: 'cloud', name: 'Cloud', type: 'system', balance: overview.data.cloud_qube_total_balance, icon: 'cloud', app_icon: 'cloud' };
  return [cloud, ...qubes.data.results.map((q) => ({ id: q.id, name: q.name, type: q.type, balance: q.balance, icon: q.icon, app_icon: q.app_icon }))];
}

/** MM-123: moves one activity; the answer is the destination qube. Muted: the dialog shows its own toast. */
export async function requbeOne(accountId: number, activityId: number, toQubeId: number | 'cloud', advanceDueDate = false): Promise<QubeRef> {
  const { data } = await api.patch<QubeRef>(`banking/transactions/${activityId}/`, { account_id: accountId, to_qube_id: toQubeId, advance_due_date: advanceDueDate }, { mute: true });
  return data;
}

/**
 * MM-124: moves several activities at once (all or nothing). The spec gives two payloads; the API's documented one
 * is {account_id, to_qube, qube_transaction_groups}, which is what we send.
 */
export async function requbeMany(accountId: number, activityIds: number[], toQubeId: number | 'cloud'): Promise<void> {
  await api.post('banking/transactions/bulk-reqube/', { account_id: accountId, to_qube: toQubeId, qube_transaction_groups: activityIds }, { mute: true });
}

/** MM-125: a bill qube's coming due dates (GET qubes/bill-qubes/{id}/next-due-dates/), soonest first. */
export async function loadNextDueDates(accountId: number, billQubeId: number): Promise<string[]> {
  const { data } = await api.get<{ next_due_dates: string[] }>(`qubes/bill-qubes/${billQubeId}/next-due-dates/`, { account_id: accountId }, { mute: true });
  return data.next_due_dates;
}
