import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { api, ApiError, bus, type BusEvents, type Qube } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { ArchiveQubeConfirm } from './ArchiveQubeConfirm';
import { QubeEditorDialog } from './QubeEditorDialog';

// antd forms render slowly in jsdom; typing walks every character.
jest.setTimeout(90000);

const q = (id: number, name: string, type: Qube['type'], balance: string, extra: Partial<Qube> = {}) =>
  ({ id, name, type, balance, icon: 'cart', color: { foreground_color: '#FFFFFF', background_color: '#2BB673' }, goalqube: null, billqube: null, spendingqube: null, merchant_group: null, current_cycle_budget: null, toFund: false, manual_sort_position: id, ...extra }) as Qube;
const VACATION = q(4, 'Vacation', 'goal', '600.00', { icon: 'plane', color: { foreground_color: '#FFFFFF', background_color: '#F2C94C' }, goalqube: { allow_spending: false, goal_amount: '3000.00', goal_date: '2020-06-01' } });

function setup(element: React.ReactElement) {
  const { user, events } = renderWithProviders(element, { session: { account: { id: 1 } }, record: ['toast:show', 'qubes:changed', 'command:open-reached-free-limit'] });
  return { user, events };
}

const typeDate = async (user: ReturnType<typeof userEvent.setup>, label: string, date: dayjs.Dayjs) => {
  const field = screen.getByRole('textbox', { name: label });
  await user.click(field);
  await user.clear(field);
  await user.type(field, `${date.format('MMM D, YYYY')}{Enter}`);
};

