import { Button, Segmented, Space, Typography } from 'antd';
import { formatMoney, fromCents, toCents, type CustomFrequency, type LinkedBankAccount } from '@qube/shared';
import { MoneyInput } from '@qube/shared/ui/MoneyInput';
import type { RepeatValue } from '../internal-transfer/transferRules';
import { ScheduleFields } from '../move-money/ScheduleFields';
import { accountName, DEPOSIT_QUICK_ADDS, maskedNumber, type DepositCheck, type DepositMode } from './depositRules';

/**
 * Step 3 (MM-85): From (tappable, back to step 2), To (Cloud and its balance), Transfer / Fill To, the amount with the
 * spec's quick adds, the message line, date, repeat (custom editor for Custom), an optional note.
 */
export function DepositDetailsStep({ bank, cloudBalance, mode, amount, date, today, repeat, custom, note, check, onChangeBank, onModeChange, onAmountChange, onDateChange, onRepeatChange, onCustomChange, onNoteChange }: Props) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div style={{ display: 'grid', gap: 8 }}>
        <Button block onClick={onChangeBank} style={{ display: 'flex', justifyContent: 'space-between', height: 'auto', padding: '8px 12px' }}>
          <span>
            <Typography.Text type="secondary">From </Typography.Text>
            <strong>{accountName(bank)}</strong>
          </span>
          <span>
            {bank.institution_name} {maskedNumber(bank)}
          </span>
        </Button>
        <div role="group" aria-label="To Cloud" style={{ display: 'flex', justifyContent: 'space-between', padding: '8px 12px', border: '1px solid #d9d9d9', borderRadius: 6 }}>
          <span>
            <Typography.Text type="secondary">To </Typography.Text>
            <strong>Cloud</strong>
          </span>
          <span>{formatMoney(cloudBalance)}</span>
        </div>
      </div>
      <Segmented<DepositMode>
        block
        value={mode}
        onChange={onModeChange}
        options={[
          { label: 'Transfer', value: 'transfer' },
          { label: 'Fill To', value: 'fill_to' },
        ]}
      />
      <MoneyInput label="Amount" value={amount} onChange={onAmountChange} quickAdd={[]} status={check.error ? 'error' : undefined} />
      <Space wrap aria-label="Quick add">
        {DEPOSIT_QUICK_ADDS.map((add) => (
          <Button key={add.label} size="small" onClick={() => onAmountChange(fromCents(toCents(amount || '0') + add.cents))}>
            {add.label}
          </Button>
        ))}
      </Space>
      <ScheduleFields check={check} date={date} today={today} repeat={repeat} custom={custom} note={note} onDateChange={onDateChange} onRepeatChange={onRepeatChange} onCustomChange={onCustomChange} onNoteChange={onNoteChange} />
    </Space>
  );
}

type Props = {
  bank: LinkedBankAccount;
  cloudBalance: string;
  mode: DepositMode;
  amount: string;
  date: string;
  today: string;
  repeat: RepeatValue;
  custom: CustomFrequency;
  note: string;
  check: DepositCheck;
  onChangeBank: () => void;
  onModeChange: (mode: DepositMode) => void;
  onAmountChange: (amount: string) => void;
  onDateChange: (date: string) => void;
  onRepeatChange: (repeat: RepeatValue) => void;
  onCustomChange: (custom: CustomFrequency) => void;
  onNoteChange: (note: string) => void;
};
