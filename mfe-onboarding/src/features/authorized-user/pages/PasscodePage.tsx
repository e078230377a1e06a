import type { PlainForm } from '@qube/shared/ui/plain';
import { encryptPassword } from '../../registration/api/encryptPassword';
import { NewPasswordForm } from '../../shared-steps/NewPasswordForm';
import type { NewPasswordValues } from '../../shared-steps/NewPasswordInputs';
import { authorizedUserApi } from '../authorizedUserApi';
import { AuthorizedUserStepPage } from '../AuthorizedUserStepPage';
import { useAuthorizedUserSubmit } from '../useAuthorizedUserSubmit';

/** /register/authorized-user/passcode: the password, encrypted in the browser as registration's (ON-47), same rules. */
export function PasscodePage() {
  const { run, isBusy, error } = useAuthorizedUserSubmit();
  const save = (v: NewPasswordValues, form: PlainForm<NewPasswordValues>) =>
    run(async () => authorizedUserApi.savePassword(await encryptPassword(await authorizedUserApi.publicKey(), v.password)), form);
  return (
    <AuthorizedUserStepPage step="passcode" title="Create a password" intro="At least 8 characters with an uppercase and a lowercase letter, a number and a special character." error={error}>
      <NewPasswordForm isBusy={isBusy} onSave={save} />
    </AuthorizedUserStepPage>
  );
}
