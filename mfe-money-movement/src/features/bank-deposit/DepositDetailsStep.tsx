import { lazy, Suspense, useId } from 'react';
import { Button, Input, Segmented, Select, Skeleton, Space, Typography } from 'antd';
import { formatMoney, fromCents, toCents, type CustomFrequency, type LinkedBankAccount } from '@qube/shared';
import { DateField } from '@qube/shared/ui/DateField';
import { MoneyInput } from '@qube/shared/ui/MoneyInput';
import { REPEAT_OPTIONS, transferDateError, type RepeatValue } from '../internal-transfer/transferRules';
import { accountName, DEPOSIT_QUICK_ADDS, maskedNumber, type DepositCheck, type DepositMode } from './depositRules';

// The custom-frequency editor loads only when 'Custom' is chosen.
const CustomFrequencyEditor = lazy(() => import('@qube/shared/ui/CustomFrequencyEditor').then((m) => ({ default: m.CustomFrequencyEditor })));

/**
 * Step 3 (MM-85): From (tappable, back to step 2), To (Cloud and its balance), Transfer / Fill To, the amount with the
 * spec's quick adds, the message line, date, repeat (custom editor for Custom), an optional note.
 */
export function DepositDetailsStep({ bank, cloudBalance, mode, amount, date, today, repeat, custom, note, check, onChangeBank, onModeChange, onAmountChange, onDateChange, onRepeatChange, onCustomChange, onNoteChange }: Props) {
  const dateId = useId();
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
      {check.error && (
        <Typography.Text type="danger" role="alert">
          {check.error}
        </Typography.Text>
      )}
      {!check.error && check.info && <Typography.Text type="secondary">{check.info}</Typography.Text>}
      <div style={{ display: 'grid', gap: 4 }}>
        <label htmlFor={dateId}>Date</label>
        {/* MM-88: no day before today in the calendar; one typed is refused under the field. */}
        <DateField id={dateId} label="Date" value={date} isDateAllowed={(day) => day >= today} error={transferDateError(date, today)} onChange={onDateChange} />
      </div>
      <label style={{ display: 'grid', gap: 4 }}>
        <span>Repeat</span>
        <Select<RepeatValue> aria-label="Repeat" value={repeat} onChange={onRepeatChange} options={REPEAT_OPTIONS.map((o) => ({ label: o.label, value: o.value }))} />
      </label>
      {repeat === 'custom' && (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} aria-label="Loading the custom repeat" />}>
          <CustomFrequencyEditor value={custom} onChange={onCustomChange} />
        </Suspense>
      )}
      <Input aria-label="Note" placeholder="Add Note Here" maxLength={250} value={note} onChange={(event) => onNoteChange(event.target.value)} />
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
