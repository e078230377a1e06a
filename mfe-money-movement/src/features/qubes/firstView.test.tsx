import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { api, bus, sessionStore, type Qube } from '@qube/shared';
import { makeAccount, makeMe } from '@qube/shared/test-utils';
import { QubesPage } from './QubesPage';

// The first view of /qubes draws without antd (ARCHITECTURE.md "Page budget"): an import of it fails here. Its
// dialogs and the qube's drawer load antd when they open (QubesPage.test.tsx opens them).
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
  render(
    <MemoryRouter initialEntries={['/qubes#bill']}>
      <QubesPage />
    </MemoryRouter>,
  );
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
  render(
    <MemoryRouter initialEntries={['/qubes']}>
      <QubesPage />
    </MemoryRouter>,
  );
  expect(screen.getByText('Qubes are not available for this account.')).toBeInTheDocument();
});
