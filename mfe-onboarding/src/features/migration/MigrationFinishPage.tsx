import { useState } from 'react';
import { getApiConfig, themeTokens, useSession } from '@qube/shared';
import { PlainButton } from '@qube/shared/ui/plain';
import { useNavigate } from 'react-router-dom';
import { lazyInTheme } from '../../ui/lazyInTheme';
import { migrationApi } from './migrationApi';
import { MIGRATION_DIALOGS } from './migrationChecks';
import type { Notice } from './MigrationNotice';
import { SuccessResult } from './SuccessResult';
import { switchToQubePlus } from './switchToQubePlus';

// 'Unable to switch' is antd's Modal: it and antd load only when a switch fails
// (docs/adr/0015-plain-markup-first-views.md).
const MigrationNotice = lazyInTheme(async () => (await import('./MigrationNotice')).MigrationNotice);

/**
 * ON-64: the finish page's header is green (the route is bare: the page brings its own header). A dark green: white
 * text on it reaches 5:1 contrast (WCAG AA).
 */
export const FINISH_HEADER_COLOR = '#1E7F4F';

/**
 * /choice-migration-qube-plus-finish (ON-64): the migration is done; 'Switch to Qube+ Account' (ON-56) opens it. Plain
 * markup: no antd on its path.
 */
export function MigrationFinishPage() {
  const navigate = useNavigate();
  const account = useSession((s) => s.active_account);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const switchNow = async () => {
    if (!account) return;
    setIsBusy(true);
    // The active account may be a copy read before the migration: read it again for its future_account_id.
    const result = await switchToQubePlus(account.future_account_id === null ? { future_account_id: (await freshFuture(account.id)) } : account);
    setIsBusy(false);
    if (result.isSwitched) navigate('/qubes');
    else setNotice({ title: MIGRATION_DIALOGS.unableToSwitch, message: result.message });
  };
  return (
    <>
      <header style={{ background: FINISH_HEADER_COLOR, color: '#fff', padding: '16px 24px', fontSize: 20, fontWeight: 600 }} data-testid="finish-header">
        <a href="/dashboard" style={{ color: '#fff' }}>Qube</a>
      </header>
      <div style={{ maxWidth: 640, margin: '32px auto', padding: '0 16px' }}>
        <SuccessResult
          title="Welcome to Qube+"
          subTitle="Your qubes and money are in your Qube+ household account."
          extra={<PlainButton variant="primary" color={themeTokens(getApiConfig().companyId).colorPrimary} loading={isBusy} onClick={() => void switchNow()}>Switch to Qube+ Account</PlainButton>}
        />
      </div>
      {notice && <MigrationNotice notice={notice} onClose={() => setNotice(null)} />}
    </>
  );
}

const freshFuture = async (accountId: number): Promise<number | null> => {
  try {
    return (await migrationApi.account(accountId)).future_account_id;
  } catch {
    return null;
  }
};
