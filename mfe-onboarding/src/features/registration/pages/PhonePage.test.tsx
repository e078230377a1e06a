import { act, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@qube/shared';
import { registrationApi } from '../api/registrationApi';
import { savePendingStart } from '../components/pendingStart';
import { location, makeForm, setup } from '../testSetup';
import { PhonePage } from './PhonePage';

const START = { first_name: 'Nova', last_name: 'Newman', email: 'nova@example.test', phone_number: '(415) 555-0100', agree_terms: true, agree_privacy: true };

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  sessionStorage.clear();
});

describe('PhonePage', () => {
  it('ON-41 Continue stays disabled below 5 digits; the code checked opens the next step', async () => {
    savePendingStart(START);
    const verify = jest.spyOn(registrationApi, 'verifyPhone').mockResolvedValue(makeForm());
    const { user } = setup('/register/phone', <PhonePage />, null);
    const input = await screen.findByLabelText('Verification Code');
    await user.type(input, '12a34');
    expect(input).toHaveValue('1234');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(input, '5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location(screen)).toBe('/register/delivery'));
    expect(verify).toHaveBeenCalledWith('(415) 555-0100', '12345');
  });

  it('ON-42 Resend waits out a 50-second countdown shown as 00:NN, then sends again and restarts it', async () => {
    jest.useFakeTimers();
    savePendingStart(START);
    const start = jest.spyOn(registrationApi, 'start').mockResolvedValue({ detail: 'sent', phone_number: START.phone_number, resend_after_seconds: 50, expires_in_seconds: 600 });
    setup('/register/phone', <PhonePage />, null);
    expect(await screen.findByText('Resend code in 00:50')).toBeInTheDocument();
    for (let i = 0; i < 49; i++) await act(async () => { jest.advanceTimersByTime(1000); });
    expect(screen.getByText('Resend code in 00:01')).toBeInTheDocument();
    await act(async () => { jest.advanceTimersByTime(1000); });
    await act(async () => { screen.getByRole('button', { name: 'Resend' }).click(); });
    expect(start).toHaveBeenCalledWith(START);
    expect(await screen.findByText('Resend code in 00:50')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('We sent a new code to (415) 555-0100.');
  });

  it('ON-15 a wrong code shows the API\'s message', async () => {
    savePendingStart(START);
    jest.spyOn(registrationApi, 'verifyPhone').mockRejectedValue(new ApiError(400, { fallback_message: 'The verification code is incorrect or has expired.' }));
    const { user } = setup('/register/phone', <PhonePage />, null);
    await user.type(await screen.findByLabelText('Verification Code'), '00000');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is incorrect or has expired.');
  });

  it('goes back to the start when no code was asked for in this tab', async () => {
    setup('/register/phone', <PhonePage />, null);
    await waitFor(() => expect(location(screen)).toBe('/register/start'));
  });
});
