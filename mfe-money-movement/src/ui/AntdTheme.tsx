import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { getApiConfig, themeTokens } from '@qube/shared';
import { popupContainer } from '@qube/shared/ui/popupContainer';

/**
 * antd with the area's theme, for the dialogs and drawers behind the plain first views. Imported only by lazy
 * chunks (`lazyInTheme`): a first view that imported it would load antd's ConfigProvider and its CSS-in-JS.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={{ token: themeTokens(getApiConfig().companyId) }} getPopupContainer={popupContainer}>
      {children}
    </ConfigProvider>
  );
}
