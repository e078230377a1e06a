import { useState } from 'react';
import { api, sessionStore, useSession, type Account } from '@qube/shared';
import { PlainField, SECONDARY_TEXT } from '@qube/shared/ui/plain';
import { apiMessage } from '../../ui/apiMessage';
import { DANGER, SELECT_STYLE } from '../../ui/plainLook';
import { BUDGET_PERIOD_OPTIONS, currentPeriodLabel } from './budgetPeriods';

/**
 * The budget period of the active account (PL-24), changed with PATCH accounts/{id}/ {budget_period}. The session
 * keeps the answer, so every area's period words ('This Month', PL-20) follow at once. A native select: the page's
 * first view loads no antd.
 */
export function BudgetPeriodSelect() {
  const account = useSession((s) => s.active_account);
  // Guests keep the default period: the playground saves nothing to an account of their own (PL-02).
  const isGuest = useSession((s) => s.isAnonymous);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!account || isGuest) return null;

  async function change(period: string) {
    if (!account || isSaving) return;
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
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <PlainField label="Budget period" style={{ marginBottom: 0 }}>
        {(control) => (
          // Busy, not disabled, while saving: a disabled select drops keyboard focus; a change meanwhile is ignored.
          <select {...control} aria-busy={isSaving || undefined} value={account.budget_period || 'monthly'} onChange={(event) => void change(event.target.value)} style={{ ...SELECT_STYLE, minWidth: 200 }}>
            {BUDGET_PERIOD_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </PlainField>
      <span style={SECONDARY_TEXT} aria-live="polite">
        Current period: {currentPeriodLabel(account.budget_period)}
      </span>
      {error && (
        <span role="alert" style={{ color: DANGER }}>
          {error}
        </span>
      )}
    </div>
  );
}
