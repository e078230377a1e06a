import { Button, Modal, Typography } from 'antd';
import { DIALOG_WIDTH } from '@qube/shared';

/**
 * A 303 px question over the details dialog: Cancel Scheduled Series (MM-29) with the spec's strings, and the
 * same shape for the prompts whose strings the spec does not give (cancel one-time, deposit, pre-auth; Run now).
 */
export function ConfirmPrompt({ open, title, body, confirmLabel, dismissLabel = 'Nevermind', isBusy = false, onConfirm, onDismiss }: Props) {
  return (
    <Modal
      open={open}
      title={title}
      width={DIALOG_WIDTH.cancelSeries}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      footer={[
        <Button key="dismiss" onClick={onDismiss} disabled={isBusy}>
          {dismissLabel}
        </Button>,
        <Button key="confirm" type="primary" danger onClick={onConfirm} loading={isBusy}>
          {confirmLabel}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{body}</Typography.Paragraph>
    </Modal>
  );
}

type Props = {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  dismissLabel?: string;
  isBusy?: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
};
