import { api } from '@qube/shared';
import type { ClientPage, ClientsQuery } from '@qube/contract/partners';

/** One page of the coach's clients (CO-22). */
export async function loadClients(query: ClientsQuery): Promise<ClientPage> {
  const { data } = await api.get<ClientPage>('coaching/clients/', query, { householdsOff: true });
  return data;
}
