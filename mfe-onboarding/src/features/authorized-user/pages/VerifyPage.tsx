import { VERIFICATION_CODE_LENGTH } from '@qube/shared';
import { Link } from 'react-router-dom';
import { PhoneCodeForm } from '../../shared-steps/PhoneCodeForm';
import { useCountdown } from '../../registration/components/useCountdown';
import { authorizedUserApi } from '../authorizedUserApi';
import { useAuthorizedUser } from '../AuthorizedUserContext';
import { AuthorizedUserStepPage } from '../AuthorizedUserStepPage';
import { useAuthorizedUserSubmit } from '../useAuthorizedUserSubmit';
import { pathOf } from '../steps';

/** /register/authorized-user/phone-numbers/verify: the 5-digit code (10 minutes, 5 tries; 'Resend' after 50 s). */
export function VerifyPage() {
  const { application, setApplication } = useAuthorizedUser();
  const { run, isBusy, error, setError } = useAuthorizedUserSubmit();
  const countdown = useCountdown(application?.resend_after_seconds ?? 0);
  const phone = application?.phone_number ?? '';
  const sendAgain = async () => {
    const sent = await authorizedUserApi.sendCode(phone);
    setApplication(sent);
    return sent;
  };
  return (
    <AuthorizedUserStepPage
      step="phone-numbers-verify"
      title="Verify your phone"
      intro={<>Enter the {VERIFICATION_CODE_LENGTH}-digit code we sent to {phone}. <Link to={pathOf('phone-numbers')}>Change number</Link></>}
      error={error}
    >
      <PhoneCodeForm
        id="authorized-user-code"
        phone={phone}
        isBusy={isBusy}
        countdown={countdown}
        onVerify={(code) => run(() => authorizedUserApi.verifyCode(code))}
        sendAgain={sendAgain}
        setError={setError}
      />
    </AuthorizedUserStepPage>
  );
}
