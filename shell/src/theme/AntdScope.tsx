import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { useStore } from 'zustand';
import { getApiConfig, themeTokens } from '@qube/shared';
import { popupContainer } from '@qube/shared/ui/popupContainer';
import { brandFor } from './companyTheme';
import antdTargetsCss from './antdTargets.css?inline';
import { addStyleSheet } from '@qube/shared/ui/addStyleSheet';
import { themeStore } from './themeStore';

addStyleSheet('antd-targets', antdTargetsCss);

/**
 * The antd theme for the shell's heavier parts (signed-in chrome, account pages). Loaded with them,
 * never on the sign-in page.
 */
export default function AntdScope({ children }: { children: ReactNode }) {
  const theme = useStore(themeStore, (s) => s.data);
  const { companyId } = getApiConfig();
  return (
    <ConfigProvider theme={{ token: themeTokens(companyId, brandFor(companyId, theme).primaryColor) }} getPopupContainer={popupContainer}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
