import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { askToSwitchAccount } from './SwitchAccountDialog';

const QUESTION = 'You are signed in as Cora. Sign in as the person this link is for?';

describe('the switch-account question of a sign-in link (SH-19)', () => {
  afterEach(() => document.body.replaceChildren());

  it.each([
    ['Switch account', true],
    ['Stay signed in', false],
  ])("SH-19 asks with the signed-in person's first name; '%s' answers %s and the dialog goes", async (button, expected) => {
    const user = userEvent.setup();
    let answer: Promise<boolean> = Promise.resolve(!expected);
    act(() => {
      answer = askToSwitchAccount({ first_name: 'Cora' });
    });
    const dialog = await screen.findByRole('dialog', { name: QUESTION });
    expect(dialog).toHaveTextContent(QUESTION);
    await user.click(screen.getByRole('button', { name: button }));
    await expect(answer).resolves.toBe(expected);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('SH-19 Escape means "Stay signed in"', async () => {
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = askToSwitchAccount({ first_name: 'Cora' });
    });
    const dialog = await screen.findByRole('dialog', { name: QUESTION });
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    await expect(answer).resolves.toBe(false);
  });
});
