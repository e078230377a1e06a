import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { api, ApiError, formatDate, type Budget, type IncomeGroup, type IncomeInstance } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { IncomeCard } from './IncomeCard';

// antd modals, selects and date pickers render slowly in jsdom on a loaded 2-core machine.
jest.setTimeout(90000);

const TODAY = dayjs().format('YYYY-MM-DD');
const LATER = dayjs().add(1, 'day').format('YYYY-MM-DD');
const BONUS: IncomeInstance = { id: 11, income_group: 1, type: 'expected', name: 'Bonus', amount: '250.00', date: LATER };
const SALARY: IncomeInstance = { id: 21, income_group: 2, type: 'recurring', name: 'Salary', amount: '1500.00', date: TODAY };
const SALARY_GROUP: IncomeGroup = {
  id: 2,
  name: 'Salary',
  amount: '1500.00',
  start_date: '2026-01-15',
  recurring: 'monthly',
  frequency: null,
  transfer_interval: null,
  days_in_calendar: [],
  expected_income_instances: [],
  recurring_income_instances: [SALARY],
};
const BUDGET: Budget = {
  id: 7,
  name: 'This month',
  start_date: dayjs().startOf('month').format('YYYY-MM-DD'),
  end_date: dayjs().add(1, 'day').endOf('month').format('YYYY-MM-DD'),
  status: 'current',
  total_budgeted_amount: '0.00',
  total_income_amount: '1750.00',
  has_pending_changes: false,
  qube_budgets: [],
  expected_income_instances: [BONUS],
  recurring_income_instances: [SALARY],
};

const ok = (data: unknown, status = 200) => Promise.resolve({ status, data });
const fail = (status: number, body: ConstructorParameters<typeof ApiError>[1]) => Promise.reject(new ApiError(status, body));

function setup(budget: Budget = BUDGET) {
  const get = jest.spyOn(api, 'get').mockImplementation(((path: string) =>
    path === 'budgets/income-groups/' ? ok({ count: 1, next: null, previous: null, results: [SALARY_GROUP] }) : fail(404, { fallback_message: 'Not found.' })) as never);
  const post = jest.spyOn(api, 'post').mockImplementation((() => ok(SALARY_GROUP, 201)) as never);
  const patch = jest.spyOn(api, 'patch').mockImplementation(((path: string) => ok(path.includes('income-groups') ? SALARY_GROUP : BONUS)) as never);
  const remove = jest.spyOn(api, 'delete').mockImplementation((() => ok(null, 204)) as never);
  const onChanged = jest.fn(() => Promise.resolve());
  const { user, events } = renderWithProviders(<IncomeCard accountId={1} budget={budget} onChanged={onChanged} />, {
    session: { account: { id: 1 } },
    record: ['toast:show', 'qubes:changed'],
  });
  return { user, get, post, patch, remove, events, onChanged };
}

const toasts = (events: { name: string; payload: unknown }[]) => events.filter((e) => e.name === 'toast:show').map((e) => e.payload);
const dialog = (title: string) => screen.findByRole('dialog', { name: title });
const rowOf = (name: string) => screen.getByText(name, { selector: 'td *' }).closest('tr') as HTMLElement;
const on = (instance: IncomeInstance) => `${instance.name} on ${formatDate(instance.date)}`;
/** The form item (label, field and message) of a dialog field. */
const fieldItem = (within_: HTMLElement, label: string) => within(within_).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

async function chooseRepeat(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Repeat' }));
  await user.click(await screen.findByTitle(label));
}

afterEach(() => jest.restoreAllMocks());

