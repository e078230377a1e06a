import { useEffect, useId, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import type { Me } from '../domain/types';

type Props = { firstName: string; onChoose: (isSwitching: boolean) => void };

/**
 * Asked when a sign-in link is for someone other than the person signed in here (SH-19). A native modal
 * <dialog> (no UI library: the shell's first paint and the standalone pages carry none); the shell's page
 * styles its `qube-` classes. 'Stay signed in' comes first, so it has the focus, and Escape means it too.
 */
export function SwitchAccountDialog({ firstName, onChoose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);

  return (
    <dialog
      ref={ref}
      className="qube-dialog"
      aria-labelledby={textId}
      style={{ width: 374 }}
      onCancel={(event) => {
        event.preventDefault();
        onChoose(false);
      }}
    >
      <p id={textId}>You are signed in as {firstName}. Sign in as the person this link is for?</p>
      <div className="qube-buttons qube-dialog-footer" style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <button type="button" className="qube-button" onClick={() => onChoose(false)}>
          Stay signed in
        </button>
        <button type="button" className="qube-button qube-button-primary" onClick={() => onChoose(true)}>
          Switch account
        </button>
      </div>
    </dialog>
  );
}

/**
 * Shows `SwitchAccountDialog` on its own, before any app has rendered (the session is settled first), and
 * resolves with the choice: true to switch to the link's person.
 */
export function askToSwitchAccount(signedInAs: Pick<Me, 'first_name'>, host: HTMLElement = document.body): Promise<boolean> {
  const element = document.createElement('div');
  host.appendChild(element);
  const root = createRoot(element);
  return new Promise<boolean>((resolve) => {
    root.render(
      <SwitchAccountDialog
        firstName={signedInAs.first_name}
        onChoose={(isSwitching) => {
          root.unmount();
          element.remove();
          resolve(isSwitching);
        }}
      />,
    );
  });
}
