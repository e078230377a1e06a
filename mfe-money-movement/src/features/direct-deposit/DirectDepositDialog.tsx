import { useState, type ReactNode } from 'react';
import { Alert, Button, Skeleton, Typography } from 'antd';
import { ApiError, useSession } from '@qube/shared';
import { BackButton, CancelButton, MoveMoneyModal } from '../move-money/MoveMoneyModal';
import type { MoveMoneyDialogProps } from '../move-money/moveMoneyDialogs';
import { LoadError } from '../move-money/LoadState';
import { AccountInfoStep } from './AccountInfoStep';
import { sendBlankForm, sendCompletedForm } from './directDepositApi';
import { completedFormPayload, EMPTY_FORM, formErrors } from './directDepositRules';
import { DirectDepositFormStep } from './DirectDepositFormStep';
import { AVAILABILITY_CHECK_FAILED, useDirectDepositAvailability } from './useDirectDepositAvailability';

/** MM-112: the confirmation's title. */
export const YOU_VE_GOT_MAIL = "You've Got Mail!";

/**
 * Direct Deposit (MM-112 to MM-118): 1 the account's numbers (copy buttons), 2 the form, 3 "You've Got Mail!". Both the
 * filled-in form (as a PDF) and a blank one ('Email Me a Blank Form') go to the person's e-mail. Each open mounts a new
 * dialog: an empty form and a new idempotency key (MM-114). The numbers show only once the API says direct deposits
 * can land (a network is configured): otherwise its sentence, and nothing to hand an employer.
 */
export function DirectDepositDialog({ onClose }: MoveMoneyDialogProps) {
  const account = useSession((s) => s.active_account);
  const [availability, retryAvailability] = useDirectDepositAvailability();
  const [step, setStep] = useState<'info' | 'form' | 'sent'>('info');
  const [form, setForm] = useState(EMPTY_FORM);
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'completed' | 'blank' | null>(null);
  const [sent, setSent] = useState<{ kind: 'blank' | 'completed'; to: string } | null>(null);

  const errors = formErrors(form);
  const shownErrors = hasTriedSubmit ? errors : {};

  const send = async (kind: 'blank' | 'completed') => {
    if (!account) return;
    setBusy(kind);
    setError(null);
    try {
      const done = kind === 'blank' ? await sendBlankForm(account.id) : await sendCompletedForm(completedFormPayload(form, account.id, idempotencyKey));
      setSent({ kind, to: done.sent_to });
      setStep('sent');
    } catch (caught) {
      // MM-116: the API's fallback_message, inline.
      setError((caught instanceof ApiError ? caught.fallbackMessage : null) ?? 'We could not send the form. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  const submit = () => {
    setHasTriedSubmit(true);
    if (Object.keys(errors).length === 0) void send('completed');
  };

  const blankFormButton = (
    <Button key="blank" loading={busy === 'blank'} disabled={busy !== null} onClick={() => void send('blank')}>
      Email Me a Blank Form
    </Button>
  );
  const errorAlert = <div aria-live="polite">{error && <Alert style={{ marginTop: 12 }} type="error" showIcon role="alert" title={error} />}</div>;

  let title: string;
  let body: ReactNode;
  let footer: ReactNode[];
  if (!account) {
    title = 'Direct Deposit';
    body = <Skeleton active aria-label="Loading your account" />;
    footer = [<CancelButton key="cancel" />];
  } else if (availability.state === 'checking') {
    title = 'Direct Deposit';
    body = (
      <div role="status" aria-label="Checking direct deposit">
        <Skeleton active />
      </div>
    );
    footer = [<CancelButton key="cancel" />];
  } else if (availability.state === 'failed') {
    title = 'Direct Deposit';
    body = <LoadError title={AVAILABILITY_CHECK_FAILED} error={availability.error} onRetry={retryAvailability} />;
    footer = [<CancelButton key="cancel" />];
  } else if (availability.state === 'unavailable') {
    title = 'Direct Deposit';
    body = <Alert type="info" showIcon role="status" title={availability.message} />;
    footer = [
      <Button key="close" type="primary" onClick={onClose}>
        Close
      </Button>,
    ];
  } else if (step === 'info') {
    title = 'Direct Deposit';
    body = (
      <>
        <AccountInfoStep account={account} />
        {errorAlert}
      </>
    );
    footer = [
      <CancelButton key="cancel" />,
      blankFormButton,
      <Button key="form" type="primary" disabled={busy !== null} onClick={() => { setError(null); setStep('form'); }}>
        Fill Out Form
      </Button>,
    ];
  } else if (step === 'form') {
    title = 'Direct Deposit Form';
    body = (
      <>
        <DirectDepositFormStep form={form} errors={shownErrors} onChange={setForm} />
        {errorAlert}
      </>
    );
    footer = [
      <BackButton key="back" onClick={() => { setError(null); setStep('info'); }} />,
      <CancelButton key="cancel" />,
      <Button key="submit" type="primary" loading={busy === 'completed'} disabled={busy !== null} onClick={submit}>
        Submit
      </Button>,
    ];
  } else {
    title = YOU_VE_GOT_MAIL;
    body = (
      <div style={{ textAlign: 'center', padding: '16px 0' }}>
        <Typography.Paragraph>
          {sent?.kind === 'blank' ? 'We sent a blank direct deposit form' : 'We sent your direct deposit form'} to <strong>{sent?.to}</strong>.
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          {sent?.kind === 'blank' ? 'Fill it in and give it' : 'Give it'} to your employer or payroll provider. Payroll usually starts paying into Qube
          within one or two pay periods.
        </Typography.Paragraph>
      </div>
    );
    footer = [
      <Button key="done" type="primary" onClick={onClose}>
        Done
      </Button>,
    ];
  }

  return (
    <MoveMoneyModal title={title} footer={footer} onClose={onClose}>
      {body}
    </MoveMoneyModal>
  );
}
