import { Typography } from 'antd';
import { formatDate, formatMoney } from '@qube/shared';

/** Step 5 (MM-68, MM-69): the amount, the two qubes, and the date when scheduled. */
export function TransferSuccessStep({ amount, fromName, toName, date, isScheduled }: Props) {
  return (
    <div style={{ textAlign: 'center', padding: '16px 0' }}>
      <Typography.Title level={2} style={{ fontSize: 28 }}>
        {formatMoney(amount)}
      </Typography.Title>
      <Typography.Paragraph>
        {formatMoney(amount)} {isScheduled ? 'will be moved' : 'moved'} from {fromName} to {toName}.
      </Typography.Paragraph>
      {isScheduled && <Typography.Paragraph type="secondary">Scheduled for {formatDate(date)}</Typography.Paragraph>}
    </div>
  );
}

type Props = { amount: string; fromName: string; toName: string; date: string; isScheduled: boolean };
