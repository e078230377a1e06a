import { ConfigProvider } from 'antd';
import { getApiConfig, themeTokens } from '@qube/shared';
import { popupContainer } from '@qube/shared/ui/popupContainer';
import { DisplayCardPage } from './DisplayCardPage';

/** /display-card with the area's antd theme, in a chunk of its own loaded on its first visit. */
export function DisplayCardRoute() {
  return (
    <ConfigProvider theme={{ token: themeTokens(getApiConfig().companyId) }} getPopupContainer={popupContainer}>
      <DisplayCardPage />
    </ConfigProvider>
  );
}
