import { getApiConfig, themeTokens } from '@qube/shared';
import { PlainButton } from '@qube/shared/ui/plain';
import { formatCountdown } from '../registration/components/useCountdown';

type Props = { secondsLeft: number; onResend: () => void };

/**
 * 'Resend code in 00:NN' while the countdown runs, then the 'Resend' link-looking button (ON-42: 50 s), for every code
 * step (registration's, an authorized user's, the guest sign-up dialog's). Plain markup: the steps load no antd.
 */
export function ResendCode({ secondsLeft, onResend }: Props) {
  return (
    <p style={{ marginTop: 16 }}>
      {secondsLeft > 0 ? (
        <span>Resend code in {formatCountdown(secondsLeft)}</span>
      ) : (
        <PlainButton variant="link" color={themeTokens(getApiConfig().companyId).colorPrimary} onClick={onResend} style={{ padding: 0 }}>
          Resend
        </PlainButton>
      )}
    </p>
  );
}
