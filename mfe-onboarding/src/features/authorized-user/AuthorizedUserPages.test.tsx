import { screen, waitFor } from '@testing-library/react';
import { ApiError, startSessionWithToken } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import type { AuthorizedUserApplication, AuthorizedUserStep } from '@qube/contract/authorizedUsers';
import { Route, Routes, useLocation } from 'react-router-dom';
import { authorizedUserApi } from './authorizedUserApi';
import { AuthorizedUserRoutes } from './AuthorizedUserRoutes';

jest.mock('@qube/shared', () => ({
  ...jest.requireActual('@qube/shared'),
  startSessionWithToken: jest.fn(async () => null),
}));

jest.setTimeout(60000);

const STEPS: AuthorizedUserStep[] = ['first-name-last-name-email', 'birth-date', 'phone-numbers', 'phone-numbers-verify', 'passcode', 'debit-card-selection', 'confirm-mailing-address', 'summary'];

/** The application as the API answers it, at `current_step`. */
const makeApplication = (step: AuthorizedUserStep = 'first-name-last-name-email', overrides: Partial<AuthorizedUserApplication> = {}): AuthorizedUserApplication => ({
  current_step: step, completed_step_index: STEPS.indexOf(step), account_name: 'Alex Rivera', inviter_name: 'Alex Rivera',
  first_name: 'Robin', last_name: 'Reed', email: 'robin@example.test', birth_date: null, phone_number: null, is_phone_verified: false,
  resend_after_seconds: 0, has_password: false, virtual_card_selected: null, debit_card_design: null, address_street: null,
  address_apartment_no: null, address_city: null, address_state: null, address_postal_code: null, expires_at: '2030-01-01T00:00:00.000Z',
  ...overrides,
});

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

/** Renders the authorized-user pages at `path`; the API's application (by cookie) is `application` (null: none). */
const setup = (path: string, application: AuthorizedUserApplication | null) => {
  const load = jest.spyOn(authorizedUserApi, 'load').mockImplementation(() =>
    (application ? Promise.resolve(application) : Promise.reject(new ApiError(404, { fallback_message: 'This invitation link is not valid. Ask the account owner to invite you again.' }))));
  const { user } = renderWithProviders(
    <>
      <Routes>
        <Route path="/register/authorized-user/*" element={<AuthorizedUserRoutes />} />
        <Route path="*" element={null} />
      </Routes>
      <WhereAmI />
    </>,
    { route: path },
  );
  return { user, load };
};
const location = () => screen.getByTestId('location').textContent;

afterEach(() => jest.restoreAllMocks());

