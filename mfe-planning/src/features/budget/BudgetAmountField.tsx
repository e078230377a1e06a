import { useId, useState, type KeyboardEvent } from 'react';
import { Input, Typography } from 'antd';
import { formatMoney, toCents, type MoneyString } from '@qube/shared';
import { BUDGET_AMOUNT_MESSAGE, parseBudgetAmount } from './budgetRules';

type Props = {
  /** Accessible name: '{qube name} budget'. */
  label: string;
  /** The amount shown while nothing is typed: the draft when there is one, else the budget. */
  amount: MoneyString;
  /** Saves the amount as a draft; resolves to the message to show under the field, or null when saved. */
  onSave: (amount: MoneyString) => Promise<string | null>;
};

const shownAmount = (amount: MoneyString) => formatMoney(amount).replace(/^\$/, '');

/**
 * A qube's budget amount (PL-07). Saves when the field loses focus or on Enter, not on each keystroke, so a
 * half-typed amount is never sent; Escape puts back the saved amount. What was typed stays in the field until it
 * is saved, so a refused or failed save loses nothing.
 */
export function BudgetAmountField({ label, amount, onSave }: Props) {
  const errorId = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [lastAmount, setLastAmount] = useState(amount);
  // A new amount from outside (a suggestion used, the changes saved or discarded) replaces the typed text.
  if (lastAmount !== amount) {
    setLastAmount(amount);
    setTyped(null);
    setError(null);
  }

  async function save() {
    if (typed === null || isSaving) return;
    const parsed = parseBudgetAmount(typed);
    if (parsed === null) {
      setError(BUDGET_AMOUNT_MESSAGE);
      return;
    }
    if (toCents(parsed) === toCents(amount)) {
      setTyped(null);
      setError(null);
      return;
    }
    setIsSaving(true);
    const failure = await onSave(parsed);
    setIsSaving(false);
    setError(failure);
    if (failure === null) setTyped(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape' && typed !== null) {
      setTyped(null);
      setError(null);
    }
  }

  return (
    <div style={{ minWidth: 140 }}>
      <Input
        aria-label={label}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        inputMode="decimal"
        prefix="$"
        value={typed ?? shownAmount(amount)}
        status={error ? 'error' : undefined}
        // Read-only while saving: keys typed meanwhile would be replaced by the saved amount.
        readOnly={isSaving}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={() => void save()}
        onKeyDown={onKeyDown}
        style={{ maxWidth: 160 }}
      />
      {error && (
        <Typography.Text id={errorId} type="danger" role="alert" style={{ display: 'block', fontSize: 12, marginTop: 4 }}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
