import { act, screen, waitFor, within } from '@testing-library/react';
import { api, ApiError, bus, sessionStore, type Budget, type QubeBudget, type SuggestedBudget } from '@qube/shared';
import { makeAccount } from '@qube/shared/test-utils';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { PlanningPage } from './PlanningPage';

// A table with a field, a select and a button per row, and the income dialogs (antd), render slowly in jsdom on a loaded 2-core machine.
jest.setTimeout(90000);

const line = (id: number, name: string, type: QubeBudget['qube']['type'], amount: string, extra: Partial<QubeBudget> = {}): QubeBudget => ({
  id,
  qube: { id: id + 100, name, type },
  amount,
  editing_amount: null,
  is_editing: false,
  spent: '0.00',
  auto_fund_choice: 0,
  ...extra,
});

const CURRENT: Budget = {
  id: 7,
  name: 'October 2026',
  start_date: '2026-10-01',
  end_date: '2026-10-31',
  status: 'current',
  total_budgeted_amount: '1200.00',
  total_income_amount: '1000.50',
  has_pending_changes: false,
  qube_budgets: [line(1, 'Groceries', 'spending', '300.00', { spent: '120.25' }), line(2, 'Rent', 'billing', '900.00', { spent: '900.00', auto_fund_choice: 1 })],
  expected_income_instances: [{ id: 1, income_group: 1, type: 'expected', name: 'Paycheck', amount: '1000.50', date: '2026-10-15' }],
  recurring_income_instances: [],
};
const PAST: Budget = { ...CURRENT, id: 6, name: 'September 2026', start_date: '2026-09-01', end_date: '2026-09-30', status: 'past', total_budgeted_amount: '800.00', total_income_amount: '1000.00' };
const WITH_DRAFT: Budget = {
  ...CURRENT,
  has_pending_changes: true,
  qube_budgets: [line(1, 'Groceries', 'spending', '300.00', { is_editing: true, editing_amount: '250.00' }), CURRENT.qube_budgets[1]!],
};
const SAVED: Budget = { ...CURRENT, total_budgeted_amount: '1150.00', qube_budgets: [line(1, 'Groceries', 'spending', '250.00'), CURRENT.qube_budgets[1]!] };
const SUGGESTION: SuggestedBudget = { suggested_amount: '275.00', basis: 'spending_average', description: 'Your average spending over the last 3 months.' };

const summary = ({ id, name, start_date, end_date, status, total_budgeted_amount, total_income_amount }: Budget) => ({ id, name, start_date, end_date, status, total_budgeted_amount, total_income_amount });
const ok = (data: unknown) => Promise.resolve({ status: 200, data });
const fail = (status: number, body: ConstructorParameters<typeof ApiError>[1]) => Promise.reject(new ApiError(status, body));

type Get = (path: string) => Promise<unknown>;
const defaultGet =
  (current: Budget | null = CURRENT): Get =>
  (path) => {
    if (path === 'budgets/current/') return current ? ok(current) : fail(404, { fallback_message: 'No current budget.' });
    if (path === 'budgets/') return ok({ count: 2, next: null, previous: null, results: [summary(CURRENT), summary(PAST)] });
    if (path === 'budgets/6/') return ok(PAST);
    if (path === 'budgets/7/') return ok(CURRENT);
    if (path === 'accounts/1/auto-funding/') return ok({ auto_funding_enabled: false });
    if (path === 'budgets/qube-budget/1/suggested-budget/') return ok(SUGGESTION);
    throw new Error(`unexpected GET ${path}`);
  };


