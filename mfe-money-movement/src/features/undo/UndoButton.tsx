import { useState } from 'react';
import { Button } from 'antd';
import { useSession } from '@qube/shared';

/** One way to undo (transferUndo.ts, requbeUndo.ts): says how it went itself; resolves whether it was undone. */
export type UndoRun = (accountId: number, activityId: number, key: string) => Promise<boolean>;

/**
 * An Undo button (issue 25 §4): one key per button, so a retry after a lost answer replays the first undo instead of
 * refusing it.
 */
export function UndoButton({ activityId, run, onUndone, label = 'Undo' }: { activityId: number; run: UndoRun; onUndone: () => void; label?: string }) {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const [key] = useState(() => crypto.randomUUID());
  const [isBusy, setIsBusy] = useState(false);
  const undo = async () => {
    if (accountId === null) return;
    setIsBusy(true);
    const undone = await run(accountId, activityId, key);
    setIsBusy(false);
    if (undone) onUndone();
  };
  return (
    <Button loading={isBusy} onClick={() => void undo()}>
      {label}
    </Button>
  );
}

/** Whether an activity can still be undone at `now` (its details' undo.until or undo.reqube_until). */
export const canUndo = (undo: { until: string | null } | undefined, now = Date.now()): boolean => Boolean(undo?.until && Date.parse(undo.until) > now);
