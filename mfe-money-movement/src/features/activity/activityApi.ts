import { api, LIMITS, type Activity, type Page } from '@qube/shared';
import type { TypeGroup } from './activityGroups';

export type ActivityFilters = { qube?: number | 'cloud'; typeGroup?: TypeGroup; from?: string; to?: string };

/** Query of GET search/transactions/ (MM-16, MM-19: filter names are ours, documented in the API README). */
export function transactionQuery(accountId: number, filters: ActivityFilters, offset = 0): Record<string, string | number> {
  const query: Record<string, string | number> = { account_id: accountId, limit: LIMITS.activityPage, offset };
  if (filters.from || filters.to) {
    query.filter_date_range = 'custom';
    if (filters.from) query.filter_date_range_from = filters.from;
    if (filters.to) query.filter_date_range_to = filters.to;
  } else {
    query.filter_date_range = 'all';
  }
  if (filters.qube !== undefined) query.filter_qube = filters.qube;
  if (filters.typeGroup) query.filter_type_group = filters.typeGroup;
  return query;
}

export async function loadTransactions(accountId: number, filters: ActivityFilters, offset = 0): Promise<Page<Activity>> {
  const { data } = await api.get<Page<Activity>>('search/transactions/', transactionQuery(accountId, filters, offset));
  return data;
}

/** Scheduled items (MM-18). */
export async function loadScheduled(accountId: number): Promise<Page<Activity>> {
  const { data } = await api.get<Page<Activity>>('search/scheduled/', { account_id: accountId, filter_date_range: 'all', limit: LIMITS.activityPage });
  return data;
}

/** Pre-auths (MM-17). */
export async function loadPreAuths(accountId: number): Promise<Page<Activity>> {
  const { data } = await api.get<Page<Activity>>('search/pre-auths/', { account_id: accountId, filter_date_range: 'all' });
  return data;
}
