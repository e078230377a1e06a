import { filter, take } from 'rxjs';
import { api, bus, type BusEvents, type EventBus, type Qube } from '@qube/shared';
import { CREATE_PATH, type EditableQubeType, type QubePayload } from './qubeForm';

export type FreeLimitChoice = BusEvents['reached-free-limit:answered']['choice'];

/**
 * Creates a qube of `type` (MM-13). Muted: the editor shows a failure itself, and a 402 plan_limit
 * answer is a question for the user, not an error toast (MM-14).
 */
export async function createQube(accountId: number, type: EditableQubeType, payload: QubePayload, acceptExtraFee = false): Promise<Qube> {
  const body = { account_id: accountId, ...payload, ...(acceptExtraFee ? { accept_extra_fee: true } : {}) };
  const { data } = await api.post<Qube>(CREATE_PATH[type], body, { mute: true });
  return data;
}

/** Edits a qube: PATCH qubes/{id}/ (MM-13). */
export async function updateQube(accountId: number, qubeId: number, payload: QubePayload): Promise<Qube> {
  const { data } = await api.patch<Qube>(`qubes/${qubeId}/`, { account_id: accountId, ...payload }, { mute: true });
  return data;
}

/** Archives a qube; the API moves its balance to Cloud and ends its scheduled transfers (MM-13). */
export async function archiveQube(accountId: number, qubeId: number): Promise<{ id: number; is_archived: boolean; moved_to_cloud: string }> {
  const { data } = await api.post<{ id: number; is_archived: boolean; moved_to_cloud: string }>(`v2/qubes/${qubeId}/archive/`, { account_id: accountId }, { mute: true });
  return data;
}

/**
 * Asks the shell's Reached Free Limit dialog (MM-14, SH-77) and resolves with the user's choice.
 * The answer is matched by a fresh request id, so two editors never take each other's answer.
 * `cancel()` stops waiting (the editor closed) without answering.
 */
export function askReachedFreeLimit(events: EventBus = bus): { answer: Promise<FreeLimitChoice>; cancel: () => void } {
  const requestId = crypto.randomUUID();
  let cancel = () => undefined as void;
  const answer = new Promise<FreeLimitChoice>((resolve) => {
    // Subscribed before the command is sent: the shell may answer synchronously.
    const subscription = events
      .on('reached-free-limit:answered')
      .pipe(
        filter((a) => a.requestId === requestId),
        take(1),
      )
      .subscribe((a) => resolve(a.choice));
    cancel = () => subscription.unsubscribe();
  });
  events.emit('command:open-reached-free-limit', { requestId });
  return { answer, cancel };
}
