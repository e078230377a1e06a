import { render, screen } from '@testing-library/react';
import type { AuthorizedUserApplication, AuthorizedUserStep } from '@qube/contract/authorizedUsers';
import { OnboardingApp } from '../../OnboardingApp';
import { authorizedUserApi } from './authorizedUserApi';
import { AUTHORIZED_USER_STEPS, pathOf } from './steps';

// An authorized user's onboarding draws in plain markup (docs/adr/0015-plain-markup-first-views.md): an antd import on
// a step's path fails here.
jest.mock('antd', () => {
  throw new Error('antd is not part of an authorized user\'s step');
});

const atSummary: AuthorizedUserApplication = {
  current_step: 'summary', completed_step_index: AUTHORIZED_USER_STEPS.indexOf('summary'), account_name: 'Alex Rivera', inviter_name: 'Alex Rivera',
  first_name: 'Robin', last_name: 'Reed', email: 'robin@example.test', birth_date: '2001-06-15', phone_number: '(415) 555-0100', is_phone_verified: true,
  resend_after_seconds: 0, has_password: true, virtual_card_selected: true, debit_card_design: null, address_street: '12 Elm St',
  address_apartment_no: null, address_city: 'Austin', address_state: 'TX', address_postal_code: '78701', expires_at: '2030-01-01T00:00:00.000Z',
};

afterEach(() => jest.restoreAllMocks());

const HEADINGS: [AuthorizedUserStep, string][] = [
  ['first-name-last-name-email', 'Your details'],
  ['birth-date', 'Your date of birth'],
  ['phone-numbers', 'Your phone number'],
  ['phone-numbers-verify', 'Verify your phone'],
  ['passcode', 'Create a password'],
  ['debit-card-selection', 'Your debit card'],
  ['confirm-mailing-address', 'Confirm your mailing address'],
  ['summary', 'Summary'],
];

it.each(HEADINGS)('ON-72 the step %s draws its heading and its form without antd', async (step, heading) => {
  jest.spyOn(authorizedUserApi, 'load').mockResolvedValue(atSummary);
  jest.spyOn(authorizedUserApi, 'address').mockResolvedValue({ address_street: '12 Elm St', address_apartment_no: null, address_city: 'Austin', address_state: 'TX', address_postal_code: '78701', source: 'owner' });
  window.history.pushState({}, '', pathOf(step));
  render(<OnboardingApp />);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: /^(Continue|Send Code|Confirm Address|Finish)$/ })).toBeInTheDocument();
});

it('ON-72 a link that does not work says so without antd', async () => {
  jest.spyOn(authorizedUserApi, 'load').mockRejectedValue(new Error('no invitation'));
  window.history.pushState({}, '', '/register/authorized-user');
  render(<OnboardingApp />);
  expect(await screen.findByRole('alert')).toHaveTextContent('no invitation');
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/');
});
