import { screen } from '@testing-library/react';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import type { AccountPlanState } from '@qube/contract/plans';
import { ManagePlanPage } from './ManagePlanPage';
import { plansApi } from './plansApi';

// /manage-plan draws in plain markup (docs/adr/0015-plain-markup-first-views.md): an antd import on its path fails
// here. The change confirmation brings antd when a change is asked for (ManagePlanPage.test.tsx opens it).
jest.mock('antd', () => {
  throw new Error('antd is not part of the first view of /manage-plan');
});

afterEach(() => jest.restoreAllMocks());

const state: AccountPlanState = {
  account_id: 7, plan: 'premium', display_name: 'Premium', monthly_fee: '4.99', active_qube_count: 5, free_qube_count: 3, extra_qube_fee: '1.00',
  billing_period_start: '2026-03-10', billing_period_end: '2026-04-09', next_charge_date: '2026-04-10', free_until: null, can_change_plan: true,
  plans: [
    { plan_name: 'lite', display_name: 'Lite', monthly_fee: '0.00', yearly_fee: '0.00', description: 'Free.', action: 'downgrade' },
    { plan_name: 'premium', display_name: 'Premium', monthly_fee: '4.99', yearly_fee: '49.99', description: 'Unlimited qubes.', action: null },
  ],
  applied_promo_codes: [],
};

it('ON-65 ON-68 the first view of /manage-plan: the plan, the plans with their buttons and the promo code, without antd', async () => {
  jest.spyOn(plansApi, 'state').mockResolvedValue(state);
  renderWithProviders(<ManagePlanPage />, { session: { me: { primary_account: { id: 7, is_sub_account: false } as never }, account: { id: 7, plan: 'premium' } }, route: '/' });
  expect(screen.getByRole('status', { name: 'Loading your plan' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Your plan: Premium' })).toBeInTheDocument();
  expect(screen.getByText('You pay $4.99 a month.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Downgrade to Lite' })).toBeEnabled();
  expect(screen.getByRole('textbox', { name: 'Promo code' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  expect(screen.getByRole('link', { name: 'Invite a Friend' })).toHaveAttribute('href', '/invite/friend');
});
