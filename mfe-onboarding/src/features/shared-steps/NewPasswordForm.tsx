import type { FormEvent } from 'react';
import { usePlainForm, type PlainForm } from '@qube/shared/ui/plain';
import { StepButton } from '../registration/components/StepButton';
import { NEW_PASSWORD_DEPENDENCIES, newPasswordRules, NewPasswordInputs, type NewPasswordValues } from './NewPasswordInputs';

type Props = { isBusy: boolean; onSave: (values: NewPasswordValues, form: PlainForm<NewPasswordValues>) => unknown };

/**
 * The password step's form in plain markup (registration's and an authorized user's): password and confirmation with
 * registration's rules, checked as typed and on Continue; a submit with both valid saves.
 */
export function NewPasswordForm({ isBusy, onSave }: Props) {
  const form = usePlainForm<NewPasswordValues>({ password: '', passwordConfirm: '' }, { rules: newPasswordRules<NewPasswordValues>(), dependencies: NEW_PASSWORD_DEPENDENCIES });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) void onSave(form.values, form);
  };
  return (
    <form noValidate onSubmit={submit}>
      <NewPasswordInputs form={form} />
      <StepButton isBusy={isBusy}>Continue</StepButton>
    </form>
  );
}
