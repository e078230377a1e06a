import { act, screen, waitFor, within } from '@testing-library/react';
import { api, ApiError, bus, sessionStore, type RunwayEntry } from '@qube/shared';
import { makeAccount } from '@qube/shared/test-utils';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { RunwayCard } from './RunwayCard';

const month = (name: string, start: string, end: string, status: RunwayEntry['status'], income: string, budgeted: string, starting: string, ending: string): RunwayEntry => ({
  name,
  start_date: start,
  end_date: end,
  status,
  income,
  budgeted,
  starting_balance: starting,
  ending_balance: ending,
});

// Each later month: 2400.00 in, 2600.00 budgeted, so 200.00 less every month.
const HOLDS: RunwayEntry[] = [
  month('October 2026', '2026-10-01', '2026-10-31', 'current', '1200.00', '450.25', '1000.00', '1749.75'),
  month('November 2026', '2026-11-01', '2026-11-30', 'future', '2400.00', '2600.00', '1749.75', '1549.75'),
  month('December 2026', '2026-12-01', '2026-12-31', 'future', '2400.00', '2600.00', '1549.75', '1349.75'),
  month('January 2027', '2027-01-01', '2027-01-31', 'future', '2400.00', '2600.00', '1349.75', '1149.75'),
  month('February 2027', '2027-02-01', '2027-02-28', 'future', '2400.00', '2600.00', '1149.75', '949.75'),
  month('March 2027', '2027-03-01', '2027-03-31', 'future', '2400.00', '2600.00', '949.75', '749.75'),
];
// Each later month: 2400.00 in, 3000.00 budgeted; December is the first month below $0.00.
const RUNS_OUT: RunwayEntry[] = [
  month('October 2026', '2026-10-01', '2026-10-31', 'current', '0.00', '100.00', '600.00', '500.00'),
  month('November 2026', '2026-11-01', '2026-11-30', 'future', '2400.00', '3000.00', '500.00', '-100.00'),
  month('December 2026', '2026-12-01', '2026-12-31', 'future', '2400.00', '3000.00', '-100.00', '-700.00'),
  month('January 2027', '2027-01-01', '2027-01-31', 'future', '2400.00', '3000.00', '-700.00', '-1300.00'),
  month('February 2027', '2027-02-01', '2027-02-28', 'future', '2400.00', '3000.00', '-1300.00', '-1900.00'),
  month('March 2027', '2027-03-01', '2027-03-31', 'future', '2400.00', '3000.00', '-1900.00', '-2500.00'),
];

const ok = (results: RunwayEntry[]) => Promise.resolve({ status: 200, data: { results } });
const fail = (status: number, body: ConstructorParameters<typeof ApiError>[1]) => Promise.reject(new ApiError(status, body));
type Get = (path: string, params: { account_id: number }) => Promise<unknown>;

function setup(get: Get = () => ok(HOLDS)) {
  const spyGet = jest.spyOn(api, 'get').mockImplementation(((path: string, params: { account_id: number }) => get(path, params)) as never);
  const { user } = renderWithProviders(<RunwayCard />, { session: { me: { feature_flags: { planning_screen: true } }, account: { id: 1 } } });
  return { user, spyGet };
}

const months = async () => within(await screen.findByRole('list', { name: 'Balance at the end of each month' })).getAllByRole('listitem');

afterEach(() => jest.restoreAllMocks());

describe('RunwayCard', () => {
  it('PL-25 lists each month with its ending balance, marks the current one This month and says the plan holds through the last month', async () => {
    const { spyGet } = setup();
    const items = await months();
    expect(screen.getByRole('heading', { level: 2, name: 'Runway' })).toBeInTheDocument();
    expect(spyGet).toHaveBeenCalledWith('budgets/runway/', { account_id: 1 }, { mute: true });
    expect(items.map((item) => within(item).getByText(/^[A-Z][a-z]+ \d{4}$/).textContent)).toEqual(HOLDS.map((m) => m.name));
    expect(items.map((item) => within(item).getByText(/^-?\$[\d,]+\.\d{2}$/).textContent)).toEqual(['$1,749.75', '$1,549.75', '$1,349.75', '$1,149.75', '$949.75', '$749.75']);
    // Exactly one month is marked, and it is the current one.
    expect(screen.getAllByText('This month')).toHaveLength(1);
    expect(within(items[0]!).getByText('This month')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Still to come $1,200.00, left to spend $450.25')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Income $2,400.00, budgeted $2,600.00')).toBeInTheDocument();
    expect(screen.getByText('Your plan keeps you above $0.00 through March 2027.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('PL-25 warns that the money runs out in the first month that ends below $0.00', async () => {
    setup(() => ok(RUNS_OUT));
    const items = await months();
    expect(screen.getByRole('alert')).toHaveTextContent('At this pace your money runs out in November 2026.');
    expect(within(items[1]!).getByText('-$100.00')).toBeInTheDocument();
    expect(screen.queryByText(/Your plan keeps you above/)).not.toBeInTheDocument();
  });

  it('PL-25 shows a skeleton while the runway loads', async () => {
    let answer: (value: unknown) => void = () => undefined;
    setup(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('status', { name: 'Loading your runway' })).toBeInTheDocument();
    await act(async () => answer({ status: 200, data: { results: HOLDS } }));
    expect(await months()).toHaveLength(6);
    expect(screen.queryByRole('status', { name: 'Loading your runway' })).not.toBeInTheDocument();
  });

  it('PL-25 a failure says "We could not load your runway." with the API message; Retry loads it', async () => {
    let isDown = true;
    const { user } = setup(() => (isDown ? fail(500, { fallback_message: 'Server error.' }) : ok(HOLDS)));
    expect(await screen.findByText('We could not load your runway.')).toBeInTheDocument();
    expect(screen.getByText('Server error.')).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await months()).toHaveLength(6);
    expect(screen.queryByText('We could not load your runway.')).not.toBeInTheDocument();
  });

  it('PL-25 shows nothing when the account has no current budget (404 no_current_budget)', async () => {
    const { spyGet } = setup(() => fail(404, { fallback_message: 'No current budget.', code: 'no_current_budget' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Runway' })).not.toBeInTheDocument());
    expect(spyGet).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('We could not load your runway.')).not.toBeInTheDocument();
  });

  it("PL-25 loads the new account's runway when the account switches, and again after a saved budget", async () => {
    const { spyGet } = setup((_path, params) => ok(params.account_id === 2 ? RUNS_OUT : HOLDS));
    await screen.findByText('Your plan keeps you above $0.00 through March 2027.');
    act(() => sessionStore.getState().switchAccount(makeAccount({ id: 2 })));
    expect(await screen.findByText('At this pace your money runs out in November 2026.')).toBeInTheDocument();
    expect(spyGet).toHaveBeenCalledWith('budgets/runway/', { account_id: 2 }, { mute: true });
    const calls = spyGet.mock.calls.length;
    // A saved current budget announces qubes:changed (PendingChangesBar); the runway reads its numbers again.
    act(() => bus.emit('qubes:changed', {}));
    await waitFor(() => expect(spyGet.mock.calls.length).toBe(calls + 1));
  });
});
