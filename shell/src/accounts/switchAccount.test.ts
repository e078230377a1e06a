import { api, bus, resolvePath, sessionStore, type Account, type Me } from '@qube/shared';
import { pathAfterSwitch, switchAccount, switchableAccounts } from './switchAccount';

const acct = (id: number, extra: Partial<Account> = {}) => ({ id, display_name: `A${id}`, is_aggregate: false, is_sub_account: false, ...extra }) as Account;
const primary = acct(1);
const minor = acct(2, { is_sub_account: true, account_type: 'authorized_minor' });
const household = acct(3, { is_aggregate: true, account_type: 'household' });
const me = { user_type: 'regular_user', primary_account: primary, sub_accounts: [minor], households: [household] } as unknown as Me;

describe('account switching', () => {
  beforeEach(() => sessionStore.getState().startSession({ token: 't', me, account: primary, trustDevice: false }));
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStore.getState().reset();
  });

  it('SH-45 lists the primary account, the sub-accounts and the households', () => {
    expect(switchableAccounts(me).map((a) => a.id)).toEqual([1, 2, 3]);
  });

  it('SH-46 loads the account, makes it active, sends household calls under households/ and emits account:switched', async () => {
    jest.spyOn(api, 'get').mockResolvedValue({ data: household } as never);
    const events: unknown[] = [];
    const subscription = bus.on('account:switched').subscribe((e) => events.push(e));
    await expect(switchAccount(3)).resolves.toBe(true);
    subscription.unsubscribe();
    expect(api.get).toHaveBeenCalledWith('accounts/3/', undefined, { householdsOff: true });
    expect(sessionStore.getState().active_account).toEqual(household);
    expect(sessionStore.getState().apiHouseholdsOverride).toBe(false);
    expect(resolvePath('qubes/')).toBe('households/qubes/');
    expect(events).toContainEqual({ accountId: 3, isAggregate: true });
  });

  it('SH-20 ignores an account the user does not have', async () => {
    const get = jest.spyOn(api, 'get');
    await expect(switchAccount(99)).resolves.toBe(false);
    expect(get).not.toHaveBeenCalled();
    expect(sessionStore.getState().active_account).toEqual(primary);
  });

  it('SH-46 goes from /manage-plan to /dashboard after a switch and stays elsewhere', () => {
    expect(pathAfterSwitch('/manage-plan')).toBe('/dashboard');
    expect(pathAfterSwitch('/planning')).toBeNull();
  });
});