function setup({ get = defaultGet(), flags = { planning_screen: true, auto_allocation: true } }: { get?: Get; flags?: Record<string, boolean> } = {}) {
  const spyGet = jest.spyOn(api, 'get').mockImplementation(((path: string) => get(path)) as never);
  const patch = jest.spyOn(api, 'patch').mockImplementation(((path: string, body: { editing_amount: string }) => {
    const saved = CURRENT.qube_budgets.find((l) => path === `budgets/qube-budget/${l.id}/`);
    return saved ? ok({ ...saved, is_editing: true, editing_amount: body.editing_amount }) : fail(404, { fallback_message: 'Not found.' });
  }) as never);
  const post = jest.spyOn(api, 'post').mockImplementation(((path: string, body: Record<string, unknown>) =>
    ok(path === 'accounts/1/auto-funding/' ? { auto_funding_enabled: body.auto_funding_enabled } : body.commit ? SAVED : CURRENT)) as never);
  const put = jest.spyOn(api, 'put').mockImplementation(((_path: string, body: { qubes: { qube_id: number; auto_fund_choice: number }[] }) =>
    ok({ results: body.qubes.map((q) => ({ ...q, name: 'Groceries', type: 'spending' })) })) as never);
  const { user, events } = renderWithProviders(<PlanningPage />, {
    session: { me: { feature_flags: flags }, account: { id: 1 } },
    record: ['toast:show', 'qubes:changed'],
  });
  return { user, spyGet, patch, post, put, events };
}

