import { Button, Modal } from 'antd';
import { useSession } from '@qube/shared';
import { CardView } from './CardView';

/** The 'Qube Card Number' dialog (MM-135): the active account's card, opened from the Overview's 'Qube Card'. */
export function CardNumberDialog({ onClose }: Props) {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  return (
    <Modal
      open
      title="Qube Card Number"
      width={460}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="done" type="primary" onClick={onClose}>
          Done
        </Button>,
      ]}
    >
      {accountId !== null && <CardView key={accountId} accountId={accountId} />}
    </Modal>
  );
}

type Props = { onClose: () => void };
