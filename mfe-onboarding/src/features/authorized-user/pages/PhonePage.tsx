import type { FormEvent } from 'react';
import { firstError, formatPhone, PHONE_FORMATTED_LENGTH, validatePhone, validateRequired } from '@qube/shared';
import { PlainField, usePlainForm, type PlainForm } from '@qube/shared/ui/plain';
import { StepButton } from '../../registration/components/StepButton';
import { bindInput } from '../../shared-steps/bindInput';
import { authorizedUserApi } from '../authorizedUserApi';
import { useAuthorizedUser } from '../AuthorizedUserContext';
import { AuthorizedUserStepPage } from '../AuthorizedUserStepPage';
import { useAuthorizedUserSubmit } from '../useAuthorizedUserSubmit';

/** SH-37: the consent line under every phone input that leads to a text message. */
export const SMS_CONSENT = 'message and data rates may apply, reply STOP to unsubscribe';

type Values = { phone_number: string };

/** /register/authorized-user/phone-numbers: the mobile number; Continue texts a 5-digit code. */
export function PhonePage() {
  const { application } = useAuthorizedUser();
  const { run, isBusy, error } = useAuthorizedUserSubmit();
  const save = (v: Values, form: PlainForm<Values>) => run(() => authorizedUserApi.sendCode(v.phone_number), form);
  return (
    <AuthorizedUserStepPage step="phone-numbers" title="Your phone number" intro="We will text a code to confirm it." error={error}>
      <PhoneForm initial={{ phone_number: application?.phone_number ?? '' }} isBusy={isBusy} onSave={save} />
    </AuthorizedUserStepPage>
  );
}

type FormProps = { initial: Values; isBusy: boolean; onSave: (values: Values, form: PlainForm<Values>) => unknown };

function PhoneForm({ initial, isBusy, onSave }: FormProps) {
  const form = usePlainForm<Values>(initial, { rules: { phone_number: firstError(validateRequired, validatePhone) } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) void onSave(form.values, form);
  };
  return (
    <form noValidate onSubmit={submit}>
      <PlainField
        label="Phone Number"
        help={SMS_CONSENT}
        error={form.errors.phone_number}
        inputProps={{ ...bindInput(form, 'phone_number', formatPhone), inputMode: 'tel', autoComplete: 'tel-national', placeholder: '(555) 555-5555', maxLength: PHONE_FORMATTED_LENGTH }}
      />
      <StepButton isBusy={isBusy}>Send Code</StepButton>
    </form>
  );
}
