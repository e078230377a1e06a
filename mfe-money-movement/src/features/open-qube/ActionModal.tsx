import type { ReactNode } from 'react';
import { Alert, Button, Modal } from 'antd';

/**
 * The frame of a qube's small settings dialogs (Qube Close Settings, New Pre-Auth): Cancel and one action, disabled
 * until the form is complete and busy while its request runs, and the request's failure under the form.
 */
export function ActionModal({ title, actionLabel, canAct, isBusy, error, onAct, onClose, children }: Props) {
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="save" type="primary" disabled={!canAct} loading={isBusy} onClick={onAct}>
          {actionLabel}
        </Button>,
      ]}
      destroyOnHidden
    >
      {children}
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
    </Modal>
  );
}

type Props = {
  title: string;
  actionLabel: string;
  canAct: boolean;
  isBusy: boolean;
  error: string | null;
  onAct: () => void;
  onClose: () => void;
  children: ReactNode;
};
