import { api, QUBE_LIST_LIMIT, type Page, type Qube } from '@qube/shared';

/** Qubes to filter by, Cloud first. */
export async function loadQubeChoices(accountId: number): Promise<{ id: number | 'cloud'; name: string }[]> {
  const { data } = await api.get<Page<Qube>>('qubes/', { account_id: accountId, limit: QUBE_LIST_LIMIT });
  return [{ id: 'cloud', name: 'Cloud' }, ...data.results.map((q) => ({ id: q.id, name: q.name }))];
}
