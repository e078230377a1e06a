import { usePlainForm, type PlainForm } from '@qube/shared/ui/plain';
import { EmailInputs, emailRules } from '../../shared-steps/EmailInputs';
import { legalNameRules, LegalNameInputs } from '../../shared-steps/LegalNameInputs';
import { StepForm } from '../../shared-steps/StepForm';
import { authorizedUserApi } from '../authorizedUserApi';
import { useAuthorizedUser } from '../AuthorizedUserContext';
import { AuthorizedUserStepPage } from '../AuthorizedUserStepPage';
import { useAuthorizedUserSubmit } from '../useAuthorizedUserSubmit';

type Values = { first_name: string; last_name: string; email: string };

/** /register/authorized-user/first-name-last-name-email: legal names and the invited e-mail, prefilled from the invitation. */
export function NamePage() {
  const { application } = useAuthorizedUser();
  const { run, isBusy, error } = useAuthorizedUserSubmit();
  const save = (v: Values, form: PlainForm<Values>) =>
    run(() => authorizedUserApi.saveName({ first_name: v.first_name.trim(), last_name: v.last_name.trim(), email: v.email.trim() }), form);
  return (
    <AuthorizedUserStepPage
      step="first-name-last-name-email"
      title="Your details"
      intro={application ? `${application.inviter_name} invited you to be an authorized user of ${application.account_name}. Use your legal name and the e-mail address the invitation was sent to.` : null}
      error={error}
    >
      <NameForm initial={{ first_name: application?.first_name ?? '', last_name: application?.last_name ?? '', email: application?.email ?? '' }} isBusy={isBusy} onSave={save} />
    </AuthorizedUserStepPage>
  );
}

type FormProps = { initial: Values; isBusy: boolean; onSave: (values: Values, form: PlainForm<Values>) => unknown };

/** Names and e-mail, mounted once the invitation is known (they start from it). */
function NameForm({ initial, isBusy, onSave }: FormProps) {
  const form = usePlainForm<Values>(initial, { rules: { ...legalNameRules<Values>(), ...emailRules<Values>() } });
  return (
    <StepForm isBusy={isBusy} validate={form.validate} onSubmit={() => onSave(form.values, form)}>
      <LegalNameInputs form={form} />
      <EmailInputs form={form} />
    </StepForm>
  );
}
