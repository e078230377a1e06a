import { useState } from 'react';
import { Select } from 'antd';
import { bus, type AutoFundChoice } from '@qube/shared';
import { withApiMessage } from '../../ui/apiMessage';
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

/** A qube's auto-fund choice (PL-17, PL-18): saved at once; on failure a toast says so and the old choice returns. */
export function QubeAutoFundSelect({ accountId, qubeId, qubeName, choice, onChanged }: Props) {
  const [pending, setPending] = useState<AutoFundChoice | null>(null);

  async function change(next: AutoFundChoice) {
    if (next === choice) return;
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
    <Select<AutoFundChoice>
      aria-label={`${qubeName} auto fund`}
      value={pending ?? choice}
      loading={pending !== null}
      options={AUTO_FUND_OPTIONS}
      onChange={(next) => void change(next)}
      popupMatchSelectWidth={false}
      style={{ minWidth: 150 }}
    />
  );
}
