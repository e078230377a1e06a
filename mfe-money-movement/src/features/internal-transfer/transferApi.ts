import { api, QUBE_LIST_LIMIT, type Overview, type Page, type Qube } from '@qube/shared';

/** Cloud as a qube of the lists (MM-45): its balance is the account's cloud total. */
export function cloudQube(balance: string): Qube {
  return {
    id: 'cloud',
    name: 'Cloud',
    type: 'system',
    balance,
    icon: null,
    app_icon: null,
    color: null,
    current_cycle_budget: null,
    toFund: false,
    goalqube: null,
    billqube: null,
    spendingqube: null,
    merchant_group: null,
    last_activity_datetime: null,
    update_datetime: null,
    creation_datetime: null,
    manual_sort_position: null,
    manual_sort_datetime: null,
    is_current_open_qube: false,
  };
}

/** Cloud first, then every qube of the account. */
export async function loadTransferQubes(accountId: number): Promise<Qube[]> {
  const [overview, qubes] = await Promise.all([
    api.get<Overview>(`accounts/${accountId}/updates/`),
    api.get<Page<Qube>>('qubes/', { account_id: accountId, limit: QUBE_LIST_LIMIT }),
  ]);
  return [cloudQube(overview.data.cloud_qube_total_balance), ...qubes.data.results];
}
