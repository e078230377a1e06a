import { Alert, Button, Modal, Typography } from 'antd';
import type { LinkedBankAccount } from '@qube/shared';

export type UnlinkBankDialogProps = { bank: LinkedBankAccount | null; isBusy: boolean; error: string | null; onKeep: () => void; onUnlink: () => void };

/** MM-140's confirmation before unlinking a bank (antd's Modal): loaded when first asked for (`lazyInShellTheme`). */
export default function ManageAccountUnlinkBankDialog({ bank, isBusy, error, onKeep, onUnlink }: UnlinkBankDialogProps) {
  return (
    <Modal
      open={bank !== null}
      title="Unlink this bank account?"
      width={303}
      onCancel={onKeep}
      footer={[
        <Button key="keep" onClick={onKeep}>
          Keep It
        </Button>,
        <Button key="unlink" type="primary" danger loading={isBusy} onClick={onUnlink}>
          Yes, Unlink
        </Button>,
      ]}
    >
      {bank && (
        <Typography.Paragraph>
          {bank.institution_name} ••••{bank.mask} will no longer be available for deposits and transfers. Scheduled deposits from it will stop.
        </Typography.Paragraph>
      )}
      {error && <Alert type="error" showIcon title={error} role="alert" />}
    </Modal>
  );
}
