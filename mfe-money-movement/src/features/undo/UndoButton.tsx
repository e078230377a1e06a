import { useState } from 'react';
import { Button } from 'antd';
import { bus, useSession } from '@qube/shared';
import { failureMessage } from '../../ui/failureMessage';
import { undoMove } from './undoApi';

/**
 * Undo of a money move just made or opened (issue 25 §4): one key per button, so a retry after a lost answer replays the
 * first undo instead of refusing it; the areas showing balances reload once with the answer's version.
 */
export function UndoButton({ activityId, onUndone, label = 'Undo' }: { activityId: number; onUndone: () => void; label?: string }) {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const [key] = useState(() => crypto.randomUUID());
  const [isBusy, setIsBusy] = useState(false);
  const undo = async () => {
    if (accountId === null) return;
    setIsBusy(true);
    try {
      const done = await undoMove(accountId, activityId, key);
      bus.emit('toast:show', { type: 'success', message: 'Transfer undone.' });
      bus.emit('transfer:success', { kind: 'internal', fromQubeId: done.from_qube, toQubeId: done.to_qube, amount: done.amount, accountVersion: done.account_version });
      bus.emit('activity:changed', { activityId, scheduled: false, reason: 'executed' });
      onUndone();
    } catch (caught) {
      bus.emit('toast:show', { type: 'error', message: failureMessage(caught, 'We could not undo this transfer. Please try again.') });
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Button loading={isBusy} onClick={() => void undo()}>
      {label}
    </Button>
  );
}

/** Whether an activity can still be undone at `now` (its details' undo.until). */
export const canUndo = (undo: { until: string | null } | undefined, now = Date.now()): boolean => Boolean(undo?.until && Date.parse(undo.until) > now);
