import { Button } from 'antd';
import { formatCountdown } from '../registration/components/useCountdown';

type Props = { secondsLeft: number; onResend: () => void };

/** 'Resend code in 00:NN' while the countdown runs, then the 'Resend' link (ON-42: 50 s), for both code steps. */
export function ResendCode({ secondsLeft, onResend }: Props) {
  return (
    <p style={{ marginTop: 16 }}>
      {secondsLeft > 0 ? (
        <span>Resend code in {formatCountdown(secondsLeft)}</span>
      ) : (
        <Button type="link" onClick={onResend} style={{ padding: 0 }}>
          Resend
        </Button>
      )}
    </p>
  );
}
