import { screen, waitFor, within } from '@testing-library/react';
import { coachProgram, mockApi, renderPage, resetPortalTest, signInPartner } from '../../testing/renderPortal';
import { PayoutsPage } from './PayoutsPage';

const payout = (id: number, amount: string, paid_at: string) => ({ id, paid_at, amount, status: 'paid', destination: 'Cloud', account_id: 7, activity_id: null });

function setup({ collectable = '250.00' } = {}) {
  let earned = { total_earned: '1425.50', total_paid: '900.00', collectable, pending: '187.25', last_payout_at: '2026-09-30T12:00:00Z' };
  let history = [payout(1, '900.00', '2026-09-30T12:00:00Z')];
  const api = mockApi({
    'GET affiliates/me/': () => coachProgram(),
    'GET affiliates/commission-earned/': () => earned,
    'GET affiliates/payment-history/': () => ({ count: history.length, next: null, results: history }),
    'GET affiliates/programs/': () => ({
      results: [{ id: 1, name: 'Qube Coach Program', program_type: 'coach', affiliate_features: ['dashboard'], commission_rate: '20.00', hold_days: 30, is_current: true, joined_at: '2025-01-10T00:00:00Z' }],
    }),
    'POST affiliates/collect-payment/': () => {
      const paid = payout(2, earned.collectable, '2026-11-25T12:00:00Z');
      history = [paid, ...history];
      earned = { ...earned, total_paid: '1150.00', collectable: '0.00', last_payout_at: paid.paid_at };
      return { payout: paid, commission_earned: earned };
    },
  });
  return { ...renderPage(<PayoutsPage />), api };
}

beforeEach(() => signInPartner());
afterEach(resetPortalTest);

describe('Payouts', () => {
  it('CO-15 shows commission earned, the payment history and the programs', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Payouts', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('$1,425.50')).toBeInTheDocument();
    expect(screen.getByText('Ready to collect')).toBeInTheDocument();
    expect(screen.getByText('$250.00 is ready to collect.', { exact: false })).toBeInTheDocument();
    const history = await screen.findByRole('table');
    expect(within(history).getByText('$900.00')).toBeInTheDocument();
    expect(within(history).getByText('Cloud')).toBeInTheDocument();
    expect(await screen.findByText('Qube Coach Program')).toBeInTheDocument();
    expect(screen.getByText(/20\.00% commission · paid after 30 days/)).toBeInTheDocument();
  });

  it("CO-15 'Collect payment' asks first, pays once into the Cloud, then shows it in the history", async () => {
    const { user, api } = setup();
    await screen.findByText('$250.00 is ready to collect.', { exact: false });
    await user.click(screen.getByRole('button', { name: 'Collect payment' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('$250.00 of commission will be paid into your Cloud.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Collect payment' }));
    expect(await screen.findByText('$250.00 was paid into your Cloud.')).toBeInTheDocument();
    const calls = api.callsTo('POST', 'affiliates/collect-payment/');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.payload).toEqual({ idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('$250.00')).toBeInTheDocument());
    expect(await screen.findByText('Nothing to collect right now.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collect payment' })).toBeDisabled();
  });

  it("CO-15 Cancel in the confirm collects nothing", async () => {
    const { user, api } = setup();
    await screen.findByText('$250.00 is ready to collect.', { exact: false });
    await user.click(screen.getByRole('button', { name: 'Collect payment' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', 'affiliates/collect-payment/')).toHaveLength(0);
  });

  it('CO-15 nothing to collect: the button is off', async () => {
    setup({ collectable: '0.00' });
    expect(await screen.findByText('Nothing to collect right now.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collect payment' })).toBeDisabled();
  });
});
