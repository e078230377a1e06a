import { api, QUBE_LIST_LIMIT, type Page, type Qube } from '@qube/shared';
import { earlyAccountRead } from '../../ui/earlyAccountRead';

/**
 * /qubes' list of the account's qubes. The area asks for it as it mounts on /qubes (`prefetch`), alongside the page's
 * chunk rather than after it: the list was read only once the page's code had arrived and run.
 */
export const qubeListRead = earlyAccountRead(async (accountId: number): Promise<Qube[]> => {
  const { data } = await api.get<Page<Qube>>('qubes/', { account_id: accountId, limit: QUBE_LIST_LIMIT });
  return data.results;
});
