import { bus } from '@qube/shared';
import { failureMessage } from '../../ui/failureMessage';
import { undoReqube } from './undoApi';

/**
 * Undoes the newest ReQube of an activity (issue 25 §4), from the ReQube's success toast or the activity's details:
 * says how it went, and tells the lists and qube balances to reload. `key`: one per ReQube made, so a second press
 * after a lost answer replays the first undo instead of being refused. Resolves whether it was undone.
 */
export async function runRequbeUndo(accountId: number, activityId: number, key: string): Promise<boolean> {
  try {
    const done = await undoReqube(accountId, activityId, key);
    bus.emit('toast:show', { type: 'success', message: 'ReQube undone.' });
    bus.emit('activity:changed', { activityId, reason: 'reqube' });
    bus.emit('qubes:changed', { qubeId: typeof done.from_qube === 'number' ? done.from_qube : undefined });
    return true;
  } catch (caught) {
    bus.emit('toast:show', { type: 'error', message: failureMessage(caught, 'We could not undo this ReQube. Please try again.') });
    return false;
  }
}
