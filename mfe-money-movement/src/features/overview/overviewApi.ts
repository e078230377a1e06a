import { api, QUBE_LIST_LIMIT, type Overview, type Page, type Qube } from '@qube/shared';

export type DashboardData = { overview: Overview; qubes: Qube[] };

/** Overview numbers and every qube of the account (MM-01, MM-05). */
export async function loadDashboard(accountId: number): Promise<DashboardData> {
  const [overview, qubes] = await Promise.all([
    api.get<Overview>(`accounts/${accountId}/updates/`),
    api.get<Page<Qube>>('qubes/', { account_id: accountId, limit: QUBE_LIST_LIMIT }),
  ]);
  return { overview: overview.data, qubes: qubes.data.results };
}
