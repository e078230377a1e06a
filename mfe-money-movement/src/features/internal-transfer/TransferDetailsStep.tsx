import { Button, Segmented, Space, Typography } from 'antd';
import { formatMoney, type CustomFrequency, type Qube } from '@qube/shared';
import { MoneyInput } from '@qube/shared/ui/MoneyInput';
import { ScheduleFields } from '../move-money/ScheduleFields';
import type { RepeatValue, TransferCheck, TransferMode } from './transferRules';

/** Step 3 'Internal Transfer' (MM-48 to MM-50): the sides, the mode, the amount, date, repeat and note. */
export function TransferDetailsStep({ from, to, isFromLocked, isToLocked, mode, amount, date, today, repeat, custom, note, check, onChangeSide, onSwap, onModeChange, onAmountChange, onDateChange, onRepeatChange, onCustomChange, onNoteChange }: Props) {
  const extraButton =
    mode === 'transfer' ? { label: 'All', amount: from.balance } : to.current_cycle_budget ? { label: 'Budget', amount: to.current_cycle_budget } : undefined;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <div style={{ flex: 1, display: 'grid', gap: 8 }}>
          <SideRow label="From" qube={from} isLocked={isFromLocked} onClick={() => onChangeSide('from')} />
          <SideRow label="To" qube={to} isLocked={isToLocked} onClick={() => onChangeSide('to')} />
        </div>
        {!isFromLocked && !isToLocked && (
          <Button aria-label="Swap From and To" onClick={onSwap}>
            ⇅
          </Button>
        )}
      </div>
      <Segmented<TransferMode>
        block
        value={mode}
        onChange={onModeChange}
        options={[
          { label: 'Transfer', value: 'transfer' },
          { label: 'Fill To', value: 'fill_to' },
        ]}
      />
      <MoneyInput label="Amount" value={amount} onChange={onAmountChange} extraButton={extraButton} status={check.error ? 'error' : undefined} />
      <ScheduleFields check={check} date={date} today={today} repeat={repeat} custom={custom} note={note} onDateChange={onDateChange} onRepeatChange={onRepeatChange} onCustomChange={onCustomChange} onNoteChange={onNoteChange} />
    </Space>
  );
}

function SideRow({ label, qube, isLocked, onClick }: { label: string; qube: Qube; isLocked: boolean; onClick: () => void }) {
  return (
    <Button block disabled={isLocked} onClick={onClick} style={{ display: 'flex', justifyContent: 'space-between', height: 'auto', padding: '8px 12px' }}>
      <span>
        <Typography.Text type="secondary">{label} </Typography.Text>
        <strong>{qube.name}</strong>
      </span>
      <span>{formatMoney(qube.balance)}</span>
    </Button>
  );
}

type Props = {
  from: Qube;
  to: Qube;
  /** A locked side (MM-55) cannot be changed, and either lock hides the swap (MM-48). */
  isFromLocked: boolean;
  isToLocked: boolean;
  mode: TransferMode;
  amount: string;
  date: string;
  today: string;
  repeat: RepeatValue;
  custom: CustomFrequency;
  note: string;
  check: TransferCheck;
  onChangeSide: (side: 'from' | 'to') => void;
  onSwap: () => void;
  onModeChange: (mode: TransferMode) => void;
  onAmountChange: (amount: string) => void;
  onDateChange: (date: string) => void;
  onRepeatChange: (repeat: RepeatValue) => void;
  onCustomChange: (custom: CustomFrequency) => void;
  onNoteChange: (note: string) => void;
};
