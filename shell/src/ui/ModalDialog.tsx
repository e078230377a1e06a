import { useEffect, useId, useRef, type ReactNode } from 'react';

type Props = {
  open: boolean;
  title: string;
  width: number;
  /** Escape or the close button; omit to keep the dialog until a choice is made. */
  onClose?: () => void;
  children: ReactNode;
  footer: ReactNode;
  /** 'left' turns it into a side drawer. */
  placement?: 'center' | 'left';
};

/**
 * A modal dialog on the native <dialog>: the browser traps focus, restores it on close and makes the
 * rest of the page inert. The shell's own, so the signed-in chrome carries no UI library.
 */
export function ModalDialog({ open, title, width, onClose, children, footer, placement = 'center' }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={placement === 'left' ? 'qube-dialog qube-drawer' : 'qube-dialog'}
      style={{ width }}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="qube-dialog-title">
            {title}
          </h2>
          <div className="qube-dialog-body">{children}</div>
          <div className="qube-buttons qube-dialog-footer">{footer}</div>
        </>
      )}
    </dialog>
  );
}
