import { Button, Modal, Typography } from 'antd';

type Props = { open: boolean; onClose: () => void; onGetCard: () => void };

/**
 * Get Debit Card prompt (SH-78; its text is not in the spec): limited users see it instead of the
 * bank, card, to-bank, friend and direct-deposit actions.
 */
export function GetDebitCardDialog({ open, onClose, onGetCard }: Props) {
  return (
    <Modal
      open={open}
      width={375}
      title="Get your Qube debit card"
      onCancel={onClose}
      footer={[
        <Button key="later" onClick={onClose}>
          Not now
        </Button>,
        <Button key="get" type="primary" onClick={onGetCard}>
          Get Debit Card
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        Moving money in and out of Qube needs a full account with a Qube debit card. Finish opening your account to add money, send it to friends and
        move it to your bank.
      </Typography.Paragraph>
    </Modal>
  );
}
