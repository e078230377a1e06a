import { useEffect, useState } from 'react';
import { bus } from '@qube/shared';
import { MoveMoneySelectionDialog } from '../move-money/MoveMoneySelectionDialog';
import { EditScheduledTransfer } from './EditScheduledTransfer';
import { InternalTransferDialog } from './InternalTransferDialog';
import type { QubeId } from './transferRules';

type Opened = { count: number; view: 'select' | 'internal'; presetQubeId?: QubeId; editScheduledId?: number };

/**
 * Answers `command:open-move-money` from any area: without a kind the Move Money selection opens,
 * `internal` opens the Internal Transfer (MM-43: a preset qube is the destination; MM-44: an
 * `editScheduledId` edits that scheduled transfer). Each open mounts a new dialog, so nothing of
 * the last one survives (MM-42). Kinds whose dialogs are not built are ignored.
 */
export function MoveMoneyHost() {
  const [opened, setOpened] = useState<Opened | null>(null);

  useEffect(() => {
    const subscription = bus.on('command:open-move-money').subscribe(({ kind, presetQubeId, editScheduledId }) => {
      if (kind !== undefined && kind !== 'internal') return;
      setOpened((last) => ({ count: (last?.count ?? 0) + 1, view: kind === undefined ? 'select' : 'internal', presetQubeId, editScheduledId }));
    });
    return () => subscription.unsubscribe();
  }, []);

  if (!opened) return null;
  const close = () => setOpened(null);
  if (opened.view === 'select') {
    return (
      <MoveMoneySelectionDialog
        key={opened.count}
        onClose={close}
        onChoose={(option) => {
          if (option === 'internal') setOpened({ ...opened, count: opened.count + 1, view: 'internal' });
        }}
      />
    );
  }
  if (opened.editScheduledId !== undefined) return <EditScheduledTransfer key={opened.count} scheduledId={opened.editScheduledId} onClose={close} />;
  return <InternalTransferDialog key={opened.count} presetQubeId={opened.presetQubeId} onClose={close} />;
}
