import { useState } from 'react';
import { Button, Form } from 'antd';
import { VERIFICATION_CODE_LENGTH } from '@qube/shared';
import { ResendCode } from '../shared-steps/ResendCode';
import { VerificationCodeField } from '../shared-steps/VerificationCodeField';

type Props = { phone: string; secondsLeft: number; isBusy: boolean; onSubmit: (code: string) => void; onResend: () => void };

/** Step 1 (ON-41, ON-42): the 5-digit code; Continue waits for 5 digits; 'Resend' after the 00:NN countdown. */
export function CodeStep({ phone, secondsLeft, isBusy, onSubmit, onResend }: Props) {
  const [code, setCode] = useState('');
  return (
    <Form layout="vertical" onFinish={() => onSubmit(code)}>
      <p>Enter the {VERIFICATION_CODE_LENGTH}-digit code we sent to {phone}.</p>
      <VerificationCodeField id="guest-verification-code" value={code} onChange={setCode} />
      <Button type="primary" htmlType="submit" block size="large" loading={isBusy} disabled={code.length < VERIFICATION_CODE_LENGTH}>
        Continue
      </Button>
      <ResendCode secondsLeft={secondsLeft} onResend={onResend} />
    </Form>
  );
}
