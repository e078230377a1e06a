import { Alert, Descriptions } from 'antd';
import { describeCustomRepeat, formatDate, formatMoney, type CustomFrequency, type Qube } from '@qube/shared';
import { REPEAT_OPTIONS, type RepeatValue } from './transferRules';

/** Step 4 review (MM-64): what will be sent, and the API's message when it failed (MM-67). */
export function TransferReviewStep({ from, to, amount, date, today, repeat, custom, note, error }: Props) {
  return (
    <>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'from', label: 'From', children: from.name },
          { key: 'to', label: 'To', children: to.name },
          { key: 'amount', label: 'Amount', children: formatMoney(amount) },
          { key: 'date', label: 'Date', children: date === today ? `Today (${formatDate(date)})` : formatDate(date) },
          { key: 'repeat', label: 'Repeat', children: repeat === 'custom' ? describeCustomRepeat(custom) : (REPEAT_OPTIONS.find((o) => o.value === repeat)?.label ?? 'Never') },
          { key: 'note', label: 'Note', children: note.trim() || '—' },
        ]}
      />
      <div aria-live="polite" style={{ marginTop: 12 }}>
        {error && <Alert type="error" showIcon title={error} role="alert" />}
      </div>
    </>
  );
}

type Props = { from: Qube; to: Qube; amount: string; date: string; today: string; repeat: RepeatValue; custom: CustomFrequency; note: string; error: string | null };
