import { useId, useState, type KeyboardEvent } from 'react';
import { formatMoney, toCents, type MoneyString } from '@qube/shared';
import { INPUT_STYLE } from '@qube/shared/ui/plain';
import { DANGER } from '../../ui/plainLook';
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
 * A qube's budget amount (PL-07), a native decimal input (the page's first view loads no antd). Saves when the field
 * loses focus or on Enter, not on each keystroke, so a half-typed amount is never sent; Escape puts back the saved
 * amount. What was typed stays in the field until it is saved, so a refused or failed save loses nothing. The text is
 * read as exact cents (`parseBudgetAmount`), never as a float.
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
      <span style={{ position: 'relative', display: 'block', maxWidth: 160 }}>
        {/* The currency sign sits in the field, as antd's prefix drew it; the name already says it is an amount. */}
        <span aria-hidden="true" style={PREFIX}>
          $
        </span>
        <input
          type="text"
          aria-label={label}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          inputMode="decimal"
          autoComplete="off"
          value={typed ?? shownAmount(amount)}
          // Read-only while saving: keys typed meanwhile would be replaced by the saved amount.
          readOnly={isSaving}
          aria-busy={isSaving || undefined}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={() => void save()}
          onKeyDown={onKeyDown}
          style={{ ...INPUT_STYLE, paddingInlineStart: 24, borderColor: error ? DANGER : '#d9d9d9' }}
        />
      </span>
      {error && (
        <span id={errorId} role="alert" style={{ display: 'block', fontSize: 12, marginTop: 4, color: DANGER }}>
          {error}
        </span>
      )}
    </div>
  );
}

const PREFIX = { position: 'absolute', insetInlineStart: 11, top: '50%', transform: 'translateY(-50%)', color: 'rgba(0,0,0,0.88)', pointerEvents: 'none' } as const;
