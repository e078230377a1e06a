import { Button, Space } from 'antd';
import { formatMoney, fromCents, toCents, type LinkedBankAccount } from '@qube/shared';
import { MoneyInput } from '@qube/shared/ui/MoneyInput';
import { ModeChoice } from '../move-money/ModeChoice';
import { PartyRow } from '../move-money/PartyRow';
import { ScheduleFields, type ScheduleFieldsProps } from '../move-money/ScheduleFields';
import { accountName, DEPOSIT_QUICK_ADDS, maskedNumber, type DepositCheck, type DepositMode } from './depositRules';

/**
 * Step 3 (MM-85): From (tappable, back to step 2), To (Cloud and its balance), Transfer / Fill To, the amount with the
 * spec's quick adds, the message line, date, repeat (custom editor for Custom), an optional note.
 */
export function DepositDetailsStep({ bank, cloudBalance, mode, amount, check, onChangeBank, onModeChange, onAmountChange, ...schedule }: Props) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div style={{ display: 'grid', gap: 8 }}>
        <PartyRow label="From" name={accountName(bank)} detail={`${bank.institution_name} ${maskedNumber(bank)}`} onClick={onChangeBank} />
        <PartyRow label="To" name="Cloud" detail={formatMoney(cloudBalance)} />
      </div>
      <ModeChoice value={mode} onChange={onModeChange} />
      <MoneyInput label="Amount" value={amount} onChange={onAmountChange} quickAdd={[]} status={check.error ? 'error' : undefined} />
      <Space wrap aria-label="Quick add">
        {DEPOSIT_QUICK_ADDS.map((add) => (
          <Button key={add.label} size="small" onClick={() => onAmountChange(fromCents(toCents(amount || '0') + add.cents))}>
            {add.label}
          </Button>
        ))}
      </Space>
      <ScheduleFields check={check} {...schedule} />
    </Space>
  );
}

type Props = ScheduleFieldsProps & {
  bank: LinkedBankAccount;
  cloudBalance: string;
  mode: DepositMode;
  amount: string;
  check: DepositCheck;
  onChangeBank: () => void;
  onModeChange: (mode: DepositMode) => void;
  onAmountChange: (amount: string) => void;
};
