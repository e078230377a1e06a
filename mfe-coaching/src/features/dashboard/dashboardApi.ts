import { api, type AffiliateMetrics } from '@qube/shared';

/** Dashboard metrics (CO-12). */
export async function loadPartnerMetrics(): Promise<AffiliateMetrics> {
  const { data } = await api.get<AffiliateMetrics>('affiliates/metrics/', undefined, { householdsOff: true });
  return data;
}