describe('QubeEditorDialog', () => {
  // renderWithProviders ends the session once the dialog is unmounted: no reload on the way out reaches the network.
  afterEach(() => jest.restoreAllMocks());

  it('MM-13 creates a spending qube with POST qubes/spend-qubes/, then announces qubes:changed', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 201, data: q(9, 'Pets', 'spending', '0.00') } as never);
    const onSaved = jest.fn();
    const view = setup(<QubeEditorDialog type="spending" qube={null} onClose={jest.fn()} onSaved={onSaved} />);
    expect(screen.getByRole('dialog', { name: 'Create Spending Qube' })).toBeInTheDocument();
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), '  Pets ');
    await view.user.click(screen.getByRole('button', { name: 'Create Qube' }));
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9, name: 'Pets' }));
    expect(post).toHaveBeenCalledWith(
      'qubes/spend-qubes/',
      { account_id: 1, name: 'Pets', icon: 'cart', background_color: '#2BB673', foreground_color: '#FFFFFF' },
      { mute: true },
    );
    expect(view.events).toEqual([
      { name: 'qubes:changed', payload: { qubeId: 9 } },
      { name: 'toast:show', payload: { type: 'success', message: 'Pets created.' } },
    ]);
  });

  it('MM-13 checks every field at the form: required name, goal amount above zero, goal date', async () => {
    const post = jest.spyOn(api, 'post');
    const view = setup(<QubeEditorDialog type="goal" qube={null} onClose={jest.fn()} onSaved={jest.fn()} />);
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), '   ');
    await view.user.click(screen.getByRole('button', { name: 'Create Qube' }));
    // Name and goal date are required; the amount must be above zero.
    expect(await screen.findAllByText('This Field is required!', {}, { timeout: 5000 })).toHaveLength(2);
    expect(screen.getByText('Enter a goal amount above $0.00')).toBeInTheDocument();
    await view.user.click(screen.getByRole('textbox', { name: 'Name' }));
    await view.user.paste('x'.repeat(51));
    expect(await screen.findByText('Name must be 50 characters or fewer')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('MM-13 MM-06 creates a goal with its amount as a string, its date and allow spending', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 201, data: q(9, 'Car', 'goal', '0.00') } as never);
    const view = setup(<QubeEditorDialog type="goal" qube={null} onClose={jest.fn()} onSaved={jest.fn()} />);
    const date = dayjs().add(1, 'year');
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Car');
    await view.user.type(screen.getByRole('textbox', { name: 'Goal amount' }), '1500.5');
    await typeDate(view.user, 'Goal date', date);
    await view.user.click(screen.getByRole('checkbox', { name: 'Allow spending from this goal' }));
    await view.user.click(screen.getByRole('button', { name: 'Create Qube' }));
    await act(async () => undefined);
    expect(post).toHaveBeenCalledWith(
      'qubes/goal-qubes/',
      expect.objectContaining({ name: 'Car', goal_amount: '1500.50', goal_date: date.format('YYYY-MM-DD'), allow_spending: true }),
      { mute: true },
    );
  });

  it('MM-13 creates a bill with amount, frequency, interval and the next due date as its day of month', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 201, data: q(9, 'Gym', 'billing', '0.00') } as never);
    const view = setup(<QubeEditorDialog type="billing" qube={null} onClose={jest.fn()} onSaved={jest.fn()} />);
    const due = dayjs().add(1, 'month').date(12);
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Gym');
    await view.user.click(screen.getByRole('button', { name: 'Create Qube' }));
    expect(await screen.findByText('Enter a bill amount above $0.00', {}, { timeout: 5000 })).toBeInTheDocument();
    await view.user.type(screen.getByRole('textbox', { name: 'Bill amount' }), '45');
    const every = screen.getByRole('textbox', { name: 'Every' });
    await view.user.clear(every);
    await view.user.type(every, '0');
    expect(await screen.findByText('Interval must be a whole number from 1 to 99')).toBeInTheDocument();
    await view.user.clear(every);
    await view.user.type(every, '2');
    await view.user.click(screen.getByRole('combobox', { name: 'Frequency' }));
    await view.user.click(await screen.findByTitle('Weekly'));
    await typeDate(view.user, 'Next due date', due);
    await view.user.click(screen.getByRole('button', { name: 'Create Qube' }));
    await act(async () => undefined);
    expect(post).toHaveBeenCalledWith(
      'qubes/bill-qubes/',
      expect.objectContaining({ name: 'Gym', bill_amount: '45.00', payment_frequency: 'weekly', payment_interval: 2, due_day: 12 }),
      { mute: true },
    );
  });

  it('MM-13 edits a qube with PATCH qubes/{id}/, starting from its values (a saved past goal date may stay)', async () => {
    const patch = jest.spyOn(api, 'patch').mockResolvedValue({ status: 200, data: { ...VACATION, name: 'Trip' } } as never);
    const onSaved = jest.fn();
    const view = setup(<QubeEditorDialog type="goal" qube={VACATION} onClose={jest.fn()} onSaved={onSaved} />);
    expect(screen.getByRole('dialog', { name: 'Edit Vacation' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Goal amount' })).toHaveValue('$3000.00');
    const name = screen.getByRole('textbox', { name: 'Name' });
    await view.user.clear(name);
    await view.user.type(name, 'Trip');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => undefined);
    expect(patch).toHaveBeenCalledWith(
      'qubes/4/',
      { account_id: 1, name: 'Trip', icon: 'plane', background_color: '#F2C94C', foreground_color: '#FFFFFF', goal_amount: '3000.00', goal_date: '2020-06-01', allow_spending: false },
      { mute: true },
    );
    expect(onSaved).toHaveBeenCalled();
    expect(view.events).toContainEqual({ name: 'qubes:changed', payload: { qubeId: 4 } });
  });

  it('MM-13 shows the server fallback_message and keeps the form', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(400, { fallback_message: 'Ensure this field has no more than 50 characters.' }));
    const onSaved = jest.fn();
    const view = setup(<QubeEditorDialog type="spending" qube={null} onClose={jest.fn()} onSaved={onSaved} />);
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Pets');
    await view.user.click(screen.getByRole('button', { name: 'Create Qube' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ensure this field has no more than 50 characters.');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Pets');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("MM-14 a 402 plan_limit asks the shell with a fresh request id; 'pay' retries with accept_extra_fee", async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(new ApiError(402, { fallback_message: 'Your plan includes three qubes.', code: 'plan_limit' }))
      .mockResolvedValueOnce({ status: 201, data: q(9, 'Pets', 'spending', '0.00') } as never);
    const onSaved = jest.fn();
    const view = setup(<QubeEditorDialog type="spending" qube={null} onClose={jest.fn()} onSaved={onSaved} />);
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Pets');
    await view.user.click(screen.getByRole('button', { name: 'Create Qube' }));
    await act(async () => undefined);
    const asked = view.events.find((e) => e.name === 'command:open-reached-free-limit')?.payload as BusEvents['command:open-reached-free-limit'];
    expect(asked.requestId).toEqual(expect.any(String));
    // An answer to someone else's question changes nothing.
    await act(async () => bus.emit('reached-free-limit:answered', { requestId: 'other', choice: 'pay' }));
    expect(post).toHaveBeenCalledTimes(1);
    await act(async () => bus.emit('reached-free-limit:answered', { requestId: asked.requestId, choice: 'pay' }));
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenLastCalledWith('qubes/spend-qubes/', expect.objectContaining({ name: 'Pets', accept_extra_fee: true }), { mute: true });
    expect(onSaved).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("MM-14 'cancel' keeps the form without retrying; 'upgrade' closes the editor (the shell goes to /manage-plan)", async () => {
    const post = jest.spyOn(api, 'post').mockRejectedValue(new ApiError(402, { fallback_message: 'Your plan includes three qubes.', code: 'plan_limit' }));
    const onClose = jest.fn();
    const view = setup(<QubeEditorDialog type="spending" qube={null} onClose={onClose} onSaved={jest.fn()} />);
    const requestIds = () => view.events.filter((e) => e.name === 'command:open-reached-free-limit').map((e) => (e.payload as { requestId: string }).requestId);
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Pets');
    await view.user.click(screen.getByRole('button', { name: 'Create Qube' }));
    await act(async () => undefined);
    await act(async () => bus.emit('reached-free-limit:answered', { requestId: requestIds()[0]!, choice: 'cancel' }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Pets');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Create Qube' }));
    await act(async () => undefined);
    expect(requestIds()).toHaveLength(2);
    expect(requestIds()[1]).not.toBe(requestIds()[0]);
    await act(async () => bus.emit('reached-free-limit:answered', { requestId: requestIds()[1]!, choice: 'upgrade' }));
    expect(onClose).toHaveBeenCalled();
    expect(post).toHaveBeenCalledTimes(2);
  });
});

describe('QubeEditorDialog typed dates', () => {
  afterEach(() => jest.restoreAllMocks());

  // Relative to today so the tests do not rot.
  const later = dayjs().add(3, 'day');
  const forms = [later.format('MM/DD/YYYY'), later.format('YYYY-MM-DD'), later.format('MMM D, YYYY')];

  async function typeAndLeave(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
    const field = screen.getByRole('textbox', { name: label });
    await user.click(field);
    await user.clear(field);
    await user.type(field, text);
    await user.tab();
  }

  it.each(forms)('MM-13 SD-26 a goal takes the typed goal date %s, left with Tab', async (text) => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 201, data: q(9, 'Car', 'goal', '0.00') } as never);
    const view = setup(<QubeEditorDialog type="goal" qube={null} onClose={jest.fn()} onSaved={jest.fn()} />);
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Car');
    await view.user.type(screen.getByRole('textbox', { name: 'Goal amount' }), '100');
    await typeAndLeave(view.user, 'Goal date', text);
    expect(screen.getByRole('textbox', { name: 'Goal date' })).toHaveValue(later.format('MMM D, YYYY'));
    await view.user.click(screen.getByRole('button', { name: 'Create Qube' }));
    await act(async () => undefined);
    expect(post).toHaveBeenCalledWith('qubes/goal-qubes/', expect.objectContaining({ goal_date: later.format('YYYY-MM-DD') }), { mute: true });
  });

  it.each(forms)('MM-13 SD-26 a bill takes the typed next due date %s, left with Tab, as its day of the month', async (text) => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 201, data: q(9, 'Gym', 'billing', '0.00') } as never);
    const view = setup(<QubeEditorDialog type="billing" qube={null} onClose={jest.fn()} onSaved={jest.fn()} />);
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Gym');
    await view.user.type(screen.getByRole('textbox', { name: 'Bill amount' }), '45');
    await typeAndLeave(view.user, 'Next due date', text);
    expect(screen.getByRole('textbox', { name: 'Next due date' })).toHaveValue(later.format('MMM D, YYYY'));
    await view.user.click(screen.getByRole('button', { name: 'Create Qube' }));
    await act(async () => undefined);
    const dueDay = later.date() > 28 && later.date() === later.daysInMonth() ? -1 : later.date();
    expect(post).toHaveBeenCalledWith('qubes/bill-qubes/', expect.objectContaining({ due_day: dueDay }), { mute: true });
  });

  it('MM-13 SD-26 refuses a typed text that is no date with "Please enter a valid date" and sends nothing', async () => {
    const post = jest.spyOn(api, 'post');
    const view = setup(<QubeEditorDialog type="goal" qube={null} onClose={jest.fn()} onSaved={jest.fn()} />);
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Car');
    await view.user.type(screen.getByRole('textbox', { name: 'Goal amount' }), '100');
    await typeAndLeave(view.user, 'Goal date', '13/45/2026');
    // One message, the Form.Item's, under the field.
    expect(await screen.findAllByText('Please enter a valid date')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Goal date' })).toHaveValue('13/45/2026');
    await view.user.click(screen.getByRole('button', { name: 'Create Qube' }));
    await act(async () => undefined);
    expect(post).not.toHaveBeenCalled();
  });

  it('MM-13 SD-26 refuses a typed next due date in the past with its own message', async () => {
    const post = jest.spyOn(api, 'post');
    const view = setup(<QubeEditorDialog type="billing" qube={null} onClose={jest.fn()} onSaved={jest.fn()} />);
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Gym');
    await view.user.type(screen.getByRole('textbox', { name: 'Bill amount' }), '45');
    await typeAndLeave(view.user, 'Next due date', dayjs().subtract(2, 'day').format('MM/DD/YYYY'));
    expect(await screen.findByText('Next due date cannot be in the past')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Create Qube' }));
    await act(async () => undefined);
    expect(post).not.toHaveBeenCalled();
  });
});

