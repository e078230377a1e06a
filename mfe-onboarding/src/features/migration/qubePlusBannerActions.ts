import type { Account } from '@qube/shared';
import { goTo } from './goTo';
import { migrationApi } from './migrationApi';
import { MIGRATION_DIALOGS, migrationCheck, migrationPath } from './migrationChecks';
import type { QubePlusBannerKind } from './qubePlusBanner';
import type { ShowNotice } from './qubePlusBannerController';
import { switchToQubePlus } from './switchToQubePlus';

/** The Qube+ banner's button (ON-52, ON-55): start the migration when nothing blocks it, or switch to the Qube+ account. */
export async function actOnBanner(account: Account, kind: QubePlusBannerKind, showNotice: ShowNotice): Promise<void> {
  if (kind === 'migrate') {
    try {
      const check = migrationCheck(await migrationApi.overview(account.id));
      if (check.isBlocked) showNotice({ title: check.title, message: check.message });
      else goTo(migrationPath(account.id, window.location.search));
    } catch {
      showNotice({ title: MIGRATION_DIALOGS.failedTitle, message: MIGRATION_DIALOGS.failed });
    }
  }
  if (kind === 'switch') {
    const result = await switchToQubePlus(account);
    if (result.isSwitched) goTo('/dashboard');
    else showNotice({ title: MIGRATION_DIALOGS.unableToSwitch, message: result.message });
  }
}
