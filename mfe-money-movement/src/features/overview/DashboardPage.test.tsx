import { screen, within } from '@testing-library/react';
import { api, type Qube } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { DashboardPage } from './DashboardPage';

const rent = { id: 3, name: 'Rent', type: 'billing', balance: '600.00', color: null, goalqube: null, billqube: { is_paused: false, bill_amount: '1200.00', next_due_date: '2026-12-01' } } as unknown as Qube;
const fun = { id: 5, name: 'Fun', type: 'spending', balance: '80.00', color: null, goalqube: null, billqube: null, current_cycle_budget: '150.00' } as unknown as Qube;
const OVERVIEW = { account_balance: '3180.00', cloud_qube_total_balance: '2500.00', unread_notifications_count: 0 };
const pocket = (qube_id: number, runs_out_on: string | null) => ({ qube_id, name: '', type: 'spending', opening: '0.00', balances: [], lowest: { date: '2026-11-29', balance: '0.00' }, runs_out_on, events: [], pace: { per_day: '0.00', lasts_until: null } });
const FORECAST = { from: '2026-11-29', to: '2027-05-30', next_payday: '2026-12-14', pockets: [pocket(3, '2026-12-01'), pocket(5, null)] };

describe('the overview (MM-01, issue 25 §1)', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows each qube's forecast line once the forecast answers: how long it lasts and the next payday", async () => {
    let answerForecast!: () => void;
    jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
      if (path === 'qubes/') return { status: 200, data: { count: 2, next: null, results: [rent, fun] } } as never;
      if (path === 'forecast/') {
        await new Promise<void>((resolve) => (answerForecast = resolve));
        return { status: 200, data: FORECAST } as never;
      }
      return { status: 200, data: OVERVIEW } as never;
    });
    renderWithProviders(<DashboardPage />, { session: { account: { id: 1 } } });
    const rentCard = await screen.findByRole('article', { name: 'Rent qube' });
    // The qubes do not wait for the forecast.
    expect(within(rentCard).queryByText(/^lasts/)).not.toBeInTheDocument();
    answerForecast();
    expect(await within(rentCard).findByText('lasts until Nov 30 · payday Dec 14')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Fun qube' })).getByText('lasts past May 30 · payday Dec 14')).toBeInTheDocument();
  });

  it('keeps the cards whole when the forecast fails', async () => {
    jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
      if (path === 'qubes/') return { status: 200, data: { count: 1, next: null, results: [rent] } } as never;
      if (path === 'forecast/') throw new Error('down');
      return { status: 200, data: OVERVIEW } as never;
    });
    renderWithProviders(<DashboardPage />, { session: { account: { id: 1 } } });
    const rentCard = await screen.findByRole('article', { name: 'Rent qube' });
    expect(within(rentCard).getByText('$600.00')).toBeInTheDocument();
    expect(within(rentCard).queryByText(/^lasts/)).not.toBeInTheDocument();
  });
});
