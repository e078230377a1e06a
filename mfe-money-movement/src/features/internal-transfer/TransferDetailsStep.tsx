import { Button, Space } from 'antd';
import { formatMoney, type Qube } from '@qube/shared';
import { MoneyInput } from '@qube/shared/ui/MoneyInput';
import { ModeChoice } from '../move-money/ModeChoice';
import { PartyRow } from '../move-money/PartyRow';
import { ScheduleFields, type ScheduleFieldsProps } from '../move-money/ScheduleFields';
import type { TransferCheck, TransferMode } from './transferRules';

/** Step 3 'Internal Transfer' (MM-48 to MM-50): the sides, the mode, the amount, date, repeat and note. */
export function TransferDetailsStep({ from, to, isFromLocked, isToLocked, mode, amount, check, onChangeSide, onSwap, onModeChange, onAmountChange, ...schedule }: Props) {
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
      <ModeChoice value={mode} onChange={onModeChange} />
      <MoneyInput label="Amount" value={amount} onChange={onAmountChange} extraButton={extraButton} status={check.error ? 'error' : undefined} />
      <ScheduleFields check={check} {...schedule} />
    </Space>
  );
}

function SideRow({ label, qube, isLocked, onClick }: { label: string; qube: Qube; isLocked: boolean; onClick: () => void }) {
  return <PartyRow label={label} name={qube.name} detail={formatMoney(qube.balance)} isLocked={isLocked} onClick={onClick} />;
}

type Props = ScheduleFieldsProps & {
  from: Qube;
  to: Qube;
  /** A locked side (MM-55) cannot be changed, and either lock hides the swap (MM-48). */
  isFromLocked: boolean;
  isToLocked: boolean;
  mode: TransferMode;
  amount: string;
  check: TransferCheck;
  onChangeSide: (side: 'from' | 'to') => void;
  onSwap: () => void;
  onModeChange: (mode: TransferMode) => void;
  onAmountChange: (amount: string) => void;
};
