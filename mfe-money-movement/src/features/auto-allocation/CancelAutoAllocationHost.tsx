import { useEffect, useState } from 'react';
import { bus, readFeatureFlags, sessionStore } from '@qube/shared';
import { lazyInTheme } from '../../ui/lazyInTheme';

// Part of the dialogs parcel every signed-in page may load: the dialog and antd come when it first opens.
const CancelAutoAllocationDialog = lazyInTheme(() => import('./CancelAutoAllocationDialog').then((m) => m.CancelAutoAllocationDialog));

/**
 * Answers `command:open-cancel-auto-allocation` from any area (Transaction Details, MM-32) with the cancel
 * auto-allocation dialog. Auto-allocation exists only with flag auto_allocation (PL-19): without it the command is
 * taken and ignored, so it does not wait on the bus for a later mount. Each open mounts a new dialog.
 */
export function CancelAutoAllocationHost() {
  const [opened, setOpened] = useState<{ count: number; scheduledId: number; qubeId: number } | null>(null);

  useEffect(() => {
    const subscription = bus.on('command:open-cancel-auto-allocation').subscribe(({ scheduledId, qubeId }) => {
      const { isLoggedIn, me } = sessionStore.getState();
      if (!readFeatureFlags(isLoggedIn, me?.feature_flags).auto_allocation) return;
      setOpened((last) => ({ count: (last?.count ?? 0) + 1, scheduledId, qubeId }));
    });
    return () => subscription.unsubscribe();
  }, []);

  if (!opened) return null;
  return <CancelAutoAllocationDialog key={opened.count} scheduledId={opened.scheduledId} qubeId={opened.qubeId} onClose={() => setOpened(null)} />;
}
