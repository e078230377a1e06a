import { useState, type FormEvent } from 'react';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
import { ChoiceGroup } from '../components/ChoiceGroup';
import { StepButton } from '../components/StepButton';
import { StepPage } from '../components/StepPage';
import { useStepSubmit } from '../components/useStepSubmit';

/** /register/shipping-options (step 7, 'Options'): how the physical card travels (skipped for a virtual card). */
export function ShippingPage() {
  const { form: application } = useApplication();
  const [isExpedited, setIsExpedited] = useState(application?.expedite_card ?? false);
  const { run, isBusy, error } = useStepSubmit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => registrationApi.saveShipping(isExpedited));
  };
  return (
    <StepPage step="shipping-options" title="Shipping" intro="Your card is mailed to the home address you gave." error={error}>
      <form noValidate onSubmit={submit}>
        <ChoiceGroup<boolean>
          label="Shipping"
          value={isExpedited}
          onChange={setIsExpedited}
          choices={[
            { key: 'standard', value: false, label: 'Standard: 7 to 10 business days (free)' },
            { key: 'expedited', value: true, label: 'Expedited: 2 to 3 business days ($15.00)' },
          ]}
        />
        <StepButton isBusy={isBusy} style={{ marginTop: 24 }}>
          Continue
        </StepButton>
      </form>
    </StepPage>
  );
}