describe('Authorized-user onboarding pages', () => {
  it('ON-72 the mailed link opens the invitation and goes on to the step to continue at, the token out of the address bar', async () => {
    const open = jest.spyOn(authorizedUserApi, 'open').mockResolvedValue(makeApplication('birth-date'));
    setup(`/register/authorized-user?invite=${'a'.repeat(64)}`, null);
    await waitFor(() => expect(location()).toBe('/register/authorized-user/birth-date'));
    expect(open).toHaveBeenCalledWith('a'.repeat(64));
    expect(await screen.findByRole('heading', { name: 'Your date of birth' })).toBeInTheDocument();
  });

  it('ON-72 a used or expired link shows the API\'s message and a way to sign in', async () => {
    jest.spyOn(authorizedUserApi, 'open').mockRejectedValue(new ApiError(410, { fallback_message: 'This invitation has already been used. Sign in instead.' }));
    setup(`/register/authorized-user?invite=${'b'.repeat(64)}`, null);
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has already been used. Sign in instead.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/');
  });

  it('ON-72 a step beyond the completed one redirects back to it', async () => {
    setup('/register/authorized-user/summary', makeApplication('phone-numbers'));
    await waitFor(() => expect(location()).toBe('/register/authorized-user/phone-numbers'));
    expect(await screen.findByRole('heading', { name: 'Your phone number' })).toBeInTheDocument();
  });

  it('ON-72 names and e-mail are prefilled from the invitation; Continue saves them and opens the birth date', async () => {
    const save = jest.spyOn(authorizedUserApi, 'saveName').mockResolvedValue(makeApplication('birth-date'));
    const { user } = setup('/register/authorized-user/first-name-last-name-email', makeApplication());
    expect(await screen.findByText(/Alex Rivera invited you to be an authorized user of Alex Rivera/)).toBeInTheDocument();
    expect(screen.getByLabelText('Legal First Name')).toHaveValue('Robin');
    expect(screen.getByLabelText('Email')).toHaveValue('robin@example.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/register/authorized-user/birth-date'));
    expect(save).toHaveBeenCalledWith({ first_name: 'Robin', last_name: 'Reed', email: 'robin@example.test' });
  });

  it('ON-72 the birth date shows the API\'s refusal in the step\'s error area', async () => {
    jest.spyOn(authorizedUserApi, 'saveBirthDate').mockRejectedValue(new ApiError(400, { fallback_message: 'Authorized users must be at least 13 years old.', fields: { birth_date: 'Authorized users must be at least 13 years old.' } }));
    const { user } = setup('/register/authorized-user/birth-date', makeApplication('birth-date'));
    await user.type(await screen.findByLabelText('Date of Birth'), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Authorized users must be at least 13 years old.');
    expect(location()).toBe('/register/authorized-user/birth-date');
  });

  it('ON-72 the phone number is masked and texted a code; the code page checks it', async () => {
    const send = jest.spyOn(authorizedUserApi, 'sendCode').mockResolvedValue(makeApplication('phone-numbers-verify', { phone_number: '(415) 555-0100', resend_after_seconds: 50 }));
    const verify = jest.spyOn(authorizedUserApi, 'verifyCode').mockResolvedValue(makeApplication('passcode', { is_phone_verified: true }));
    const { user } = setup('/register/authorized-user/phone-numbers', makeApplication('phone-numbers'));
    await user.type(await screen.findByLabelText('Phone Number'), '4155550100');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('(415) 555-0100');
    expect(screen.getByText('message and data rates may apply, reply STOP to unsubscribe')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(location()).toBe('/register/authorized-user/phone-numbers/verify'));
    expect(send).toHaveBeenCalledWith('(415) 555-0100');
    expect(await screen.findByText(/Enter the 5-digit code we sent to \(415\) 555-0100/)).toBeInTheDocument();
    expect(screen.getByText('Resend code in 00:50')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification Code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/register/authorized-user/passcode'));
    expect(verify).toHaveBeenCalledWith('12345');
  });

  it('ON-72 the card choice: virtual only or a physical Classic card', async () => {
    const save = jest.spyOn(authorizedUserApi, 'saveCard').mockResolvedValue(makeApplication('confirm-mailing-address'));
    const { user } = setup('/register/authorized-user/debit-card-selection', makeApplication('debit-card-selection'));
    await user.click(await screen.findByRole('radio', { name: 'Physical card: Classic (free)' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ virtual_card_selected: false, debit_card_design: 'classic' }));
  });

  it('ON-72 the mailing address offers the owner\'s address to confirm', async () => {
    jest.spyOn(authorizedUserApi, 'address').mockResolvedValue({ address_street: '100 Main Street', address_apartment_no: 'Apt 4', address_city: 'Austin', address_state: 'TX', address_postal_code: '78701', source: 'owner' });
    const confirm = jest.spyOn(authorizedUserApi, 'confirmAddress').mockResolvedValue(makeApplication('summary'));
    const { user } = setup('/register/authorized-user/confirm-mailing-address', makeApplication('confirm-mailing-address'));
    expect(await screen.findByText("This is the account owner's address. Confirm it, or change it to where you live.")).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Austin');
    await user.click(screen.getByRole('button', { name: 'Confirm Address' }));
    await waitFor(() => expect(location()).toBe('/register/authorized-user/summary'));
    expect(confirm).toHaveBeenCalledWith({ address_street: '100 Main Street', address_apartment_no: 'Apt 4', address_city: 'Austin', address_state: 'TX', address_postal_code: '78701' });
  });

  it('ON-72 the summary lists the details; Finish signs the person in and lands on /dashboard', async () => {
    const finish = jest.spyOn(authorizedUserApi, 'finish').mockResolvedValue({ token: 'c'.repeat(64), account_id: 12 });
    const { user } = setup('/register/authorized-user/summary', makeApplication('summary', {
      birth_date: '2000-04-02', phone_number: '(415) 555-0100', is_phone_verified: true, has_password: true, virtual_card_selected: true,
      address_street: '12 Elm St', address_city: 'Austin', address_state: 'TX', address_postal_code: '78701',
    }));
    expect(await screen.findByText('You are joining Alex Rivera as an authorized user.')).toBeInTheDocument();
    expect(screen.getByText('Virtual card only')).toBeInTheDocument();
    expect(screen.getByText('12 Elm St, Austin, TX 78701')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(finish).toHaveBeenCalledWith(false);
    expect(startSessionWithToken).toHaveBeenCalledWith('c'.repeat(64), false, 12);
  });
});
