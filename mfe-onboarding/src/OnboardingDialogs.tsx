import { getApiConfig, themeTokens } from '@qube/shared';
import { popupContainer } from '@qube/shared/ui/popupContainer';
import { ConfigProvider } from 'antd';
import { GuestSignUpHost } from './features/guest-signup/GuestSignUpHost';

/**
 * The dialogs of this area that any page may open through the bus (the anonymous sign-up, ON-36). Inside the shell they
 * are the `./dialogs` parcel, mounted on the first such command wherever the guest is.
 */
export function OnboardingDialogs() {
  return (
    <ConfigProvider theme={{ token: themeTokens(getApiConfig().companyId) }} getPopupContainer={popupContainer}>
      <GuestSignUpHost />
    </ConfigProvider>
  );
}
