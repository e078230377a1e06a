import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { askToSwitchAccount } from './switchAccount';

describe('@qube/shared/switch-account', () => {
  it('SH-19 asks with the dialog loaded on the first question and resolves with the choice', async () => {
    const user = userEvent.setup();
    let answer: Promise<boolean> = Promise.resolve(false);
    await act(async () => {
      answer = askToSwitchAccount({ first_name: 'Cora' });
    });
    expect(await screen.findByText('You are signed in as Cora. Sign in as the person this link is for?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch account' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
