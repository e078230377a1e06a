import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@qube/shared';
import { LimitedBanner } from './LimitedBanner';

describe('LimitedBanner', () => {
  it('SH-51 SH-55 tells the limited user where they are and offers the debit card', async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    const subscription = bus.on('command:open-get-debit-card').subscribe((e) => asked.push(e));
    render(<LimitedBanner />);
    expect(screen.getByText('You are in the Playground')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Debit Card' }));
    expect(asked).toHaveLength(1);
    subscription.unsubscribe();
  });
});
