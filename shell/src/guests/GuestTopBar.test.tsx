import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@qube/shared';
import { logout } from '../session/logout';
import { GuestTopBar } from './GuestTopBar';

jest.mock('../session/logout', () => ({ logout: jest.fn(async () => undefined) }));

describe('GuestTopBar', () => {
  it("SH-50 shows 'Financial Playground', 'Skip to Create Account' (the sign-up dialog) and 'Already have an account? Log in here' (logout), no bell or account menu", async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    const subscription = bus.on('command:open-sign-up').subscribe((e) => asked.push(e));
    render(<GuestTopBar primaryColor="#4C6FFF" />);
    expect(screen.getByText('Financial Playground')).toBeInTheDocument();
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /notifications/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /profile menu/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip to Create Account' }));
    expect(asked).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Log in here' }));
    expect(logout).toHaveBeenCalled();
    subscription.unsubscribe();
  });
});
