import { api } from '@qube/shared';
import type { PendingSalePage, PendingSalesQuery, RewardsLink, RewardsSummary, SalePage, SalesDownloadInput, SalesQuery } from '@qube/contract/partners';

const OFF = { householdsOff: true } as const;

/** The Node Sales summary (CO-17). */
export async function loadRewardsSummary(): Promise<RewardsSummary> {
  const { data } = await api.get<RewardsSummary>('rewards/dashboard/summary/', undefined, OFF);
  return data;
}

/** The partner's share link (CO-17). */
export async function loadRewardsLink(): Promise<RewardsLink> {
  const { data } = await api.get<RewardsLink>('rewards/dashboard/get-link/', undefined, OFF);
  return data;
}

/** One page of node sales (CO-18). */
export async function loadSales(query: SalesQuery): Promise<SalePage> {
  const { data } = await api.get<SalePage>('rewards/dashboard/list/', query, OFF);
  return data;
}

/** The sales export (CO-18): every row the filters select, as CSV text. */
export async function downloadSales(input: SalesDownloadInput): Promise<string> {
  const { data } = await api.post<string>('rewards/dashboard/list/download/', input, OFF);
  return data;
}

/** One page of pending (reserved) sales (CO-19). */
export async function loadPendingSales(query: PendingSalesQuery): Promise<PendingSalePage> {
  const { data } = await api.get<PendingSalePage>('rewards/dashboard/list-pending/', query, OFF);
  return data;
}
