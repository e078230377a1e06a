import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { onlyDigits, VERIFICATION_CODE_LENGTH } from '@qube/shared';
import { formatCountdown } from '../registration/components/useCountdown';

type Props = { phone: string; secondsLeft: number; isBusy: boolean; onSubmit: (code: string) => void; onResend: () => void };

/** Step 1 (ON-41, ON-42): the 5-digit code; Continue waits for 5 digits; 'Resend' after the 00:NN countdown. */
export function CodeStep({ phone, secondsLeft, isBusy, onSubmit, onResend }: Props) {
  const [code, setCode] = useState('');
  return (
    <Form layout="vertical" onFinish={() => onSubmit(code)}>
      <p>Enter the {VERIFICATION_CODE_LENGTH}-digit code we sent to {phone}.</p>
      <Form.Item label="Verification Code" htmlFor="guest-verification-code">
        <Input
          id="guest-verification-code"
          value={code}
          onChange={(e) => setCode(onlyDigits(e.target.value, VERIFICATION_CODE_LENGTH))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          autoFocus
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={isBusy} disabled={code.length < VERIFICATION_CODE_LENGTH}>
        Continue
      </Button>
      <p style={{ marginTop: 16 }}>
        {secondsLeft > 0 ? (
          <span>Resend code in {formatCountdown(secondsLeft)}</span>
        ) : (
          <Button type="link" onClick={onResend} style={{ padding: 0 }}>
            Resend
          </Button>
        )}
      </p>
    </Form>
  );
}
