import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { getApiConfig, themeTokens } from '@qube/shared';
import { popupContainer } from '@qube/shared/ui/popupContainer';

/**
 * The portal's antd theme and antd's App (themed message and confirm functions) around a lazily loaded piece (a dialog
 * of a plain page, a date field's calendar), inside that piece's chunk: every page of the portal is plain markup, so
 * a cold load of any of them loads no antd at all (docs/adr/0015-plain-markup-first-views.md).
 */
export function AntdFrame({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={{ token: themeTokens(getApiConfig().companyId) }} getPopupContainer={popupContainer}>
      <AntdApp component={false}>{children}</AntdApp>
    </ConfigProvider>
  );
}
