import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

const DRAWER_CSS = `
.qube-portal-drawer-mask { position: fixed; inset: 0; z-index: 1000; background: rgba(0,0,0,0.45); }
.qube-portal-drawer-panel { position: fixed; top: 0; bottom: 0; left: 0; z-index: 1001; width: 280px; max-width: 100vw; display: flex; flex-direction: column; background: #fff; box-shadow: 6px 0 16px 0 rgba(0,0,0,0.08), 3px 0 6px -4px rgba(0,0,0,0.12), 9px 0 28px 8px rgba(0,0,0,0.05); outline: none; }
.qube-portal-drawer-header { display: flex; align-items: center; gap: 12px; padding: 16px 24px; border-bottom: 1px solid rgba(5,5,5,0.06); }
.qube-portal-drawer-title { margin: 0; font-size: 16px; font-weight: 600; line-height: 1.5; color: rgba(0,0,0,0.88); }
.qube-portal-drawer-close { font: inherit; display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px; margin-left: -8px; padding: 0; border: 0; border-radius: 6px; background: none; color: rgba(0,0,0,0.65); cursor: pointer; }
.qube-portal-drawer-close:hover { background: rgba(0,0,0,0.06); color: rgba(0,0,0,0.88); }
.qube-portal-drawer-close:focus-visible, .qube-portal-drawer-link:focus-visible { outline: 2px solid #1f5fd1; outline-offset: -2px; }
.qube-portal-drawer-body { flex: 1; overflow: auto; padding: 24px; }
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal panel from the left edge (what antd's Drawer drew, in plain markup so the portal's frame loads no antd):
 * a dialog named by its title, with a Close button. Focus moves into it and stays there; Escape, Close or a click on
 * the dimmed page closes it and focus goes back to where it was. The page behind does not scroll meanwhile.
 */
export function PortalDrawer({ id, title, onClose, children }: { id?: string; title: string; onClose: () => void; children: ReactNode }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panelRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      // Back to the button that opened it (it is still there: the drawer closes, the page stays).
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    // Tab and Shift+Tab go round inside the drawer.
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <style>{DRAWER_CSS}</style>
      <div className="qube-portal-drawer-mask" aria-hidden="true" onClick={onClose} />
      <div ref={panelRef} id={id} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className="qube-portal-drawer-panel" onKeyDown={onKeyDown}>
        <div className="qube-portal-drawer-header">
          <button type="button" className="qube-portal-drawer-close" aria-label="Close" onClick={onClose}>
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
              <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </button>
          {/* Not a heading (as antd drew it): the page's h1 comes after it in the document. */}
          <div id={titleId} className="qube-portal-drawer-title">
            {title}
          </div>
        </div>
        <div className="qube-portal-drawer-body">{children}</div>
      </div>
    </>
  );
}
