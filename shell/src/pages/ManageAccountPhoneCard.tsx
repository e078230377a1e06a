import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Typography } from 'antd';
import {
  api,
  ApiError,
  firstError,
  formatPhone,
  onlyDigits,
  PHONE_FORMATTED_LENGTH,
  sessionStore,
  toAntdRule,
  useSession,
  validatePhone,
  validateRequired,
  VERIFICATION_CODE_LENGTH,
  type Me,
} from '@qube/shared';

/** SH-37: the consent line under every phone input that leads to a text message. */
export const SMS_CONSENT = 'message and data rates may apply, reply STOP to unsubscribe';

type Step = 'view' | 'phone' | 'code';

function messageOf(caught: unknown, field: string, fallback: string): string {
  if (!(caught instanceof ApiError)) return fallback;
  return caught.body?.fields?.[field] ?? caught.fallbackMessage ?? fallback;
}

/** Phone card of /manage-account (SH-41): new number → code by text → verified number (SD-21, SD-22). */
export function ManageAccountPhoneCard() {
  const current = useSession((s) => s.me?.phone_number ?? null);
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

  const verify = async () => {
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
    <Card title="Phone" style={{ marginBottom: 16 }}>
      {notice && <Alert type="success" showIcon role="status" style={{ marginBottom: 16 }} title={notice} />}
      {step === 'view' && (
        <>
          <Descriptions column={1} items={[{ key: 'phone', label: 'Phone number', children: current ?? 'Not provided' }]} />
          <Button style={{ marginTop: 12 }} onClick={start}>
            Change phone number
          </Button>
        </>
      )}
      {step === 'phone' && (
        <PhoneStep phoneNumber={phoneNumber} onChange={setPhoneNumber} onSubmit={sendCode} onCancel={() => setStep('view')} error={error} isBusy={isBusy} />
      )}
      {step === 'code' && (
        <Form layout="vertical" requiredMark={false} onFinish={verify} style={{ maxWidth: 360 }}>
          <Typography.Paragraph>We sent a {VERIFICATION_CODE_LENGTH}-digit code to {phoneNumber}.</Typography.Paragraph>
          <Form.Item label="Verification code" htmlFor="verification-code" validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
            <Input
              id="verification-code"
              value={code}
              onChange={(e) => setCode(onlyDigits(e.target.value, VERIFICATION_CODE_LENGTH))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VERIFICATION_CODE_LENGTH}
              autoFocus
            />
          </Form.Item>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button type="primary" htmlType="submit" disabled={code.length < VERIFICATION_CODE_LENGTH} loading={isBusy}>
              Continue
            </Button>
            <Button onClick={() => void sendCode()} disabled={isBusy}>
              Send a new code
            </Button>
            <Button onClick={() => setStep('phone')}>Change number</Button>
          </div>
        </Form>
      )}
    </Card>
  );
}

type PhoneStepProps = {
  phoneNumber: string;
  onChange: (value: string) => void;
  onSubmit: () => Promise<void>;
  onCancel: () => void;
  error: string | null;
  isBusy: boolean;
};

function PhoneStep({ phoneNumber, onChange, onSubmit, onCancel, error, isBusy }: PhoneStepProps) {
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      initialValues={{ phone_number: phoneNumber }}
      onValuesChange={(changed: { phone_number?: string }) => {
        if (changed.phone_number !== undefined) onChange(changed.phone_number);
      }}
      onFinish={() => void onSubmit()}
      style={{ maxWidth: 360 }}
    >
      <Form.Item
        label="New phone number"
        name="phone_number"
        normalize={(value: string) => formatPhone(value ?? '')}
        rules={[toAntdRule(firstError(validateRequired, validatePhone))]}
        extra={SMS_CONSENT}
        {...(error ? { validateStatus: 'error' as const, help: error } : {})}
      >
        <Input inputMode="tel" autoComplete="tel-national" placeholder="(555) 555-5555" maxLength={PHONE_FORMATTED_LENGTH} autoFocus />
      </Form.Item>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="primary" htmlType="submit" disabled={phoneNumber.length < PHONE_FORMATTED_LENGTH} loading={isBusy}>
          Send code
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </Form>
  );
}
