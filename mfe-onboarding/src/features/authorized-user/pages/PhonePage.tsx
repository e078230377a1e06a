import { usePlainForm, type PlainForm } from '@qube/shared/ui/plain';
import { PhoneNumberInputs, phoneNumberRules, type PhoneNumberValues } from '../../shared-steps/PhoneNumberInputs';
import { StepForm } from '../../shared-steps/StepForm';
import { authorizedUserApi } from '../authorizedUserApi';
import { useAuthorizedUser } from '../AuthorizedUserContext';
import { AuthorizedUserStepPage } from '../AuthorizedUserStepPage';
import { useAuthorizedUserSubmit } from '../useAuthorizedUserSubmit';

type Values = PhoneNumberValues;

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
  const form = usePlainForm<Values>(initial, { rules: phoneNumberRules<Values>() });
  return (
    <StepForm isBusy={isBusy} validate={form.validate} onSubmit={() => onSave(form.values, form)} submitLabel="Send Code">
      <PhoneNumberInputs form={form} />
    </StepForm>
  );
}
