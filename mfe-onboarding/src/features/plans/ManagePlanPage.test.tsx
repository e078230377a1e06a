import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, sessionStore } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import type { AccountPlanState, RefundCheck } from '@qube/contract/plans';
import { ManagePlanPage } from './ManagePlanPage';
import { plansApi } from './plansApi';

jest.setTimeout(60000);

const offers: AccountPlanState['plans'] = [
  { plan_name: 'lite', display_name: 'Lite', monthly_fee: '0.00', yearly_fee: '0.00', description: 'Free: your first three qubes are free.', action: null },
  { plan_name: 'premium', display_name: 'Premium', monthly_fee: '4.99', yearly_fee: '49.99', description: 'Unlimited qubes for one person.', action: 'upgrade' },
  { plan_name: 'family', display_name: 'Family', monthly_fee: '9.99', yearly_fee: '99.99', description: 'For families.', action: 'upgrade' },
  { plan_name: 'plus', display_name: 'Qube+', monthly_fee: '14.99', yearly_fee: '149.99', description: 'A household account.', action: 'make_plus' },
];

const liteState: AccountPlanState = {
  account_id: 7, plan: 'lite', display_name: 'Lite', monthly_fee: '2.00', active_qube_count: 5, free_qube_count: 3, extra_qube_fee: '1.00',
  billing_period_start: '2026-03-10', billing_period_end: '2026-04-09', next_charge_date: '2026-04-10', free_until: null, can_change_plan: true,
  plans: offers, applied_promo_codes: [],
};

const check: RefundCheck = {
  from_plan: 'lite', to_plan: 'premium', billing_period_start: '2026-03-10', billing_period_end: '2026-04-09', days_in_period: 31, days_left: 26,
  refund_amount: '1.68', charge_amount: '4.19', net_amount: '2.51', new_monthly_fee: '4.99', next_charge_date: '2026-04-10', is_free_period: false,
  message: '$2.51 will be taken from your Cloud today for the 26 days left in this billing period. Premium costs $4.99 a month from Apr 10, 2026.',
};

const setup = (account: Record<string, unknown> = {}) => {
  // The invoices list has its own test (InvoicesCard.test.tsx): here it is empty.
  jest.spyOn(plansApi, 'invoices').mockResolvedValue({ results: [] });
  const { user } = renderWithProviders(<ManagePlanPage />, {
    session: { me: { primary_account: { id: 7, is_sub_account: false } as never }, account: { id: 7, plan: 'lite', ...account } },
    route: '/',
  });
  return { user };
};

afterEach(() => jest.restoreAllMocks());

