import type { FormEvent } from 'react';
import { usePlainForm, type PlainForm } from '@qube/shared/ui/plain';
import { AddressFields, addressBodyOf, addressRules, addressValuesOf, type AddressValues } from '../../shared-steps/AddressFields';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
import { StepButton } from '../components/StepButton';
import { StepPage } from '../components/StepPage';
import { useStepSubmit } from '../components/useStepSubmit';

/** /register/delivery (step 2, 'Your Info'): the home address, where a physical card is sent. */
export function DeliveryPage() {
  const { form: application } = useApplication();
  const { run, isBusy, error } = useStepSubmit();
  return (
    <StepPage step="delivery" title="Your home address" intro="Where you live. A physical card is mailed here." error={error}>
      <DeliveryForm initial={addressValuesOf(application)} isBusy={isBusy} onSave={(values, form) => run(() => registrationApi.saveAddress(addressBodyOf(values)), { form })} />
    </StepPage>
  );
}

type FormProps = {
  initial: AddressValues;
  isBusy: boolean;
  onSave: (values: AddressValues, form: PlainForm<AddressValues>) => unknown;
};

/** The address fields, mounted once the application is known (they start from the saved address). */
function DeliveryForm({ initial, isBusy, onSave }: FormProps) {
  const form = usePlainForm<AddressValues>(initial, { rules: addressRules<AddressValues>() });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) void onSave(form.values, form);
  };
  return (
    <form noValidate onSubmit={submit}>
      <AddressFields form={form} lookup={registrationApi.lookupAddress} />
      <StepButton isBusy={isBusy}>Continue</StepButton>
    </form>
  );
}
