import { useCallback } from 'react';
import { Alert, Button, Modal, Skeleton } from 'antd';
import { api, DIALOG_WIDTH, type ScheduledActivity } from '@qube/shared';
import { useAccountData } from '@qube/shared/account-data';
import { InternalTransferDialog } from './InternalTransferDialog';

/** Loads a scheduled transfer (search/scheduled/{id}/), then edits it in the Internal Transfer (MM-44). */
export function EditScheduledTransfer({ scheduledId, onClose }: Props) {
  const load = useCallback(
    async (accountId: number) => (await api.get<ScheduledActivity>(`search/scheduled/${scheduledId}/`, { account_id: accountId })).data,
    [scheduledId],
  );
  const { status, data, error, reload } = useAccountData(['scheduled-transfer', scheduledId], load);
  if (status === 'ready') return <InternalTransferDialog editing={data} onClose={onClose} />;
  return (
    <Modal open title="Internal Transfer" width={DIALOG_WIDTH.transfer} onCancel={onClose} footer={<Button onClick={onClose}>Cancel</Button>}>
      {status === 'loading' ? (
        <Skeleton active aria-label="Loading the scheduled transfer" />
      ) : (
        <Alert
          type="error"
          showIcon
          title="We could not load this scheduled transfer."
          description={error.fallbackMessage ?? 'Please try again.'}
          action={<Button onClick={reload}>Retry</Button>}
        />
      )}
    </Modal>
  );
}

type Props = { scheduledId: number; onClose: () => void };
