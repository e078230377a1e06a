import { api } from '@qube/shared';
import type { LeadPage, LeadsQuery } from '@qube/contract/partners';

/** One page of the coach's leads (CO-20). */
export async function loadLeads(query: LeadsQuery): Promise<LeadPage> {
  const { data } = await api.get<LeadPage>('coaching/leads/', query, { householdsOff: true });
  return data;
}
