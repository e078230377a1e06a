import { api, LIMITS, toCents, type Activity, type Page, type Qube } from '@qube/shared';

/** One qube (MM-05, MM-15: GET qubes/{id}/ with account_id). */
export async function loadQube(accountId: number, qubeId: number): Promise<Qube> {
  const { data } = await api.get<Qube>(`qubes/${qubeId}/`, { account_id: accountId });
  return data;
}

/** The qube's latest activity: GET search/transactions/?filter_qube={id}. */
export async function loadQubeActivity(accountId: number, qubeId: number): Promise<Activity[]> {
  const { data } = await api.get<Page<Activity>>('search/transactions/', { account_id: accountId, filter_date_range: 'all', filter_qube: qubeId, limit: LIMITS.activityPage });
  return data.results;
}

/** The qube's scheduled items: GET search/scheduled/?filter_qube={id}. */
export async function loadQubeScheduled(accountId: number, qubeId: number): Promise<Activity[]> {
  const { data } = await api.get<Page<Activity>>('search/scheduled/', { account_id: accountId, filter_date_range: 'all', filter_qube: qubeId, limit: LIMITS.activityPage });
  return data.results;
}

/** Share of a target reached, in whole percent from exact cents (0 to 100). */
export function progressPercent(balance: string, target: string | null | undefined): number {
  const targetCents = toCents(target ?? '0');
  if (targetCents <= 0n) return 0;
  return Math.max(0, Math.min(100, Number((toCents(balance) * 100n) / targetCents)));
}
