import { useState } from 'react';
import { Button } from 'antd';
import { useSession } from '@qube/shared';
import { runRequbeUndo } from './requbeUndo';

/** "Undo ReQube" in an activity's details while its newest ReQube can be undone (issue 25 §4). */
export function UndoRequbeButton({ activityId, onUndone }: { activityId: number; onUndone: () => void }) {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const [key] = useState(() => crypto.randomUUID());
  const [isBusy, setIsBusy] = useState(false);
  const undo = async () => {
    if (accountId === null) return;
    setIsBusy(true);
    const undone = await runRequbeUndo(accountId, activityId, key);
    setIsBusy(false);
    if (undone) onUndone();
  };
  return (
    <Button loading={isBusy} onClick={() => void undo()}>
      Undo ReQube
    </Button>
  );
}
