import { act, screen, within } from '@testing-library/react';
import { api, ApiError, bus, type Activity, type BusEvents, type Qube } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { QubeDetailDrawer } from './QubeDetailDrawer';
import { progressPercent } from './qubeDetailApi';

const VACATION = {
  id: 4,
  name: 'Vacation',
  type: 'goal',
  balance: '600.00',
  icon: 'plane',
  color: { foreground_color: '#FFFFFF', background_color: '#F2C94C' },
  goalqube: { allow_spending: false, goal_amount: '3000.00', goal_date: '2027-06-01' },
  billqube: null,
} as unknown as Qube;
const RENT = { ...VACATION, id: 3, name: 'Rent', type: 'billing', balance: '600.00', goalqube: null, billqube: { is_paused: false, bill_amount: '1200.00', next_due_date: '2026-12-01' } } as unknown as Qube;
const activity = (id: number, title: string, amount: string, extra: Partial<Activity> = {}) =>
  ({ id, title, amount, transaction_type_description: 'Qube Transfer', transaction_datetime: '2026-11-02T10:00:00Z', scheduled_date: null, frequency_name: null, merchant: null, other_qube: null, ...extra }) as Activity;

type Answers = { qube?: unknown; transactions?: unknown; scheduled?: unknown; forecast?: unknown };
/** The account's forecast (issue 25 §1): the drawer shows this qube's part of it. */
const FORECAST = {
  status: 200,
  data: {
    from: '2026-11-29', to: '2026-12-01', next_payday: null,
    pockets: [4, 3].map((id) => ({ qube_id: id, name: 'Q', type: 'goal', opening: '600.00', balances: ['600.00', '600.00', '600.00'], lowest: { date: '2026-11-29', balance: '600.00' }, runs_out_on: null, events: [], pace: { per_day: '0.00', lasts_until: null } })),
  },
};
const page = (results: Activity[]) => ({ status: 200, data: { count: results.length, next: null, results } });

function setup(answers: Answers, flags: Record<string, boolean> = { web_move_money_internal: true }, qubeId = 4) {
  const get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    const answer = path === 'forecast/' ? (answers.forecast ?? FORECAST) : path.startsWith('qubes/') ? answers.qube : path === 'search/transactions/' ? answers.transactions : answers.scheduled;
    if (answer instanceof Error) throw answer;
    return answer as never;
  });
  const onClose = jest.fn();
  const { user } = renderWithProviders(<QubeDetailDrawer qubeId={qubeId} onClose={onClose} />, { session: { me: { feature_flags: flags }, account: { id: 1 } } });
  return { user, get, onClose };
}

