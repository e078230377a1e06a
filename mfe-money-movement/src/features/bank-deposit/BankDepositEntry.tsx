import { useCallback } from 'react';
import { Alert, Button, Modal, Skeleton } from 'antd';
import { DIALOG_WIDTH } from '@qube/shared';
import { useAccountData } from '@qube/shared/account-data';
import { loadScheduledDeposit } from './bankDepositApi';
import { BankDepositDialog } from './BankDepositDialog';

/**
 * What the move-money host opens for 'from_bank': the Bank Deposit dialog, or with `editScheduledId` (Transaction
 * Details' Edit on a scheduled ach_deposit, MM-93) that deposit loaded first and edited from step 3.
 */
export function BankDepositEntry({ editScheduledId, onClose }: Props) {
  if (editScheduledId === undefined) return <BankDepositDialog onClose={onClose} />;
  return <EditScheduledDeposit id={editScheduledId} onClose={onClose} />;
}

function EditScheduledDeposit({ id, onClose }: { id: number; onClose: () => void }) {
  const load = useCallback((accountId: number) => loadScheduledDeposit(accountId, id), [id]);
  const { status, data, error, reload } = useAccountData(['scheduled-deposit', id], load);
  if (status === 'ready') return <BankDepositDialog editing={{ id, deposit: data }} onClose={onClose} />;
  return (
    <Modal open title="Bank Deposit" width={DIALOG_WIDTH.transfer} onCancel={onClose} footer={<Button onClick={onClose}>Cancel</Button>}>
      {status === 'loading' ? (
        <Skeleton active aria-label="Loading the scheduled deposit" />
      ) : (
        <Alert type="error" showIcon title="We could not load this scheduled deposit." description={error.fallbackMessage ?? 'Please try again.'} action={<Button onClick={reload}>Retry</Button>} />
      )}
    </Modal>
  );
}

type Props = { presetQubeId?: number | 'cloud'; editScheduledId?: number; onClose: () => void };
