import { ConfigProvider } from 'antd';
import { getApiConfig, themeTokens } from '@qube/shared';
import { popupContainer } from '@qube/shared/ui/popupContainer';
import { CardNumberDialog } from './CardNumberDialog';

/** The card dialog with the area's antd theme: the Overview is plain markup, so this chunk brings antd with it. */
export function CardDialogEntry({ onClose }: { onClose: () => void }) {
  return (
    <ConfigProvider theme={{ token: themeTokens(getApiConfig().companyId) }} getPopupContainer={popupContainer}>
      <CardNumberDialog onClose={onClose} />
    </ConfigProvider>
  );
}
