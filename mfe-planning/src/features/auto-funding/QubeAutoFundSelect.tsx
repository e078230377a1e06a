import { useState } from 'react';
import { bus, type AutoFundChoice } from '@qube/shared';
import { withApiMessage } from '../../ui/apiMessage';
import { SELECT_STYLE } from '../../ui/plainLook';
import { saveQubeAutoFund } from './autoFundingApi';
import { AUTO_FUND_FAILURE, AUTO_FUND_OPTIONS } from './autoFundOptions';

type Props = {
  accountId: number;
  qubeId: number;
  qubeName: string;
  choice: AutoFundChoice;
  /** The choice the API kept. */
  onChanged: (choice: AutoFundChoice) => void;
};

/**
 * A qube's auto-fund choice (PL-17, PL-18), a native select (the page's first view loads no antd): saved at once; on
 * failure a toast says so and the old choice returns.
 */
export function QubeAutoFundSelect({ accountId, qubeId, qubeName, choice, onChanged }: Props) {
  const [pending, setPending] = useState<AutoFundChoice | null>(null);

  async function change(next: AutoFundChoice) {
    if (next === choice || pending !== null) return;
    setPending(next);
    try {
      onChanged(await saveQubeAutoFund(accountId, qubeId, next));
    } catch (error) {
      bus.emit('toast:show', { type: 'error', message: withApiMessage(AUTO_FUND_FAILURE, error) });
    } finally {
      setPending(null);
    }
  }

  return (
    <select
      aria-label={`${qubeName} auto fund`}
      aria-busy={pending !== null || undefined}
      value={String(pending ?? choice)}
      onChange={(event) => {
        const next = AUTO_FUND_OPTIONS.find((o) => String(o.value) === event.target.value);
        if (next) void change(next.value);
      }}
      style={{ ...SELECT_STYLE, minWidth: 150 }}
    >
      {AUTO_FUND_OPTIONS.map((o) => (
        <option key={o.value} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
