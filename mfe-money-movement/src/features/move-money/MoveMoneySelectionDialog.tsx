import { Button, Empty, Modal } from 'antd';
import { DIALOG_WIDTH, moveMoneyOptions, useSession, type MoveMoneyOption } from '@qube/shared';
import { MOVE_MONEY_CHOICES, visibleMoveMoneyOptions } from './moveMoneyChoices';

/**
 * The Move Money selection (MM-35 to MM-38): one button per option the person may use
 * (the shared move-money rule) and this build has.
 */
export function MoveMoneySelectionDialog({ onChoose, onClose }: Props) {
  const me = useSession((s) => s.me);
  const account = useSession((s) => s.active_account);
  const options = visibleMoveMoneyOptions(moveMoneyOptions(me, account));
  return (
    <Modal open title="Move Money" width={DIALOG_WIDTH.upgrade} onCancel={onClose} footer={<Button onClick={onClose}>Cancel</Button>} destroyOnHidden>
      {options.length === 0 ? (
        <Empty description="Moving money is not available for this account." />
      ) : (
        <ul aria-label="Ways to move money" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {options.map((option) => {
            const choice = MOVE_MONEY_CHOICES[option];
            return (
              <li key={option}>
                <Button block size="large" onClick={() => onChoose(option)} style={{ height: 'auto', padding: '12px 16px', textAlign: 'left', justifyContent: 'flex-start' }}>
                  <span aria-hidden="true" style={{ fontSize: 20, width: 28 }}>
                    {choice.icon}
                  </span>
                  <span style={{ display: 'flex', flexDirection: 'column', whiteSpace: 'normal' }}>
                    <strong>{choice.label}</strong>
                    <span style={{ color: '#5b6472', fontSize: 13 }}>{choice.description}</span>
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}

type Props = { onChoose: (option: MoveMoneyOption) => void; onClose: () => void };
