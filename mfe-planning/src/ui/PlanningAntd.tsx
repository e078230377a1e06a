import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { getApiConfig, themeTokens } from '@qube/shared';
import { popupContainer } from '@qube/shared/ui/popupContainer';

/**
 * antd with the area's theme, for the dialogs behind the plain first view of /planning. Imported only by lazy chunks
 * (`lazyInTheme`): a first view that imported it would load antd's ConfigProvider and its CSS-in-JS
 * (docs/adr/0015-plain-markup-first-views.md).
 */
export function PlanningAntd({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={{ token: themeTokens(getApiConfig().companyId) }} getPopupContainer={popupContainer}>
      {children}
    </ConfigProvider>
  );
}
