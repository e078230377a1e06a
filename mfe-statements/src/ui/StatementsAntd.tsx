import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { getApiConfig, themeTokens } from '@qube/shared';
import { popupContainer } from '@qube/shared/ui/popupContainer';

/**
 * The area's antd theme around a view that still draws with antd (the statement viewer, a monthly report). Each of
 * those is a lazy chunk that brings this with it, so the first view of /statements loads neither antd nor its
 * ConfigProvider (docs/adr/0015-plain-markup-first-views.md).
 */
export function StatementsAntd({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={{ token: themeTokens(getApiConfig().companyId) }} getPopupContainer={popupContainer}>
      {children}
    </ConfigProvider>
  );
}
