import type { CSSProperties } from 'react';

// Inline styles for an area's first view in plain markup (no antd: its components and their CSS-in-JS were most of the
// main-thread work of a page, docs/adr/0015-plain-markup-first-views.md), close to the antd look of the dialogs and the
// other views. A remote brings no stylesheet of its own into the shell's page, and these few rules need none.

export const CARD_STYLE: CSSProperties = { background: '#fff', border: '1px solid #f0f0f0', borderRadius: 8, padding: 24 };

/** antd's secondary text colour from the shared theme tokens (4.5:1 contrast on white). */
export const SECONDARY_TEXT: CSSProperties = { color: '#595959' };

export const GRID_STYLE: CSSProperties = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' };

export const BUTTON_STYLE: CSSProperties = {
  font: 'inherit',
  minHeight: 32,
  padding: '4px 15px',
  borderRadius: 8,
  border: '1px solid #d9d9d9',
  background: '#fff',
  color: 'rgba(0,0,0,0.88)',
  cursor: 'pointer',
};

export function primaryButtonStyle(color: string): CSSProperties {
  return { ...BUTTON_STYLE, background: color, borderColor: color, color: '#fff', fontWeight: 500 };
}

/** Headings as antd's Typography titles draw them. */
export const TITLE_STYLE: CSSProperties = { margin: '0 0 0.5em', fontWeight: 600, lineHeight: 1.25, color: 'rgba(0,0,0,0.88)' };

/** A link-looking button (antd's `type="link"`), in the theme's colour. */
export function linkButtonStyle(color: string): CSSProperties {
  return { font: 'inherit', padding: '4px 0', border: 0, background: 'none', color, cursor: 'pointer', textDecoration: 'none' };
}
