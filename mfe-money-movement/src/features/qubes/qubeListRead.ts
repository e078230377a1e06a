import { api, knownAccountVersion, prefetchable, QUBE_LIST_LIMIT, type Page, type Qube } from '@qube/shared';

/**
 * /qubes' list of the account's qubes. The area asks for it as it mounts on /qubes (`prefetch`), alongside the page's
 * chunk rather than after it: the list was read only once the page's code had arrived and run. An early answer is
 * taken only for the same account, with no change of it noted since it was asked for (`useAccountData` marks what a
 * load covers by the version known when it starts), and not when it failed.
 */
export const qubeListRead = prefetchable(
  async (accountId: number): Promise<Qube[]> => {
    const { data } = await api.get<Page<Qube>>('qubes/', { account_id: accountId, limit: QUBE_LIST_LIMIT });
    return data.results;
  },
  { stampOf: (accountId) => `${accountId}:${knownAccountVersion(accountId)}`, takesFailed: false },
);
