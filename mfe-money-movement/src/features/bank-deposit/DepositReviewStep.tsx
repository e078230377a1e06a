import { Alert, Descriptions, Typography } from 'antd';
import { formatDate, formatMoney, type CustomFrequency, type LinkedBankAccount } from '@qube/shared';
import type { RepeatValue } from '../internal-transfer/transferRules';
import { authorizationText, bankLabel, BUSINESS_DAYS_NOTE, repeatLabel, scheduleWords } from './depositRules';

/** Step 4 (MM-89): amount, date, repeat, note, the authorisation, the 3-5 business days note, and the API's message (MM-96). */
export function DepositReviewStep({ bank, amount, date, today, repeat, custom, note, error }: Props) {
  return (
    <>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'from', label: 'From', children: bankLabel(bank) },
          { key: 'to', label: 'To', children: 'Cloud' },
          { key: 'amount', label: 'Amount', children: formatMoney(amount) },
          { key: 'date', label: 'Date', children: date === today ? `Today (${formatDate(date)})` : formatDate(date) },
          { key: 'repeat', label: 'Repeat', children: repeatLabel(repeat, custom) },
          { key: 'note', label: 'Note', children: note.trim() || '—' },
        ]}
      />
      <Typography.Paragraph style={{ marginTop: 12 }}>{authorizationText(bankLabel(bank), amount, scheduleWords(date, today, repeat, custom))}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{BUSINESS_DAYS_NOTE}</Typography.Paragraph>
      <div aria-live="polite">{error && <Alert type="error" showIcon title={error} role="alert" />}</div>
    </>
  );
}

type Props = { bank: LinkedBankAccount; amount: string; date: string; today: string; repeat: RepeatValue; custom: CustomFrequency; note: string; error: string | null };
