import { useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { bus, useSession, type Budget } from '@qube/shared';
import { withApiMessage } from '../../ui/apiMessage';
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
    <Alert
      type="warning"
      // A notice, not an emergency: screen readers hear it without interrupting; a failure inside is an alert.
      role="status"
      showIcon
      style={{ marginBottom: 16 }}
      title="You have unsaved budget changes."
      description={failure ? <span role="alert">{failure}</span> : undefined}
      action={
        <Space wrap>
          {/* Busy, not disabled: a disabled button drops keyboard focus; a second press meanwhile is ignored. */}
          <Button loading={running === 'discard'} onClick={() => void run('discard')}>
            Discard
          </Button>
          <Button type="primary" loading={running === 'save'} onClick={() => void run('save')}>
            Save Changes
          </Button>
        </Space>
      }
    />
  );
}
