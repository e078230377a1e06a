import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

// A dialog other than this drawer that a key may come from (antd's Modal, the shell's <dialog>s).
const OTHER_DIALOG = '[role="dialog"], [role="alertdialog"], dialog';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal panel from one edge of the window (what antd's Drawer drew, in plain markup so a first view loads no antd):
 * a dialog named by its title, with a Close button. Focus moves into it and goes round inside it; Escape, Close or a
 * click on the dimmed page closes it and focus goes back to where it was. The page behind does not scroll meanwhile.
 *
 * It sits at the end of <body> as antd's did, under antd's dialogs (z-index 1000, which come later in the document), so
 * a dialog opened from inside it (antd, loaded then) shows over it; keys pressed in such a dialog are that dialog's.
 */
export function PlainDrawer({ id, title, side = 'right', width = 736, onClose, children }: Props) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      // Back to the control that opened it (it is still there: the drawer closes, the page stays).
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // On the document, not the panel: focus can be outside it (on <body> after a dialog opened from inside it closed),
  // and Escape or Tab there still belongs to the drawer. Keys in another dialog (antd's, over it) are that dialog's.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const panel = panelRef.current;
      const target = event.target instanceof Element ? event.target : null;
      if (!panel || event.defaultPrevented || (target && !panel.contains(target) && target.closest(OTHER_DIALOG))) return;
      if (event.key === 'Escape') {
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      const isInside = active instanceof Node && panel.contains(active);
      if (!isInside) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (active === first || active === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return createPortal(
    <>
      <div aria-hidden="true" style={MASK_STYLE} onClick={onClose} />
      <div ref={panelRef} id={id} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} style={{ ...PANEL_STYLE, ...SIDE_STYLE[side], width }}>
        <div style={HEADER_STYLE}>
          <button type="button" aria-label="Close" style={CLOSE_STYLE} onClick={onClose}>
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
              <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </button>
          {/* Not a heading (as antd drew it): the page's own headings keep their order. */}
          <div id={titleId} style={TITLE_STYLE}>
            {title}
          </div>
        </div>
        <div style={BODY_STYLE}>{children}</div>
      </div>
    </>,
    document.body,
  );
}

type Props = {
  /** For a control's aria-controls. */
  id?: string;
  title: string;
  /** The edge it slides from: a qube's details on the right, a narrow screen's navigation on the left. */
  side?: 'left' | 'right';
  width?: number;
  onClose: () => void;
  children: ReactNode;
};

const MASK_STYLE: CSSProperties = { position: 'fixed', inset: 0, zIndex: 1000, background: 'rgba(0,0,0,0.45)' };
const PANEL_STYLE: CSSProperties = {
  position: 'fixed',
  top: 0,
  bottom: 0,
  zIndex: 1000,
  maxWidth: '100vw',
  display: 'flex',
  flexDirection: 'column',
  background: '#fff',
  color: 'rgba(0,0,0,0.88)',
  // The panel takes focus only so Tab starts inside it; its controls keep the browser's focus ring.
  outline: 'none',
};
// The shadow falls on the page, away from the edge the panel sits on.
const SIDE_STYLE: Record<'left' | 'right', CSSProperties> = {
  right: { right: 0, boxShadow: '-6px 0 16px 0 rgba(0,0,0,0.08), -3px 0 6px -4px rgba(0,0,0,0.12), -9px 0 28px 8px rgba(0,0,0,0.05)' },
  left: { left: 0, boxShadow: '6px 0 16px 0 rgba(0,0,0,0.08), 3px 0 6px -4px rgba(0,0,0,0.12), 9px 0 28px 8px rgba(0,0,0,0.05)' },
};
const HEADER_STYLE: CSSProperties = { display: 'flex', alignItems: 'center', gap: 12, padding: '16px 24px', borderBottom: '1px solid rgba(5,5,5,0.06)' };
const TITLE_STYLE: CSSProperties = { margin: 0, fontSize: 16, fontWeight: 600, lineHeight: 1.5, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const CLOSE_STYLE: CSSProperties = {
  font: 'inherit',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  marginLeft: -8,
  padding: 0,
  border: 0,
  borderRadius: 6,
  background: 'none',
  color: 'rgba(0,0,0,0.65)',
  cursor: 'pointer',
  flex: 'none',
};
const BODY_STYLE: CSSProperties = { flex: 1, overflow: 'auto', padding: 24 };
