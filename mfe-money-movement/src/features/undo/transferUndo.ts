import { bus } from '@qube/shared';
import { failureMessage } from '../../ui/failureMessage';
import { undoMove } from './undoApi';

/**
 * Undoes an internal transfer or an auto-allocation run (issue 25 §4) and says how it went; the areas showing balances
 * reload once, with the answer's version. Resolves whether it was undone.
 */
export async function runTransferUndo(accountId: number, activityId: number, key: string): Promise<boolean> {
  try {
    const done = await undoMove(accountId, activityId, key);
    bus.emit('toast:show', { type: 'success', message: 'Transfer undone.' });
    bus.emit('transfer:success', { kind: 'internal', fromQubeId: done.from_qube, toQubeId: done.to_qube, amount: done.amount, accountVersion: done.account_version });
    bus.emit('activity:changed', { activityId, scheduled: false, reason: 'executed' });
    return true;
  } catch (caught) {
    bus.emit('toast:show', { type: 'error', message: failureMessage(caught, 'We could not undo this transfer. Please try again.') });
    return false;
  }
}