describe('ArchiveQubeConfirm', () => {
  // renderWithProviders ends the session once the dialog is unmounted: no reload on the way out reaches the network.
  afterEach(() => jest.restoreAllMocks());

  it('MM-13 asks first, then archives with POST v2/qubes/{id}/archive/ and says what moved to Cloud', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 200, data: { id: 4, is_archived: true, moved_to_cloud: '600.00' } } as never);
    const onArchived = jest.fn();
    const view = setup(<ArchiveQubeConfirm qube={VACATION} onClose={jest.fn()} onArchived={onArchived} />);
    const dialog = screen.getByRole('dialog', { name: 'Archive Vacation?' });
    expect(within(dialog).getByText(/Its balance of \$600\.00 moves to Cloud/)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await view.user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(post).toHaveBeenCalledWith('v2/qubes/4/archive/', { account_id: 1 }, { mute: true });
    expect(onArchived).toHaveBeenCalled();
    expect(view.events).toEqual([
      { name: 'qubes:changed', payload: { qubeId: 4 } },
      { name: 'toast:show', payload: { type: 'success', message: 'Vacation archived. $600.00 moved to Cloud.' } },
    ]);
  });

  it('MM-13 shows the fallback_message when archiving fails', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(404, { fallback_message: 'Qube not found.' }));
    const onArchived = jest.fn();
    const view = setup(<ArchiveQubeConfirm qube={VACATION} onClose={jest.fn()} onArchived={onArchived} />);
    await view.user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Qube not found.');
    expect(onArchived).not.toHaveBeenCalled();
  });
});
