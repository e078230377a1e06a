import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { addToAmount, formatMoneyInput, maskMoneyInput, parseMoneyInput } from './moneyMask';

/** Quick-add amounts of generic money fields (SD-27). */
export const DEFAULT_QUICK_ADD = [5, 10, 50, 100] as const;

type Props = {
  /** The exact amount as a decimal string ('12.50'). */
  value: string;
  onChange: (amount: string) => void;
  /** Shown text while the field is being edited; the parent keeps only the exact amount. */
  label: string;
  quickAdd?: readonly number[];
  /** A final button such as 'All' or 'Budget' with the amount it sets. */
  extraButton?: { label: string; amount: string };
  placeholder?: string;
  id?: string;
  status?: 'error' | 'warning';
  disabled?: boolean;
};

const quickAddLabel = (value: number) => (value >= 1000 ? `+$${value / 1000}k` : `+$${value}`);

/**
 * The money input every money dialog shares (SD-24, SD-27): a text field masked as '$0.00' with
 * quick-add buttons. The value is always the exact amount, never a float.
 */
export function MoneyInput({ value, onChange, label, quickAdd = DEFAULT_QUICK_ADD, extraButton, placeholder = '$0.00', id, status, disabled }: Props) {
  // What the person is typing ('$12.') stays as typed; an amount set from outside replaces it.
  const [typed, setTyped] = useState<{ text: string; amount: string } | null>(null);
  const fromValue = value === '' || value === '0.00' ? '' : formatMoneyInput(value);
  const shown = typed && typed.amount === value ? typed.text : fromValue;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input
        id={id}
        aria-label={label}
        inputMode="decimal"
        placeholder={placeholder}
        value={shown}
        status={status}
        disabled={disabled}
        onChange={(event) => {
          const text = maskMoneyInput(event.target.value);
          const amount = parseMoneyInput(text);
          setTyped({ text, amount });
          onChange(amount);
        }}
      />
      <Space wrap>
        {quickAdd.map((add) => (
          <Button key={add} size="small" disabled={disabled} onClick={() => onChange(addToAmount(value || '0.00', add))}>
            {quickAddLabel(add)}
          </Button>
        ))}
        {extraButton && (
          <Button size="small" disabled={disabled} onClick={() => onChange(extraButton.amount)}>
            {extraButton.label}
          </Button>
        )}
      </Space>
    </Space>
  );
}
