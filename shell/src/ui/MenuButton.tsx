import type { ReactNode } from 'react';
import { PlainMenuButton, type PlainMenuEntry } from '@qube/shared/ui/plain';

export type MenuEntry = Pick<PlainMenuEntry, 'key' | 'label' | 'disabled' | 'dividerBefore'>;

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
 * The shell's menu button (the kit's WAI-ARIA menu button) with the shell's own classes (`qube-menu*`, in
 * index.html), so the signed-in chrome carries no UI library.
 */
export function MenuButton({ children, ariaLabel, entries, onSelect, className = 'qube-button', align = 'right' }: Props) {
  const classNames = { root: 'qube-menu', button: className, list: `qube-menu-list qube-menu-${align}`, item: 'qube-menu-item', divider: 'qube-menu-divider' };
  return (
    <PlainMenuButton ariaLabel={ariaLabel} entries={entries} onSelect={onSelect} classNames={classNames}>
      {children}
    </PlainMenuButton>
  );
}