describe('/manage-plan', () => {
  it('ON-65 lists the plans with their prices, marks the current one, and shows what Lite costs with its qubes', async () => {
    jest.spyOn(plansApi, 'state').mockResolvedValue(liteState);
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Plan' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your plan: Lite' })).toBeInTheDocument();
    expect(screen.getByText(/5 qubes: the first 3 are free, then \$1\.00 per qube per month\./)).toBeInTheDocument();
    const lite = screen.getByRole('heading', { level: 3, name: /^Lite/ }).closest('li') as HTMLElement;
    expect(within(lite).getByText('Current Plan')).toBeInTheDocument();
    expect(within(lite).getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('$4.99/mo')).toBeInTheDocument();
    expect(screen.getByText('$9.99/mo')).toBeInTheDocument();
    expect(screen.getByText('$14.99/mo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade to Family' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make Qube+' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invite a Friend' })).toHaveAttribute('href', '/invite/friend');
  });

  it('ON-66 ON-67 a change shows its refund check first and is sent only on confirm; the session learns the new plan', async () => {
    jest.spyOn(plansApi, 'state').mockResolvedValue(liteState);
    const checkRefund = jest.spyOn(plansApi, 'checkRefund').mockResolvedValue(check);
    const change = jest.spyOn(plansApi, 'change').mockResolvedValue({
      refund_check: check, message: 'Your plan is now Premium.',
      plan: { ...liteState, plan: 'premium', display_name: 'Premium', monthly_fee: '4.99', plans: offers.map((o) => ({ ...o, action: o.plan_name === 'premium' ? null : 'change' })) },
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Premium' }));
    expect(checkRefund).toHaveBeenCalledWith(7, 'upgrade', 'premium');
    const dialog = await screen.findByRole('dialog', { name: 'Change to Premium?' });
    expect(within(dialog).getByText(check.message)).toBeInTheDocument();
    expect(within(dialog).getByText('$1.68')).toBeInTheDocument();
    expect(within(dialog).getByText('$4.19')).toBeInTheDocument();
    expect(within(dialog).getByText('$2.51')).toBeInTheDocument();
    expect(within(dialog).getByText('Taken from Cloud today')).toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(change).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Change to Premium?' })).getByRole('button', { name: 'Confirm Change' }));
    await waitFor(() => expect(change).toHaveBeenCalledWith(7, 'upgrade', 'premium'));
    expect(await screen.findByRole('heading', { name: 'Your plan: Premium' })).toBeInTheDocument();
    expect(sessionStore.getState().active_account?.plan).toBe('premium');
  });

  it("ON-69 a refused change shows the API's message in the dialog and keeps the plan", async () => {
    jest.spyOn(plansApi, 'state').mockResolvedValue(liteState);
    jest.spyOn(plansApi, 'checkRefund').mockResolvedValue(check);
    jest.spyOn(plansApi, 'change').mockRejectedValue(new ApiError(400, { fallback_message: 'Your Cloud balance is too low for this change. Add money to Cloud and try again.' }));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change to Premium?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Change' }));
    expect(await within(dialog).findByText('Your Cloud balance is too low for this change. Add money to Cloud and try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your plan: Lite' })).toBeInTheDocument();
  });

  it('ON-68 a promo code is verified, then applied', async () => {
    const state = jest.spyOn(plansApi, 'state').mockResolvedValue(liteState);
    const verify = jest.spyOn(plansApi, 'verifyPromo').mockResolvedValue({ code: 'QUBE60', description: 'Your first 60 days are free.', free_days: 60, free_until: '2026-05-13', is_applied: false, message: 'Your first 60 days are free.' });
    const apply = jest.spyOn(plansApi, 'applyPromo').mockResolvedValue({ code: 'QUBE60', description: 'Your first 60 days are free.', free_days: 60, free_until: '2026-05-13', is_applied: true, message: 'QUBE60 applied: your plan is free until May 13, 2026.' });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter a promo code.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'qube60');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(verify).toHaveBeenCalledWith(7, 'qube60');
    expect(await screen.findByText(/Your plan would be free until May 13, 2026\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply Code' }));
    expect(apply).toHaveBeenCalledWith(7, 'qube60');
    expect(await screen.findByText('QUBE60 applied: your plan is free until May 13, 2026.')).toBeInTheDocument();
    expect(state).toHaveBeenCalledTimes(2);
  });

  it("ON-69 an unknown promo code shows the API's message", async () => {
    jest.spyOn(plansApi, 'state').mockResolvedValue(liteState);
    jest.spyOn(plansApi, 'verifyPromo').mockRejectedValue(new ApiError(400, { fallback_message: 'This discount code is not valid.' }));
    const { user } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This discount code is not valid.')).toBeInTheDocument();
  });

  it('ON-65 someone who cannot change the plan sees it without change buttons or promo code', async () => {
    jest.spyOn(plansApi, 'state').mockResolvedValue({ ...liteState, can_change_plan: false, plans: offers.map((o) => ({ ...o, action: null })) });
    setup();
    expect(await screen.findByText('Only the primary account holder can change this plan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upgrade to/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Promo code' })).not.toBeInTheDocument();
  });
});
