import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@qube/shared';
import type { PlanInvoice } from '@qube/contract/plans';
import { InvoicesCard } from './InvoicesCard';
import { plansApi } from './plansApi';

const paid: PlanInvoice = {
  id: 2, period_start: '2026-06-10', period_end: '2026-07-09', plan: 'premium', status: 'paid', amount_due: '4.99', amount_paid: '9.99', amount_refunded: '2.10',
  next_attempt_on: null, grace_until: null, paid_at: '2026-06-10T12:00:00Z',
  lines: [
    { kind: 'plan_fee', description: 'Premium plan, Jun 10, 2026 – Jul 9, 2026', amount: '4.99', activity_id: 11, created_at: '2026-06-10T12:00:00Z' },
    { kind: 'proration_charge', description: 'Family plan, 13 days prorated', amount: '5.00', activity_id: 12, created_at: '2026-06-27T12:00:00Z' },
    { kind: 'proration_refund', description: 'Premium plan refund, 13 days unused', amount: '-2.10', activity_id: 12, created_at: '2026-06-27T12:00:00Z' },
  ],
};
const pastDue: PlanInvoice = {
  id: 3, period_start: '2026-07-10', period_end: '2026-08-09', plan: 'family', status: 'past_due', amount_due: '9.99', amount_paid: '0.00', amount_refunded: '0.00',
  next_attempt_on: '2026-07-11', grace_until: '2026-07-24', paid_at: null,
  lines: [{ kind: 'plan_fee', description: 'Family plan, Jul 10, 2026 – Aug 9, 2026', amount: '9.99', activity_id: null, created_at: '2026-07-10T12:00:00Z' }],
};

const setup = () => {
  const user = userEvent.setup({ delay: null });
  render(<InvoicesCard accountId={7} />);
  return { user };
};

afterEach(() => jest.restoreAllMocks());

describe('InvoicesCard', () => {
  it('ON-69 shows a loading state, then each invoice with its period, status and lines, and where a past-due one stands', async () => {
    let answer: (value: { results: PlanInvoice[] }) => void = () => {};
    const spy = jest.spyOn(plansApi, 'invoices').mockReturnValue(new Promise((resolve) => {
      answer = resolve;
    }));
    setup();
    expect(screen.getByRole('region', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading your invoices')).toBeInTheDocument();
    answer({ results: [pastDue, paid] });
    const list = await screen.findByRole('list', { name: 'Invoices' });
    expect(spy).toHaveBeenCalledWith(7);
    const rows = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Family: Jul 10, 2026 to Aug 9, 2026')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('$0.00 paid · Past due')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByRole('status')).toHaveTextContent(
      '$9.99 could not be taken from your Cloud. We try again every day; add money to Cloud by Jul 24, 2026 to keep your plan.',
    );
    expect(within(rows[1] as HTMLElement).getByText('$9.99 paid · Paid')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Family plan, 13 days prorated: $5.00')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Premium plan refund, 13 days unused: -$2.10')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('$2.10 refunded')).toBeInTheDocument();
  });

  it('ON-69 says so when there are no invoices yet', async () => {
    jest.spyOn(plansApi, 'invoices').mockResolvedValue({ results: [] });
    setup();
    expect(await screen.findByText('No invoices yet. Your plan fee is charged from Cloud on your billing day.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Invoices' })).not.toBeInTheDocument();
  });

  it('ON-69 shows the API\'s sentence when the list cannot load, and Retry loads it again', async () => {
    const spy = jest.spyOn(plansApi, 'invoices')
      .mockRejectedValueOnce(new ApiError(500, { fallback_message: 'Something went wrong.' }))
      .mockResolvedValueOnce({ results: [paid] });
    const { user } = setup();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your invoices.Something went wrong.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Premium: Jun 10, 2026 to Jul 9, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
