import { api, type IncomeGroup, type IncomeGroupInput, type IncomeInstance, type MoneyString } from '@qube/shared';

// Every call is muted: the income card shows its own message for each failure.
const MUTE = { mute: true } as const;

/** What an income instance's PATCH may change (PL-12). */
export type IncomeInstanceChange = { name: string; amount: MoneyString; date: string };

/** The income groups of the account (PL-10, PL-13). */
export async function loadIncomeGroups(accountId: number): Promise<IncomeGroup[]> {
  const { data } = await api.get<{ results: IncomeGroup[] }>('budgets/income-groups/', { account_id: accountId, limit: 1000 }, MUTE);
  return data.results;
}

/** Adds a one-time or recurring income (PL-11). */
export async function createIncomeGroup(input: IncomeGroupInput): Promise<IncomeGroup> {
  const { data } = await api.post<IncomeGroup>('budgets/income-groups/', input, MUTE);
  return data;
}

/** Changes a whole series (PL-13); the API replaces its instances dated today or later. */
export async function updateIncomeGroup(groupId: number, input: IncomeGroupInput): Promise<IncomeGroup> {
  const { data } = await api.patch<IncomeGroup>(`budgets/income-groups/${groupId}/`, input, MUTE);
  return data;
}

/** Changes one occurrence only (PL-12); its `type` names the path. */
export async function updateIncomeInstance(accountId: number, instance: IncomeInstance, change: IncomeInstanceChange): Promise<IncomeInstance> {
  const { data } = await api.patch<IncomeInstance>(instancePath(instance), { account_id: accountId, ...change }, MUTE);
  return data;
}

/** Deletes one occurrence, or it and every later one of its series (PL-15). */
export async function deleteIncomeInstance(accountId: number, instance: IncomeInstance, deleteFuture: boolean): Promise<void> {
  await api.delete(instancePath(instance), { id: instance.id, account_id: accountId, type: instance.type, delete_future: deleteFuture }, MUTE);
}

const instancePath = ({ id, type }: IncomeInstance) => `budgets/${type === 'recurring' ? 'recurring-income' : 'expected-income'}/${id}/`;
