import { useState } from 'react';
import { startSessionWithToken, validateRequired } from '@qube/shared';
import { INPUT_STYLE, PlainField, usePlainForm, type PlainForm } from '@qube/shared/ui/plain';
import { useNavigate } from 'react-router-dom';
import type { RegistrationApplyInput } from '@qube/contract/registration';
import { bindInput } from '../../shared-steps/bindInput';
import { StepForm } from '../../shared-steps/StepForm';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
import { stepColour } from '../components/stepColour';
import { StepPage } from '../components/StepPage';
import { messageOf } from '../components/useStepSubmit';

const INCOME_SOURCES = [
  ['employment', 'Employment'], ['self_employment', 'Self-employment'], ['retirement', 'Retirement'], ['benefits', 'Benefits'], ['savings', 'Savings'], ['family', 'Family support'], ['other', 'Other'],
] as const;
const ANNUAL_INCOMES = [['under_25k', 'Under $25,000'], ['25k_50k', '$25,000 to $50,000'], ['50k_100k', '$50,000 to $100,000'], ['100k_200k', '$100,000 to $200,000'], ['over_200k', 'Over $200,000']] as const;
const DISCOVERY = [['friend', 'A friend'], ['search', 'A search engine'], ['social_media', 'Social media'], ['podcast', 'A podcast'], ['coach', 'A coach'], ['other', 'Other']] as const;

/** The answers as the form keeps them: each choice's value, '' while none is chosen. */
type Values = { source_of_income: string; annual_income: string; work_description: string; qube_discovery_method: string };

/**
 * /register/user-identity-info (step 12, 'Summary'): the questions a bank asks about income and work (ON-19), then
 * 'Open My Account': the account opens, the person is signed in and lands on /dashboard.
 */
export function UserIdentityInfoPage() {
  const { form: application, setForm } = useApplication();
  const navigate = useNavigate();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = async (values: Values, trustDevice: boolean) => {
    setIsBusy(true);
    setError(null);
    try {
      // The choices hold only the contract's values (each select lists them and '' is refused by the rules).
      const body = { ...values, trust_device: trustDevice } as RegistrationApplyInput;
      const { token, account_id: accountId } = await registrationApi.apply(body);
      const failed = await startSessionWithToken(token, trustDevice, accountId);
      if (failed) throw new Error(failed);
      setForm(null);
      navigate('/dashboard');
    } catch (caught) {
      setError(messageOf(caught));
      setIsBusy(false);
    }
  };
  return (
    <StepPage step="user-identity-info" title="A few last questions" intro="Banks must ask these. Then your account opens." error={error}>
      <QuestionsForm
        initial={{
          source_of_income: application?.source_of_income ?? '',
          annual_income: application?.annual_income ?? '',
          work_description: application?.work_description ?? '',
          qube_discovery_method: application?.qube_discovery_method ?? '',
        }}
        isBusy={isBusy}
        onOpen={open}
      />
    </StepPage>
  );
}

type FormProps = { initial: Values; isBusy: boolean; onOpen: (values: Values, trustDevice: boolean) => Promise<void> };

/** The four questions (native selects and a text input) and 'Trust this device', mounted once the application is known. */
function QuestionsForm({ initial, isBusy, onOpen }: FormProps) {
  const form = usePlainForm<Values>(initial, {
    rules: { source_of_income: validateRequired, annual_income: validateRequired, work_description: validateRequired, qube_discovery_method: validateRequired },
  });
  const [trustDevice, setTrustDevice] = useState(false);
  return (
    <StepForm isBusy={isBusy} validate={form.validate} onSubmit={() => onOpen(form.values, trustDevice)} submitLabel="Open My Account">
      <Question form={form} name="source_of_income" label="Main Source of Income" choices={INCOME_SOURCES} />
      <Question form={form} name="annual_income" label="Annual Income" choices={ANNUAL_INCOMES} />
      <PlainField label="What Do You Do for Work?" error={form.errors.work_description} inputProps={{ ...bindInput(form, 'work_description'), maxLength: 200 }} />
      <Question form={form} name="qube_discovery_method" label="How Did You Hear About Qube?" choices={DISCOVERY} />
      <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center', cursor: 'pointer', marginBottom: 24 }}>
        <input type="checkbox" checked={trustDevice} onChange={(e) => setTrustDevice(e.target.checked)} style={{ width: 16, height: 16, margin: 0, accentColor: stepColour() }} />
        Trust this device
      </label>
    </StepForm>
  );
}

type QuestionProps = { form: PlainForm<Values>; name: keyof Values & string; label: string; choices: readonly (readonly [string, string])[] };

/** One question as a native select (what antd's Select drew): 'Choose one' until an answer is picked. */
function Question({ form, name, label, choices }: QuestionProps) {
  const error = form.errors[name];
  return (
    <PlainField label={label} error={error}>
      {(control) => (
        <select {...control} {...bindInput(form, name)} style={{ ...INPUT_STYLE, ...(error ? { borderColor: '#cf1322' } : null), ...(form.values[name] === '' ? { color: '#595959' } : null) }}>
          <option value="" disabled>
            Choose one
          </option>
          {choices.map(([value, text]) => (
            <option key={value} value={value} style={{ color: 'rgba(0,0,0,0.88)' }}>
              {text}
            </option>
          ))}
        </select>
      )}
    </PlainField>
  );
}
