import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainDrawer } from './PlainDrawer';

function Page({ side }: { side?: 'left' | 'right' }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      {isOpen && (
        <PlainDrawer id="the-drawer" title="Details" side={side} width={280} onClose={() => setIsOpen(false)}>
          <a href="/one">One</a>
          <a href="/two">Two</a>
        </PlainDrawer>
      )}
    </>
  );
}

describe('PlainDrawer', () => {
  it('is a modal dialog named by its title, at the end of the page, from the side asked for', async () => {
    const user = userEvent.setup();
    render(<Page side="left" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('id', 'the-drawer');
    expect(dialog.parentElement).toBe(document.body);
    expect(dialog).toHaveStyle({ left: '0px', width: '280px' });
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab inside; Escape closes and focus goes back to the opener', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Details' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Two' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with its Close button', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
