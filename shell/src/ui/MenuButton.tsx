import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export type MenuEntry = { key: string; label: string; disabled?: boolean; dividerBefore?: boolean };

type Props = {
  /** The button's content; it names the button (and its menu) unless `ariaLabel` does. */
  children: ReactNode;
  /** A name for a button whose content does not say enough; it must contain the content's visible text (WCAG 2.5.3). */
  ariaLabel?: string;
  entries: MenuEntry[];
  onSelect: (key: string) => void;
  className?: string;
  align?: 'left' | 'right';
};

/**
 * A button that opens a menu (WAI-ARIA menu button): arrow keys move between items, Enter or Space
 * chooses, Escape or a click elsewhere closes and focus returns to the button. The shell's own,
 * so the signed-in chrome carries no UI library.
 */
export function MenuButton({ children, ariaLabel, entries, onSelect, className = 'qube-button', align = 'right' }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const buttonId = useId();

  const items = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? []);
  const close = (returnFocus = true) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!isOpen) return;
    items()[0]?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!listRef.current?.contains(event.target as Node) && !buttonRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [isOpen]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') list[(index + 1) % list.length]?.focus();
    else if (event.key === 'ArrowUp') list[(index - 1 + list.length) % list.length]?.focus();
    else if (event.key === 'Home') list[0]?.focus();
    else if (event.key === 'End') list[list.length - 1]?.focus();
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') close(false);
    else return;
    event.preventDefault();
  };

  const choose = (entry: MenuEntry) => {
    if (entry.disabled) return;
    close(false);
    onSelect(entry.key);
  };

  return (
    <span className="qube-menu">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={className}
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setIsOpen(true);
          }
        }}
      >
        {children}
      </button>
      {isOpen && (
        <ul ref={listRef} id={menuId} role="menu" aria-labelledby={buttonId} className={`qube-menu-list qube-menu-${align}`} onKeyDown={onKeyDown}>
          {entries.map((entry) => (
            <li
              key={entry.key}
              role="menuitem"
              tabIndex={-1}
              aria-disabled={entry.disabled || undefined}
              className={entry.dividerBefore ? 'qube-menu-item qube-menu-divider' : 'qube-menu-item'}
              onClick={() => choose(entry)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  choose(entry);
                }
              }}
            >
              {entry.label}
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
