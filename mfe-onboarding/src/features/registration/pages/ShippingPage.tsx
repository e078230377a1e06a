import { useState } from 'react';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
import { ChoiceGroup } from '../components/ChoiceGroup';
import { StepPage } from '../components/StepPage';
import { useStepSubmit } from '../components/useStepSubmit';
import { StepForm } from '../../shared-steps/StepForm';

/** /register/shipping-options (step 7, 'Options'): how the physical card travels (skipped for a virtual card). */
export function ShippingPage() {
  const { form: application } = useApplication();
  const [isExpedited, setIsExpedited] = useState(application?.expedite_card ?? false);
  const { run, isBusy, error } = useStepSubmit();
  return (
    <StepPage step="shipping-options" title="Shipping" intro="Your card is mailed to the home address you gave." error={error}>
      <StepForm isBusy={isBusy} onSubmit={() => run(() => registrationApi.saveShipping(isExpedited))} buttonStyle={{ marginTop: 24 }}>
        <ChoiceGroup<boolean>
          label="Shipping"
          value={isExpedited}
          onChange={setIsExpedited}
          choices={[
            { key: 'standard', value: false, label: 'Standard: 7 to 10 business days (free)' },
            { key: 'expedited', value: true, label: 'Expedited: 2 to 3 business days ($15.00)' },
          ]}
        />
      </StepForm>
    </StepPage>
  );
}
