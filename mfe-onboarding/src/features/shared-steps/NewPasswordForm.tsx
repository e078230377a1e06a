import { usePlainForm, type PlainForm } from '@qube/shared/ui/plain';
import { NEW_PASSWORD_DEPENDENCIES, newPasswordRules, NewPasswordInputs, type NewPasswordValues } from './NewPasswordInputs';
import { StepForm } from './StepForm';

type Props = { isBusy: boolean; onSave: (values: NewPasswordValues, form: PlainForm<NewPasswordValues>) => unknown };

/**
 * The password step's form in plain markup (registration's and an authorized user's): password and confirmation with
 * registration's rules, checked as typed and on Continue; a submit with both valid saves.
 */
export function NewPasswordForm({ isBusy, onSave }: Props) {
  const form = usePlainForm<NewPasswordValues>({ password: '', passwordConfirm: '' }, { rules: newPasswordRules<NewPasswordValues>(), dependencies: NEW_PASSWORD_DEPENDENCIES });
  return (
    <StepForm isBusy={isBusy} validate={form.validate} onSubmit={() => onSave(form.values, form)}>
      <NewPasswordInputs form={form} />
    </StepForm>
  );
}
