import { api, prefetchable, type AffiliateMetrics } from '@qube/shared';

const metrics = prefetchable(async (): Promise<AffiliateMetrics> => {
  const { data } = await api.get<AffiliateMetrics>('affiliates/metrics/', undefined, { householdsOff: true });
  return data;
});

/** Dashboard metrics (CO-12). */
export const loadPartnerMetrics = metrics.load;

/** Asks for the dashboard's metrics before its page is drawn (a cold load of /coaching/dashboard). */
export const prefetchPartnerMetrics = metrics.prefetch;
