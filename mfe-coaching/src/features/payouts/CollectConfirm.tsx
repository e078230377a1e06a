import { Modal } from 'antd';

/**
 * The confirm before 'Collect payment' (CO-15): antd's dialog, loaded only when asked for (the page itself is plain
 * markup), in the portal's theme inside this lazy chunk. It stays mounted once shown: antd gives focus back to the
 * button when it closes.
 */
export function CollectConfirm({ open, amount, isCollecting, onCollect, onCancel }: { open: boolean; amount: string; isCollecting: boolean; onCollect: () => void; onCancel: () => void }) {
  return (
    <Modal open={open} title="Collect payment?" okText="Collect payment" cancelText="Cancel" confirmLoading={isCollecting} onOk={onCollect} onCancel={onCancel} width={416}>
      <p>{`${amount} of commission will be paid into your Cloud.`}</p>
    </Modal>
  );
}
