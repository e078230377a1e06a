import type { ReactNode } from 'react';
import { PlainMenuButton, type PlainMenuEntry } from '@qube/shared/ui/plain';

/** One entry of the menu: a link to another page (`href`) or an action (`onSelect`). */
export type ProfileMenuEntry = Pick<PlainMenuEntry, 'key' | 'label' | 'href'>;

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

const CLASS_NAMES = { root: 'qube-portal-profile', button: 'qube-portal-profile-button', list: 'qube-portal-profile-list', item: 'qube-portal-profile-item' };

/**
 * The standalone portal's profile menu: the kit's menu button (WAI-ARIA, plain markup instead of antd's Dropdown) in
 * the look antd's Dropdown had.
 */
export function ProfileMenu({ children, entries, onSelect }: { children: ReactNode; entries: ProfileMenuEntry[]; onSelect: (key: string) => void }) {
  return (
    <>
      <style>{MENU_CSS}</style>
      <PlainMenuButton entries={entries} onSelect={onSelect} classNames={CLASS_NAMES}>
        {children}
      </PlainMenuButton>
    </>
  );
}
