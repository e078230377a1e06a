import type { ReactNode } from 'react';
import { usePlainForm, type AddressSuggestion, type PlainForm } from '@qube/shared/ui/plain';
import { AddressInputs, addressRules, type AddressValues } from './AddressInputs';
import { StepForm } from './StepForm';

type Props = {
  initial: AddressValues;
  isBusy: boolean;
  onSave: (values: AddressValues, form: PlainForm<AddressValues>) => unknown;
  /** The address-lookup call of the app (registration's or the authorized user's). */
  lookup: (prefix: string) => Promise<AddressSuggestion[]>;
  submitLabel?: ReactNode;
};

/**
 * An address step's form (registration's home address, an authorized user's mailing address): the address fields with
 * registration's rules, mounted once the saved address is known (they start from it); a valid submit saves.
 */
export function AddressForm({ initial, isBusy, onSave, lookup, submitLabel }: Props) {
  const form = usePlainForm<AddressValues>(initial, { rules: addressRules<AddressValues>() });
  return (
    <StepForm isBusy={isBusy} validate={form.validate} onSubmit={() => onSave(form.values, form)} submitLabel={submitLabel}>
      <AddressInputs form={form} lookup={lookup} />
    </StepForm>
  );
}
