import { useState } from 'react';
import { Alert, Button, Modal, Typography } from 'antd';
import { endSession, startSessionWithToken, useSession } from '@qube/shared';
import { useCountdown } from '../registration/components/useCountdown';
import { messageOf } from '../registration/components/useStepSubmit';
import { CodeStep } from './CodeStep';
import { DetailsStep, type DetailsValues } from './DetailsStep';
import { guestSignupApi } from './guestSignupApi';
import { PhoneStep } from './PhoneStep';

/** Where a new limited user goes (ON-46, ON-48). */
export const AFTER_SIGN_UP_PATH = '/register/link-external-bank';
export const SAVE_PROMPT_HEADING = 'Create an account to save your changes.';
export const DEFAULT_HEADING = 'Get started!';

type Props = { isSavePrompt: boolean; onClose: () => void };

/** single-spa hears pushState (it becomes a popstate), so the shell and every area follow. */
const go = (path: string) => window.history.pushState(null, '', path);

/**
 * The anonymous sign-up dialog (ON-36 to ON-48): 'Create an Account', steps 0 phone, 1 code, 2 details. Completing it
 * makes the guest a limited user in its own account, starts that session and opens /register/link-external-bank.
 */
export function GuestSignUpDialog({ isSavePrompt, onClose }: Props) {
  const accountId = useSession((s) => s.me?.primary_account.id ?? null);
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [phone, setPhone] = useState('');
  const [tempToken, setTempToken] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { left, restart } = useCountdown(0);

  const run = async (work: () => Promise<void>) => {
    setIsBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setIsBusy(false);
    }
  };
  const sendCode = (to: string) =>
    run(async () => {
      const sent = await guestSignupApi.sendCode(to);
      setPhone(to);
      restart(sent.resend_after_seconds);
      setStep(1);
    });
  const verify = (code: string) =>
    run(async () => {
      setTempToken(await guestSignupApi.verifyCode(phone, code));
      setStep(2);
    });
  const create = (values: DetailsValues) =>
    run(async () => {
      if (accountId === null) throw new Error('Your playground could not be found. Please reload the page.');
      const session = await guestSignupApi.createLimitedUser(accountId, { ...values, phoneNumber: phone, temp_token: tempToken });
      const problem = await startSessionWithToken(session.token, true, session.account_id);
      if (problem) throw new Error(problem);
      onClose();
      go(AFTER_SIGN_UP_PATH);
    });
  // ON-38: 'Login Here.' ends the guest's session and opens the sign-in page.
  const logIn = async () => {
    onClose();
    await endSession();
    go('/');
  };

  return (
    <Modal open title="Create an Account" onCancel={onClose} footer={null} mask={{ closable: false }} width={480} destroyOnHidden>
      <Typography.Title level={2} style={{ fontSize: 22, marginTop: 0 }}>
        {isSavePrompt ? SAVE_PROMPT_HEADING : DEFAULT_HEADING}
      </Typography.Title>
      <div aria-live="assertive">{error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}</div>
      {step === 0 && <PhoneStep initial={phone} isBusy={isBusy} onSubmit={(p) => void sendCode(p)} />}
      {step === 1 && <CodeStep phone={phone} secondsLeft={left} isBusy={isBusy} onSubmit={(c) => void verify(c)} onResend={() => void sendCode(phone)} />}
      {step === 2 && <DetailsStep isBusy={isBusy} onSubmit={(v) => void create(v)} />}
      <p style={{ marginTop: 16, marginBottom: 0 }}>
        Already have an account?{' '}
        <Button type="link" onClick={() => void logIn()} style={{ padding: 0 }}>
          Login Here.
        </Button>
      </p>
    </Modal>
  );
}
