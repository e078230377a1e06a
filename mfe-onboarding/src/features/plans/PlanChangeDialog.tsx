import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import { formatDate, formatMoney, toCents } from '@qube/shared';
import type { RefundCheck } from '@qube/contract/plans';

type Props = {
  /** The target plan's name as the page shows it. */
  planLabel: string;
  check: RefundCheck | null;
  isBusy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The refund check shown before a plan change is confirmed (ON-67; its layout and words are ours, ON-69): what comes
 * back for the current plan's unused days, what the new plan costs for them, the net taken from or given to Cloud
 * today, and the new monthly fee from the next charge date.
 */
export function PlanChangeDialog({ planLabel, check, isBusy, error, onConfirm, onCancel }: Props) {
  const net = check ? toCents(check.net_amount) : 0n;
  return (
    <Modal
      open={check !== null}
      title={`Change to ${planLabel}?`}
      width={480}
      onCancel={onCancel}
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={isBusy}>
          Cancel
        </Button>,
        <Button key="confirm" type="primary" loading={isBusy} onClick={onConfirm}>
          Confirm Change
        </Button>,
      ]}
    >
      {check && (
        <>
          <Typography.Paragraph>{check.message}</Typography.Paragraph>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Billing period">
              {formatDate(check.billing_period_start)} to {formatDate(check.billing_period_end)} ({check.days_left} of {check.days_in_period} days left)
            </Descriptions.Item>
            <Descriptions.Item label="Refund for unused days">{formatMoney(check.refund_amount)}</Descriptions.Item>
            <Descriptions.Item label="Charge for the days left">{formatMoney(check.charge_amount)}</Descriptions.Item>
            <Descriptions.Item label={net < 0n ? 'Refunded to Cloud today' : 'Taken from Cloud today'}>{formatMoney(net < 0n ? -net : net)}</Descriptions.Item>
            <Descriptions.Item label="New monthly fee">{formatMoney(check.new_monthly_fee)}</Descriptions.Item>
            <Descriptions.Item label="Next charge">{formatDate(check.next_charge_date)}</Descriptions.Item>
          </Descriptions>
          {error && <Alert type="error" showIcon title={error} style={{ marginTop: 16 }} />}
        </>
      )}
    </Modal>
  );
}
