import { useState } from 'react';
import { Button, Form } from 'antd';
import { VERIFICATION_CODE_LENGTH } from '@qube/shared';
import { messageOf } from '../registration/components/useStepSubmit';
import { ResendCode } from './ResendCode';
import { VerificationCodeField } from './VerificationCodeField';

type Props = {
  /** The code field's id (each page its own). */
  id: string;
  /** The number the code went to, as the notice names it. */
  phone: string;
  isBusy: boolean;
  /** The page's resend countdown (useCountdown), started where the page knows when the last code went out. */
  countdown: { left: number; restart: (seconds: number) => void };
  /** Checks the typed code (the page's submit). */
  onVerify: (code: string) => void;
  /** Texts a new code; answers when the next may be asked for. */
  sendAgain: () => Promise<{ resend_after_seconds: number }>;
  /** The page's error line: cleared before a resend, set when it fails. */
  setError: (message: string | null) => void;
};

/**
 * The code step's form (ON-41, ON-42), for registration's phone step and an authorized user's: the 5-digit code,
 * 'Continue' once it is complete, and 'Resend' after the countdown, which says where the new code went.
 */
export function PhoneCodeForm({ id, phone, isBusy, countdown, onVerify, sendAgain, setError }: Props) {
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const resend = async () => {
    setError(null);
    try {
      const sent = await sendAgain();
      countdown.restart(sent.resend_after_seconds);
      setNotice(`We sent a new code to ${phone}.`);
    } catch (caught) {
      setError(messageOf(caught));
    }
  };
  return (
    <>
      <Form layout="vertical" onFinish={() => onVerify(code)}>
        <VerificationCodeField id={id} value={code} onChange={setCode} />
        <p role="status">{notice}</p>
        <Button type="primary" htmlType="submit" size="large" block loading={isBusy} disabled={code.length < VERIFICATION_CODE_LENGTH}>
          Continue
        </Button>
      </Form>
      <ResendCode secondsLeft={countdown.left} onResend={() => void resend()} />
    </>
  );
}
