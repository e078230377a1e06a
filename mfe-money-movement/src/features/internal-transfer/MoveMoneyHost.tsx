import { useEffect, useState } from 'react';
import { bus } from '@qube/shared';
import { InternalTransferDialog } from './InternalTransferDialog';
import type { QubeId } from './transferRules';

/**
 * Opens the Internal Transfer dialog on `command:open-move-money` from any area (MM-43: a preset
 * qube is the destination). Each open mounts a new dialog, so nothing of the last one survives.
 * Other kinds belong to dialogs not built here; they are ignored.
 */
export function MoveMoneyHost() {
  const [opened, setOpened] = useState<{ count: number; presetQubeId?: QubeId } | null>(null);

  useEffect(() => {
    const subscription = bus.on('command:open-move-money').subscribe(({ kind, presetQubeId }) => {
      if (kind !== undefined && kind !== 'internal') return;
      setOpened((last) => ({ count: (last?.count ?? 0) + 1, presetQubeId }));
    });
    return () => subscription.unsubscribe();
  }, []);

  if (!opened) return null;
  return <InternalTransferDialog key={opened.count} presetQubeId={opened.presetQubeId} onClose={() => setOpened(null)} />;
}
