import { useEffect, useState } from 'react';
import { bus } from '@qube/shared';
import { lazyInTheme } from '../../ui/lazyInTheme';

// Part of the dialogs parcel every signed-in page may load: the dialog and antd come when it first opens.
const TransactionDetailsDialog = lazyInTheme(() => import('./TransactionDetailsDialog').then((m) => m.TransactionDetailsDialog));

/**
 * Opens Transaction Details on `command:open-activity` from any area (activity rows, notifications, 'Go To
 * Series'). The command carries only the id, so the dialog loads the item itself: a scheduled item by its own GET
 * (MM-24), a transaction by looking it up in search/transactions/ because the API has no single-transaction GET
 * (see `loadActivity`). Passing ids rather than Activity objects keeps the bus payload small and the data current
 * (an item changed since the list loaded is shown as it is now). Each open mounts a new dialog.
 */
export function TransactionDetailsHost() {
  const [opened, setOpened] = useState<{ count: number; activityId: number; isScheduled: boolean } | null>(null);

  useEffect(() => {
    const subscription = bus.on('command:open-activity').subscribe(({ activityId, scheduled }) => {
      setOpened((last) => ({ count: (last?.count ?? 0) + 1, activityId, isScheduled: scheduled === true }));
    });
    return () => subscription.unsubscribe();
  }, []);

  if (!opened) return null;
  return <TransactionDetailsDialog key={opened.count} activityId={opened.activityId} isScheduled={opened.isScheduled} onClose={() => setOpened(null)} />;
}
