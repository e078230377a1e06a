import { usePlainForm, type PlainForm } from '@qube/shared/ui/plain';
import { BirthDateInputs, birthDateRules, type BirthDateValues } from '../../shared-steps/BirthDateInputs';
import { StepForm } from '../../shared-steps/StepForm';
import { authorizedUserApi } from '../authorizedUserApi';
import { useAuthorizedUser } from '../AuthorizedUserContext';
import { AuthorizedUserStepPage } from '../AuthorizedUserStepPage';
import { useAuthorizedUserSubmit } from '../useAuthorizedUserSubmit';

type Values = BirthDateValues;

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
  const form = usePlainForm<Values>(initial, { rules: birthDateRules<Values>() });
  return (
    <StepForm isBusy={isBusy} validate={form.validate} onSubmit={() => onSave(form.values, form)}>
      <BirthDateInputs form={form} />
    </StepForm>
  );
}
