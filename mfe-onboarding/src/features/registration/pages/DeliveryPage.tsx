import { AddressForm } from '../../shared-steps/AddressForm';
import { addressBodyOf, addressValuesOf } from '../../shared-steps/AddressInputs';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
import { StepPage } from '../components/StepPage';
import { useStepSubmit } from '../components/useStepSubmit';

/** /register/delivery (step 2, 'Your Info'): the home address, where a physical card is sent. */
export function DeliveryPage() {
  const { form: application } = useApplication();
  const { run, isBusy, error } = useStepSubmit();
  return (
    <StepPage step="delivery" title="Your home address" intro="Where you live. A physical card is mailed here." error={error}>
      <AddressForm
        initial={addressValuesOf(application)}
        isBusy={isBusy}
        onSave={(values, form) => run(() => registrationApi.saveAddress(addressBodyOf(values)), { form })}
        lookup={registrationApi.lookupAddress}
      />
    </StepPage>
  );
}
