import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Space, Typography } from 'antd';
import { formatMoney, type MoneyString, type SuggestedBudget } from '@qube/shared';
import { withApiMessage } from '../../ui/apiMessage';
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
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', suggestion: await loadSuggestion(accountId, qubeBudgetId) });
    } catch (error) {
      setState({ status: 'error', message: withApiMessage('We could not load a suggestion.', error) });
    }
  }

  async function use(amount: MoneyString) {
    setIsUsing(true);
    setUseError(await onUse(amount));
    setIsUsing(false);
  }

  const cell = (content: ReactNode) => (
    <div ref={cellRef} tabIndex={-1} style={{ outline: 'none' }}>
      {content}
    </div>
  );

  if (state.status === 'idle' || state.status === 'loading') {
    return cell(
      <Button type="link" size="small" style={{ paddingInline: 0 }} loading={state.status === 'loading'} aria-label={`Suggest a budget for ${qubeName}`} onClick={() => void load()}>
        Suggest
      </Button>,
    );
  }
  if (state.status === 'error') {
    return cell(
      <Space orientation="vertical" size={0}>
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {state.message}
        </Typography.Text>
        <Button type="link" size="small" style={{ paddingInline: 0 }} aria-label={`Try the suggestion for ${qubeName} again`} onClick={() => void load()}>
          Try again
        </Button>
      </Space>,
    );
  }

  const { suggestion } = state;
  const amount = suggestion.basis === 'none' ? null : suggestion.suggested_amount;
  return cell(
    <Space orientation="vertical" size={2} style={{ maxWidth: 240 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {suggestion.description}
      </Typography.Text>
      {amount !== null && (
        <Space size={8}>
          <Typography.Text strong>{formatMoney(amount)}</Typography.Text>
          <Button size="small" loading={isUsing} aria-label={`Use suggestion ${formatMoney(amount)} for ${qubeName}`} onClick={() => void use(amount)}>
            Use
          </Button>
        </Space>
      )}
      {useError && (
        <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
          {useError}
        </Typography.Text>
      )}
    </Space>,
  );
}
