import { useEffect, useState } from 'react';
import { bus, useSession, type BusEvents, type LinkedBankAccount } from '@qube/shared';
import { lazyInTheme } from '../../ui/lazyInTheme';
import { loadLinkedAccounts } from './bankLinkApi';

// The launcher, its widget and antd (in the area's theme) load on the first command: nothing of them is in the first paint.
const BankLinkLauncher = lazyInTheme(() => import('./BankLinkLauncher').then((m) => m.BankLinkLauncher));

type Opened = { count: number; command: BusEvents['command:open-bank-link']; relink?: LinkedBankAccount };

/**
 * Answers `command:open-bank-link` from any area (the Linked banks card on /manage-account, MM-140): a new link, or the
 * relink of one linked account, whose bank it looks up first (update mode opens at that bank).
 */
export function BankLinkHost() {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const [opened, setOpened] = useState<Opened | null>(null);

  useEffect(() => {
    const subscription = bus.on('command:open-bank-link').subscribe((command) => {
      const open = (relink?: LinkedBankAccount) => setOpened((last) => ({ count: (last?.count ?? 0) + 1, command, relink }));
      if (command.relinkAccountId === undefined || accountId === null) {
        open();
        return;
      }
      loadLinkedAccounts(accountId).then(
        (accounts) => {
          const relink = accounts.find((a) => a.id === command.relinkAccountId);
          if (relink) open(relink);
          else bus.emit('toast:show', { type: 'error', message: 'Bank account not found.' });
        },
        () => undefined, // the API client showed its toast
      );
    });
    return () => subscription.unsubscribe();
  }, [accountId]);

  if (!opened) return null;
  return <BankLinkLauncher key={opened.count} linkType={opened.command.linkType} relink={opened.relink} onClose={() => setOpened(null)} />;
}
