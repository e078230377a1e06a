import { Typography } from 'antd';
import type { LinkedBankAccount } from '@qube/shared';
import type { CustomFrequency } from '@qube/shared/frequency';
import type { RepeatValue } from '../internal-transfer/transferRules';
import { amountRow, dateRow, noteRow, ReviewStep } from '../move-money/ReviewStep';
import { authorizationText, bankLabel, BUSINESS_DAYS_NOTE, repeatLabel, scheduleWords } from './depositRules';

/** Step 4 (MM-89): amount, date, repeat, note, the authorisation, the 3-5 business days note, and the API's message (MM-96). */
export function DepositReviewStep({ bank, amount, date, today, repeat, custom, note, error }: Props) {
  const rows = [{ label: 'From', value: bankLabel(bank) }, { label: 'To', value: 'Cloud' }, amountRow(amount), dateRow(date, today), { label: 'Repeat', value: repeatLabel(repeat, custom) }, noteRow(note)];
  return (
    <ReviewStep rows={rows} error={error}>
      <Typography.Paragraph>{authorizationText(bankLabel(bank), amount, scheduleWords(date, today, repeat, custom))}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{BUSINESS_DAYS_NOTE}</Typography.Paragraph>
    </ReviewStep>
  );
}

type Props = { bank: LinkedBankAccount; amount: string; date: string; today: string; repeat: RepeatValue; custom: CustomFrequency; note: string; error: string | null };
