import { Button, Modal, Typography } from 'antd';
import { DIALOG_WIDTH } from '@qube/shared';

export type Notice = { title: string; message: string };

/** The migration's small dialogs (ON-54 'Action Required', ON-55 'Something went wrong', ON-56 'Unable to switch'): at most 480 px (ON-57). */
export function MigrationNotice({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <Modal
      open={notice !== null}
      title={notice?.title}
      width={DIALOG_WIDTH.migrationMax}
      onCancel={onClose}
      footer={<Button type="primary" onClick={onClose}>OK</Button>}
      destroyOnHidden
    >
      <Typography.Paragraph>{notice?.message}</Typography.Paragraph>
    </Modal>
  );
}
