import type { ComponentType } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { getApiConfig, themeTokens } from '@qube/shared';
import { popupContainer } from '@qube/shared/ui/popupContainer';

/**
 * A portal page built with antd, with the area's theme and antd's App (themed message and confirm functions) around
 * it. Imported only from the pages' lazy chunks: the portal's frame and its dashboard are plain markup, so a cold
 * load of /coaching/dashboard loads no antd at all (ARCHITECTURE.md "Page budget").
 */
export function withAntd(Page: ComponentType): ComponentType {
  function AntdPage() {
    return (
      <ConfigProvider theme={{ token: themeTokens(getApiConfig().companyId) }} getPopupContainer={popupContainer}>
        {/* component={false}: antd's App adds no element of its own. */}
        <AntdApp component={false}>
          <Page />
        </AntdApp>
      </ConfigProvider>
    );
  }
  AntdPage.displayName = `withAntd(${Page.displayName ?? Page.name})`;
  return AntdPage;
}
