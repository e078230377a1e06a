import { createContext, useContext, useState, type ReactNode } from 'react';
import { Button, Modal } from 'antd';
import { DIALOG_WIDTH } from '@qube/shared';
import { CancelTransferConfirm } from './CancelTransferConfirm';

const AskToCancel = createContext<() => void>(() => undefined);

/**
 * The frame every move-money dialog shares (MM-40, MM-74): 574 px, persistent (neither the mask nor Escape closes it,
 * so a half-filled transfer is never lost by a stray click), and a Cancel that asks 'Are you sure you want to cancel?'
 * before closing. Each dialog renders its current step into it; a footer's <CancelButton /> opens the confirm.
 */
export function MoveMoneyModal({ title, footer, onClose, rootClassName, children }: Props) {
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  return (
    <AskToCancel.Provider value={() => setIsConfirmingCancel(true)}>
      <Modal
        open
        title={title}
        width={DIALOG_WIDTH.transfer}
        rootClassName={rootClassName}
        closable={false}
        mask={{ closable: false }}
        keyboard={false}
        footer={footer}
        destroyOnHidden
      >
        {children}
      </Modal>
      <CancelTransferConfirm
        open={isConfirmingCancel}
        onDismiss={() => setIsConfirmingCancel(false)}
        onConfirm={() => {
          setIsConfirmingCancel(false);
          onClose();
        }}
      />
    </AskToCancel.Provider>
  );
}

/** The footer's Cancel: asks before the dialog closes. */
export function CancelButton() {
  const askToCancel = useContext(AskToCancel);
  return <Button onClick={askToCancel}>Cancel</Button>;
}

/** The footer's Back, a text button before Cancel. */
export function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <Button type="text" onClick={onClick}>
      Back
    </Button>
  );
}

/** The footer's Continue to the next step, disabled until the step is complete; `isBusy` while a request decides it. */
export function ContinueButton({ disabled, isBusy, onClick }: { disabled: boolean; isBusy?: boolean; onClick: () => void }) {
  return (
    <Button type="primary" loading={isBusy} disabled={disabled} onClick={onClick}>
      Continue
    </Button>
  );
}

/** The review step's Submit, which sends the move; `isSubmitting` while it is under way. */
export function SubmitButton({ isSubmitting, disabled, onClick }: { isSubmitting: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <Button type="primary" loading={isSubmitting} disabled={disabled} onClick={onClick}>
      Submit
    </Button>
  );
}

type Props = {
  title: ReactNode;
  footer: ReactNode[];
  onClose: () => void;
  rootClassName?: string;
  children: ReactNode;
};
