import { Button, Modal, Typography } from 'antd';
import { DIALOG_WIDTH, formatDate } from '@qube/shared';

/**
 * The advance-due-date prompt (MM-125): a payment reQubed into a bill qube may be that bill's payment,
 * so the person may move the bill's next due date on to the following one. 'Save' only moves the
 * activity; 'Save & Advance' also sends advance_due_date.
 */
export function AdvanceDueDatePrompt({ billName, nextDueDate, followingDueDate, isBusy, onSave, onCancel }: Props) {
  return (
    <Modal
      open
      title="Advance Due Date?"
      width={DIALOG_WIDTH.cancelSeries}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="save" onClick={() => onSave(false)} disabled={isBusy}>
          Save
        </Button>,
        <Button key="advance" type="primary" onClick={() => onSave(true)} loading={isBusy}>
          Save &amp; Advance
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        {billName} is due {formatDate(nextDueDate)}. Was this its payment? Advance the due date to {formatDate(followingDueDate)}.
      </Typography.Paragraph>
    </Modal>
  );
}

type Props = {
  billName: string;
  nextDueDate: string;
  followingDueDate: string;
  isBusy: boolean;
  onSave: (advanceDueDate: boolean) => void;
  onCancel: () => void;
};
