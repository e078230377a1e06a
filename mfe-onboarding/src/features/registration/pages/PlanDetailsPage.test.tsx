import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@qube/shared';
import { registrationApi } from '../api/registrationApi';
import { location, makeForm, setup } from '../testSetup';
import { PlanDetailsPage } from './PlanDetailsPage';

afterEach(() => jest.restoreAllMocks());

const summary = makeForm({ completed_step_index: 9, current_step: 'plan-details', selected_plan_id: 2, plan_name: 'premium', monthly_fee: '4.99', hypothetical_next_charge_date: '2030-02-01' });

describe('PlanDetailsPage', () => {
  it('ON-20 ON-28 shows the plan, its first charge and what is due today', async () => {
    setup('/register/plan-details', <PlanDetailsPage />, summary);
    expect(await screen.findByText('Premium · $4.99/mo')).toBeInTheDocument();
    expect(screen.getByText('Feb 1, 2030')).toBeInTheDocument();
    expect(screen.getByText('$0.00', { selector: 'strong' })).toBeInTheDocument();
  });

  it('ON-06 a referred person\'s checkout shows the 60 free days carried from the landing', async () => {
    setup('/register/plan-details', <PlanDetailsPage />, { ...summary, affiliate_id: 'CORA', free_days: 60, hypothetical_next_charge_date: '2030-03-02' });
    expect(await screen.findByText('60 days free (referral)')).toBeInTheDocument();
    expect(screen.getByText('Mar 2, 2030')).toBeInTheDocument();
  });

  it('ON-21 ON-68 a discount code is verified, applied and shown; a wrong one shows the API\'s message', async () => {
    const verify = jest.spyOn(registrationApi, 'verifyDiscount')
      .mockRejectedValueOnce(new ApiError(400, { fallback_message: 'This discount code is not valid.' }))
      .mockResolvedValue({ discount_code: 'QUBE60', description: 'Your first 60 days are free.', special_fee: null, customer_payout: null, initial_program_cost: null, plan_name: 'premium', monthly_fee: '4.99', charge_date: '2030-03-02', billing_frequency: 'monthly', total_checkout_fees: null });
    jest.spyOn(registrationApi, 'applyDiscount').mockResolvedValue({
      ...summary, isPromoCodeApplied: true, discountCode: 'QUBE60', hypothetical_next_charge_date: '2030-03-02',
      promo: { discount_code: 'QUBE60', description: 'Your first 60 days are free.', special_fee: null, customer_payout: null, initial_program_cost: null, plan_name: 'premium', monthly_fee: '4.99', charge_date: '2030-03-02', billing_frequency: 'monthly', total_checkout_fees: null },
    });
    const { user } = setup('/register/plan-details', <PlanDetailsPage />, summary);
    await user.type(await screen.findByLabelText('Discount Code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This discount code is not valid.');
    await user.clear(screen.getByLabelText('Discount Code'));
    await user.type(screen.getByLabelText('Discount Code'), 'qube60');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Discount code QUBE60 applied: Your first 60 days are free.');
    expect(screen.getByText('Mar 2, 2030')).toBeInTheDocument();
    expect(verify).toHaveBeenLastCalledWith('qube60');
  });

  it('ON-09 Continue confirms the summary and goes to the identity check', async () => {
    jest.spyOn(registrationApi, 'confirmSummary').mockResolvedValue({ ...summary, completed_step_index: 10, current_step: 'processing' });
    const { user } = setup('/register/plan-details', <PlanDetailsPage />, summary);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location(screen)).toBe('/register/processing'));
  });
});
