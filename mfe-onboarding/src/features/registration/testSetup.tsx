import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ApplicationForm } from '@qube/contract/registration';
import { registrationApi } from './api/registrationApi';
import { ApplicationProvider } from './components/ApplicationContext';

/** An application form as the API answers it, at `current_step`. */
export const makeForm = (overrides: Partial<ApplicationForm> = {}): ApplicationForm => ({
  id: 7, current_step: 'delivery', completed_step_index: 2, status: 'open', first_name: 'Nova', last_name: 'Newman', email: 'nova@example.test', phone: '(415) 555-0100',
  address_street: null, address_apartment_no: null, address_city: null, address_state: null, address_postal_code: null, birth_date: null, ssn_last4: null, has_password: false,
  selected_plan_id: null, plan_name: null, billing_frequency: 'monthly', virtual_card_selected: true, debit_card_design: null, debit_card_design_fee: '0.00', expedite_card: false,
  initial_activation_fee: '0.00', initial_physical_card_fee: '0.00', shipping_fee: '0.00', initial_deposit_amount: '0.00', monthly_fee: '0.00', total_checkout_fees: null,
  hypothetical_next_charge_date: null, free_days: 30, isPromoCodeApplied: false, discountCode: null, promo: null, referral_code: null, affiliate_id: null, prove: false, prove_error: null,
  has_payment: false, source_of_income: null, annual_income: null, work_description: null, qube_discovery_method: null,
  ...overrides,
});

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

/** Renders `element` at `path` inside registration's provider, the API's answer for the form being `form` (null: none). */
export function setup(path: string, element: ReactElement, form: ApplicationForm | null) {
  const load = jest.spyOn(registrationApi, 'load').mockImplementation(() => (form ? Promise.resolve(form) : Promise.reject(new Error('404'))));
  const user = userEvent.setup({ delay: null });
  const route = path.split('?')[0] ?? path;
  render(
    <MemoryRouter initialEntries={[path]}>
      <ApplicationProvider>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <WhereAmI />
      </ApplicationProvider>
    </MemoryRouter>,
  );
  return { user, load };
}

export const location = (screen: { getByTestId: (id: string) => HTMLElement }) => screen.getByTestId('location').textContent;
