import { Form, Input } from 'antd';
import { onlyDigits, VERIFICATION_CODE_LENGTH } from '@qube/shared';

type Props = { id: string; value: string; onChange: (code: string) => void };

/**
 * The texted code's field (ON-41) in the guest sign-up dialog's antd form (the steps use VerificationCodeInput): digits
 * only, at most 5, offered by the phone's one-time-code autofill.
 */
export function VerificationCodeField({ id, value, onChange }: Props) {
  return (
    <Form.Item label="Verification Code" htmlFor={id}>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange(onlyDigits(e.target.value, VERIFICATION_CODE_LENGTH))}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_LENGTH}
        autoFocus
      />
    </Form.Item>
  );
}
