import type { PlainForm } from '@qube/shared/ui/plain';
import { NewPasswordForm } from '../../shared-steps/NewPasswordForm';
import type { NewPasswordValues } from '../../shared-steps/NewPasswordInputs';
import { encryptPassword } from '../api/encryptPassword';
import { registrationApi } from '../api/registrationApi';
import { StepPage } from '../components/StepPage';
import { useStepSubmit } from '../components/useStepSubmit';

/** /register/password (step 4, 'Your Info'): the password, encrypted in the browser with the API's public key (ON-47). */
export function PasswordPage() {
  const { run, isBusy, error } = useStepSubmit();
  const save = (v: NewPasswordValues, form: PlainForm<NewPasswordValues>) =>
    run(async () => registrationApi.savePassword(await encryptPassword(await registrationApi.publicKey(), v.password)), { form });
  return (
    <StepPage step="password" title="Create a password" intro="At least 8 characters with an uppercase and a lowercase letter, a number and a special character." error={error}>
      <NewPasswordForm isBusy={isBusy} onSave={save} />
    </StepPage>
  );
}