describe('QubeDetailDrawer', () => {
  // renderWithProviders ends the session only once the drawer is unmounted: a reload on the way out never reaches the
  // network after the API's mocks are restored.
  afterEach(() => jest.restoreAllMocks());

  it('MM-03 draws the qube page at once when the qube and both lists have answered, not section by section', async () => {
    let answerScheduled!: () => void;
    jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
      if (path === 'forecast/') return FORECAST as never;
      if (path.startsWith('qubes/')) return { status: 200, data: VACATION } as never;
      if (path === 'search/transactions/') return page([activity(1, 'Fund Vacation', '200.00')]) as never;
      await new Promise<void>((resolve) => (answerScheduled = resolve));
      return page([]) as never;
    });
    renderWithProviders(<QubeDetailDrawer qubeId={4} onClose={jest.fn()} />, { session: { me: { feature_flags: {} }, account: { id: 1 } } });
    expect(await screen.findByRole('dialog', { name: 'Vacation' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recent activity' })).not.toBeInTheDocument();
    await act(async () => answerScheduled());
    expect(await within(screen.getByRole('region', { name: 'Recent activity' })).findByText('Fund Vacation')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Scheduled' })).toHaveTextContent('Nothing is scheduled for this qube.');
  });

  it("MM-03 MM-15 shows the qube's name, icon, balance, goal progress, its activity and scheduled items", async () => {
    const { get } = setup({
      qube: { status: 200, data: VACATION },
      transactions: page([activity(1, 'Fund Vacation', '200.00')]),
      scheduled: page([activity(2, 'Monthly top-up', '100.00', { transaction_datetime: null, scheduled_date: '2026-12-01', frequency_name: 'Monthly' })]),
    });
    expect(await screen.findByRole('dialog', { name: 'Vacation' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'plane icon' })).toBeInTheDocument();
    expect(screen.getByText('$600.00 of $3,000.00 goal by Jun 1, 2027')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Goal progress' })).toHaveAttribute('aria-valuenow', '20');
    expect(await within(screen.getByRole('region', { name: 'Recent activity' })).findByText('Fund Vacation')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Scheduled' })).findByText('Monthly top-up')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('qubes/4/', { account_id: 1 });
    expect(get).toHaveBeenCalledWith('search/transactions/', expect.objectContaining({ account_id: 1, filter_qube: 4 }));
    expect(get).toHaveBeenCalledWith('search/scheduled/', expect.objectContaining({ account_id: 1, filter_qube: 4 }));
  });

  it('MM-15 shows a bill qube funded against its bill amount and due date, and empty lists', async () => {
    setup({ qube: { status: 200, data: RENT }, transactions: page([]), scheduled: page([]) }, {}, 3);
    expect(await screen.findByText('$600.00 of $1,200.00 bill · due Dec 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Bill funded' })).toHaveAttribute('aria-valuenow', '50');
    expect(await screen.findByText('No activity in this qube yet.')).toBeInTheDocument();
    expect(screen.getByText('Nothing is scheduled for this qube.')).toBeInTheDocument();
    // Without the internal move-money flag there is no Move Money button.
    expect(screen.queryByRole('button', { name: 'Move Money' })).not.toBeInTheDocument();
  });

  it('MM-15 shows the error states with the server message and a retry', async () => {
    setup({ qube: { status: 200, data: VACATION }, transactions: new ApiError(500, null), scheduled: page([]) });
    const activityRegion = await screen.findByRole('region', { name: 'Recent activity' });
    expect(await within(activityRegion).findByText("We could not load this qube's activity.")).toBeInTheDocument();
    expect(within(activityRegion).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('MM-15 a missing qube shows its fallback_message', async () => {
    setup({ qube: new ApiError(404, { fallback_message: 'Qube not found.' }), transactions: page([]), scheduled: page([]) });
    expect(await screen.findByText('Qube not found.')).toBeInTheDocument();
    expect(screen.getByText('We could not load this qube.')).toBeInTheDocument();
  });

  it("MM-43 'Move Money' asks for an internal transfer into this qube", async () => {
    const commands: BusEvents['command:open-move-money'][] = [];
    const subscription = bus.on('command:open-move-money').subscribe((c) => commands.push(c));
    const { user } = setup({ qube: { status: 200, data: VACATION }, transactions: page([]), scheduled: page([]) });
    await user.click(await screen.findByRole('button', { name: 'Move Money' }));
    expect(commands).toEqual([{ kind: 'internal', presetQubeId: 4 }]);
    subscription.unsubscribe();
  });

  it('MM-03 the qube page is a modal dialog: focus goes into it and round inside it, Escape and Close close it', async () => {
    const { user, onClose } = setup({ qube: { status: 200, data: VACATION }, transactions: page([]), scheduled: page([]) });
    const drawer = await screen.findByRole('dialog', { name: 'Vacation' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(drawer).toHaveFocus();
    await screen.findByRole('button', { name: 'Move Money' });
    const buttons = within(drawer).getAllByRole('button');
    const close = within(drawer).getByRole('button', { name: 'Close' });
    expect(buttons[0]).toBe(close);
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(buttons.at(-1)).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(close);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("MM-03 Escape closes the qube page when focus has fallen to the page, but not while it is in a dialog over it", async () => {
    const { user, onClose } = setup({ qube: { status: 200, data: VACATION }, transactions: page([]), scheduled: page([]) });
    await screen.findByRole('dialog', { name: 'Vacation' });
    const over = document.createElement('div');
    over.setAttribute('role', 'dialog');
    over.innerHTML = '<button type="button">In the dialog over it</button>';
    document.body.appendChild(over);
    over.querySelector('button')?.focus();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    over.remove();
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('MM-15 goal progress is exact from cents and capped at 100', () => {
    expect(progressPercent('0.10', '0.30')).toBe(33);
    expect(progressPercent('50.00', '20.00')).toBe(100);
    expect(progressPercent('-5.00', '20.00')).toBe(0);
    expect(progressPercent('5.00', null)).toBe(0);
  });
});
