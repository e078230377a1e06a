import { createRoot, type Root } from 'react-dom/client';
import { ConfigProvider } from 'antd';
import { getApiConfig, themeTokens } from '@qube/shared';
import { popupContainer } from '@qube/shared/ui/popupContainer';
import { MigrationBannerHost } from './MigrationBannerHost';

let root: Root | null = null;

/**
 * Starts onboarding's Qube+ banner once per page (the shell calls it through the `onboarding/banners` expose after a
 * customer signs in): a small React root of its own, so the banner and its dialogs work on every area's page.
 */
export function startMigrationBanners(): () => void {
  if (!root) {
    const element = document.createElement('div');
    element.id = 'qube-banners-onboarding';
    document.body.appendChild(element);
    root = createRoot(element);
    root.render(
      <ConfigProvider theme={{ token: themeTokens(getApiConfig().companyId) }} getPopupContainer={popupContainer}>
        <MigrationBannerHost />
      </ConfigProvider>,
    );
  }
  return () => {
    root?.unmount();
    root = null;
    document.getElementById('qube-banners-onboarding')?.remove();
  };
}
