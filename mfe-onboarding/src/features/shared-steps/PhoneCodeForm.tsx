import { useState, type FormEvent } from 'react';
import { VERIFICATION_CODE_LENGTH } from '@qube/shared';
import { StepButton } from '../registration/components/StepButton';
import { messageOf } from '../registration/components/useStepSubmit';
import { ResendCode } from './ResendCode';
import { VerificationCodeInput } from './VerificationCodeInput';

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
 * The code step's form (ON-41, ON-42) in plain markup, for registration's phone step and an authorized user's: the
 * 5-digit code, 'Continue' once it is complete, and 'Resend' after the countdown, which says where the new code went.
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter in an incomplete code does nothing, as the disabled Continue.
    if (code.length === VERIFICATION_CODE_LENGTH) onVerify(code);
  };
  return (
    <>
      <form noValidate onSubmit={submit}>
        <VerificationCodeInput id={id} value={code} onChange={setCode} />
        <p role="status">{notice}</p>
        <StepButton isBusy={isBusy} disabled={code.length < VERIFICATION_CODE_LENGTH}>
          Continue
        </StepButton>
      </form>
      <ResendCode secondsLeft={countdown.left} onResend={() => void resend()} />
    </>
  );
}
