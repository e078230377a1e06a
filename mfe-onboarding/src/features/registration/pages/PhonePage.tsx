import { useEffect, useState } from 'react';
import { VERIFICATION_CODE_LENGTH } from '@qube/shared';
import { Link, useNavigate } from 'react-router-dom';
import { registrationApi } from '../api/registrationApi';
import { clearPendingStart, readPendingStart } from '../components/pendingStart';
import { StepPage } from '../components/StepPage';
import { stepColour } from '../components/stepColour';
import { useCountdown } from '../components/useCountdown';
import { useStepSubmit } from '../components/useStepSubmit';
import { PhoneCodeForm } from '../../shared-steps/PhoneCodeForm';
import { pathOf } from '../steps';

/** Seconds before 'Resend' works again (ON-42). */
export const RESEND_SECONDS = 50;

/** /register/phone (step 1): the 5-digit code texted to the phone (ON-41, ON-42); checking it starts or resumes the application. */
export function PhonePage() {
  // Read once: the storage is cleared when the code is checked, and the page must not then send the person back to the start.
  const [pending] = useState(readPendingStart);
  const navigate = useNavigate();
  const { run, isBusy, error, setError } = useStepSubmit();
  const countdown = useCountdown(RESEND_SECONDS);
  useEffect(() => {
    if (!pending) navigate(pathOf('start'), { replace: true });
  }, [navigate, pending]);
  if (!pending) return null;
  const verify = (code: string) =>
    run(async () => {
      const form = await registrationApi.verifyPhone(pending.phone_number, code);
      clearPendingStart();
      return form;
    });
  return (
    <StepPage
      step="phone"
      title="Verify your phone"
      intro={<>Enter the {VERIFICATION_CODE_LENGTH}-digit code we sent to {pending.phone_number}. <Link to={pathOf('start')} style={{ color: stepColour() }}>Change number</Link></>}
      error={error}
    >
      <PhoneCodeForm
        id="verification-code"
        phone={pending.phone_number}
        isBusy={isBusy}
        countdown={countdown}
        onVerify={verify}
        sendAgain={() => registrationApi.start(pending)}
        setError={setError}
      />
    </StepPage>
  );
}
