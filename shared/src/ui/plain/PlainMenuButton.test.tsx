import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainMenuButton, type PlainMenuEntry } from './PlainMenuButton';

const CLASSES = { root: 'menu', button: 'menu-button', list: 'menu-list', item: 'menu-item', divider: 'menu-divider' };
const ENTRIES: PlainMenuEntry[] = [
  { key: 'profile', label: 'Profile' },
  { key: 'away', label: 'Somewhere else', href: '/elsewhere' },
  { key: 'off', label: 'Not now', disabled: true },
  { key: 'logout', label: 'Logout', dividerBefore: true },
];

function setup(onSelect = jest.fn()) {
  const user = userEvent.setup();
  render(
    <>
      <PlainMenuButton entries={ENTRIES} onSelect={onSelect} classNames={CLASSES}>
        Cora
      </PlainMenuButton>
      <p>Outside</p>
    </>,
  );
  return { user, onSelect, button: screen.getByRole('button', { name: 'Cora' }) };
}

describe('PlainMenuButton', () => {
  it('opens on a click with focus on the first item; arrows skip a disabled item, Home and End jump', async () => {
    const { user, button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Cora' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveClass('menu-item', 'menu-divider');
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{End}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
  });

  it('chooses with Enter, closes, and gives the key; a disabled item does nothing', async () => {
    const { user, onSelect, button } = setup();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Not now' }));
    expect(onSelect).not.toHaveBeenCalled();
    screen.getByRole('menuitem', { name: 'Profile' }).focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('profile');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens with ArrowDown; Escape closes and focus returns to the button; a click elsewhere closes', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('keeps a link entry a real link inside its item', async () => {
    const { user, button } = setup();
    await user.click(button);
    expect(screen.getByRole('link', { name: 'Somewhere else' })).toHaveAttribute('href', '/elsewhere');
  });
});
