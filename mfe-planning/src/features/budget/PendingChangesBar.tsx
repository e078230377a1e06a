import { useState } from 'react';
import { bus, useSession, type Budget } from '@qube/shared';
import { withApiMessage } from '../../ui/apiMessage';
import { BusyButton } from '../../ui/BusyButton';
import { commitBudget, discardBudgetChanges } from './budgetApi';

type Props = {
  accountId: number;
  budget: Budget;
  /** The budget as the API answers it after the drafts were applied or dropped. */
  onDone: (budget: Budget) => void;
};

/** Saves or drops every draft of the budget at once (PL-09). A failure stays in the bar, next to its buttons. */
export function PendingChangesBar({ accountId, budget, onDone }: Props) {
  const [running, setRunning] = useState<'save' | 'discard' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const isGuest = useSession((s) => s.isAnonymous);

  async function run(action: 'save' | 'discard') {
    if (running) return;
    // PL-02, ON-37: a guest's save asks them to create an account; the drafts stay and are theirs after sign-up.
    if (action === 'save' && isGuest) {
      bus.emit('command:open-sign-up', { reason: 'save' });
      return;
    }
    setRunning(action);
    setFailure(null);
    try {
      const next = action === 'save' ? await commitBudget(accountId, budget.id) : await discardBudgetChanges(accountId, budget.id);
      onDone(next);
      bus.emit('toast:show', { type: 'success', message: action === 'save' ? 'Budget saved.' : 'Changes discarded.' });
      // Saved amounts are the qubes' budgets elsewhere too (the Budget button of a transfer, the overview).
      if (action === 'save' && budget.status === 'current') bus.emit('qubes:changed', {});
    } catch (error) {
      setFailure(withApiMessage(action === 'save' ? 'We could not save your changes.' : 'We could not discard your changes.', error));
    } finally {
      setRunning(null);
    }
  }

  return (
    // A notice, not an emergency: screen readers hear it without interrupting; a failure inside is an alert. Plain
    // markup as the shared PlainAlert draws it, but its text wraps above the buttons on a phone instead of squeezing.
    <div role="status" style={BAR}>
      <div style={{ flex: '1 1 240px' }}>
        <div>You have unsaved budget changes.</div>
        {failure && (
          <div role="alert" style={{ marginTop: 4 }}>
            {failure}
          </div>
        )}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {/* Busy, not disabled: a disabled button drops keyboard focus; a second press meanwhile is ignored. */}
        <BusyButton isBusy={running === 'discard'} onClick={() => void run('discard')}>
          Discard
        </BusyButton>
        <BusyButton variant="primary" isBusy={running === 'save'} onClick={() => void run('save')}>
          Save Changes
        </BusyButton>
      </div>
    </div>
  );
}

// antd's warning Alert colours; the text stays near-black, over 4.5:1 on them.
const BAR = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginBottom: 16, padding: '8px 12px', borderRadius: 8, background: '#fffbe6', border: '1px solid #ffe58f', color: 'rgba(0,0,0,0.88)' } as const;
