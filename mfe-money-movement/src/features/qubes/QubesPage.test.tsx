import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { api, sessionStore, type Qube } from '@qube/shared';
import { makeAccount, makeMe } from '@qube/shared/test-utils';
import { QubesPage } from './QubesPage';

const q = (id: number, name: string, type: Qube['type'], balance: string, extra: Partial<Qube> = {}) =>
  ({ id, name, type, balance, color: null, goalqube: null, billqube: null, spendingqube: null, merchant_group: null, manual_sort_position: id, current_cycle_budget: null, ...extra }) as Qube;
const QUBES = [q(1, 'Groceries', 'spending', '320.00'), q(2, 'Dining Out', 'spending', '80.00'), q(3, 'Rent', 'billing', '1200.00'), q(4, 'Vacation', 'goal', '600.00')];

function setup(flags: Record<string, boolean>, hash = '') {
  const account = makeAccount({ id: 1 });
  sessionStore.getState().startSession({ token: 't', me: makeMe({ primary_account: account, feature_flags: flags }), account, trustDevice: false });
  jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: { count: QUBES.length, next: null, results: QUBES } } as never);
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[`/qubes${hash}`]}>
      <QubesPage />
    </MemoryRouter>,
  );
  return { user };
}

describe('QubesPage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStore.getState().reset();
    localStorage.clear();
  });

  it('MM-03 MM-05 lists the qubes of the section the hash names, fetched with limit 9999', async () => {
    setup({ web_spend_qubes: true, web_bill_qubes: true, web_goal_qubes: true }, '#bill');
    expect(await screen.findByLabelText('Rent qube')).toBeInTheDocument();
    expect(screen.queryByLabelText('Groceries qube')).not.toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('qubes/', { account_id: 1, limit: 9999 });
  });

  it('MM-04 shows a tab only for each enabled qube type', async () => {
    setup({ web_spend_qubes: true, web_goal_qubes: true });
    expect(await screen.findByRole('tab', { name: 'Spending' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Goals' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Bills' })).not.toBeInTheDocument();
  });

  it('MM-08 MM-11 sorts the spending qubes as chosen and remembers the choice', async () => {
    const { user } = setup({ web_spend_qubes: true });
    await screen.findByLabelText('Groceries qube');
    const order = () => screen.getAllByLabelText(/ qube$/).map((el) => el.getAttribute('aria-label'));
    expect(order()).toEqual(['Groceries qube', 'Dining Out qube']);
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(within(document.body).getByTitle('Alphabetical'));
    expect(order()).toEqual(['Dining Out qube', 'Groceries qube']);
    expect(localStorage.getItem('qube:qube-sort:spend')).toBe('Alphabetical');
  });
});