const toasts = (events: { name: string; payload: unknown }[]) => events.filter((e) => e.name === 'toast:show').map((e) => e.payload);
const rowOf = (name: string) => screen.getByText(name, { selector: 'td, td *' }).closest('tr') as HTMLElement;
const budgetField = (name: string) => screen.findByRole('textbox', { name: `${name} budget` });
// Each total is a term and its amount (a <dt> and its <dd>).
const cardValue = (title: string) => screen.getByText(title, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(() => jest.restoreAllMocks());

describe('PlanningPage', () => {
  it('PL-05 Spent follows a transfer made while the page is open, and a saved budget stays the shown one', async () => {
    let current: Budget = CURRENT;
    setup({ get: (path) => (path === 'budgets/current/' ? ok(current) : defaultGet()(path)) });
    expect(await screen.findByText('$120.25')).toBeInTheDocument();
    current = { ...CURRENT, qube_budgets: [line(1, 'Groceries', 'spending', '300.00', { spent: '150.25' }), CURRENT.qube_budgets[1]!] };
    act(() => bus.emit('transfer:success', { kind: 'internal', fromQubeId: 'cloud', toQubeId: 1, amount: '30.00' }));
    expect(await within(rowOf('Groceries')).findByText('$150.25')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Budget' })).toBeInTheDocument();
  });

  it('PL-03 PL-05 PL-06 shows the current budget with its period, totals, Left to budget and qube budgets', async () => {
    const { spyGet } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Planning' })).toBeInTheDocument();
    expect(await screen.findByText('October 2026: Oct 1, 2026 to Oct 31, 2026')).toBeInTheDocument();
    expect(cardValue('Total budgeted')).toBe('$1,200.00');
    expect(cardValue('Total income')).toBe('$1,000.50');
    expect(cardValue('Left to budget')).toBe('-$199.50');
    expect(spyGet).toHaveBeenCalledWith('budgets/current/', { account_id: 1 }, { mute: true });
    expect(spyGet).toHaveBeenCalledWith('budgets/', { account_id: 1, limit: 1000 }, { mute: true });

    const groceries = rowOf('Groceries');
    expect(within(groceries).getByText('Spending')).toBeInTheDocument();
    expect(within(groceries).getByText('$120.25')).toBeInTheDocument();
    expect(within(groceries).getByRole('textbox', { name: 'Groceries budget' })).toHaveValue('300.00');
    expect(within(rowOf('Rent')).getByText('Bill')).toBeInTheDocument();
    expect(within(rowOf('Paycheck')).getByText('$1,000.50')).toBeInTheDocument();
    expect(screen.queryByText('You have unsaved budget changes.')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Budget' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Budget' })).toHaveDisplayValue('October 2026 (current)');
  });

  it("PL-06 keeps the Budget chooser's place while the budgets load, then offers them", async () => {
    const answers: Record<string, (value: unknown) => void> = {};
    const pending = (path: string) => new Promise((resolve) => (answers[path] = resolve));
    setup({ get: (path) => (path === 'budgets/current/' || path === 'budgets/' ? pending(path) : defaultGet()(path)) });
    const chooser = screen.getByRole('combobox', { name: 'Budget' });
    expect(chooser).toBeDisabled();
    expect(within(chooser).getByRole('option', { name: 'Loading budgets…' })).toBeInTheDocument();
    await act(async () => {
      answers['budgets/current/']!({ status: 200, data: CURRENT });
      answers['budgets/']!({ status: 200, data: { count: 2, next: null, previous: null, results: [summary(CURRENT), summary(PAST)] } });
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Budget' })).toBeEnabled());
    expect(within(screen.getByRole('combobox', { name: 'Budget' })).getAllByRole('option')).toHaveLength(2);
    expect(screen.queryByRole('option', { name: 'Loading budgets…' })).not.toBeInTheDocument();
  });

  it('PL-03 PL-06 choosing a past budget loads it and shows it read-only with the note', async () => {
    const { user, spyGet } = setup();
    await budgetField('Groceries');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Budget' }), 'September 2026 (ended)');
    expect(await screen.findByText('This budget has ended. You can look at it but not change it.')).toBeInTheDocument();
    expect(spyGet).toHaveBeenCalledWith('budgets/6/', { account_id: 1 }, { mute: true });
    expect(screen.getByText('September 2026: Sep 1, 2026 to Sep 30, 2026')).toBeInTheDocument();
    expect(cardValue('Left to budget')).toBe('$200.00');
    expect(within(rowOf('Groceries')).getByText('$300.00')).toBeInTheDocument();
    expect(within(rowOf('Rent')).getByText('Fill To Budget')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Groceries budget' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Groceries auto fund' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Suggest/ })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Budget' }), 'October 2026 (current)');
    expect(await budgetField('Groceries')).toBeInTheDocument();
    expect(screen.queryByText('This budget has ended. You can look at it but not change it.')).not.toBeInTheDocument();
  });

  it('PL-07 a budget field saves a draft on blur, not on each keystroke, and shows Unsaved', async () => {
    const { user, patch } = setup();
    const field = await budgetField('Groceries');
    await user.clear(field);
    await user.type(field, '250');
    expect(patch).not.toHaveBeenCalled();
    await user.tab();
    await waitFor(() => expect(patch).toHaveBeenCalledWith('budgets/qube-budget/1/', { account_id: 1, editing_amount: '250.00' }, { mute: true }));
    expect(patch).toHaveBeenCalledTimes(1);
    const groceries = rowOf('Groceries');
    expect(await within(groceries).findByText('Unsaved')).toBeInTheDocument();
    expect(within(groceries).getByText('was $300.00')).toBeInTheDocument();
    expect(field).toHaveValue('250.00');
    expect(screen.getByText('You have unsaved budget changes.')).toBeInTheDocument();
    // A draft changes neither the committed amount nor the totals.
    expect(cardValue('Total budgeted')).toBe('$1,200.00');
  });

  it('PL-07 Enter in a budget field saves its draft; an unchanged amount or Escape sends nothing', async () => {
    const { user, patch } = setup();
    const field = await budgetField('Rent');
    await user.click(field);
    await user.keyboard('{Enter}');
    await user.type(field, '9{Escape}');
    expect(field).toHaveValue('900.00');
    await user.tab();
    expect(patch).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '$1,000.5{Enter}');
    await waitFor(() => expect(patch).toHaveBeenCalledWith('budgets/qube-budget/2/', { account_id: 1, editing_amount: '1000.50' }, { mute: true }));
    expect(field).toHaveFocus();
  });

  it('PL-04 PL-07 the form refuses an amount over $1,000,000.00, with three decimals or empty, before any call', async () => {
    const { user, patch } = setup();
    const field = await budgetField('Groceries');
    for (const typed of ['1000000.01', '12.345', 'abc']) {
      await user.clear(field);
      await user.type(field, `${typed}{Enter}`);
      expect(within(rowOf('Groceries')).getByRole('alert')).toHaveTextContent('Enter an amount from $0.00 to $1,000,000.00.');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveValue(typed);
    }
    await user.clear(field);
    await user.tab();
    expect(within(rowOf('Groceries')).getByRole('alert')).toHaveTextContent('Enter an amount from $0.00 to $1,000,000.00.');
    expect(patch).not.toHaveBeenCalled();

    await user.type(field, '1000000');
    await user.tab();
    await waitFor(() => expect(patch).toHaveBeenCalledWith('budgets/qube-budget/1/', { account_id: 1, editing_amount: '1000000.00' }, { mute: true }));
    await waitFor(() => expect(within(rowOf('Groceries')).queryByRole('alert')).not.toBeInTheDocument());
  });

  it("PL-04 PL-07 the API's message for the amount shows under the field and the typed amount stays", async () => {
    const { user, patch } = setup();
    patch.mockImplementationOnce((() => fail(400, { fallback_message: 'Invalid request', fields: { editing_amount: 'A bill qube cannot be budgeted below its bill amount.' } })) as never);
    const field = await budgetField('Rent');
    await user.clear(field);
    await user.type(field, '50{Enter}');
    expect(await within(rowOf('Rent')).findByRole('alert')).toHaveTextContent('A bill qube cannot be budgeted below its bill amount.');
    expect(field).toHaveValue('50');
    expect(field).toHaveAccessibleDescription('A bill qube cannot be budgeted below its bill amount.');
    expect(within(rowOf('Rent')).queryByText('Unsaved')).not.toBeInTheDocument();
  });

  it('PL-04 PL-07 a failed save keeps what was typed and says why', async () => {
    const { user, patch } = setup();
    patch.mockImplementationOnce((() => fail(400, { fallback_message: 'A past budget cannot be changed.' })) as never);
    const field = await budgetField('Groceries');
    await user.clear(field);
    await user.type(field, '250');
    await user.tab();
    expect(await within(rowOf('Groceries')).findByRole('alert')).toHaveTextContent('We could not save this budget. A past budget cannot be changed.');
    expect(field).toHaveValue('250');

    // Saving again sends the same amount: nothing typed was lost.
    await user.click(field);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(patch).toHaveBeenLastCalledWith('budgets/qube-budget/1/', { account_id: 1, editing_amount: '250.00' }, { mute: true }));
    expect(await within(rowOf('Groceries')).findByText('Unsaved')).toBeInTheDocument();
  });

  it('PL-08 Suggest loads the suggestion on demand and Use puts its amount in the draft', async () => {
    const { user, spyGet, patch } = setup();
    await budgetField('Groceries');
    expect(spyGet).not.toHaveBeenCalledWith('budgets/qube-budget/1/suggested-budget/', expect.anything(), expect.anything());
    await user.click(within(rowOf('Groceries')).getByRole('button', { name: 'Suggest a budget for Groceries' }));
    expect(spyGet).toHaveBeenCalledWith('budgets/qube-budget/1/suggested-budget/', { account_id: 1 }, { mute: true });
    const groceries = rowOf('Groceries');
    expect(await within(groceries).findByText('Your average spending over the last 3 months.')).toBeInTheDocument();
    expect(within(groceries).getByText('$275.00')).toBeInTheDocument();
    const use = within(groceries).getByRole('button', { name: 'Use suggestion $275.00 for Groceries' });
    expect(use).toHaveFocus();
    await user.click(use);
    expect(patch).toHaveBeenCalledWith('budgets/qube-budget/1/', { account_id: 1, editing_amount: '275.00' }, { mute: true });
    await waitFor(() => expect(within(rowOf('Groceries')).getByRole('textbox', { name: 'Groceries budget' })).toHaveValue('275.00'));
    expect(within(rowOf('Groceries')).getByText('Unsaved')).toBeInTheDocument();
  });

  it("PL-08 a suggestion with basis 'none' shows only its description", async () => {
    const get: Get = (path) =>
      path === 'budgets/qube-budget/1/suggested-budget/' ? ok({ suggested_amount: null, basis: 'none', description: 'Not enough history to suggest an amount yet.' }) : defaultGet()(path);
    const { user } = setup({ get });
    await budgetField('Groceries');
    await user.click(within(rowOf('Groceries')).getByRole('button', { name: 'Suggest a budget for Groceries' }));
    expect(await within(rowOf('Groceries')).findByText('Not enough history to suggest an amount yet.')).toBeInTheDocument();
    expect(within(rowOf('Groceries')).queryByRole('button', { name: /Use suggestion/ })).not.toBeInTheDocument();
  });

  it('PL-09 Save Changes commits the drafts, shows the saved budget and the toast Budget saved.', async () => {
    const { user, post, events } = setup({ get: defaultGet(WITH_DRAFT) });
    expect(await screen.findByText('You have unsaved budget changes.')).toBeInTheDocument();
    expect(within(rowOf('Groceries')).getByRole('textbox', { name: 'Groceries budget' })).toHaveValue('250.00');
    expect(within(rowOf('Groceries')).getByText('Unsaved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(post).toHaveBeenCalledWith('budgets/7/', { account_id: 1, commit: true }, { mute: true });
    await waitFor(() => expect(screen.queryByText('You have unsaved budget changes.')).not.toBeInTheDocument());
    expect(cardValue('Total budgeted')).toBe('$1,150.00');
    expect(within(rowOf('Groceries')).queryByText('Unsaved')).not.toBeInTheDocument();
    expect(events).toEqual([
      { name: 'toast:show', payload: { type: 'success', message: 'Budget saved.' } },
      { name: 'qubes:changed', payload: {} },
    ]);
  });

  it('PL-09 Discard drops the drafts and shows the toast Changes discarded.', async () => {
    const { user, post, events } = setup({ get: defaultGet(WITH_DRAFT) });
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(post).toHaveBeenCalledWith('budgets/7/', { account_id: 1, cancel: true }, { mute: true });
    await waitFor(() => expect(within(rowOf('Groceries')).getByRole('textbox', { name: 'Groceries budget' })).toHaveValue('300.00'));
    expect(screen.queryByText('You have unsaved budget changes.')).not.toBeInTheDocument();
    expect(events).toEqual([{ name: 'toast:show', payload: { type: 'success', message: 'Changes discarded.' } }]);
  });

  it('PL-04 PL-09 a failed save or discard keeps the drafts and says why in the bar', async () => {
    const { user, post, events } = setup({ get: defaultGet(WITH_DRAFT) });
    post.mockImplementationOnce((() => fail(400, { fallback_message: 'A past budget cannot be changed.' })) as never);
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('We could not save your changes. A past budget cannot be changed.')).toBeInTheDocument();
    post.mockImplementationOnce((() => fail(500, null)) as never);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('We could not discard your changes. 500: We encountered an error.')).toBeInTheDocument();
    expect(screen.getByText('You have unsaved budget changes.')).toBeInTheDocument();
    expect(within(rowOf('Groceries')).getByRole('textbox', { name: 'Groceries budget' })).toHaveValue('250.00');
    expect(toasts(events)).toEqual([]);
  });

  it('PL-19 without the auto_allocation flag there is no Auto Funding switch and no Auto Fund column', async () => {
    const { spyGet } = setup({ flags: { planning_screen: true } });
    expect(await screen.findByRole('textbox', { name: 'Groceries budget' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Auto Funding' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Auto Fund' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Groceries auto fund' })).not.toBeInTheDocument();
    expect(spyGet).not.toHaveBeenCalledWith('accounts/1/auto-funding/', undefined, { mute: true });
  });

  it('PL-17 the Auto Funding switch turns auto funding on and off', async () => {
    const { user, post, spyGet } = setup();
    const toggle = await screen.findByRole('switch', { name: 'Auto Funding' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(spyGet).toHaveBeenCalledWith('accounts/1/auto-funding/', undefined, { mute: true });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(post).toHaveBeenCalledWith('accounts/1/auto-funding/', { auto_funding_enabled: true }, { mute: true });
    await waitFor(() => expect(toggle).toBeChecked());
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(post).toHaveBeenLastCalledWith('accounts/1/auto-funding/', { auto_funding_enabled: false }, { mute: true });
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('PL-04 PL-17 a refused auto funding change returns the switch and says so', async () => {
    const { user, post, events } = setup();
    post.mockImplementationOnce((() => fail(403, { fallback_message: 'This account cannot move money between qubes.' })) as never);
    const toggle = await screen.findByRole('switch', { name: 'Auto Funding' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await waitFor(() => expect(toasts(events)).toEqual([{ type: 'error', message: 'We could not change auto funding. This account cannot move money between qubes.' }]));
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it("PL-17 PL-18 a qube's Auto Fund choice lists the three choices and is saved at once", async () => {
    const { user, put } = setup();
    await budgetField('Groceries');
    const select = screen.getByRole('combobox', { name: 'Groceries auto fund' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['None', 'Fill To Budget', '100% of Budget']);
    await user.selectOptions(select, '100% of Budget');
    expect(put).toHaveBeenCalledWith('qubes/auto-funding/', { account_id: 1, qubes: [{ qube_id: 101, auto_fund_choice: 2 }] }, { mute: true });
    await waitFor(() => expect(within(rowOf('Groceries')).getByRole('combobox', { name: 'Groceries auto fund' })).toHaveDisplayValue('100% of Budget'));
  });

  it("PL-04 PL-18 a refused Auto Fund choice returns to the previous one with a toast", async () => {
    const { user, put, events } = setup();
    put.mockImplementationOnce((() => fail(500, null)) as never);
    await budgetField('Rent');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rent auto fund' }), 'None');
    await waitFor(() => expect(toasts(events)).toEqual([{ type: 'error', message: 'We could not change auto funding. 500: We encountered an error.' }]));
    await waitFor(() => expect(within(rowOf('Rent')).getByRole('combobox', { name: 'Rent auto fund' })).toHaveDisplayValue('Fill To Budget'));
  });

  it('PL-04 PL-06 a budget that cannot load says so with the API message; Retry loads it', async () => {
    let isDown = true;
    const get: Get = (path) => (path === 'budgets/current/' && isDown ? fail(500, { fallback_message: 'Server error.' }) : defaultGet()(path));
    const { user } = setup({ get });
    expect(await screen.findByText('We could not load your budget.')).toBeInTheDocument();
    expect(screen.getByText('Server error.')).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await budgetField('Groceries')).toBeInTheDocument();
  });

  it('PL-03 PL-06 shows skeletons while loading and says when there is no budget for this period', async () => {
    const { user, spyGet } = setup({ get: defaultGet(null) });
    expect(screen.getByRole('status', { name: 'Loading your budget' })).toBeInTheDocument();
    expect(await screen.findByText('You have no budget for this period yet.')).toBeInTheDocument();
    // Past budgets can still be looked at.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Budget' }), 'September 2026 (ended)');
    expect(await screen.findByText('This budget has ended. You can look at it but not change it.')).toBeInTheDocument();
    expect(spyGet).toHaveBeenCalledWith('budgets/6/', { account_id: 1 }, { mute: true });
  });

  it("PL-06 another account's budget replaces the shown one when the account switches", async () => {
    const get: Get = (path) => (path === 'accounts/2/auto-funding/' ? ok({ auto_funding_enabled: true }) : defaultGet()(path));
    const { user, spyGet } = setup({ get });
    await budgetField('Groceries');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Budget' }), 'September 2026 (ended)');
    await screen.findByText('This budget has ended. You can look at it but not change it.');
    act(() => sessionStore.getState().switchAccount(makeAccount({ id: 2 })));
    await waitFor(() => expect(spyGet).toHaveBeenCalledWith('budgets/current/', { account_id: 2 }, { mute: true }));
    expect(await budgetField('Groceries')).toBeInTheDocument();
    expect(screen.queryByText('This budget has ended. You can look at it but not change it.')).not.toBeInTheDocument();
  });

  it('PL-03 PL-07 PL-09 PL-17 PL-18 every control is reached with Tab and works from the keyboard', async () => {
    const { user, patch, put, post } = setup();
    await budgetField('Groceries');
    const toggle = screen.getByRole('switch', { name: 'Auto Funding' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Budget' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Budget period' })).toHaveFocus();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(post).toHaveBeenCalledWith('accounts/1/auto-funding/', { auto_funding_enabled: true }, { mute: true });
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Groceries budget' })).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}260{Enter}');
    await waitFor(() => expect(patch).toHaveBeenCalledWith('budgets/qube-budget/1/', { account_id: 1, editing_amount: '260.00' }, { mute: true }));
    await user.tab();
    const autoFund = screen.getByRole('combobox', { name: 'Groceries auto fund' });
    expect(autoFund).toHaveFocus();
    // A native select: the browser's own keys choose; user-event chooses the option as they would.
    await user.selectOptions(autoFund, 'Fill To Budget');
    expect(autoFund).toHaveFocus();
    await waitFor(() => expect(put).toHaveBeenCalledWith('qubes/auto-funding/', { account_id: 1, qubes: [{ qube_id: 101, auto_fund_choice: 1 }] }, { mute: true }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Suggest a budget for Groceries' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Use suggestion $275.00 for Groceries' })).toHaveFocus();

    // The drafts bar came with the draft; saving it moves focus on to the table.
    const save = screen.getByRole('button', { name: 'Save Changes' });
    save.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('You have unsaved budget changes.')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: 'Qube budgets' })).toHaveFocus();
  });
  it('PL-05 PL-15 after an income change the shown budget is loaded again, so its totals and Left to budget follow', async () => {
    const WITHOUT_INCOME: Budget = { ...CURRENT, total_income_amount: '0.00', expected_income_instances: [] };
    let isDeleted = false;
    const { user, spyGet, events } = setup({ get: (path) => (path === 'budgets/7/' && isDeleted ? ok(WITHOUT_INCOME) : defaultGet()(path)) });
    const remove = jest.spyOn(api, 'delete').mockImplementation((() => {
      isDeleted = true;
      return ok(null);
    }) as never);
    await budgetField('Groceries');
    expect(cardValue('Total income')).toBe('$1,000.50');
    await user.click(screen.getByRole('button', { name: 'Delete Paycheck on Oct 15, 2026' }));
    // A role query over the whole page is slow in jsdom: find the modal by its question instead.
    const confirm = (await screen.findByText('Delete this income?', {}, { timeout: 10000 })).closest('.ant-modal') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No income expected in this period.')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('budgets/expected-income/1/', { id: 1, account_id: 1, type: 'expected', delete_future: false }, { mute: true });
    expect(spyGet).toHaveBeenCalledWith('budgets/7/', { account_id: 1 }, { mute: true });
    expect(cardValue('Total income')).toBe('$0.00');
    expect(cardValue('Left to budget')).toBe('-$1,200.00');
    expect(toasts(events)).toContainEqual({ type: 'success', message: 'Income deleted.' });
    expect(events.some((e) => e.name === 'qubes:changed')).toBe(true);
  });
});
