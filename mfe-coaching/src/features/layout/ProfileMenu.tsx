import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** One entry of the menu: a link to another page (`href`) or an action (`onSelect`). */
export type ProfileMenuEntry = { key: string; label: string; href?: string };

// What antd's Dropdown drew (a white panel with a shadow, items highlighted on hover and focus), in one small sheet:
// hover and focus need selectors, and a remote brings no stylesheet of its own.
const MENU_CSS = `
.qube-portal-profile { position: relative; display: inline-block; }
.qube-portal-profile-button { font: inherit; display: inline-flex; align-items: center; gap: 8px; min-height: 32px; padding: 4px 12px 4px 8px; border: 0; border-radius: 8px; background: none; color: rgba(0,0,0,0.88); cursor: pointer; }
.qube-portal-profile-button:hover { background: rgba(0,0,0,0.04); }
.qube-portal-profile-button:focus-visible { outline: 2px solid #1f5fd1; outline-offset: 1px; }
.qube-portal-profile-list { position: absolute; right: 0; top: calc(100% + 4px); z-index: 1050; min-width: 200px; margin: 0; padding: 4px; list-style: none; background: #fff; border-radius: 8px; box-shadow: 0 6px 16px 0 rgba(0,0,0,0.08), 0 3px 6px -4px rgba(0,0,0,0.12), 0 9px 28px 8px rgba(0,0,0,0.05); }
.qube-portal-profile-item { display: block; padding: 5px 12px; border-radius: 4px; color: rgba(0,0,0,0.88); cursor: pointer; line-height: 22px; outline: none; }
.qube-portal-profile-item > a { display: block; margin: -5px -12px; padding: 5px 12px; color: inherit; text-decoration: none; }
.qube-portal-profile-item:hover, .qube-portal-profile-item:focus { background: rgba(0,0,0,0.04); }
.qube-portal-profile-item:focus-visible { outline: 2px solid #1f5fd1; outline-offset: -2px; }
`;

/**
 * The standalone portal's profile menu (WAI-ARIA menu button, plain markup instead of antd's Dropdown): the button
 * opens it, arrow keys, Home and End move between the items, Enter or Space chooses, Escape or a click elsewhere
 * closes and focus returns to the button. A link entry stays a real link inside its menu item, so it can be opened
 * the browser's way as well.
 */
export function ProfileMenu({ children, entries, onSelect }: { children: ReactNode; entries: ProfileMenuEntry[]; onSelect: (key: string) => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const buttonId = useId();

  const items = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!isOpen) return;
    items()[0]?.focus();
    const onPointer = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!listRef.current?.contains(target) && !buttonRef.current?.contains(target)) setIsOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [isOpen]);

  const onListKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') list[(index + 1) % list.length]?.focus();
    else if (event.key === 'ArrowUp') list[(index - 1 + list.length) % list.length]?.focus();
    else if (event.key === 'Home') list[0]?.focus();
    else if (event.key === 'End') list[list.length - 1]?.focus();
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    event.preventDefault();
  };

  const choose = (entry: ProfileMenuEntry, item: HTMLElement) => {
    // A link entry follows its link (a full page load to another origin); an action runs after the menu closes.
    if (entry.href) {
      item.querySelector('a')?.click();
      return;
    }
    close(false);
    onSelect(entry.key);
  };

  return (
    <span className="qube-portal-profile">
      <style>{MENU_CSS}</style>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="qube-portal-profile-button"
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
        <ul ref={listRef} id={menuId} role="menu" aria-labelledby={buttonId} className="qube-portal-profile-list" onKeyDown={onListKeyDown}>
          {entries.map((entry) => (
            <li
              key={entry.key}
              role="menuitem"
              tabIndex={-1}
              className="qube-portal-profile-item"
              onClick={(event) => {
                // A click on the link itself is the browser's to follow.
                if (!(entry.href && (event.target as HTMLElement).closest('a'))) choose(entry, event.currentTarget);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  choose(entry, event.currentTarget);
                }
              }}
            >
              {entry.href ? (
                <a href={entry.href} tabIndex={-1}>
                  {entry.label}
                </a>
              ) : (
                entry.label
              )}
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
