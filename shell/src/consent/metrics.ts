import { api, type CompanyId } from '@qube/shared';
import type { Consent } from './consent';

/** The Metrics event of spec 000 (SH-71). */
export type MetricsEvent = {
  source: 'web';
  context: string;
  subcontext: string;
  action: string;
  company: CompanyId;
  affiliate: string | null;
  ad_id: string | null;
  ad_platform: string | null;
  ad_landing: string | null;
  data: Record<string, unknown>;
  device: { os: 'web'; unique_id: string };
  action_time: string;
};

const DEVICE_KEY = 'qube_device_id';

/** A stable id for this browser, kept only once analytics is allowed. */
export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'> | null): string {
  const existing = storage?.getItem(DEVICE_KEY);
  if (existing) return existing;
  const id = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(16).slice(2)}`;
  storage?.setItem(DEVICE_KEY, id);
  return id;
}

/** A page view as the Metrics event; ad attribution only with ads consent (SH-69). */
export function pageViewEvent(input: { pathname: string; search: string; companyId: CompanyId; consent: Consent; deviceId: string; now: Date; landing: string }): MetricsEvent {
  const params = new URLSearchParams(input.search);
  const withAds = input.consent.ads;
  return {
    source: 'web',
    context: 'page',
    subcontext: input.pathname,
    action: 'page_view',
    company: input.companyId,
    affiliate: params.get('affiliate_id'),
    ad_id: withAds ? params.get('ad_id') : null,
    ad_platform: withAds ? params.get('ad_platform') : null,
    ad_landing: withAds ? input.landing : null,
    data: {},
    device: { os: 'web', unique_id: input.deviceId },
    action_time: input.now.toISOString(),
  };
}

/** Sends one metrics event (POST metrics/); tracking never bothers the user with errors. */
export async function sendMetricsEvent(event: MetricsEvent): Promise<void> {
  await api.post('metrics/', event, { mute: true }).catch(() => undefined);
}
