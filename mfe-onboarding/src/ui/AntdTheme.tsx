import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { getApiConfig, themeTokens } from '@qube/shared';
import { popupContainer } from '@qube/shared/ui/popupContainer';

/**
 * antd with onboarding's theme, for the pages and dialogs behind the plain landing. Imported only by lazy chunks
 * (`lazyInTheme`): the landing would otherwise load antd's ConfigProvider and its CSS-in-JS on its first paint.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={{ token: themeTokens(getApiConfig().companyId) }} getPopupContainer={popupContainer}>
      {children}
    </ConfigProvider>
  );
}
