import { useId, useState } from 'react';
import { Select, Space, Typography } from 'antd';
import { api, sessionStore, useSession, type Account } from '@qube/shared';
import { apiMessage } from '../../ui/apiMessage';
import { BUDGET_PERIOD_OPTIONS, currentPeriodLabel } from './budgetPeriods';

/**
 * The budget period of the active account (PL-24), changed with PATCH accounts/{id}/ {budget_period}. The session
 * keeps the answer, so every area's period words ('This Month', PL-20) follow at once.
 */
export function BudgetPeriodSelect() {
  const selectId = useId();
  const account = useSession((s) => s.active_account);
  // Guests keep the default period: the playground saves nothing to an account of their own (PL-02).
  const isGuest = useSession((s) => s.isAnonymous);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!account || isGuest) return null;

  async function change(period: string) {
    if (!account) return;
    setIsSaving(true);
    setError(null);
    try {
      const { data } = await api.patch<Account>(`accounts/${account.id}/`, { budget_period: period }, { mute: true });
      sessionStore.getState().setActiveAccount({ ...account, budget_period: data.budget_period });
    } catch (caught) {
      setError(`We could not change the budget period. ${apiMessage(caught)}`);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Space orientation="vertical" size={4}>
      <label htmlFor={selectId}>Budget period</label>
      <Select<string>
        id={selectId}
        value={account.budget_period || 'monthly'}
        options={BUDGET_PERIOD_OPTIONS}
        onChange={(value) => void change(value)}
        loading={isSaving}
        disabled={isSaving}
        popupMatchSelectWidth={false}
        style={{ minWidth: 200 }}
      />
      <Typography.Text type="secondary" aria-live="polite">
        Current period: {currentPeriodLabel(account.budget_period)}
      </Typography.Text>
      {error && <Typography.Text type="danger" role="alert">{error}</Typography.Text>}
    </Space>
  );
}
