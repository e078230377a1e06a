import { api, type Qube } from '@qube/shared';

export type ManualSortEntry = { id: number; manual_sort_position: number; manual_sort_datetime: string };

/** `list` with the item at `from` moved to `to` (both indexes in the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length || from === to) return next;
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * New manual positions for a section's qubes in their new order (MM-12). The section reuses the
 * positions it already holds, so qubes of other sections keep theirs; without usable positions
 * (missing or repeated) it numbers from 1.
 */
export function manualPositions(ordered: readonly Qube[], at: Date): ManualSortEntry[] {
  const held = ordered.map((q) => q.manual_sort_position);
  const usable = held.every((p): p is number => typeof p === 'number') && new Set(held).size === held.length;
  const positions = usable ? [...(held as number[])].sort((a, b) => a - b) : ordered.map((_, i) => i + 1);
  const stamp = at.toISOString();
  return ordered.map((q, i) => ({ id: Number(q.id), manual_sort_position: positions[i] ?? i + 1, manual_sort_datetime: stamp }));
}

/**
 * Saves a manual order: POST qubes/manual-sort/ {account_id, qubes: [{id, manual_sort_position,
 * manual_sort_datetime}]}. The path and body are ours: the API does not serve this call yet (spec gap).
 */
export async function saveManualOrder(accountId: number, entries: ManualSortEntry[]): Promise<void> {
  await api.post('qubes/manual-sort/', { account_id: accountId, qubes: entries }, { mute: true });
}
