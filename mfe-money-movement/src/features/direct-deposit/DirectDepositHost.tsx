import { useEffect, useState } from 'react';
import { bus, needsDebitCardPrompt, sessionStore } from '@qube/shared';
import { lazyInTheme } from '../../ui/lazyInTheme';

// The dialog and antd (in the area's theme) load when it first opens.
const DirectDepositDialog = lazyInTheme(() => import('./DirectDepositDialog').then((m) => m.DirectDepositDialog));

/**
 * Answers `command:open-direct-deposit` (SH-22: the shell turns `?direct_deposit` into it, once): opens Direct Deposit,
 * or the shell's Get Debit Card prompt for a limited user (MM-39). The command waits on the bus until this subscribes,
 * so a command sent before the dialogs parcel loaded is delivered here once. Each open mounts a new dialog.
 */
export function DirectDepositHost() {
  const [openCount, setOpenCount] = useState(0);
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    const subscription = bus.on('command:open-direct-deposit').subscribe(() => {
      if (needsDebitCardPrompt(sessionStore.getState().me, 'direct_deposit')) {
        bus.emit('command:open-get-debit-card', { action: 'direct_deposit' });
        return;
      }
      setOpenCount((n) => n + 1);
      setIsOpen(true);
    });
    return () => subscription.unsubscribe();
  }, []);

  if (!isOpen) return null;
  return <DirectDepositDialog key={openCount} onClose={() => setIsOpen(false)} />;
}
