import { screen, within } from '@testing-library/react';
import { api, ApiError } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import type { Forecast, PocketForecast } from './forecastApi';
import { QubeForecast } from './QubeForecast';
import { daysBetween, eventDays, lastsLine, plusDays, shortDay } from './forecastText';

const days = (opening: number, changes: Record<number, number>, n = 40) => {
  let balance = opening;
  return Array.from({ length: n }, (_, i) => (balance += changes[i] ?? 0).toFixed(2));
};
const RENT: PocketForecast = {
  qube_id: 3, name: 'Rent', type: 'billing', opening: '600.00', balances: days(600, { 2: -1200, 20: 700 }),
  lowest: { date: '2026-12-01', balance: '-600.00' }, runs_out_on: '2026-12-01',
  events: [
    { date: '2026-12-01', until: null, kind: 'bill', label: 'Rent', amount: '-1200.00' },
    { date: '2026-12-19', until: null, kind: 'scheduled_transfer', label: 'Top up rent', amount: '700.00' },
  ],
  pace: { per_day: '0.00', lasts_until: null },
};
const FUN: PocketForecast = { qube_id: 5, name: 'Fun', type: 'spending', opening: '80.00', balances: days(80, {}), lowest: { date: '2026-11-29', balance: '80.00' }, runs_out_on: null, events: [], pace: { per_day: '0.00', lasts_until: null } };
const FORECAST: Forecast = { from: '2026-11-29', to: '2027-01-07', next_payday: '2026-12-14', pockets: [{ ...FUN, qube_id: null, name: 'Cloud', type: 'cloud' }, RENT, FUN] };

const setup = (answer: unknown, qubeId: number | null) => {
  const get = jest.spyOn(api, 'get').mockImplementation(async () => {
    if (answer instanceof Error) throw answer;
    return { status: 200, data: answer } as never;
  });
  return { get, ...renderWithProviders(<QubeForecast qubeId={qubeId} />, { session: { account: { id: 1 } } }) };
};

describe('a qube forecast (issue 25 §1)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says in one line how long the qube lasts and when payday is', () => {
    expect(lastsLine(RENT, FORECAST)).toBe('lasts until Nov 30 · payday Dec 14');
    expect(lastsLine(FUN, FORECAST)).toBe('lasts past Jan 7 · payday Dec 14');
    expect(lastsLine(FUN, { ...FORECAST, next_payday: null })).toBe('lasts past Jan 7');
    expect(eventDays({ date: '2026-12-01', until: '2026-12-31' })).toBe('Dec 1 – Dec 31');
    expect(eventDays({ date: '2026-12-01', until: null })).toBe('Dec 1');
  });

  it('shows the line, the lowest day, the chart crossing zero and a table of every event, opened from the keyboard', async () => {
    const { user, get } = setup(FORECAST, 3);
    expect(await screen.findByText('lasts until Nov 30 · payday Dec 14')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Forecast' });
    expect(get).toHaveBeenCalledWith('forecast/', { account_id: 1 });
    expect(within(section).getByText(/Runs out on Dec 1\. Lowest -\$600\.00 on Dec 1\./)).toBeInTheDocument();
    expect(screen.getByTestId('forecast-chart').querySelector('polyline')).toHaveAttribute('data-below-zero', 'true');
    const summary = within(section).getByText('What the forecast counts (2)');
    summary.focus();
    await user.keyboard('{Enter}');
    const table = within(section).getByRole('table', { name: 'Events behind the forecast' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Dec 1', 'Rent', 'Bill', '-$1,200.00'],
      ['Dec 19', 'Top up rent', 'Scheduled transfer', '$700.00'],
    ]);
  });

  it('says so when nothing is planned for the qube, and its line never runs out', async () => {
    setup(FORECAST, 5);
    expect(await screen.findByText('lasts past Jan 7 · payday Dec 14')).toBeInTheDocument();
    expect(screen.getByText('Nothing is planned for this qube: its balance stays $80.00.')).toBeInTheDocument();
    expect(screen.getByTestId('forecast-chart').querySelector('polyline')).toHaveAttribute('data-below-zero', 'false');
  });

  it('offers Retry when the forecast cannot be loaded', async () => {
    const { user, get } = setup(new ApiError(503, { fallback_message: 'Try again in a minute.' }), 3);
    expect(await screen.findByText('We could not load the forecast.')).toBeInTheDocument();
    expect(screen.getByText('Try again in a minute.')).toBeInTheDocument();
    get.mockResolvedValue({ status: 200, data: FORECAST } as never);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('lasts until Nov 30 · payday Dec 14')).toBeInTheDocument();
  });
});

describe('the forecast dates (no date library on the overview)', () => {
  it('steps calendar days across months, years and daylight-saving days', () => {
    expect(plusDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(plusDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(plusDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(plusDays('2027-03-14', 1)).toBe('2027-03-15');
    expect(daysBetween('2026-11-29', '2027-05-30')).toBe(182);
    expect(shortDay('2026-01-05')).toBe('Jan 5');
  });
});
