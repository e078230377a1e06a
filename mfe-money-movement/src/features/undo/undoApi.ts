import { api } from '@qube/shared';
import type { UndoRequbeResult, UndoResult } from '@qube/contract/undo';

/**
 * Undoes an internal transfer or an auto-allocation run (issue 25 §4: POST activities/{id}/undo/); either side's
 * activity names it. Muted: the caller shows the server's message (money already moved on, too late, already undone).
 */
export async function undoMove(accountId: number, activityId: number, idempotencyKey: string): Promise<UndoResult> {
  const { data } = await api.post<UndoResult>(`activities/${activityId}/undo/`, { account_id: accountId, idempotency_key: idempotencyKey }, { mute: true });
  return data;
}

/**
 * Undoes the newest ReQube of an activity, with every activity it moved (issue 25 §4: POST
 * banking/transactions/{id}/undo-reqube/). Muted like undoMove: the caller shows the server's message.
 */
export async function undoReqube(accountId: number, activityId: number, idempotencyKey: string): Promise<UndoRequbeResult> {
  const { data } = await api.post<UndoRequbeResult>(`banking/transactions/${activityId}/undo-reqube/`, { account_id: accountId, idempotency_key: idempotencyKey }, { mute: true });
  return data;
}
