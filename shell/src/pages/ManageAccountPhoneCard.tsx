import { useState, type FormEvent } from 'react';
import {
  api,
  ApiError,
  firstError,
  formatPhone,
  onlyDigits,
  PHONE_FORMATTED_LENGTH,
  sessionStore,
  SMS_CONSENT,
  useSession,
  validatePhone,
  validateRequired,
  VERIFICATION_CODE_LENGTH,
  type Me,
} from '@qube/shared';
import { PlainAlert, PlainButton, PlainCard, PlainField } from '@qube/shared/ui/plain';
import { CARD_GAP, ManageAccountDetails } from './ManageAccountParts';
import { useShellPrimary } from './shellPlain';

type Step = 'view' | 'phone' | 'code';

const checkPhone = firstError(validateRequired, validatePhone);

function messageOf(caught: unknown, field: string, fallback: string): string {
  if (!(caught instanceof ApiError)) return fallback;
  return caught.body?.fields?.[field] ?? caught.fallbackMessage ?? fallback;
}

/** Phone card of /manage-account (SH-41): new number → code by text → verified number (SD-21, SD-22). */
export function ManageAccountPhoneCard() {
  const current = useSession((s) => s.me?.phone_number ?? null);
  const primary = useShellPrimary();
  const [step, setStep] = useState<Step>('view');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const start = () => {
    setPhoneNumber('');
    setCode('');
    setError(null);
    setNotice(null);
    setStep('phone');
  };

  const sendCode = async () => {
    setIsBusy(true);
    setError(null);
    try {
      await api.post('users/add-new-phone-number/', { phone_number: phoneNumber });
      setCode('');
      setStep('code');
    } catch (caught) {
      setError(messageOf(caught, 'phone_number', 'We could not send a code to this number. Please try again.'));
    } finally {
      setIsBusy(false);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length < VERIFICATION_CODE_LENGTH) return;
    setIsBusy(true);
    setError(null);
    try {
      await api.post('users/verify-new-phone-number/', { phone_number: phoneNumber, verification_code: code });
      const { data } = await api.get<Me>('users/me/');
      sessionStore.getState().setMe(data);
      setStep('view');
      setNotice('Phone number changed.');
    } catch (caught) {
      setError(messageOf(caught, 'verification_code', 'We could not verify this code. Please try again.'));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <PlainCard title="Phone" style={CARD_GAP}>
      {notice && <PlainAlert type="success" style={{ marginBottom: 16 }} title={notice} />}
      {step === 'view' && (
        <>
          <ManageAccountDetails items={[{ key: 'phone', label: 'Phone number', value: current ?? 'Not provided' }]} />
          <PlainButton color={primary} style={{ marginTop: 12 }} onClick={start}>
            Change phone number
          </PlainButton>
        </>
      )}
      {step === 'phone' && (
        <PhoneStep primary={primary} phoneNumber={phoneNumber} onChange={setPhoneNumber} onSubmit={sendCode} onCancel={() => setStep('view')} error={error} isBusy={isBusy} />
      )}
      {step === 'code' && (
        <form noValidate onSubmit={(e) => void verify(e)} style={{ maxWidth: 360 }}>
          <p style={{ margin: '0 0 1em' }}>
            We sent a {VERIFICATION_CODE_LENGTH}-digit code to {phoneNumber}.
          </p>
          <PlainField
            label="Verification code"
            error={error}
            inputProps={{
              id: 'verification-code',
              value: code,
              onChange: (e) => setCode(onlyDigits(e.target.value, VERIFICATION_CODE_LENGTH)),
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              maxLength: VERIFICATION_CODE_LENGTH,
              autoFocus: true,
            }}
          />
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <PlainButton variant="primary" color={primary} type="submit" disabled={code.length < VERIFICATION_CODE_LENGTH} loading={isBusy}>
              Continue
            </PlainButton>
            <PlainButton color={primary} onClick={() => void sendCode()} disabled={isBusy}>
              Send a new code
            </PlainButton>
            <PlainButton color={primary} onClick={() => setStep('phone')}>
              Change number
            </PlainButton>
          </div>
        </form>
      )}
    </PlainCard>
  );
}

type PhoneStepProps = {
  primary: string;
  phoneNumber: string;
  onChange: (value: string) => void;
  onSubmit: () => Promise<void>;
  onCancel: () => void;
  error: string | null;
  isBusy: boolean;
};

function PhoneStep({ primary, phoneNumber, onChange, onSubmit, onCancel, error, isBusy }: PhoneStepProps) {
  // The shared rules' message while typing (antd's onChange check); the API's answer replaces it.
  const [ruleError, setRuleError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = checkPhone(phoneNumber);
    setRuleError(message);
    if (!message) void onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} style={{ maxWidth: 360 }}>
      <PlainField
        label="New phone number"
        help={SMS_CONSENT}
        error={error ?? ruleError}
        inputProps={{
          value: phoneNumber,
          onChange: (e) => {
            const formatted = formatPhone(e.target.value);
            onChange(formatted);
            setRuleError(checkPhone(formatted));
          },
          inputMode: 'tel',
          autoComplete: 'tel-national',
          placeholder: '(555) 555-5555',
          maxLength: PHONE_FORMATTED_LENGTH,
          autoFocus: true,
        }}
      />
      <div style={{ display: 'flex', gap: 8 }}>
        <PlainButton variant="primary" color={primary} type="submit" disabled={phoneNumber.length < PHONE_FORMATTED_LENGTH} loading={isBusy}>
          Send code
        </PlainButton>
        <PlainButton color={primary} onClick={onCancel}>
          Cancel
        </PlainButton>
      </div>
    </form>
  );
}
