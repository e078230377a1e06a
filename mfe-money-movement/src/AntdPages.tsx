import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { getApiConfig, themeTokens } from '@qube/shared';
import { popupContainer } from '@qube/shared/ui/popupContainer';
import { QubesPage } from './features/qubes/QubesPage';
import { ActivityPage } from './features/activity/ActivityPage';

/** antd with the area's theme: only the pages after the Overview need it. */
function AntdTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={{ token: themeTokens(getApiConfig().companyId) }} getPopupContainer={popupContainer}>{children}</ConfigProvider>;
}

/** The area's pages built with antd, in a chunk of their own that loads on their first visit. */
export function QubesRoute() {
  return (
    <AntdTheme>
      <QubesPage />
    </AntdTheme>
  );
}

export function ActivityRoute() {
  return (
    <AntdTheme>
      <ActivityPage />
    </AntdTheme>
  );
}
