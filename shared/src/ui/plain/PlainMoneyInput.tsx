import { useState, type CSSProperties } from 'react';
import { formatMoneyInput, maskMoneyInput, parseMoneyInput } from '../moneyMask';
import { INPUT_STYLE, type PlainControlProps } from './PlainField';

type Props = Partial<PlainControlProps> & {
  /** The exact amount as a decimal string ('12.50'); '' for none. */
  value: string;
  onChange: (amount: string) => void;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
};

/**
 * A money field in plain markup (the text part of the shared MoneyInput, without antd on a first view): typed text
 * is masked as '$1,234.56' and the page keeps only the exact amount, never a float. Spread PlainField's control
 * props on it for its label and messages.
 */
export function PlainMoneyInput({ value, onChange, placeholder = '$0.00', disabled, style, ...control }: Props) {
  // What the person is typing ('$12.') stays as typed; an amount set from outside replaces it.
  const [typed, setTyped] = useState<{ text: string; amount: string } | null>(null);
  const fromValue = value === '' || value === '0.00' ? '' : formatMoneyInput(value);
  const shown = typed && typed.amount === value ? typed.text : fromValue;
  return (
    <input
      {...control}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      disabled={disabled}
      value={shown}
      onChange={(event) => {
        const text = maskMoneyInput(event.target.value);
        const amount = parseMoneyInput(text);
        setTyped({ text, amount });
        onChange(amount);
      }}
      style={{ ...INPUT_STYLE, ...(control['aria-invalid'] ? { borderColor: '#cf1322' } : null), ...style }}
    />
  );
}
