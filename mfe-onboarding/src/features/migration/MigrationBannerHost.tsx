import { useCallback, useEffect, useState } from 'react';
import { bus, showBanner, useSession } from '@qube/shared';
import type { BetaCount, MigrationStatus } from '@qube/contract/bankTransition';
import { goTo } from './goTo';
import { migrationApi } from './migrationApi';
import { MIGRATION_DIALOGS, migrationCheck, migrationPath } from './migrationChecks';
import { MigrationNotice, type Notice } from './MigrationNotice';
import { QUBE_PLUS_BANNER_TEXT, qubePlusBannerKind } from './qubePlusBanner';
import { rememberStatus } from './statusCache';
import { switchToQubePlus } from './switchToQubePlus';

export const QUBE_PLUS_BANNER_ID = 'onboarding:qube-plus';

/**
 * The Qube+ banner (ON-50 to ON-56), published into the shell's banner area for the active account, and the small
 * dialogs its actions open. Reads the migration status (cached per account id, ON-53) and the beta count again when
 * the account changes or is updated; a failed read is silent (no status: not complete; no count: no beta button).
 */
export function MigrationBannerHost() {
  const account = useSession((s) => (s.isLoggedIn && !s.isAnonymous ? s.active_account : null));
  const [status, setStatus] = useState<{ accountId: number; value: MigrationStatus | null } | null>(null);
  const [beta, setBeta] = useState<BetaCount | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [version, setVersion] = useState(0);
  const accountId = account?.id ?? null;

  useEffect(() => {
    const subscription = bus.on('account:updated').subscribe(() => setVersion((v) => v + 1));
    return () => subscription.unsubscribe();
  }, []);

  useEffect(() => {
    if (accountId === null) return;
    let isCurrent = true;
    migrationApi.status(accountId).then(
      (value) => {
        rememberStatus(accountId, value);
        if (isCurrent) setStatus({ accountId, value });
      },
      () => isCurrent && setStatus({ accountId, value: null }),
    );
    migrationApi.betaCount().then((value) => isCurrent && setBeta(value), () => isCurrent && setBeta(null));
    return () => {
      isCurrent = false;
    };
  }, [accountId, version]);

  const startMigration = useCallback(async (id: number) => {
    try {
      const check = migrationCheck(await migrationApi.overview(id));
      if (check.isBlocked) setNotice({ title: check.title, message: check.message });
      else goTo(migrationPath(id, window.location.search));
    } catch {
      setNotice({ title: MIGRATION_DIALOGS.failedTitle, message: MIGRATION_DIALOGS.failed });
    }
  }, []);

  const checked = status && status.accountId === accountId ? status.value : null;
  const kind = account && status?.accountId === account.id ? qubePlusBannerKind({ account, status: checked, beta }) : null;

  useEffect(() => {
    if (!account || !kind) return;
    const text = QUBE_PLUS_BANNER_TEXT[kind];
    const onClick = async () => {
      if (kind === 'migrate') await startMigration(account.id);
      if (kind === 'switch') {
        const result = await switchToQubePlus(account);
        if (result.isSwitched) goTo('/dashboard');
        else setNotice({ title: MIGRATION_DIALOGS.unableToSwitch, message: result.message });
      }
    };
    const href = kind === 'continue' ? migrationPath(account.id, '') : kind === 'beta' ? '/beta' : undefined;
    return showBanner({
      id: QUBE_PLUS_BANNER_ID,
      tone: 'info',
      title: text.title,
      message: text.message,
      action: href ? { label: text.action, href } : { label: text.action, onClick: () => void onClick() },
    });
  }, [account, kind, startMigration]);

  return <MigrationNotice notice={notice} onClose={() => setNotice(null)} />;
}
