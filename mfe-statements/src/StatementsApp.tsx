import { getApiConfig, themeTokens } from '@qube/shared';
import { popupContainer } from '@qube/shared/ui/popupContainer';
import { ConfigProvider } from 'antd';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { StatementsPage } from './features/statements/StatementsPage';

/** Routes of the statements area. */
export function StatementsApp() {
  return (
    <ConfigProvider theme={{ token: themeTokens(getApiConfig().companyId) }} getPopupContainer={popupContainer}>
      <BrowserRouter>
        <Routes>
          <Route path="/statements" element={<StatementsPage />} />
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
    </ConfigProvider>
  );
}
