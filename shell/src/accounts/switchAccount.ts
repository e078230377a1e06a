import { api, bus, sessionStore, type Account, type Me } from '@qube/shared';

/** Every account the user may show: the primary, its sub-accounts and the households (SH-45). */
export function switchableAccounts(me: Me | null): Account[] {
  if (!me) return [];
  return [me.primary_account, ...me.sub_accounts, ...me.households];
}

/**
 * Switches the active account without a page reload (SH-46): load it, make it active (a household
 * is then reached under the households prefix) and tell every area, which resets and reloads.
 * Returns false when the user does not have that account.
 */
export async function switchAccount(accountId: number): Promise<boolean> {
  const target = switchableAccounts(sessionStore.getState().me).find((a) => a.id === accountId);
  if (!target) return false;
  const { data } = await api.get<Account>(`accounts/${accountId}/`, undefined, { householdsOff: true });
  sessionStore.getState().switchAccount(data);
  bus.emit('account:switched', { accountId: data.id, isAggregate: data.is_aggregate });
  return true;
}

/** After a switch, /manage-plan goes to /dashboard (SH-46); other pages stay. */
export function pathAfterSwitch(pathname: string): string | null {
  return pathname === '/manage-plan' ? '/dashboard' : null;
}
