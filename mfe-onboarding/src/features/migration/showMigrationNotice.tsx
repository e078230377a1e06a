import { createRoot, type Root } from 'react-dom/client';
import { ConfigProvider } from 'antd';
import { getApiConfig, themeTokens } from '@qube/shared';
import { popupContainer } from '@qube/shared/ui/popupContainer';
import { MigrationNotice, type Notice } from './MigrationNotice';

let root: Root | null = null;

/**
 * Opens one of the migration's small dialogs (ON-54 to ON-56) from the Qube+ banner. Loaded only when a dialog is
 * needed: the banner itself carries no UI library. One small React root of its own, kept for the next notice.
 */
export function showMigrationNotice(notice: Notice): void {
  if (!root) {
    const element = document.createElement('div');
    element.id = 'qube-migration-notice';
    document.body.appendChild(element);
    root = createRoot(element);
  }
  const draw = (shown: Notice | null) =>
    root?.render(
      <ConfigProvider theme={{ token: themeTokens(getApiConfig().companyId) }} getPopupContainer={popupContainer}>
        <MigrationNotice notice={shown} onClose={() => draw(null)} />
      </ConfigProvider>,
    );
  draw(notice);
}

/** Removes the dialog's root (the banner stopped: logout). */
export function closeMigrationNotice(): void {
  root?.unmount();
  root = null;
  document.getElementById('qube-migration-notice')?.remove();
}