describe('IncomeCard', () => {
  it('PL-10 PL-12 lists expected and recurring income by date, recurring with a Repeats tag, each with Edit and Delete', () => {
    setup();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['SalaryRepeats', 'Bonus']);
    expect(within(rowOf('Salary')).getByText('Repeats')).toBeInTheDocument();
    expect(within(rowOf('Salary')).getByText('$1,500.00')).toBeInTheDocument();
    expect(within(rowOf('Bonus')).queryByText('Repeats')).not.toBeInTheDocument();
    expect(within(rowOf('Bonus')).getByText(formatDate(LATER))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Edit ${on(SALARY)}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Delete ${on(BONUS)}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Income' })).toBeInTheDocument();
  });

  it('PL-10 a past budget shows its income without Add, Edit or Delete; no income shows the empty text', () => {
    setup({ ...BUDGET, status: 'past', expected_income_instances: [], recurring_income_instances: [] });
    expect(screen.getByText('No income expected in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Income' })).not.toBeInTheDocument();
  });

  it('PL-10 a past budget with income has no Edit or Delete', () => {
    setup({ ...BUDGET, status: 'past' });
    expect(within(rowOf('Salary')).getByText('Repeats')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete|Add Income)/ })).not.toBeInTheDocument();
  });

  it('PL-11 adds a one-time income: the exact body, a toast, a reload, and focus back on Add Income', async () => {
    const { user, post, events, onChanged } = setup();
    await user.click(screen.getByRole('button', { name: 'Add Income' }));
    const form = await dialog('Add Income');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Gift');
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '250');
    expect(within(form).getByRole('textbox', { name: 'Date' })).toHaveValue(formatDate(TODAY));
    expect(within(form).getByTitle('Never')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Income' })).not.toBeInTheDocument());
    expect(post).toHaveBeenCalledWith(
      'budgets/income-groups/',
      { account_id: 1, name: 'Gift', amount: '250.00', start_date: TODAY, recurring: 'none', frequency: null, transfer_interval: null, days_in_calendar: [] },
      { mute: true },
    );
    expect(toasts(events)).toEqual([{ type: 'success', message: 'Income saved.' }]);
    expect(events.some((e) => e.name === 'qubes:changed')).toBe(true);
    expect(onChanged).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Income' })).toHaveFocus());
  });

  it('PL-11 adds an income with a Custom repeat: frequency, transfer_interval and days_in_calendar in the body', async () => {
    const { user, post } = setup();
    await user.click(screen.getByRole('button', { name: 'Add Income' }));
    const form = await dialog('Add Income');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Rent share');
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '400.5');
    await chooseRepeat(user, 'Custom');
    const interval = await within(form).findByRole('spinbutton', { name: 'Every how many months' });
    await user.clear(interval);
    await user.type(interval, '2');
    expect(within(form).getByText('Every 2 months on the 1st')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(
      'budgets/income-groups/',
      { account_id: 1, name: 'Rent share', amount: '400.50', start_date: TODAY, recurring: 'custom', frequency: 'monthly', transfer_interval: 2, days_in_calendar: [{ day: 1 }] },
      { mute: true },
    );
  });

  it('PL-11 checks the form: the required name, the amount range; nothing is sent', async () => {
    const { user, post } = setup();
    await user.click(screen.getByRole('button', { name: 'Add Income' }));
    const form = await dialog('Add Income');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(fieldItem(form, 'Name')).getByText('This Field is required!')).toBeInTheDocument();
    expect(within(fieldItem(form, 'Amount')).getByText('Enter an amount from $0.01 to $1,000,000.00.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveFocus();

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), '   ');
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '1000000.01');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(fieldItem(form, 'Name')).getByText('This Field is required!')).toBeInTheDocument();
    expect(within(fieldItem(form, 'Amount')).getByText('Enter an amount from $0.01 to $1,000,000.00.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("PL-11 shows the API's field message under its field, and any other failure above the form", async () => {
    const { user, post, onChanged } = setup();
    post.mockImplementationOnce(() => fail(400, { fallback_message: 'Choose today or a later date.', fields: { start_date: 'Choose today or a later date.' } }));
    post.mockImplementationOnce(() => fail(500, { fallback_message: 'The service is busy.' }));
    await user.click(screen.getByRole('button', { name: 'Add Income' }));
    const form = await dialog('Add Income');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Gift');
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '10');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(fieldItem(form, 'Date')).findByText('Choose today or a later date.')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('We could not save this income. The service is busy.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Income' })).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('PL-12 editing a one-time income opens its values and PATCHes expected-income', async () => {
    const { user, patch, events, onChanged } = setup();
    await user.click(screen.getByRole('button', { name: `Edit ${on(BONUS)}` }));
    const form = await dialog('Edit Income');
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Bonus');
    expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveValue('$250.00');
    expect(within(form).queryByRole('combobox', { name: 'Repeat' })).not.toBeInTheDocument();
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '300');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith('budgets/expected-income/11/', { account_id: 1, name: 'Bonus', amount: '300.00', date: LATER }, { mute: true }));
    expect(toasts(events)).toEqual([{ type: 'success', message: 'Income saved.' }]);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('PL-13 editing a recurring income asks first; Only This One PATCHes recurring-income', async () => {
    const { user, patch } = setup();
    await user.click(screen.getByRole('button', { name: `Edit ${on(SALARY)}` }));
    const choice = await dialog('Edit Income');
    expect(within(choice).getByText('Change only this income or the whole series?')).toBeInTheDocument();
    await user.click(within(choice).getByRole('button', { name: 'Only This One' }));
    const form = await dialog('Edit Income');
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Salary');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), ' (June)');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith('budgets/recurring-income/21/', { account_id: 1, name: 'Salary (June)', amount: '1500.00', date: TODAY }, { mute: true }));
  });

  it("PL-13 The Whole Series loads the group and PATCHes income-groups/{id}/ keeping its own start date", async () => {
    const { user, get, patch } = setup();
    await user.click(screen.getByRole('button', { name: `Edit ${on(SALARY)}` }));
    await user.click(within(await dialog('Edit Income')).getByRole('button', { name: 'The Whole Series' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Income' });
    await within(form).findByRole('combobox', { name: 'Repeat' });
    expect(get).toHaveBeenCalledWith('budgets/income-groups/', { account_id: 1, limit: 1000 }, { mute: true });
    expect(within(form).getByTitle('Monthly')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Date' })).toHaveValue(formatDate('2026-01-15'));
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '1600');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith(
        'budgets/income-groups/2/',
        { account_id: 1, name: 'Salary', amount: '1600.00', start_date: '2026-01-15', recurring: 'monthly', frequency: null, transfer_interval: null, days_in_calendar: [] },
        { mute: true },
      ),
    );
  });

  it('PL-15 deleting a one-time income asks to confirm and DELETEs with delete_future false', async () => {
    const { user, remove, events, onChanged } = setup();
    await user.click(screen.getByRole('button', { name: `Delete ${on(BONUS)}` }));
    const confirm = await dialog('Delete Income');
    expect(within(confirm).getByText('Delete this income?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Income' })).not.toBeInTheDocument());
    expect(remove).toHaveBeenCalledWith('budgets/expected-income/11/', { id: 11, account_id: 1, type: 'expected', delete_future: false }, { mute: true });
    expect(toasts(events)).toEqual([{ type: 'success', message: 'Income deleted.' }]);
    expect(events.some((e) => e.name === 'qubes:changed')).toBe(true);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('PL-15 PL-16 deleting a recurring income asks only this one or all that follow', async () => {
    const { user, remove } = setup();
    const deleteSalary = screen.getByRole('button', { name: `Delete ${on(SALARY)}` });
    await user.click(deleteSalary);
    let choice = await dialog('Delete Income');
    expect(within(choice).getByText('Do you want to delete only this income, or this one and all that follow?')).toBeInTheDocument();
    await user.click(within(choice).getByRole('button', { name: 'Only This One' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('budgets/recurring-income/21/', { id: 21, account_id: 1, type: 'recurring', delete_future: false }, { mute: true }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Income' })).not.toBeInTheDocument());
    await user.click(deleteSalary);
    choice = await dialog('Delete Income');
    await user.click(within(choice).getByRole('button', { name: 'This and All That Follow' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('budgets/recurring-income/21/', { id: 21, account_id: 1, type: 'recurring', delete_future: true }, { mute: true }));
  });

  it("PL-16 a refused delete shows the API's message; a delete with no answer shows 'Failed to cancel scheduled transaction.'", async () => {
    const { user, remove, onChanged } = setup();
    remove.mockImplementationOnce(() => fail(400, { fallback_message: 'Income not found.' }));
    remove.mockImplementationOnce(() => fail(0, null));
    await user.click(screen.getByRole('button', { name: `Delete ${on(SALARY)}` }));
    const choice = await dialog('Delete Income');
    await user.click(within(choice).getByRole('button', { name: 'Only This One' }));
    expect(await within(choice).findByRole('alert')).toHaveTextContent('Income not found.');
    await user.click(within(choice).getByRole('button', { name: 'This and All That Follow' }));
    await waitFor(() => expect(within(choice).getByRole('alert')).toHaveTextContent('Failed to cancel scheduled transaction.'));
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('PL-15 Escape closes a dialog without a change and focus returns to the button that opened it', async () => {
    const { user, remove } = setup();
    const deleteBonus = screen.getByRole('button', { name: `Delete ${on(BONUS)}` });
    deleteBonus.focus();
    await user.keyboard('{Enter}');
    await dialog('Delete Income');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Income' })).not.toBeInTheDocument());
    await waitFor(() => expect(deleteBonus).toHaveFocus());
    expect(remove).not.toHaveBeenCalled();
  });
});

describe('IncomeDialog typed dates', () => {
  // Relative to today so the tests do not rot.
  const later = dayjs().add(3, 'day');
  const forms = (date: dayjs.Dayjs) => [date.format('MM/DD/YYYY'), date.format('YYYY-MM-DD'), date.format('MMM D, YYYY')];

  async function typeAndLeave(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, text: string) {
    const field = within(form).getByRole('textbox', { name: 'Date' });
    await user.click(field);
    await user.clear(field);
    await user.type(field, text);
    await user.tab();
  }

  async function openAdd(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Add Income' }));
    const form = await dialog('Add Income');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Gift');
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '250');
    return form;
  }

  it.each(forms(later))('PL-11 adds an income starting on the typed date %s, left with Tab', async (text) => {
    const { user, post } = setup();
    const form = await openAdd(user);
    await typeAndLeave(user, form, text);
    expect(within(form).getByRole('textbox', { name: 'Date' })).toHaveValue(later.format('MMM D, YYYY'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('budgets/income-groups/', expect.objectContaining({ name: 'Gift', start_date: later.format('YYYY-MM-DD') }), { mute: true }));
  });

  // One occurrence stays in its budget period; today is in it, and the Bonus is dated tomorrow.
  it.each(forms(dayjs()))('PL-12 moves one occurrence to the typed date %s, left with Tab', async (text) => {
    const { user, patch } = setup();
    await user.click(screen.getByRole('button', { name: `Edit ${on(BONUS)}` }));
    const form = await dialog('Edit Income');
    await typeAndLeave(user, form, text);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith('budgets/expected-income/11/', { account_id: 1, name: 'Bonus', amount: '250.00', date: TODAY }, { mute: true }));
  });

  it('PL-11 refuses a typed text that is no date with "Please enter a valid date" under the field; Save sends nothing', async () => {
    const { user, post } = setup();
    const form = await openAdd(user);
    await typeAndLeave(user, form, '13/45/2026');
    expect(within(fieldItem(form, 'Date')).getByText('Please enter a valid date')).toBeInTheDocument();
    expect(within(form).getAllByText('Please enter a valid date')).toHaveLength(1);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('textbox', { name: 'Date' })).toHaveFocus();
    expect(within(fieldItem(form, 'Date')).getByText('Please enter a valid date')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('PL-11 refuses a typed date before today with its own message on Save', async () => {
    const { user, post } = setup();
    const form = await openAdd(user);
    await typeAndLeave(user, form, dayjs().subtract(2, 'day').format('MM/DD/YYYY'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(fieldItem(form, 'Date')).getByText('Choose today or a later date.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
