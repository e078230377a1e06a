import type { FormEvent } from 'react';
import { validateRequired } from '@qube/shared';
import { PlainField, usePlainForm, type PlainForm } from '@qube/shared/ui/plain';
import { StepButton } from '../../registration/components/StepButton';
import { bindInput } from '../../shared-steps/bindInput';
import { authorizedUserApi } from '../authorizedUserApi';
import { useAuthorizedUser } from '../AuthorizedUserContext';
import { AuthorizedUserStepPage } from '../AuthorizedUserStepPage';
import { useAuthorizedUserSubmit } from '../useAuthorizedUserSubmit';

type Values = { birth_date: string };

/** /register/authorized-user/birth-date: authorized users are 13 or older (the API says so when not). */
export function BirthDatePage() {
  const { application } = useAuthorizedUser();
  const { run, isBusy, error } = useAuthorizedUserSubmit();
  const save = (v: Values, form: PlainForm<Values>) => run(() => authorizedUserApi.saveBirthDate(v.birth_date), form);
  return (
    <AuthorizedUserStepPage step="birth-date" title="Your date of birth" intro="Authorized users must be at least 13 years old." error={error}>
      <BirthDateForm initial={{ birth_date: application?.birth_date ?? '' }} isBusy={isBusy} onSave={save} />
    </AuthorizedUserStepPage>
  );
}

type FormProps = { initial: Values; isBusy: boolean; onSave: (values: Values, form: PlainForm<Values>) => unknown };

function BirthDateForm({ initial, isBusy, onSave }: FormProps) {
  const form = usePlainForm<Values>(initial, { rules: { birth_date: validateRequired } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) void onSave(form.values, form);
  };
  return (
    <form noValidate onSubmit={submit}>
      <PlainField label="Date of Birth" error={form.errors.birth_date} inputProps={{ ...bindInput(form, 'birth_date'), type: 'date', autoComplete: 'bday' }} />
      <StepButton isBusy={isBusy}>Continue</StepButton>
    </form>
  );
}
