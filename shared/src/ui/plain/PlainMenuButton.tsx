import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** One entry of a menu: an action (`onSelect` gets its key) or, with `href`, a link to another page. */
export type PlainMenuEntry = { key: string; label: string; href?: string; disabled?: boolean; dividerBefore?: boolean };

/** The class names a host styles the menu with (hover and focus need a stylesheet; the kit brings none of its own). */
export type PlainMenuClassNames = { root: string; button: string; list: string; item: string; divider?: string };

type Props = {
  /** The button's content; it names the button (and its menu) unless `ariaLabel` does. */
  children: ReactNode;
  /** A name for a button whose content does not say enough; it must contain the content's visible text (WCAG 2.5.3). */
  ariaLabel?: string;
  entries: PlainMenuEntry[];
  onSelect: (key: string) => void;
  classNames: PlainMenuClassNames;
};

/**
 * A button that opens a menu, in plain markup (WAI-ARIA menu button): the button or ArrowDown opens it, arrow keys,
 * Home and End move between the items (a disabled one is skipped), Enter or Space chooses, Escape or a click elsewhere
 * closes and focus returns to the button; Tab closes and moves on. A link entry stays a real link inside its item, so
 * it can be opened the browser's way as well.
 */
export function PlainMenuButton({ children, ariaLabel, entries, onSelect, classNames }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const buttonId = useId();

  const items = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? []);
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

  const choose = (entry: PlainMenuEntry, item: HTMLElement) => {
    if (entry.disabled) return;
    // A link entry follows its link (maybe a full page load to another origin); an action runs after the menu closes.
    if (entry.href) {
      item.querySelector('a')?.click();
      return;
    }
    close(false);
    onSelect(entry.key);
  };

  return (
    <span className={classNames.root}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={classNames.button}
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
        <ul ref={listRef} id={menuId} role="menu" aria-labelledby={buttonId} className={classNames.list} onKeyDown={onListKeyDown}>
          {entries.map((entry) => (
            <li
              key={entry.key}
              role="menuitem"
              tabIndex={-1}
              aria-disabled={entry.disabled || undefined}
              className={entry.dividerBefore && classNames.divider ? `${classNames.item} ${classNames.divider}` : classNames.item}
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
