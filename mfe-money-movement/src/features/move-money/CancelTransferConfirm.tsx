import { Button, Modal, Typography } from 'antd';

/** The cancel confirm of the transfer dialog (MM-74); 'No' is our label for the dismiss (spec gap). */
export function CancelTransferConfirm({ open, onConfirm, onDismiss }: Props) {
  return (
    <Modal
      open={open}
      title="Are you sure you want to cancel?"
      width={303}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="no" onClick={onDismiss}>
          No
        </Button>,
        <Button key="yes" type="primary" danger onClick={onConfirm}>
          Yes, Cancel
        </Button>,
      ]}
    >
      <Typography.Paragraph>Any progress will be lost.</Typography.Paragraph>
    </Modal>
  );
}

type Props = { open: boolean; onConfirm: () => void; onDismiss: () => void };
