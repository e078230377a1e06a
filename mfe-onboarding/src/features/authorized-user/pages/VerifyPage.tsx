import { useState } from 'react';
import { Button, Form } from 'antd';
import { VERIFICATION_CODE_LENGTH } from '@qube/shared';
import { Link } from 'react-router-dom';
import { ResendCode } from '../../shared-steps/ResendCode';
import { VerificationCodeField } from '../../shared-steps/VerificationCodeField';
import { useCountdown } from '../../registration/components/useCountdown';
import { messageOf } from '../../registration/components/useStepSubmit';
import { authorizedUserApi } from '../authorizedUserApi';
import { useAuthorizedUser } from '../AuthorizedUserContext';
import { AuthorizedUserStepPage } from '../AuthorizedUserStepPage';
import { useAuthorizedUserSubmit } from '../useAuthorizedUserSubmit';
import { pathOf } from '../steps';

/** /register/authorized-user/phone-numbers/verify: the 5-digit code (10 minutes, 5 tries; 'Resend' after 50 s). */
export function VerifyPage() {
  const { application, setApplication } = useAuthorizedUser();
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const { run, isBusy, error, setError } = useAuthorizedUserSubmit();
  const { left, restart } = useCountdown(application?.resend_after_seconds ?? 0);
  const phone = application?.phone_number ?? '';
  const resend = async () => {
    setError(null);
    try {
      const sent = await authorizedUserApi.sendCode(phone);
      setApplication(sent);
      restart(sent.resend_after_seconds);
      setNotice(`We sent a new code to ${phone}.`);
    } catch (caught) {
      setError(messageOf(caught));
    }
  };
  return (
    <AuthorizedUserStepPage
      step="phone-numbers-verify"
      title="Verify your phone"
      intro={<>Enter the {VERIFICATION_CODE_LENGTH}-digit code we sent to {phone}. <Link to={pathOf('phone-numbers')}>Change number</Link></>}
      error={error}
    >
      <Form layout="vertical" onFinish={() => run(() => authorizedUserApi.verifyCode(code))}>
        <VerificationCodeField id="authorized-user-code" value={code} onChange={setCode} />
        <p role="status">{notice}</p>
        <Button type="primary" htmlType="submit" size="large" block loading={isBusy} disabled={code.length < VERIFICATION_CODE_LENGTH}>
          Continue
        </Button>
      </Form>
      <ResendCode secondsLeft={left} onResend={() => void resend()} />
    </AuthorizedUserStepPage>
  );
}
