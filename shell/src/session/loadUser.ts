import { api, type Account, type Me } from '@qube/shared';

/** Loads the signed-in user and the account to show (SH-24: me, then the account). */
export async function loadUser(activeAccountId?: number | null): Promise<{ me: Me; account: Account }> {
  const { data: me } = await api.get<Me>('users/me/');
  const reachable = [me.primary_account, ...me.sub_accounts, ...me.households];
  const wanted = reachable.find((a) => a.id === activeAccountId) ?? me.primary_account;
  const { data: account } = await api.get<Account>(`accounts/${wanted.id}/`, undefined, { householdsOff: true });
  return { me, account };
}
