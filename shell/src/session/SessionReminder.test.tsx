import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type Account, type Me } from '@qube/shared';
import { logout } from './logout';
import { refreshSession } from './refreshSession';
import { SessionReminder } from './SessionReminder';

jest.mock('./logout', () => ({ logout: jest.fn().mockResolvedValue(undefined) }));
jest.mock('./refreshSession', () => ({ refreshSession: jest.fn() }));
const logoutMock = jest.mocked(logout);
const refreshMock = jest.mocked(refreshSession);

const account = { id: 1 } as Account;
const me = { user_type: 'regular_user', primary_account: account } as unknown as Me;

function startSessionEndingIn(seconds: number) {
  const now = Date.now();
  sessionStore.getState().startSession({ token: 't', me, account, trustDevice: false, now });
  sessionStore.setState({ sessionEndTime: now + seconds * 1000 });
}

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<SessionReminder />);
  return { user };
}

describe('SessionReminder', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    logoutMock.mockClear();
    refreshMock.mockReset();
  });
  afterEach(() => {
    act(() => sessionStore.getState().reset());
    jest.useRealTimers();
  });

  it('SH-27 SH-28 opens at 300 s left, 374 px wide, with its exact texts and a countdown', () => {
    startSessionEndingIn(301);
    setup();
    expect(screen.queryByText('Are you still here?')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Are you still here?')).toBeInTheDocument();
    expect(screen.getByText('You will be automatically logged out soon because of inactivity')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Time left: 05:00');
    expect(screen.getByRole('dialog', { name: 'Are you still here?' })).toHaveStyle({ width: '374px' });
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Time left: 04:59');
  });

  it('SH-29 ticks every second and logs out as expired at 0', () => {
    startSessionEndingIn(3);
    setup();
    expect(screen.getByRole('timer')).toHaveTextContent('Time left: 00:03');
    act(() => jest.advanceTimersByTime(3000));
    expect(logoutMock).toHaveBeenCalledWith(expect.objectContaining({ expired: true }));
  });

  it("SH-30 'Stay Logged In' refreshes the session and closes the dialog", async () => {
    startSessionEndingIn(200);
    refreshMock.mockImplementation(async () => {
      sessionStore.getState().refresh();
      return true;
    });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Stay Logged In' }));
    expect(refreshMock).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it("SH-31 'Close' dismisses the reminder without refreshing", async () => {
    startSessionEndingIn(200);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(refreshMock).not.toHaveBeenCalled();
    expect(sessionStore.getState().ignoreLoginReminder).toBe(true);
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('SH-26 logs out after 1440 minutes since the session started', () => {
    startSessionEndingIn(900);
    sessionStore.setState({ sessionStartTime: Date.now() - 1440 * 60_000 - 1000 });
    setup();
    expect(logoutMock).toHaveBeenCalledWith(expect.objectContaining({ expired: true }));
  });
});
