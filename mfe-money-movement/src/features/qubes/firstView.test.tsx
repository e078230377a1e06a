import { act, screen, within } from '@testing-library/react';
import { api, bus, sessionStore, type Qube } from '@qube/shared';
import { makeAccount, makeMe } from '@qube/shared/test-utils';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { QubesPage } from './QubesPage';

// The first view of /qubes, a qube's page (its drawer) included, draws without antd
// (docs/adr/0015-plain-markup-first-views.md): an import of it fails here. Its dialogs load antd when they open
// (QubesPage.test.tsx opens them).
jest.mock('antd', () => {
  throw new Error('antd is not part of the first view of /qubes');
});

const q = (id: number, name: string, type: Qube['type'], balance: string) =>
  ({ id, name, type, balance, color: null, goalqube: null, billqube: null, spendingqube: null, merchant_group: null, manual_sort_position: id, current_cycle_budget: null }) as Qube;

afterEach(() => {
  act(() => sessionStore.getState().reset());
  jest.restoreAllMocks();
  bus.reset();
});

it('MM-03 MM-04 MM-07 MM-12 the first view of /qubes: title, Create Qube, tabs, Sort by, tiles and their actions, without antd', async () => {
  const account = makeAccount({ id: 1 });
  const flags = { web_spend_qubes: true, web_bill_qubes: true, web_goal_qubes: true };
  sessionStore.getState().startSession({ token: 't', me: makeMe({ primary_account: account, feature_flags: flags }), account, trustDevice: false });
  const qubes = [q(3, 'Rent', 'billing', '1200.00'), q(5, 'Phone', 'billing', '45.00')];
  jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: { count: qubes.length, next: null, results: qubes } } as never);
  renderWithProviders(<QubesPage />, { route: '/qubes#bill' });
  expect(screen.getByRole('heading', { level: 1, name: 'Qubes' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading your qubes' })).toBeInTheDocument();
  expect(await screen.findByLabelText('Rent qube')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create Qube' })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Spending', 'Bills', 'Goals']);
  expect(screen.getByRole('tab', { name: 'Bills' })).toHaveAttribute('aria-selected', 'true');
  const sort = screen.getByRole('combobox', { name: 'Sort by' });
  expect(sort).toHaveDisplayValue('Manual');
  expect([...(sort as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Due Date', 'Underfunded', 'Bill Amount', 'Alphabetical', 'Last Activity', 'Manual']);
  for (const name of ['Open Rent', 'Edit Rent', 'Archive Rent', 'Move Rent down']) expect(screen.getByRole('button', { name })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Move Rent up' })).toBeDisabled();
});

it('MM-04 with no qube type enabled says so', () => {
  const account = makeAccount({ id: 1 });
  sessionStore.getState().startSession({ token: 't', me: makeMe({ primary_account: account, feature_flags: {} }), account, trustDevice: false });
  jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: { count: 0, next: null, results: [] } } as never);
  renderWithProviders(<QubesPage />, { route: '/qubes' });
  expect(screen.getByText('Qubes are not available for this account.')).toBeInTheDocument();
});

it("MM-03 MM-15 a qube's page (?qube={id}&isOpen=true) draws its drawer without antd: a named dialog that Escape closes", async () => {
  const account = makeAccount({ id: 1 });
  sessionStore.getState().startSession({ token: 't', me: makeMe({ primary_account: account, feature_flags: { web_spend_qubes: true, web_move_money_internal: true } }), account, trustDevice: false });
  const groceries = q(1, 'Groceries', 'spending', '320.00');
  jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === 'qubes/1/') return { status: 200, data: groceries } as never;
    // The page's forecast (issue 25 §1): none yet for this account.
    if (path === 'forecast/') return { status: 200, data: { pockets: [] } } as never;
    const results = path === 'qubes/' ? [groceries] : [];
    return { status: 200, data: { count: results.length, next: null, results } } as never;
  });
  const { user } = renderWithProviders(<QubesPage />, { route: '/qubes?qube=1&isOpen=true' });
  const drawer = await screen.findByRole('dialog', { name: 'Groceries' });
  expect(drawer).toHaveAttribute('aria-modal', 'true');
  expect(await within(drawer).findByText('No activity in this qube yet.')).toBeInTheDocument();
  expect(within(drawer).getByRole('button', { name: 'Move Money' })).toBeInTheDocument();
  expect(screen.getByLabelText('Groceries qube')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Groceries' })).not.toBeInTheDocument();
});
