import { usePlainForm } from '@qube/shared/ui/plain';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { RegistrationStartInput } from '@qube/contract/registration';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
import { readPendingStart, savePendingStart } from '../components/pendingStart';
import { StepPage } from '../components/StepPage';
import { stepColour } from '../components/stepColour';
import { messageOf, showFieldMessages, useStepSubmit, type FieldMessages } from '../components/useStepSubmit';
import { agreementRules, AgreementInputs } from '../../shared-steps/AgreementInputs';
import { EmailInputs, emailRules } from '../../shared-steps/EmailInputs';
import { legalNameRules, LegalNameInputs } from '../../shared-steps/LegalNameInputs';
import { PhoneNumberInputs, phoneNumberRules } from '../../shared-steps/PhoneNumberInputs';
import { StepForm } from '../../shared-steps/StepForm';
import { pathOf } from '../steps';

type Values = { first_name: string; last_name: string; email: string; phone_number: string; agree_terms: string; agree_privacy: string };

/** /register/start (step 0, 'Your Info'): who is registering; Continue texts a 5-digit code (ON-16, ON-22, ON-40). */
export function StartPage() {
  const { form: application } = useApplication();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { isBusy, error, setError } = useStepSubmit();
  const pending = readPendingStart();
  const params = new URLSearchParams(search);
  const initial: Values = {
    first_name: pending?.first_name ?? application?.first_name ?? '',
    last_name: pending?.last_name ?? application?.last_name ?? '',
    email: pending?.email ?? application?.email ?? '',
    phone_number: pending?.phone_number ?? application?.phone ?? '',
    agree_terms: '',
    agree_privacy: '',
  };
  const send = async (values: Values, form: FieldMessages) => {
    const body: RegistrationStartInput = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      phone_number: values.phone_number,
      agree_terms: values.agree_terms === 'true',
      agree_privacy: values.agree_privacy === 'true',
      referral_code: params.get('referral_code') ?? pending?.referral_code ?? null,
      affiliate_id: params.get('affiliate_id') ?? pending?.affiliate_id ?? null,
    };
    setError(null);
    try {
      await registrationApi.start(body);
      savePendingStart(body);
      navigate(pathOf('phone'));
    } catch (caught) {
      setError(messageOf(caught));
      showFieldMessages(caught, form);
    }
  };
  return (
    <StepPage step="start" title="Let's get started" intro="Tell us who you are. We will text a code to your phone to confirm it." error={error}>
      {application && application.status === 'open' ? (
        <p>
          You have a registration in progress. <Link to={pathOf(application.current_step)} style={{ color: stepColour() }}>Continue where you left off</Link>
        </p>
      ) : null}
      <StartForm initial={initial} isBusy={isBusy} onSend={send} />
    </StepPage>
  );
}

type StartFormProps = {
  initial: Values;
  isBusy: boolean;
  onSend: (values: Values, form: FieldMessages) => Promise<void>;
};

/** The start's fields, mounted once the application is known (its first values come from it or from this tab). */
function StartForm({ initial, isBusy, onSend }: StartFormProps) {
  const form = usePlainForm<Values>(initial, {
    rules: {
      ...legalNameRules<Values>(),
      ...emailRules<Values>(),
      ...phoneNumberRules<Values>(),
      ...agreementRules<Values>(),
    },
  });
  return (
    <StepForm isBusy={isBusy} validate={form.validate} onSubmit={() => onSend(form.values, form)}>
      <LegalNameInputs form={form} />
      <EmailInputs form={form} />
      <PhoneNumberInputs form={form} />
      <AgreementInputs form={form} />
    </StepForm>
  );
}
