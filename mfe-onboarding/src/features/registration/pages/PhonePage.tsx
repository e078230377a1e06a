import { useEffect, useState } from 'react';
import { Button, Form } from 'antd';
import { VERIFICATION_CODE_LENGTH } from '@qube/shared';
import { Link, useNavigate } from 'react-router-dom';
import { registrationApi } from '../api/registrationApi';
import { clearPendingStart, readPendingStart } from '../components/pendingStart';
import { StepPage } from '../components/StepPage';
import { useCountdown } from '../components/useCountdown';
import { messageOf, useStepSubmit } from '../components/useStepSubmit';
import { ResendCode } from '../../shared-steps/ResendCode';
import { VerificationCodeField } from '../../shared-steps/VerificationCodeField';
import { pathOf } from '../steps';

/** Seconds before 'Resend' works again (ON-42). */
export const RESEND_SECONDS = 50;

/** /register/phone (step 1): the 5-digit code texted to the phone (ON-41, ON-42); checking it starts or resumes the application. */
export function PhonePage() {
  // Read once: the storage is cleared when the code is checked, and the page must not then send the person back to the start.
  const [pending] = useState(readPendingStart);
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const { run, isBusy, error, setError } = useStepSubmit();
  const { left, restart } = useCountdown(RESEND_SECONDS);
  useEffect(() => {
    if (!pending) navigate(pathOf('start'), { replace: true });
  }, [navigate, pending]);
  if (!pending) return null;
  const verify = () =>
    run(async () => {
      const form = await registrationApi.verifyPhone(pending.phone_number, code);
      clearPendingStart();
      return form;
    });
  const resend = async () => {
    setError(null);
    try {
      const sent = await registrationApi.start(pending);
      restart(sent.resend_after_seconds);
      setNotice(`We sent a new code to ${pending.phone_number}.`);
    } catch (caught) {
      setError(messageOf(caught));
    }
  };
  return (
    <StepPage
      step="phone"
      title="Verify your phone"
      intro={<>Enter the {VERIFICATION_CODE_LENGTH}-digit code we sent to {pending.phone_number}. <Link to={pathOf('start')}>Change number</Link></>}
      error={error}
    >
      <Form layout="vertical" onFinish={verify}>
        <VerificationCodeField id="verification-code" value={code} onChange={setCode} />
        <p role="status">{notice}</p>
        <Button type="primary" htmlType="submit" size="large" block loading={isBusy} disabled={code.length < VERIFICATION_CODE_LENGTH}>
          Continue
        </Button>
      </Form>
      <ResendCode secondsLeft={left} onResend={() => void resend()} />
    </StepPage>
  );
}
