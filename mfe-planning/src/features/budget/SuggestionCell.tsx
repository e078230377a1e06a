import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatMoney, type MoneyString, type SuggestedBudget } from '@qube/shared';
import { linkButtonStyle, SECONDARY_TEXT } from '@qube/shared/ui/plain';
import { withApiMessage } from '../../ui/apiMessage';
import { BusyButton } from '../../ui/BusyButton';
import { DANGER, primaryColor } from '../../ui/plainLook';
import { loadSuggestion } from './budgetApi';

type Props = {
  accountId: number;
  qubeBudgetId: number;
  qubeName: string;
  /** Puts the amount in the qube's draft; resolves to a message when that failed, else null. */
  onUse: (amount: MoneyString) => Promise<string | null>;
};

type SuggestionState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; suggestion: SuggestedBudget }
  | { status: 'error'; message: string };

/**
 * A qube's suggested budget (PL-08), loaded only when asked: one call per row on demand instead of one per qube
 * with every page load. The spec does not say how it is shown; this is our design.
 */
export function SuggestionCell({ accountId, qubeBudgetId, qubeName, onUse }: Props) {
  const [state, setState] = useState<SuggestionState>({ status: 'idle' });
  const [useError, setUseError] = useState<string | null>(null);
  const [isUsing, setIsUsing] = useState(false);
  const cellRef = useRef<HTMLDivElement>(null);

  // The button pressed is replaced by the result: keep keyboard focus in this cell instead of losing it to the page.
  useEffect(() => {
    const cell = cellRef.current;
    if (!cell || state.status === 'loading' || state.status === 'idle') return;
    if (document.activeElement && document.activeElement !== document.body) return;
    (cell.querySelector<HTMLElement>('button') ?? cell).focus();
  }, [state.status]);

  async function load() {
    if (state.status === 'loading') return;
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', suggestion: await loadSuggestion(accountId, qubeBudgetId) });
    } catch (error) {
      setState({ status: 'error', message: withApiMessage('We could not load a suggestion.', error) });
    }
  }

  async function use(amount: MoneyString) {
    if (isUsing) return;
    setIsUsing(true);
    setUseError(await onUse(amount));
    setIsUsing(false);
  }

  const cell = (content: ReactNode) => (
    <div ref={cellRef} tabIndex={-1} style={{ outline: 'none' }}>
      {content}
    </div>
  );
  const link = { ...linkButtonStyle(primaryColor()), padding: '0', minHeight: 24 };

  if (state.status === 'idle' || state.status === 'loading') {
    return cell(
      <button type="button" style={link} aria-busy={state.status === 'loading' || undefined} aria-label={`Suggest a budget for ${qubeName}`} onClick={() => void load()}>
        Suggest
      </button>,
    );
  }
  if (state.status === 'error') {
    return cell(
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <span style={{ fontSize: 12, color: DANGER }}>{state.message}</span>
        <button type="button" style={{ ...link, alignSelf: 'flex-start' }} aria-label={`Try the suggestion for ${qubeName} again`} onClick={() => void load()}>
          Try again
        </button>
      </div>,
    );
  }

  const { suggestion } = state;
  const amount = suggestion.basis === 'none' ? null : suggestion.suggested_amount;
  return cell(
    <div style={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 240 }}>
      <span style={{ ...SECONDARY_TEXT, fontSize: 12 }}>{suggestion.description}</span>
      {amount !== null && (
        <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <strong style={{ fontWeight: 600 }}>{formatMoney(amount)}</strong>
          <BusyButton size="small" isBusy={isUsing} aria-label={`Use suggestion ${formatMoney(amount)} for ${qubeName}`} onClick={() => void use(amount)}>
            Use
          </BusyButton>
        </span>
      )}
      {useError && (
        <span role="alert" style={{ fontSize: 12, color: DANGER }}>
          {useError}
        </span>
      )}
    </div>,
  );
}
