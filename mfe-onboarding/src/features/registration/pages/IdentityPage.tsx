import { firstError, validateRequired, validateSsn } from '@qube/shared';
import { PlainField, usePlainForm, type PlainForm } from '@qube/shared/ui/plain';
import { BirthDateInputs, birthDateRules } from '../../shared-steps/BirthDateInputs';
import { bindInput } from '../../shared-steps/bindInput';
import { legalNameRules, LegalNameInputs } from '../../shared-steps/LegalNameInputs';
import { StepForm } from '../../shared-steps/StepForm';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
import { StepPage } from '../components/StepPage';
import { useStepSubmit } from '../components/useStepSubmit';

type Values = { first_name: string; last_name: string; birth_date: string; ssn: string };

/** The SSN typed as ###-##-####. */
const formatSsn = (value: string) => {
  const d = (value ?? '').replace(/\D/g, '').slice(0, 9);
  return d.length > 5 ? `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}` : d.length > 3 ? `${d.slice(0, 3)}-${d.slice(3)}` : d;
};

/** /register/identity (step 3, 'Your Info'): legal names, birth date and SSN, checked later by the identity provider. */
export function IdentityPage() {
  const { form: application } = useApplication();
  const { run, isBusy, error } = useStepSubmit();
  const save = (v: Values, form: PlainForm<Values>) =>
    run(
      async () => {
        await registrationApi.saveNameBirthdate({ first_name: v.first_name, last_name: v.last_name, birth_date: v.birth_date });
        return registrationApi.saveSsn(v.ssn);
      },
      { form },
    );
  return (
    <StepPage step="identity" title="Verify your identity" intro="A bank must know who opens an account. Your SSN is used only for the identity check." error={error}>
      <IdentityForm
        initial={{ first_name: application?.first_name ?? '', last_name: application?.last_name ?? '', birth_date: application?.birth_date ?? '', ssn: '' }}
        savedSsn={application?.ssn_last4 ?? null}
        isBusy={isBusy}
        onSave={save}
      />
    </StepPage>
  );
}

type FormProps = { initial: Values; savedSsn: string | null; isBusy: boolean; onSave: (values: Values, form: PlainForm<Values>) => unknown };

/** The identity fields, mounted once the application is known (names and birth date start from it). */
function IdentityForm({ initial, savedSsn, isBusy, onSave }: FormProps) {
  const form = usePlainForm<Values>(initial, {
    rules: { ...legalNameRules<Values>(), ...birthDateRules<Values>(), ssn: firstError(validateRequired, validateSsn) },
  });
  return (
    <StepForm isBusy={isBusy} validate={form.validate} onSubmit={() => onSave(form.values, form)}>
      <LegalNameInputs form={form} />
      <BirthDateInputs form={form} />
      <PlainField
        label="Social Security Number"
        error={form.errors.ssn}
        help={savedSsn ? `Saved: ending in ${savedSsn}. Enter it again to change it.` : undefined}
        inputProps={{ ...bindInput(form, 'ssn', formatSsn), inputMode: 'numeric', autoComplete: 'off', placeholder: '###-##-####' }}
      />
    </StepForm>
  );
}
