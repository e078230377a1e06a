import type { CSSProperties } from 'react';

/** A button that reads as a link (an action, not a page: it starts or ends a session). */
export const LINK_BUTTON_STYLE: CSSProperties = {
  background: 'none', border: 0, padding: 0, font: 'inherit', color: 'var(--qube-primary)', textDecoration: 'underline', cursor: 'pointer',
};
