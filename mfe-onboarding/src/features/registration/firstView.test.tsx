import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanList } from '@qube/contract/registration';
import { OnboardingApp } from '../../OnboardingApp';
import { registrationApi } from './api/registrationApi';
import { savePendingStart } from './components/pendingStart';
import { makeForm } from './testSetup';

// The registration steps draw in plain markup (docs/adr/0015-plain-markup-first-views.md): an antd import on a step's
// path fails here. Only the payment step's card entry (the shared CardPaymentForm) and v1's download page bring antd,
// each in its own chunk with onboarding's theme.
jest.mock('antd', () => {
  throw new Error('antd is not part of a registration step');
});

const PLANS: PlanList = {
  results: [
    { id: 1, plan_name: 'lite', display_name: 'Lite', monthly_fee: '0.00', yearly_fee: '0.00', description: 'The basics.', features: [] },
    { id: 2, plan_name: 'premium', display_name: 'Premium', monthly_fee: '4.99', yearly_fee: '49.99', description: 'Unlimited qubes.', features: [] },
  ],
  fees: { initial_activation_fee: '0.00', initial_physical_card_fee: '0.00', card_design_fees: { classic: '0.00', midnight: '5.00', aurora: '5.00' }, expedited_shipping_fee: '15.00' },
  referral_free_days: 60,
};

// Every step reached: no step sends the person elsewhere (ON-10), so each draws its own form.
const everyStep = makeForm({ completed_step_index: 12, current_step: 'user-identity-info', virtual_card_selected: false, debit_card_design: 'midnight', selected_plan_id: 2, plan_name: 'premium' });

function open(path: string) {
  jest.spyOn(registrationApi, 'load').mockResolvedValue(everyStep);
  jest.spyOn(registrationApi, 'plans').mockResolvedValue(PLANS);
  window.history.pushState({}, '', path);
  const user = userEvent.setup({ delay: null });
  render(<OnboardingApp />);
  return { user };
}

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe('registration steps without antd', () => {
  it.each([
    ['/register/start', "Let's get started", 'Legal First Name'],
    ['/register/delivery', 'Your home address', 'Street Address'],
    ['/register/identity', 'Verify your identity', 'Social Security Number'],
    ['/register/password', 'Create a password', 'Confirm Password'],
    ['/register/deposit', 'Initial deposit', 'Amount'],
    ['/register/user-identity-info', 'A few last questions', 'Main Source of Income'],
  ])('ON-04 ON-08 %s draws its heading, the header steps and its fields', async (path, heading, label) => {
    open(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByLabelText(label)).toBeInTheDocument();
    const steps = within(screen.getByRole('navigation', { name: 'Registration steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1Your Info', '2Options', '3Summary']);
  });

  it('ON-41 ON-42 the phone step draws the code field, a disabled Continue and the countdown', async () => {
    savePendingStart({ first_name: 'Nova', last_name: 'Newman', email: 'nova@example.test', phone_number: '(415) 555-0100', agree_terms: true, agree_privacy: true });
    open('/register/phone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your phone' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Verification Code')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByText('Resend code in 00:50')).toBeInTheDocument();
  });

  it('ON-17 the home address step offers the provider\'s suggestions and a pick fills city, state and zip', async () => {
    jest.spyOn(registrationApi, 'lookupAddress').mockResolvedValue([{ address_street: '1 Main St', address_city: 'Austin', address_state: 'TX', address_postal_code: '78701' }]);
    const { user } = open('/register/delivery');
    await user.type(await screen.findByRole('combobox', { name: 'Street Address' }), '1 Main');
    await user.click(await screen.findByRole('option', { name: '1 Main St, Austin, TX 78701' }, { timeout: 3000 }));
    expect(screen.getByLabelText('City')).toHaveValue('Austin');
    expect(screen.getByLabelText('State')).toHaveValue('TX');
    expect(screen.getByLabelText('Zip Code')).toHaveValue('78701');
  });

  it('ON-28 ON-65 the plan, card and shipping steps draw their choices as radios', async () => {
    open('/register/plans');
    expect(await screen.findByRole('radio', { name: /^Premium · \$4\.99\/mo/ })).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'Billing' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  });

  it('ON-28 the card step names each design with its fee', async () => {
    open('/register/cards');
    expect(await screen.findByRole('radio', { name: 'Physical card: Midnight ($5.00)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Virtual card only (free)' })).not.toBeChecked();
  });

  it('ON-21 the summary lists the plan and what is due today in a table, with the discount code', async () => {
    open('/register/plan-details');
    const table = await screen.findByRole('table', { name: 'Your plan and what is due today' });
    expect(within(table).getByRole('rowheader', { name: 'Due today' })).toBeInTheDocument();
    expect(screen.getByLabelText('Discount Code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('ON-19 the last questions refuse empty answers with the spec message', async () => {
    const { user } = open('/register/user-identity-info');
    await user.click(await screen.findByRole('button', { name: 'Open My Account' }));
    expect(screen.getAllByText('This Field is required!')).toHaveLength(4);
    await user.selectOptions(screen.getByLabelText('Main Source of Income'), 'Employment');
    expect(screen.getAllByText('This Field is required!')).toHaveLength(3);
  });

  it('ON-29 the identity check step offers Verify My Identity', async () => {
    open('/register/processing');
    expect(await screen.findByRole('button', { name: 'Verify My Identity' })).toBeEnabled();
  });

  it('ON-29 the sandbox provider page offers Confirm and Cancel', async () => {
    open('/register/prove/sandbox?vfp=abc');
    expect(await screen.findByRole('heading', { level: 1, name: "Confirm it's you" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('ON-30 the non-eligible page', async () => {
    open('/register/prove/non-eligible');
    expect(await screen.findByRole('heading', { level: 1, name: "We can't open an account for you" })).toBeInTheDocument();
    expect(screen.getByText(/Our identity partner could not confirm that you are eligible/)).toBeInTheDocument();
  });

  it('ON-48 the bank-link page after the guest sign-up', async () => {
    open('/register/link-external-bank');
    expect(await screen.findByRole('heading', { level: 1, name: 'Link your bank account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link Bank Account' })).toBeEnabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Skip' })).toBeEnabled());
  });
});
