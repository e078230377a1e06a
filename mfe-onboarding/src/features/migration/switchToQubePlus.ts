import { api, bus, sessionStore, type Account, type Me } from '@qube/shared';
import { migrationApi } from './migrationApi';
import { MIGRATION_DIALOGS } from './migrationChecks';

export type SwitchResult = { isSwitched: true; account: Account } | { isSwitched: false; message: string };

/**
 * ON-56: 'Switch to Qube+ Account'. Needs the account's future_account_id, then that account read with households
 * forced off for its household_id, then makes the household the active account as an aggregate one (the same as the
 * shell's switcher: the session's active account, and `account:switched` so every area reloads). The user is read
 * again first, so a household made a moment ago is one of theirs.
 */
export async function switchToQubePlus(account: Pick<Account, 'future_account_id'>): Promise<SwitchResult> {
  if (account.future_account_id === null) return { isSwitched: false, message: MIGRATION_DIALOGS.noFutureAccount };
  let householdId: number | null;
  try {
    householdId = (await migrationApi.account(account.future_account_id)).household_id;
  } catch {
    return { isSwitched: false, message: MIGRATION_DIALOGS.noFutureAccount };
  }
  if (householdId === null) return { isSwitched: false, message: MIGRATION_DIALOGS.noHousehold };
  try {
    const { data: me } = await api.get<Me>('users/me/', undefined, { mute: true });
    sessionStore.getState().setMe(me);
    const household = await migrationApi.account(householdId);
    const aggregate = { ...household, is_aggregate: true };
    sessionStore.getState().switchAccount(aggregate);
    bus.emit('account:switched', { accountId: aggregate.id, isAggregate: true });
    return { isSwitched: true, account: aggregate };
  } catch {
    return { isSwitched: false, message: MIGRATION_DIALOGS.noHousehold };
  }
}
