import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { api, bus, sessionStore, type Account, type Me } from '@qube/shared';
import { TopBar } from './TopBar';

const account = (extra: Partial<Account> = {}) =>
  ({ id: 1, display_name: 'Alex Rivera', is_aggregate: false, is_sub_account: false, account_type: 'normal', ...extra }) as Account;
const me = (extra: Partial<Me> = {}) =>
  ({
    id: 1,
    first_name: 'Alex',
    user_type: 'regular_user',
    primary_account: account(),
    sub_accounts: [],
    households: [],
    is_coach: false,
    is_affiliate: false,
    feature_flags: { planning_screen: true },
    ...extra,
  }) as unknown as Me;

function setup(user: Me, active: Account = user.primary_account) {
  // The bell asks for the unread count; these tests are about the bar itself. A test that mocked
  // the API already (the partner feature) keeps its answer.
  if (!jest.isMockFunction(api.get)) jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: { unread_notifications_count: 0 } } as never);
  sessionStore.getState().startSession({ token: 't', me: user, account: active, trustDevice: false });
  // userEvent's default delay (not the helper's none): the profile menu opens as in a browser.
  const { user: events } = renderWithProviders(<TopBar companyId={1} brandName="Qube" primaryColor="#1f5fd1" />, { route: '/dashboard', user: {} });
  return { user: events };
}

describe('TopBar', () => {
  afterEach(() => {
    sessionStore.getState().reset();
    jest.restoreAllMocks();
  });

  it('SH-43 has the logo linking to the dashboard, the navigation and the profile menu with Logout', async () => {
    const { user } = setup(me());
    expect(screen.getByRole('link', { name: 'Qube home' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Planning');
    await user.click(screen.getByRole('button', { name: 'Alex profile menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Manage Plan' })).toBeInTheDocument();
  });

  it('SH-47 shows Move Money only on plus accounts allowed to move money, and it opens the selection through the bus', async () => {
    const plus = account({ id: 3, is_aggregate: true, account_type: 'household' });
    const mover = me({ feature_flags: { web_move_money_internal: true } });
    const { user } = setup(mover, plus);
    const seen: unknown[] = [];
    const subscription = bus.on('command:open-move-money').subscribe((p) => seen.push(p));
    await user.click(screen.getByRole('button', { name: 'Move Money' }));
    expect(seen).toEqual([{}]);
    subscription.unsubscribe();
  });

  it('SH-47 hides Move Money on a non-plus account and on a plus account without a move-money flag', () => {
    setup(me({ feature_flags: { web_move_money_internal: true } }));
    expect(screen.queryByRole('button', { name: 'Move Money' })).not.toBeInTheDocument();
    sessionStore.getState().reset();
    document.body.innerHTML = '';
    setup(me(), account({ id: 3, is_aggregate: true, account_type: 'household' }));
    expect(screen.queryByRole('button', { name: 'Move Money' })).not.toBeInTheDocument();
  });

  it('SH-44 shows the plus logo when the active account is a plus account', () => {
    setup(me(), account({ id: 3, is_aggregate: true, account_type: 'household' }));
    expect(screen.getByRole('link', { name: 'Qube home' })).toHaveTextContent('Qube+');
  });

  it('SH-45 shows the account switcher only when the user has other accounts', () => {
    setup(me());
    expect(screen.queryByRole('button', { name: /Switch account/ })).not.toBeInTheDocument();
  });

  it('SH-45 lists the sub-accounts and households in the switcher', async () => {
    const { user } = setup(me({ sub_accounts: [account({ id: 2, display_name: 'Jamie Rivera', is_sub_account: true })], households: [account({ id: 3, display_name: 'Rivera Household', is_aggregate: true, account_type: 'household' })] }));
    await user.click(screen.getByRole('button', { name: /Switch account/ }));
    expect(await screen.findByRole('menuitem', { name: /Jamie Rivera · Sub-account/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Rivera Household · Household/ })).toBeInTheDocument();
  });

  it('SH-51 titles the limited user\'s site Playground', () => {
    setup(me({ user_type: 'limited_user' }));
    expect(screen.getByRole('link', { name: 'Qube Playground home' })).toHaveTextContent('Qube Playground');
  });

  it('SH-54 offers the Partner Portal to a coach with an active feature', async () => {
    jest.spyOn(api, 'get').mockResolvedValue({ data: { id: 1, current_subscription: { program: { program_type: 'coach', affiliate_features: ['dashboard'] } } } } as never);
    const { user } = setup(me({ is_coach: true }));
    await user.click(screen.getByRole('button', { name: 'Alex profile menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Go to Partner Portal' })).toBeInTheDocument();
  });

  it('has a mobile drawer with the same navigation and menu', async () => {
    setup(me());
    // jsdom has no narrow screen, so the drawer button stays CSS-hidden there.
    fireEvent.click(screen.getByLabelText('Open menu'));
    const drawer = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(drawer).toHaveTextContent('Overview');
    expect(drawer).toHaveTextContent('Planning');
    expect(drawer).toHaveTextContent('Logout');
  });
});
