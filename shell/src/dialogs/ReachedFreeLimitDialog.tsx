import { Button, Modal, Typography } from 'antd';

export type FreeLimitChoice = 'upgrade' | 'pay' | 'cancel';

type Props = { open: boolean; onChoose: (choice: FreeLimitChoice) => void };

/**
 * Reached Free Limit dialog (SH-77, MM-14): a Lite user creating a fourth qube chooses between
 * 'Upgrade Plan' (→ /manage-plan), 'Continue & Pay $1/Mo' and 'Cancel'.
 * Decision (spec gap: only the three choices are given): the title is 'Reached Free Limit', the
 * spec's own name for the dialog; it is 375 px wide like the Upgrade dialog; closing it any other
 * way (X, Escape) counts as 'Cancel', so the asking form always gets an answer.
 */
export function ReachedFreeLimitDialog({ open, onChoose }: Props) {
  return (
    <Modal open={open} width={375} title="Reached Free Limit" onCancel={() => onChoose('cancel')} footer={null}>
      <Typography.Paragraph>
        Your Lite plan includes three free qubes. Each qube beyond the third costs $1 per month, or upgrade your plan for more qubes.
      </Typography.Paragraph>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <Button type="primary" block onClick={() => onChoose('upgrade')}>
          Upgrade Plan
        </Button>
        <Button block onClick={() => onChoose('pay')}>
          Continue &amp; Pay $1/Mo
        </Button>
        <Button type="text" block onClick={() => onChoose('cancel')}>
          Cancel
        </Button>
      </div>
    </Modal>
  );
}
