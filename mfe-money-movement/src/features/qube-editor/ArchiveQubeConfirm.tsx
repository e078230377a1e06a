import { useState } from 'react';
import { Alert, Button, Modal, Typography } from 'antd';
import { ApiError, bus, formatMoney, toCents, useSession, type Qube } from '@qube/shared';
import { archiveQube } from './qubeEditorApi';

/**
 * Asks before archiving a qube (MM-13). The API moves its balance to Cloud in one internal
 * transfer and ends its scheduled transfers, so the question says both.
 */
export function ArchiveQubeConfirm({ qube, onClose, onArchived }: Props) {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const [isArchiving, setIsArchiving] = useState(false);
  const [archiveError, setArchiveError] = useState<string | null>(null);
  const hasBalance = toCents(qube.balance) !== 0n;

  const archive = async () => {
    if (accountId === null) return;
    setIsArchiving(true);
    setArchiveError(null);
    try {
      const result = await archiveQube(accountId, Number(qube.id));
      bus.emit('qubes:changed', { qubeId: result.id });
      const moved = toCents(result.moved_to_cloud) !== 0n ? ` ${formatMoney(result.moved_to_cloud)} moved to Cloud.` : '';
      bus.emit('toast:show', { type: 'success', message: `${qube.name} archived.${moved}` });
      onArchived();
    } catch (caught) {
      setArchiveError((caught instanceof ApiError ? caught.fallbackMessage : null) ?? 'We could not archive this qube. Please try again.');
      setIsArchiving(false);
    }
  };

  return (
    <Modal
      open
      title={`Archive ${qube.name}?`}
      onCancel={onClose}
      width={375}
      footer={[
        <Button key="keep" onClick={onClose}>
          Keep Qube
        </Button>,
        <Button key="archive" type="primary" danger loading={isArchiving} onClick={() => void archive()}>
          Archive
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        {hasBalance ? `Its balance of ${formatMoney(qube.balance)} moves to Cloud. ` : ''}
        Its scheduled transfers end, and it no longer appears in your qubes.
      </Typography.Paragraph>
      {archiveError && <Alert type="error" showIcon title={archiveError} />}
    </Modal>
  );
}

type Props = { qube: Qube; onClose: () => void; onArchived: () => void };
