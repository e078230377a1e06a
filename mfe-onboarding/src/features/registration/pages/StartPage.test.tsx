import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@qube/shared';
import { registrationApi } from '../api/registrationApi';
import { location, setup } from '../testSetup';
import { StartPage } from './StartPage';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe('StartPage', () => {
  it('ON-16 ON-40 refuses an empty form with the spec messages and sends nothing', async () => {
    const start = jest.spyOn(registrationApi, 'start');
    const { user } = setup('/register/start', <StartPage />, null);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('This Field is required!')).toHaveLength(4);
    expect(screen.getAllByText('Please accept the Terms and Conditions and the Privacy Policy.')).toHaveLength(2);
    expect(screen.getByLabelText('Legal First Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Legal Last Name')).toBeInTheDocument();
    expect(start).not.toHaveBeenCalled();
  });

  it('ON-40 masks the phone as (###) ###-####, texts the code and goes to the phone step with the referral kept', async () => {
    const start = jest.spyOn(registrationApi, 'start').mockResolvedValue({ detail: 'sent', phone_number: '(415) 555-0100', resend_after_seconds: 50, expires_in_seconds: 600 });
    const { user } = setup('/register/start?affiliate_id=42', <StartPage />, null);
    await user.type(await screen.findByLabelText('Legal First Name'), 'Nova');
    await user.type(screen.getByLabelText('Legal Last Name'), 'Newman');
    await user.type(screen.getByLabelText('Email'), 'nova@example.test');
    await user.type(screen.getByLabelText('Phone Number'), '4155550100');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('(415) 555-0100');
    await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location(screen)).toBe('/register/phone'));
    expect(start).toHaveBeenCalledWith(expect.objectContaining({ phone_number: '(415) 555-0100', email: 'nova@example.test', affiliate_id: '42', agree_terms: true, agree_privacy: true }));
  });

  it('SH-37 the phone number, which a code is texted to, carries the text consent line', async () => {
    setup('/register/start', <StartPage />, null);
    expect(await screen.findByLabelText('Phone Number')).toHaveAccessibleDescription(/message and data rates may apply, reply STOP to unsubscribe/);
  });

  it('ON-15 shows the API\'s fallback_message in the step\'s error area', async () => {
    jest.spyOn(registrationApi, 'start').mockRejectedValue(new ApiError(429, { fallback_message: 'Too many attempts. Please try again in 60 minutes.' }));
    const { user } = setup('/register/start', <StartPage />, null);
    await user.type(await screen.findByLabelText('Legal First Name'), 'Nova');
    await user.type(screen.getByLabelText('Legal Last Name'), 'Newman');
    await user.type(screen.getByLabelText('Email'), 'nova@example.test');
    await user.type(screen.getByLabelText('Phone Number'), '4155550100');
    await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 60 minutes.');
    expect(location(screen)).toBe('/register/start');
  });
});
