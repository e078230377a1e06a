import { useEffect, useState } from 'react';
import { bus, needsDebitCardPrompt, sessionStore, type MoveMoneyOption } from '@qube/shared';
import { lazyInTheme } from '../../ui/lazyInTheme';
import { MOVE_MONEY_DIALOGS } from '../move-money/moveMoneyDialogs';
import type { QubeId } from './transferRules';

// This host is in the dialogs parcel every signed-in page may load: it only listens. Each dialog, its frame
// (MoveMoneyModal) and antd come with the area's theme when it first opens
// (docs/adr/0017-light-banners-and-dialog-parcels.md).
const MoveMoneySelectionDialog = lazyInTheme(() => import('../move-money/MoveMoneySelectionDialog').then((m) => m.MoveMoneySelectionDialog));
const InternalTransferDialog = lazyInTheme(() => import('./InternalTransferDialog').then((m) => m.InternalTransferDialog));
const EditScheduledTransfer = lazyInTheme(() => import('./EditScheduledTransfer').then((m) => m.EditScheduledTransfer));

type Opened = { count: number; view: 'select' | MoveMoneyOption; presetQubeId?: QubeId; editScheduledId?: number; presetAmount?: string };

/**
 * Answers `command:open-move-money` from any area: without a kind the Move Money selection opens,
 * `internal` opens the Internal Transfer (MM-43: a preset qube is the destination; MM-44: an
 * `editScheduledId` edits that scheduled transfer), and the other kinds open their dialog from
 * MOVE_MONEY_DIALOGS. Each open mounts a new dialog, so nothing of the last one survives (MM-42).
 * A limited user gets the shell's Get Debit Card prompt instead of a bank, card, to-bank, friend or
 * direct-deposit dialog (MM-39). Kinds whose dialogs are not built are ignored.
 */
export function MoveMoneyHost() {
  const [opened, setOpened] = useState<Opened | null>(null);

  useEffect(() => {
    const subscription = bus.on('command:open-move-money').subscribe(({ kind, presetQubeId, editScheduledId, presetAmount }) => {
      if (kind !== undefined && kind !== 'internal' && !MOVE_MONEY_DIALOGS[kind]) return;
      if (kind !== undefined && needsDebitCardPrompt(sessionStore.getState().me, kind)) {
        bus.emit('command:open-get-debit-card', { action: kind });
        return;
      }
      setOpened((last) => ({ count: (last?.count ?? 0) + 1, view: kind ?? 'select', presetQubeId, editScheduledId, presetAmount }));
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
          if (needsDebitCardPrompt(sessionStore.getState().me, option)) {
            close();
            bus.emit('command:open-get-debit-card', { action: option });
            return;
          }
          if (option === 'internal' || MOVE_MONEY_DIALOGS[option]) setOpened({ ...opened, count: opened.count + 1, view: option });
        }}
      />
    );
  }
  const Dialog = opened.view === 'internal' ? undefined : MOVE_MONEY_DIALOGS[opened.view];
  if (Dialog) {
    return <Dialog key={opened.count} presetQubeId={opened.presetQubeId} editScheduledId={opened.editScheduledId} onClose={close} />;
  }
  if (opened.editScheduledId !== undefined) return <EditScheduledTransfer key={opened.count} scheduledId={opened.editScheduledId} onClose={close} />;
  return <InternalTransferDialog key={opened.count} presetQubeId={opened.presetQubeId} presetAmount={opened.presetAmount} onClose={close} />;
}
