import { Typography } from 'antd';
import { formatDate, formatMoney } from '@qube/shared';
import { SuccessSummary } from '../move-money/SuccessSummary';

/** Step 5 (MM-68, MM-69): the amount, the two qubes, and the date when scheduled. */
export function TransferSuccessStep({ amount, fromName, toName, date, isScheduled }: Props) {
  return (
    <SuccessSummary amount={amount}>
      <Typography.Paragraph>
        {formatMoney(amount)} {isScheduled ? 'will be moved' : 'moved'} from {fromName} to {toName}.
      </Typography.Paragraph>
      {isScheduled && <Typography.Paragraph type="secondary">Scheduled for {formatDate(date)}</Typography.Paragraph>}
    </SuccessSummary>
  );
}

type Props = { amount: string; fromName: string; toName: string; date: string; isScheduled: boolean };
