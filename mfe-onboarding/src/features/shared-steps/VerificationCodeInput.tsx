import { onlyDigits, VERIFICATION_CODE_LENGTH } from '@qube/shared';
import { PlainField } from '@qube/shared/ui/plain';

type Props = { id: string; value: string; onChange: (code: string) => void };

/**
 * The texted code's field (ON-41) in plain markup, for registration's and an authorized user's code step: digits only,
 * at most 5, offered by the phone's one-time-code autofill, focused when the step opens (the guest sign-up dialog
 * keeps antd's VerificationCodeField).
 */
export function VerificationCodeInput({ id, value, onChange }: Props) {
  return (
    <PlainField
      label="Verification Code"
      inputProps={{
        id,
        value,
        onChange: (e) => onChange(onlyDigits(e.target.value, VERIFICATION_CODE_LENGTH)),
        inputMode: 'numeric',
        autoComplete: 'one-time-code',
        maxLength: VERIFICATION_CODE_LENGTH,
        autoFocus: true,
      }}
    />
  );
}
